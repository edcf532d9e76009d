// Sign-in with a wallet signature (SIWS): issue a single-use 5-minute nonce inside the standard
// message, then check signature, address, domain, nonce and expiry before opening a session.
import { randomBytes } from 'node:crypto';
import { SIGN_IN_STATEMENT } from '@memetank/shared/api/auth';
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util';
import type { Services } from '../../app-types';
import { createSession, deleteSession } from '../../auth/sessions';
import { wallTime } from '../../lib/clock';
import { addressBytes, signatureBytes, verifyEd25519 } from '../../lib/ed25519';
import { AppError, validationError } from '../../lib/errors';
import { consumeNonce, storeNonce } from './queries';

type Deps = Pick<Services, 'database' | 'sessionCache'>;

const sessionStore = (deps: Deps) => ({ db: deps.database.db, cache: deps.sessionCache });

export const NONCE_TTL_MS = 5 * 60 * 1000;

const signInError = (message: string) => new AppError(401, 'SIGN_IN_FAILED', message);

export async function issueNonce(
  deps: Deps,
  input: { address: string; domain: string; uri: string; chainId: string },
) {
  if (!addressBytes(input.address)) {
    throw validationError('Invalid body.address: not a wallet address');
  }
  const now = wallTime();
  const nonce = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
  const message = createSignInMessageText({
    domain: input.domain,
    address: input.address,
    statement: SIGN_IN_STATEMENT,
    uri: input.uri,
    version: '1',
    chainId: input.chainId,
    nonce,
    issuedAt: now.toISOString(),
    expirationTime: expiresAt.toISOString(),
  });
  await storeNonce(deps.database.db, { nonce, address: input.address, message, expiresAt }, now);
  return { nonce, message };
}

async function verifySignIn(
  deps: Deps,
  input: { address: string; message: string; signature: string; domain: string },
): Promise<string> {
  const now = wallTime();
  const parsed = parseSignInMessageText(input.message);
  if (!parsed?.nonce) throw signInError('The sign-in message is not valid. Please try again.');
  const issued = await consumeNonce(deps.database.db, parsed.nonce);
  if (!issued) {
    throw signInError('This sign-in request has expired or was already used. Please try again.');
  }
  if (issued.expiresAt <= now) {
    throw signInError('This sign-in request has expired. Please try again.');
  }
  if (issued.address !== input.address || parsed.address !== input.address) {
    throw signInError('The sign-in message was issued for another wallet.');
  }
  if (issued.message !== input.message) {
    throw signInError('The sign-in message was changed after it was issued.');
  }
  if (parsed.domain !== input.domain) {
    throw signInError('The sign-in message is for another site.');
  }
  const publicKey = addressBytes(input.address);
  const signature = signatureBytes(input.signature);
  const valid =
    publicKey !== null &&
    signature !== null &&
    (await verifyEd25519(publicKey, new TextEncoder().encode(input.message), signature));
  if (!valid) throw signInError('The signature does not match this wallet.');
  return input.address;
}

/**
 * Checks the signed message and opens a session for its wallet. The session the browser held
 * (`previousToken`: another wallet's, or this one's) ends here, on the server: replacing the
 * cookie alone would leave its token working wherever it was copied.
 */
export async function signIn(
  deps: Deps,
  input: { address: string; message: string; signature: string; domain: string },
  previousToken: string | undefined,
): Promise<{ wallet: string; token: string }> {
  const wallet = await verifySignIn(deps, input);
  if (previousToken) await deleteSession(sessionStore(deps), previousToken);
  return { wallet, token: await createSession(deps.database.db, wallet) };
}

/** Ends the session on the server: its cookie is dead everywhere. */
export async function signOut(deps: Deps, token: string | undefined): Promise<void> {
  if (token) await deleteSession(sessionStore(deps), token);
}
