// Ed25519 signature checks as strict as Solana's `verify_strict` (ed25519-dalek): the public key and
// R must be canonical encodings of points outside the small-order subgroup and S must be below the
// group order, all checked on the bytes; then WebCrypto (~0.2 ms) checks the signature itself. Also
// the base58/base64 decoding the wallet APIs use for addresses and signatures.
import { webcrypto } from 'node:crypto';
import { ED25519_TORSION_SUBGROUP } from '@noble/curves/ed25519';
import { getBase58Encoder } from '@solana/kit';

const base58 = getBase58Encoder();
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The 32 public-key bytes of a base58 wallet address, or null when it is not one. */
export function addressBytes(address: string): Uint8Array | null {
  if (!BASE58.test(address) || address.length < 32 || address.length > 44) return null;
  const bytes = base58.encode(address);
  return bytes.length === 32 ? new Uint8Array(bytes) : null;
}

export const isWalletAddress = (address: string) => addressBytes(address) !== null;

/** A 64-byte signature given in base64 (what wallets return) or base58; null otherwise. */
export function signatureBytes(signature: string): Uint8Array | null {
  if (BASE64.test(signature) && signature.length === 88) {
    const bytes = Buffer.from(signature, 'base64');
    if (bytes.length === 64) return new Uint8Array(bytes);
  }
  if (BASE58.test(signature)) {
    const bytes = base58.encode(signature);
    if (bytes.length === 64) return new Uint8Array(bytes);
  }
  return null;
}

const FIELD_P = 2n ** 255n - 19n;
const GROUP_L = 2n ** 252n + 27742317777372353535851937790883648493n;
const Y_MASK = 2n ** 255n - 1n;

const littleEndian = (bytes: Uint8Array) =>
  bytes.reduceRight((value, byte) => (value << 8n) | BigInt(byte), 0n);

// Anyone can sign for a small-order key (a small-order R and S = 0 will do), and no wallet makes a
// small-order R. Every point with one of these y is small order whatever the x sign bit says
// (y = ±1 has x = 0, whose set sign bit only lax decoders accept), so y alone decides.
const SMALL_ORDER_Y = new Set(
  ED25519_TORSION_SUBGROUP.map((hex) => littleEndian(Buffer.from(hex, 'hex')) & Y_MASK),
);

/**
 * Whether `encoded` can be a signer's key or R: y below p (so one point has one encoding, as the
 * message hash commits to the bytes) and not small order. Off-curve bytes are WebCrypto's to refuse.
 */
function isStrictPoint(encoded: Uint8Array): boolean {
  const y = littleEndian(encoded) & Y_MASK;
  return y < FIELD_P && !SMALL_ORDER_Y.has(y);
}

export async function verifyEd25519(
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  // S + L passes the same equation as S: only S < L makes a signature's bytes unique.
  if (
    !isStrictPoint(publicKey) ||
    !isStrictPoint(signature.subarray(0, 32)) ||
    littleEndian(signature.subarray(32)) >= GROUP_L
  ) {
    return false;
  }
  try {
    const key = await webcrypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, [
      'verify',
    ]);
    return await webcrypto.subtle.verify({ name: 'Ed25519' }, key, signature, message);
  } catch {
    return false;
  }
}
