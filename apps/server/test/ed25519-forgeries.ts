// Ed25519 signatures that satisfy the plain equation [S]B = R + [k]A, which is all WebCrypto checks,
// yet break Solana's verify_strict rules; and the published small-order and non-canonical
// encodings they use. Shared by the unit test of lib/ed25519.ts and the API test of sign-in and
// submissions (ed25519-strict.test.ts).
import { createHash, webcrypto } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import type { TestWallet } from './wallet-signer';

export const FIELD_P = 2n ** 255n - 19n;
export const GROUP_L = 2n ** 252n + 27742317777372353535851937790883648493n;

export const hexBytes = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'));

/** `value` as 32 little-endian bytes, the encoding of y and of S. */
export function littleEndian32(value: bigint): Uint8Array {
  const bytes = new Uint8Array(32);
  for (let i = 0, rest = value; i < 32; i++, rest >>= 8n) bytes[i] = Number(rest & 0xffn);
  return bytes;
}

const scalarOf = (bytes: Uint8Array) =>
  bytes.reduceRight((value, byte) => (value << 8n) | BigInt(byte), 0n);

/**
 * The 8 points of order dividing 8, canonically encoded, as "Taming the many EdDSAs" (Chalkias
 * et al., 2020) and libsodium's blocklist publish them.
 */
export const SMALL_ORDER_POINTS: [name: string, hex: string][] = [
  ['the identity', '0100000000000000000000000000000000000000000000000000000000000000'],
  ['order 2 (y = p - 1)', 'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'],
  ['order 4 (y = 0)', '0000000000000000000000000000000000000000000000000000000000000000'],
  [
    'order 4 (y = 0, x sign set)',
    '0000000000000000000000000000000000000000000000000000000000000080',
  ],
  ['order 8', '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05'],
  ['order 8, x sign set', '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85'],
  ['order 8 (second y)', 'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a'],
  [
    'order 8 (second y), x sign set',
    'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa',
  ],
];

/** Other encodings of small-order points, which only a lax decoder reads (y >= p, or -0 for x). */
export const NON_CANONICAL_SMALL_ORDER: [name: string, hex: string][] = [
  ['y = p (order 4)', 'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'],
  ['y = p + 1 (the identity)', 'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'],
  ['y = p, x sign set', 'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'],
  ['y = p + 1, x sign set', 'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'],
  ['the identity with x = -0', '0100000000000000000000000000000000000000000000000000000000000080'],
  ['order 2 with x = -0', 'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'],
];

/** k = SHA-512(R || A || M) mod L, as signer and verifier compute it. */
function challenge(r: Uint8Array, publicKey: Uint8Array, message: Uint8Array): bigint {
  const digest = createHash('sha512').update(r).update(publicKey).update(message).digest();
  return scalarOf(digest) % GROUP_L;
}

/**
 * R and S = s for a small-order key A such that [S]B = R + [k]A: R = [s]B - [t]A for the t that
 * k matches ([k]A = [t]A when k = t mod 8, as A's order divides 8). s = 0 gives a small-order R,
 * any other s an R of large order. Null when no t matches for this message.
 */
export function forgeForSmallOrderKey(
  publicKey: Uint8Array,
  message: Uint8Array,
  s = 0n,
): Uint8Array | null {
  const key = ed25519.Point.fromBytes(publicKey, true);
  const sB = s === 0n ? ed25519.Point.ZERO : ed25519.Point.BASE.multiply(s);
  for (let t = 0n; t < 8n; t++) {
    const tA = key.multiplyUnsafe(t);
    const r = sB.subtract(tA).toBytes();
    if (key.multiplyUnsafe(challenge(r, publicKey, message)).equals(tA)) {
      return new Uint8Array([...r, ...littleEndian32(s)]);
    }
  }
  return null;
}

/** A message among "forged 0", "forged 1"... and its forgery for the small-order `publicKey`. */
export function forgedMessageFor(
  publicKey: Uint8Array,
  s = 0n,
): { message: Uint8Array; signature: Uint8Array } {
  for (let i = 0; i < 1000; i++) {
    const message = new TextEncoder().encode(`forged ${i}`);
    const signature = forgeForSmallOrderKey(publicKey, message, s);
    if (signature) return { message, signature };
  }
  throw new Error('No forgery found: is the key small order?');
}

/** The wallet's raw public key. */
export const publicKeyOf = async (wallet: TestWallet) =>
  new Uint8Array(await webcrypto.subtle.exportKey('raw', wallet.keyPair.publicKey));

/**
 * A signature by `wallet` whose R is `r`, an encoding of the identity (the canonical one unless
 * told), and S = k·a with a the wallet's secret scalar: [S]B = [k]A = R + [k]A holds, though no
 * wallet would sign so.
 */
export async function signWithIdentityR(
  wallet: TestWallet,
  message: Uint8Array,
  r: Uint8Array = hexBytes(SMALL_ORDER_POINTS[0]![1]),
): Promise<Uint8Array> {
  const jwk = await webcrypto.subtle.exportKey('jwk', wallet.keyPair.privateKey);
  const { scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(
    new Uint8Array(Buffer.from(jwk.d!, 'base64url')),
  );
  const publicKey = await publicKeyOf(wallet);
  if (!Buffer.from(pointBytes).equals(publicKey)) throw new Error('Not this wallet’s key');
  const s = (challenge(r, publicKey, message) * scalar) % GROUP_L;
  return new Uint8Array([...r, ...littleEndian32(s)]);
}

/** `signature` with S replaced by `s(S)`; S + L passes the same equation as S. */
export function withS(signature: Uint8Array, s: (current: bigint) => bigint): Uint8Array {
  const forged = new Uint8Array(signature);
  forged.set(littleEndian32(s(scalarOf(signature.subarray(32)))), 32);
  return forged;
}

/** What verifyEd25519 did before verify_strict's rules: WebCrypto alone. */
export async function webCryptoVerify(
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  try {
    const key = await webcrypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, [
      'verify',
    ]);
    return await webcrypto.subtle.verify({ name: 'Ed25519' }, key, signature, message);
  } catch {
    return false;
  }
}
