// A wallet for the bench: an Ed25519 key (WebCrypto), its base58 address, the SIWS flow of the API
// (POST /api/auth/nonce, sign the message, POST /api/auth/verify) and signing a prepared
// transaction in its slot, as apps/server/test/wallet-signer.ts does.
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
 * @typedef {object} Wallet
 * @property {string} address  base58 public key
 * @property {(bytes: Uint8Array) => Promise<Uint8Array>} sign  Ed25519 signature of `bytes`
 * @property {(base64Wire: string) => Promise<string>} signTransaction  signs a base64 wire
 *   transaction in this wallet's signature slot (as Phantom does), gives it back in base64
 */

/** A new Ed25519 wallet (WebCrypto), signing in the bench process. @returns {Promise<Wallet>} */
export async function createWallet() {
  const keys = /** @type {webcrypto.CryptoKeyPair} */ (
    await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])
  );
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', keys.publicKey));
  const sign = async (/** @type {Uint8Array} */ bytes) =>
    new Uint8Array(await webcrypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, bytes));
  return {
    address: base58(raw),
    sign,
    async signTransaction(base64Wire) {
      const wire = new Uint8Array(Buffer.from(base64Wire, 'base64'));
      // The wire: a compact-u16 signature count, the 64-byte signatures, then the message.
      const [signatureCount, signaturesAt] = shortU16(wire, 0);
      const message = wire.subarray(signaturesAt + 64 * signatureCount);
      // A versioned message starts with 0x80 | version; the header's first byte is the number of
      // signers, whose keys come first in the account list.
      const headerAt = (message[0] ?? 0) & 0x80 ? 1 : 0;
      const signers = message[headerAt] ?? 0;
      const [, keysAt] = shortU16(message, headerAt + 3);
      let slot = -1;
      for (let i = 0; i < signers; i += 1) {
        const key = message.subarray(keysAt + 32 * i, keysAt + 32 * (i + 1));
        if (Buffer.from(key).equals(raw)) slot = i;
      }
      if (slot < 0 || slot >= signatureCount) {
        throw new Error('This wallet is not a signer of the transaction');
      }
      wire.set(await sign(message), signaturesAt + 64 * slot);
      return Buffer.from(wire).toString('base64');
    },
  };
}

/** A compact-u16 at `at`: its value and the offset after it. @returns {[number, number]} */
function shortU16(/** @type {Uint8Array} */ bytes, /** @type {number} */ at) {
  let value = 0;
  for (let i = 0; i < 3; i += 1) {
    const byte = bytes[at + i] ?? 0;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  throw new Error('bad compact-u16');
}

/** Signs a new wallet in on `baseUrl` and gives the session cookie header. @param {string} baseUrl */
export async function signIn(baseUrl) {
  return signInWallet(baseUrl, await createWallet());
}

/**
 * The SIWS flow for `wallet` on `baseUrl` (nonce, Ed25519 signature, verify): the session cookie.
 * @param {string} baseUrl @param {Wallet} wallet
 */
export async function signInWallet(baseUrl, wallet) {
  const { address } = wallet;
  const post = (/** @type {string} */ path, /** @type {unknown} */ body) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const nonce = await post('/api/auth/nonce', { address });
  if (!nonce.ok) throw new Error(`nonce failed: ${nonce.status} ${await nonce.text()}`);
  const { message } = /** @type {{ message: string }} */ (await nonce.json());
  const signature = await wallet.sign(new TextEncoder().encode(message));
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
