// Sign-in with a wallet signature (SIWS): issue a single-use 5-minute nonce inside the standard
// message, then check signature, address, domain, nonce and expiry before opening a session.
import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { SIGN_IN_STATEMENT } from '@memetank/shared/api/auth';
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util';
import type { Database } from '../../db/client';
import { authNonces } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { addressBytes, signatureBytes, verifyEd25519 } from '../../lib/ed25519';

export const NONCE_TTL_MS = 5 * 60 * 1000;

const signInError = (message: string) => new AppError(401, 'SIGN_IN_FAILED', message);

export async function issueNonce(
  db: Database,
  input: { address: string; domain: string; uri: string; chainId: string; now?: Date },
) {
  if (!addressBytes(input.address)) {
    throw new AppError(400, 'VALIDATION_ERROR', 'Invalid body.address: not a wallet address');
  }
  const now = input.now ?? new Date();
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
  await db.delete(authNonces).where(lt(authNonces.expiresAt, now));
  await db.insert(authNonces).values({ nonce, address: input.address, message, expiresAt });
  return { nonce, message };
}

export async function verifySignIn(
  db: Database,
  input: { address: string; message: string; signature: string; domain: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const parsed = parseSignInMessageText(input.message);
  if (!parsed?.nonce) throw signInError('The sign-in message is not valid. Please try again.');
  // Deleting the nonce is what uses it: a second attempt with the same proof finds nothing.
  const [issued] = await db
    .delete(authNonces)
    .where(eq(authNonces.nonce, parsed.nonce))
    .returning();
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
