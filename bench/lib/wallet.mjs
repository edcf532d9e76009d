// A wallet for the bench's sign-in: an Ed25519 key (WebCrypto), its base58 address, and the SIWS
// flow of the API (POST /api/auth/nonce, sign the message, POST /api/auth/verify).
import { webcrypto } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** @param {Uint8Array} bytes */
export function base58(bytes) {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/**
 * Signs a new wallet in on `baseUrl` and gives the session cookie header.
 * @param {string} baseUrl
 */
export async function signIn(baseUrl) {
  const keys = /** @type {webcrypto.CryptoKeyPair} */ (
    await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])
  );
  const address = base58(new Uint8Array(await webcrypto.subtle.exportKey('raw', keys.publicKey)));
  const post = (/** @type {string} */ path, /** @type {unknown} */ body) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const nonce = await post('/api/auth/nonce', { address });
  if (!nonce.ok) throw new Error(`nonce failed: ${nonce.status} ${await nonce.text()}`);
  const { message } = /** @type {{ message: string }} */ (await nonce.json());
  const signature = await webcrypto.subtle.sign(
    { name: 'Ed25519' },
    keys.privateKey,
    new TextEncoder().encode(message),
  );
  const verify = await post('/api/auth/verify', {
    address,
    message,
    signature: Buffer.from(signature).toString('base64'),
  });
  const cookie = verify.headers
    .getSetCookie()
    .find((value) => value.startsWith('memetank_session='))
    ?.split(';')[0];
  if (!verify.ok || !cookie)
    throw new Error(`sign-in failed: ${verify.status} ${await verify.text()}`);
  return cookie;
}
