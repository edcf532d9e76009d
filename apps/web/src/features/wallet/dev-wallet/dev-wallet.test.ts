import {
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import { getWallets } from '@wallet-standard/app';
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features';
import { beforeAll, describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../encoding';
import { parseWireTransaction } from '../transaction-wire';
import { DEV_WALLET_NAME } from '../wallet-names';
import { registerDevWallet } from './dev-wallet';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function toBase58(bytes: Uint8Array): string {
  let value = bytes.reduce((sum, byte) => sum * 256n + BigInt(byte), 0n);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

interface TestKey {
  address: string;
  publicKeyBytes: Uint8Array;
  publicKey: CryptoKey;
  seed: Uint8Array;
}

async function testKey(): Promise<TestKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const publicKeyBytes = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  // A PKCS#8 Ed25519 key ends with the 32-byte seed.
  const seed = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey)).slice(-32);
  return { address: toBase58(publicKeyBytes), publicKeyBytes, publicKey: pair.publicKey, seed };
}

/** An unsigned legacy transaction: `signers` signature slots, then their keys and one more. */
function unsignedTransaction(signers: Uint8Array[]): Uint8Array {
  const keys = [...signers, new Uint8Array(32).fill(7)];
  const message = Uint8Array.from([
    signers.length,
    0,
    1,
    keys.length,
    ...keys.flatMap((key) => [...key]),
    ...new Uint8Array(32).fill(3),
    0,
  ]);
  return Uint8Array.from([signers.length, ...new Uint8Array(64 * signers.length), ...message]);
}

let investor: TestKey;
let other: TestKey;

beforeAll(async () => {
  [investor, other] = await Promise.all([testKey(), testKey()]);
  await registerDevWallet(
    [investor, other].map((key, index) => ({
      label: `Test ${index}`,
      address: key.address,
      secretKey: bytesToBase64(key.seed),
    })),
  );
});

async function connectedAccount(address: string) {
  const wallet = getWallets()
    .get()
    .find((candidate) => candidate.name === DEV_WALLET_NAME)!;
  const features = wallet.features as StandardConnectFeature & SolanaSignTransactionFeature;
  const { accounts } = await features[StandardConnect].connect();
  const account = accounts.find((candidate) => candidate.address === address)!;
  return { account, sign: features[SolanaSignTransaction] };
}

describe('the dev wallet signs transactions', () => {
  it('fills the fee payer slot with a signature of the message that verifies', async () => {
    const { account, sign } = await connectedAccount(investor.address);
    expect(sign.supportedTransactionVersions).toContain('legacy');
    const unsigned = unsignedTransaction([investor.publicKeyBytes]);
    const [output] = await sign.signTransaction({ account, transaction: unsigned });
    const signed = parseWireTransaction(output!.signedTransaction);

    expect(signed.message).toEqual(parseWireTransaction(unsigned).message);
    const valid = await crypto.subtle.verify(
      { name: 'Ed25519' },
      investor.publicKey,
      new Uint8Array(signed.signatures[0]!),
      new Uint8Array(signed.message),
    );
    expect(valid).toBe(true);
  });

  it("signs in the slot of the account's position among the signers, leaving the others empty", async () => {
    const { account, sign } = await connectedAccount(other.address);
    const unsigned = unsignedTransaction([investor.publicKeyBytes, other.publicKeyBytes]);
    const [output] = await sign.signTransaction({ account, transaction: unsigned });
    const signed = parseWireTransaction(output!.signedTransaction);

    expect(signed.signatures[0]).toEqual(new Uint8Array(64));
    expect(
      await crypto.subtle.verify(
        { name: 'Ed25519' },
        other.publicKey,
        new Uint8Array(signed.signatures[1]!),
        new Uint8Array(signed.message),
      ),
    ).toBe(true);
  });

  it('refuses a transaction the account is not a signer of', async () => {
    const { account, sign } = await connectedAccount(other.address);
    const unsigned = unsignedTransaction([investor.publicKeyBytes]);
    await expect(sign.signTransaction({ account, transaction: unsigned })).rejects.toThrow(
      /not a signer/,
    );
  });
});
