// Well-known demo wallets for the embedded local chain. Their keys derive from public seeds, so
// they are for demo data only and never hold value (a real cluster has no demo wallets).
import { createHash, webcrypto } from 'node:crypto';
import { getAddressDecoder } from '@solana/kit';

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface DemoWallet {
  address: string;
  privateKey: webcrypto.CryptoKey;
}

export async function deriveDemoWallet(label: string): Promise<DemoWallet> {
  const seed = createHash('sha256').update(`memetank:demo-wallet:${label}`).digest();
  const privateKey = await webcrypto.subtle.importKey(
    'pkcs8',
    Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    { name: 'Ed25519' },
    true,
    ['sign'],
  );
  const jwk = await webcrypto.subtle.exportKey('jwk', privateKey);
  const publicKey = Buffer.from(jwk.x ?? '', 'base64url');
  return { address: getAddressDecoder().decode(publicKey), privateKey };
}

/** The wallet that owns the demo dashboard rows (projects, investments, claims). */
export const demoUserWallet = () => deriveDemoWallet('user');
