// The wallet's calls check their answers against the shared schemas in tests (decision 073): an
// answer that drifted from its schema is an AnswerShapeError, never a wrongly typed session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerShapeError } from '@/lib/api-client';
import { getSession, requestSignInMessage, verifySignIn } from './auth';
import { requestTestSol } from './dev-faucet';
import { createTestToken } from './dev-tokens';
import { getDevWallets } from './dev-wallets';

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

const ADDRESS = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';

describe("the wallet's answers", () => {
  it('returns a session that matches its schema', async () => {
    answer({ wallet: ADDRESS, isAdmin: false });
    await expect(getSession()).resolves.toEqual({ wallet: ADDRESS, isAdmin: false });
  });

  it.each([
    ['the session', () => getSession(), { wallet: ADDRESS }, 'isAdmin'],
    ['the sign-in message', () => requestSignInMessage(ADDRESS), { nonce: 'n' }, 'message'],
    [
      'the verified session',
      () => verifySignIn({ address: ADDRESS, message: 'm', signature: 's' }),
      { wallet: 7, isAdmin: false },
      'wallet',
    ],
    [
      'the test accounts',
      () => getDevWallets(),
      { wallets: [{ label: 'A' }] },
      'wallets.0.address',
    ],
    ['the faucet', () => requestTestSol(ADDRESS), { lamports: 2, sol: 2, usdc: 10 }, 'lamports'],
    [
      'the test token',
      () =>
        createTestToken({
          name: 'T',
          symbol: 'T',
          supply: '1',
          decimals: 6,
          revokeMintAuthority: true,
        }),
      { mint: 'M' },
      'signature',
    ],
  ])('rejects %s when it breaks its schema, naming the field', async (_what, call, body, field) => {
    answer(body);
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect((error as Error).message).toContain(`does not match its schema: ${field}:`);
  });
});
