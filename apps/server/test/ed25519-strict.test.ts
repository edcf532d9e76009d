// Security finding "Sign-in without a private key": Ed25519 forgeries for small-order keys (the
// System Program's all-zero address, the identity point) and signatures that only hold under the
// lax rules are refused at sign-in and on the legitimacy statement of a submission, as Solana's
// verify_strict refuses them. The byte-level cases are in src/lib/ed25519.test.ts.
import { randomBytes } from 'node:crypto';
import { buildLegitimacyStatement } from '@memetank/shared/api/submit';
import { getAddressDecoder } from '@solana/kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { projects, sessions, userProjects } from '../src/db/schema';
import { addressBytes } from '../src/lib/ed25519';
import {
  GROUP_L,
  SMALL_ORDER_POINTS,
  forgeForSmallOrderKey,
  hexBytes,
  signWithIdentityR,
  withS,
} from './ed25519-forgeries';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { createToken, funderOf } from './token-support';
import { createTestWallet, type TestWallet } from './wallet-signer';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const IDENTITY_POINT = getAddressDecoder().decode(hexBytes(SMALL_ORDER_POINTS[0]![1]));
const DAY_MS = 24 * 60 * 60 * 1000;

const utf8 = (text: string) => new TextEncoder().encode(text);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const keyOf = (address: string) => addressBytes(address)!;

describe('strict Ed25519 signatures', () => {
  let t: TestApp;
  let alice: TestWallet;
  beforeAll(async () => {
    alice = await createTestWallet();
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => resetDatabase(t.database));

  const rowCount = async (table: typeof sessions | typeof projects | typeof userProjects) =>
    (await t.database.db.select().from(table)).length;

  async function issuedMessage(address: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      payload: { address },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ message: string }>().message;
  }

  const verify = (body: { address: string; message: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: body });

  describe('sign-in', () => {
    /** A sign-in message issued for the small-order `address`, with a forged signature of it. */
    async function forgedSignIn(address: string, s = 0n) {
      // The message fixes k, which fixes the R that works: ask for new messages until one fits.
      for (let attempt = 0; attempt < 50; attempt++) {
        const message = await issuedMessage(address);
        const signature = forgeForSmallOrderKey(keyOf(address), utf8(message), s);
        if (signature) return { address, message, signature: base64(signature) };
      }
      throw new Error(`No forgery found for ${address}`);
    }

    /** The answer to random bytes as the signature: what any bad signature gets. */
    async function badSignatureAnswer(address: string) {
      const message = await issuedMessage(address);
      const response = await verify({
        address,
        message,
        signature: randomBytes(64).toString('base64'),
      });
      return { statusCode: response.statusCode, body: response.json() };
    }

    it.each([
      ['the all-zero address (System Program)', SYSTEM_PROGRAM],
      ['the identity-point address', IDENTITY_POINT],
    ])(
      'refuses %s with a small-order R and S = 0 as any bad signature, opening no session',
      async (_, address) => {
        const response = await verify(await forgedSignIn(address));
        expect(response.statusCode).toBe(401);
        expect({ statusCode: response.statusCode, body: response.json() }).toEqual(
          await badSignatureAnswer(address),
        );
        expect(response.cookies).toEqual([]);
        expect(await rowCount(sessions)).toBe(0);
      },
    );

    it('refuses the identity-point address with an R of large order and S = s', async () => {
      const response = await verify(await forgedSignIn(IDENTITY_POINT, 123_456_789n));
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('The signature does not match this wallet.');
      expect(await rowCount(sessions)).toBe(0);
    });

    it("refuses a wallet's signature made with R = the identity", async () => {
      const message = await issuedMessage(alice.address);
      const signature = await signWithIdentityR(alice, utf8(message));
      const response = await verify({
        address: alice.address,
        message,
        signature: base64(signature),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('The signature does not match this wallet.');
      expect(await rowCount(sessions)).toBe(0);
    });

    it("refuses a wallet's own signature with S + L in place of S", async () => {
      const message = await issuedMessage(alice.address);
      const signature = Buffer.from(await alice.sign(message), 'base64');
      const response = await verify({
        address: alice.address,
        message,
        signature: base64(withS(signature, (s) => s + GROUP_L)),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('The signature does not match this wallet.');
      expect(await rowCount(sessions)).toBe(0);
    });
  });

  describe('the legitimacy statement of a submission', () => {
    // A real mint alice holds (submissions check the mint on chain after the signature).
    let mint: string;
    beforeAll(async () => {
      mint = await createToken(t.app.services.chain, funderOf(t.app.services.chain), {
        owner: alice.address,
      });
    });

    const statementOf = (wallet: string, timestamp: Date) =>
      buildLegitimacyStatement({
        wallet,
        projectName: 'Doge Rocket',
        tokenMint: mint,
        timestamp: timestamp.toISOString(),
      });

    const submit = (cookie: string, statement: string, signature: Uint8Array) =>
      t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { cookie },
        payload: {
          tokenAddress: mint,
          investorTokenAllocation: 1_000,
          projectName: 'Doge Rocket',
          description: 'To the moon',
          longDescription: 'A longer story about the rocket.',
          fundingGoal: 100,
          currency: 'SOL',
          riskScore: 'Medium',
          deadline: new Date(Date.now() + 10 * DAY_MS).toISOString(),
          legitimacyStatement: statement,
          legitimacySignature: base64(signature),
        },
      });

    async function expectRefusedAndNothingStored(response: Awaited<ReturnType<typeof submit>>) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('SIGNATURE_REQUIRED');
      expect(await rowCount(projects)).toBe(0);
      expect(await rowCount(userProjects)).toBe(0);
    }

    it("refuses the signed-in wallet's statement signed with R = the identity, and stores nothing", async () => {
      const cookie = await signIn(t.app, alice);
      const statement = statementOf(alice.address, new Date());
      const forged = await signWithIdentityR(alice, utf8(statement));
      await expectRefusedAndNothingStored(await submit(cookie, statement, forged));
      // The same statement, signed as wallets sign, goes through.
      const signed = Buffer.from(await alice.sign(statement), 'base64');
      expect((await submit(cookie, statement, signed)).statusCode).toBe(201);
    });

    it("refuses the signed-in wallet's statement with S + L in place of S, and stores nothing", async () => {
      const cookie = await signIn(t.app, alice);
      const statement = statementOf(alice.address, new Date());
      const signed = Buffer.from(await alice.sign(statement), 'base64');
      const forged = withS(signed, (s) => s + GROUP_L);
      await expectRefusedAndNothingStored(await submit(cookie, statement, forged));
    });

    it('refuses a forged statement from an all-zero-address session opened before the fix', async () => {
      const cookie = `memetank_session=${await createSession(t.database.db, SYSTEM_PROGRAM)}`;
      // The timestamp fixes k, which fixes the R that works: step back a millisecond until one fits.
      let forgery: { statement: string; signature: Uint8Array } | undefined;
      for (let ms = 0; !forgery && ms < 50; ms++) {
        const statement = statementOf(SYSTEM_PROGRAM, new Date(Date.now() - ms));
        const signature = forgeForSmallOrderKey(keyOf(SYSTEM_PROGRAM), utf8(statement));
        if (signature) forgery = { statement, signature };
      }
      expect(forgery).toBeDefined();
      await expectRefusedAndNothingStored(
        await submit(cookie, forgery!.statement, forgery!.signature),
      );
    });
  });
});
