// verifyEd25519 keeps Solana's verify_strict rules: forgeries for small-order keys and R, which
// satisfy the plain equation WebCrypto checks, are refused, and so are non-canonical encodings.
import { ed25519 } from '@noble/curves/ed25519';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIELD_P,
  GROUP_L,
  NON_CANONICAL_SMALL_ORDER,
  SMALL_ORDER_POINTS,
  forgedMessageFor,
  hexBytes,
  littleEndian32,
  publicKeyOf,
  signWithIdentityR,
  webCryptoVerify,
  withS,
} from '../../test/ed25519-forgeries';
import { createTestWallet, type TestWallet } from '../../test/wallet-signer';
import { verifyEd25519 } from './ed25519';

const message = new TextEncoder().encode('Sign in to MemeTank');

describe('verifyEd25519', () => {
  let wallet: TestWallet;
  let publicKey: Uint8Array;
  let signature: Uint8Array;
  beforeAll(async () => {
    wallet = await createTestWallet();
    publicKey = await publicKeyOf(wallet);
    signature = new Uint8Array(
      Buffer.from(await wallet.sign(new TextDecoder().decode(message)), 'base64'),
    );
  });

  it("accepts a wallet's signature", async () => {
    expect(await verifyEd25519(publicKey, message, signature)).toBe(true);
  });

  const smallOrderKeys = [...SMALL_ORDER_POINTS, ...NON_CANONICAL_SMALL_ORDER];

  it.each(smallOrderKeys)(
    'refuses a forgery with a small-order R and S = 0 for the small-order key %s',
    async (_, hex) => {
      const key = hexBytes(hex);
      const forged = forgedMessageFor(key);
      expect(await webCryptoVerify(key, forged.message, forged.signature)).toBe(true);
      expect(await verifyEd25519(key, forged.message, forged.signature)).toBe(false);
    },
  );

  it.each(smallOrderKeys)(
    'refuses a forgery with an R of large order for the small-order key %s',
    async (_, hex) => {
      const key = hexBytes(hex);
      const forged = forgedMessageFor(key, 123_456_789n);
      expect(await webCryptoVerify(key, forged.message, forged.signature)).toBe(true);
      expect(await verifyEd25519(key, forged.message, forged.signature)).toBe(false);
    },
  );

  it("refuses a wallet's signature whose R is the identity", async () => {
    const forged = await signWithIdentityR(wallet, message);
    expect(await webCryptoVerify(publicKey, message, forged)).toBe(true);
    expect(await verifyEd25519(publicKey, message, forged)).toBe(false);
  });

  it.each([
    ['y = p + 1', 'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'],
    ['x = -0', '0100000000000000000000000000000000000000000000000000000000000080'],
  ])("refuses a wallet's signature whose R is the identity written with %s", async (_, hex) => {
    const forged = await signWithIdentityR(wallet, message, hexBytes(hex));
    expect(await verifyEd25519(publicKey, message, forged)).toBe(false);
  });

  it('refuses y + p for the key y = 3, a point of large order', async () => {
    const canonical = littleEndian32(3n);
    expect(ed25519.Point.fromBytes(canonical).isSmallOrder()).toBe(false);
    const key = littleEndian32(FIELD_P + 3n);
    expect(ed25519.Point.fromBytes(key, true).equals(ed25519.Point.fromBytes(canonical))).toBe(
      true,
    );
    expect(await verifyEd25519(key, message, signature)).toBe(false);
  });

  it.each([
    ['L', () => GROUP_L],
    ['S + L', (s: bigint) => s + GROUP_L],
  ])('refuses %s as the S of a valid signature', async (_, s) => {
    expect(await verifyEd25519(publicKey, message, withS(signature, s))).toBe(false);
  });
});
