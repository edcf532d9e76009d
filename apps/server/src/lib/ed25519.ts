// Ed25519 signature checks with WebCrypto (~0.15 ms each), and the base58/base64 decoding the
// wallet APIs use for addresses and signatures.
import { webcrypto } from 'node:crypto';
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

export async function verifyEd25519(
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
