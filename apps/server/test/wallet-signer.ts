// A real Ed25519 wallet for API tests: signs sign-in messages the way Phantom does.
import { webcrypto } from 'node:crypto';
import { getAddressDecoder } from '@solana/kit';

export interface TestWallet {
  address: string;
  sign(message: string): Promise<string>;
}

export async function createTestWallet(): Promise<TestWallet> {
  const keys = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', keys.publicKey));
  return {
    address: getAddressDecoder().decode(raw),
    async sign(message) {
      const signature = await webcrypto.subtle.sign(
        { name: 'Ed25519' },
        keys.privateKey,
        new TextEncoder().encode(message),
      );
      return Buffer.from(signature).toString('base64');
    },
  };
}
