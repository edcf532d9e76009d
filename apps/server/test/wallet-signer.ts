// A real Ed25519 wallet for API tests: signs sign-in messages and transactions the way Phantom does.
import { webcrypto } from 'node:crypto';
import { getAddressDecoder, getShortU16Decoder } from '@solana/kit';

export interface TestWallet {
  address: string;
  /** The wallet's keys, e.g. for kit's createSignerFromKeyPair. */
  keyPair: webcrypto.CryptoKeyPair;
  sign(message: string): Promise<string>;
  /** Signs a base64 wire transaction in this wallet's signature slot; gives it back in base64. */
  signTransaction(base64Wire: string): Promise<string>;
}

export async function createTestWallet(): Promise<TestWallet> {
  const keys = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', keys.publicKey));
  const signBytes = async (bytes: Uint8Array) =>
    new Uint8Array(await webcrypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, bytes));
  return {
    address: getAddressDecoder().decode(raw),
    keyPair: keys,
    async sign(message) {
      const signature = await signBytes(new TextEncoder().encode(message));
      return Buffer.from(signature).toString('base64');
    },
    async signTransaction(base64Wire) {
      const wire = new Uint8Array(Buffer.from(base64Wire, 'base64'));
      // The wire: a compact-u16 signature count, the 64-byte signatures, then the message.
      const [signatureCount, signaturesAt] = getShortU16Decoder().read(wire, 0);
      const messageAt = signaturesAt + 64 * signatureCount;
      const message = wire.subarray(messageAt);
      // A versioned message starts with a 0x80 | version byte; the header's first byte is the
      // number of signers, whose keys come first in the account list.
      const headerAt = message[0]! & 0x80 ? 1 : 0;
      const signers = message[headerAt]!;
      const [, keysAt] = getShortU16Decoder().read(message, headerAt + 3);
      const slot = Array.from({ length: signers }, (_, i) =>
        message.subarray(keysAt + 32 * i, keysAt + 32 * (i + 1)),
      ).findIndex((key) => Buffer.from(key).equals(raw));
      if (slot < 0 || slot >= signatureCount) {
        throw new Error('This wallet is not a signer of the transaction');
      }
      wire.set(await signBytes(message), signaturesAt + 64 * slot);
      return Buffer.from(wire).toString('base64');
    },
  };
}
