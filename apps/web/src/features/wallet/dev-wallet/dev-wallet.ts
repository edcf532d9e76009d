// The built-in test wallet for the local chain: a Wallet Standard wallet holding the server's demo
// keys, so the app can be tried without a browser extension. Loaded on demand, only when the server
// hands out test accounts (GET /api/dev/wallets answers 404 on a real cluster).
import {
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  type SolanaSignMessageOutput,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
  type SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features';
import { ReadonlyWalletAccount, registerWallet } from '@wallet-standard/wallet';
import type { DevWalletAccount } from '../api/dev-wallets';
import { base58ToBytes, base64ToBytes } from '../encoding';
import { parseWireTransaction, serializeWireTransaction, signerIndex } from '../transaction-wire';
import { DEV_WALLET_NAME } from '../wallet-names';

const LOCAL_CHAIN = 'solana:localnet';

// DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows it.
const PKCS8_ED25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

// A flask on the brand gradient.
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9945FF"/><stop offset="1" stop-color="#14F195"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><path d="M26 14h12M28 14v12L17 46a4 4 0 0 0 3.5 6h23a4 4 0 0 0 3.5-6L36 26V14" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><path d="M22 42h20" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>`;
const ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`;

interface DevKey {
  account: WalletAccount;
  privateKey: CryptoKey;
}

async function importKey(entry: DevWalletAccount): Promise<DevKey> {
  const seed = base64ToBytes(entry.secretKey);
  if (seed.length !== 32)
    throw new Error(`Dev wallet key for ${entry.label} is not a 32-byte seed`);
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + seed.length);
  pkcs8.set(PKCS8_ED25519_PREFIX);
  pkcs8.set(seed, PKCS8_ED25519_PREFIX.length);
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, [
    'sign',
  ]);
  const account = new ReadonlyWalletAccount({
    address: entry.address,
    publicKey: base58ToBytes(entry.address),
    chains: [LOCAL_CHAIN],
    features: [SolanaSignMessage, SolanaSignTransaction],
    label: entry.label,
  });
  return { account, privateKey };
}

async function sign(key: DevKey, bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.sign({ name: 'Ed25519' }, key.privateKey, new Uint8Array(bytes)),
  );
}

class DevWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name = DEV_WALLET_NAME;
  readonly icon = ICON;
  readonly chains = [LOCAL_CHAIN] as const;
  readonly #keys: DevKey[];
  readonly #listeners = new Set<StandardEventsListeners['change']>();

  constructor(keys: DevKey[]) {
    this.#keys = keys;
  }

  // The test accounts are listed before connecting, so the app can offer a choice between them.
  get accounts(): readonly WalletAccount[] {
    return this.#keys.map((key) => key.account);
  }

  get features(): StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature {
    return {
      [StandardConnect]: { version: '1.0.0', connect: this.#connect },
      [StandardDisconnect]: { version: '1.0.0', disconnect: this.#disconnect },
      [StandardEvents]: { version: '1.0.0', on: this.#on },
      [SolanaSignMessage]: { version: '1.1.0', signMessage: this.#signMessage },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: this.#signTransaction,
      },
    };
  }

  // A test wallet trusts the site: connecting, silently or not, needs no approval.
  #connect: StandardConnectFeature[typeof StandardConnect]['connect'] = async () => ({
    accounts: this.accounts,
  });

  #disconnect = async () => {};

  #on: StandardEventsFeature[typeof StandardEvents]['on'] = (event, listener) => {
    if (event !== 'change') return () => {};
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #key(account: WalletAccount): DevKey {
    const key = this.#keys.find((candidate) => candidate.account.address === account.address);
    if (!key) throw new Error(`${DEV_WALLET_NAME} has no account ${account.address}`);
    return key;
  }

  #signMessage = async (
    ...inputs: readonly SolanaSignMessageInput[]
  ): Promise<readonly SolanaSignMessageOutput[]> =>
    Promise.all(
      inputs.map(async ({ account, message }) => {
        const signature = await sign(this.#key(account), message);
        return { signedMessage: message, signature, signatureType: 'ed25519' as const };
      }),
    );

  // Signs the message part and puts the signature in this account's slot: the slots follow the
  // order of the signers among the message's account keys (slot 0 is the fee payer).
  #signTransaction = async (
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<readonly SolanaSignTransactionOutput[]> =>
    Promise.all(
      inputs.map(async ({ account, transaction }) => {
        const key = this.#key(account);
        const { signatures, message } = parseWireTransaction(transaction);
        const slot = signerIndex(message, key.account.publicKey);
        if (slot === -1 || slot >= signatures.length) {
          throw new Error(`${account.address} is not a signer of this transaction`);
        }
        signatures[slot] = await sign(key, message);
        return { signedTransaction: serializeWireTransaction({ signatures, message }) };
      }),
    );
}

/** Imports the test keys and registers the dev wallet with the page's Wallet Standard registry. */
export async function registerDevWallet(entries: DevWalletAccount[]): Promise<void> {
  const keys = await Promise.all(entries.map(importKey));
  registerWallet(new DevWallet(keys));
}
