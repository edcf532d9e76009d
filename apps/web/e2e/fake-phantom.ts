// A fake Phantom wallet for e2e tests. The page gets `window.phantom.solana` and `window.solana`
// shaped like Phantom's injected provider; signing happens in Node with a real ed25519 key, so the
// server verifies these signatures exactly as it would a real wallet's.
import { webcrypto } from 'node:crypto';
import type { Page } from '@playwright/test';

type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;
const { subtle } = webcrypto;

export interface FakePhantomOptions {
  /** The site is already trusted: `connect({ onlyIfTrusted: true })` succeeds (auto-connect). */
  trusted?: boolean;
  /** The user rejects the connection request. */
  rejectConnect?: boolean;
  /** The user rejects every signMessage request. */
  rejectSign?: boolean;
  /** The user rejects every signTransaction request. */
  rejectTransaction?: boolean;
  /**
   * connect() fails another way: `'throw-error'` rejects with an Error that is neither "not found"
   * nor "rejected", `'throw-string'` rejects with a plain string (not an Error), `'no-public-key'`
   * resolves without a public key.
   */
  connectError?: 'throw-error' | 'throw-string' | 'no-public-key';
  /** connect() takes this long to answer (as while the user reads Phantom's prompt). */
  connectDelayMs?: number;
  /** disconnect() rejects (the extension fails to disconnect). */
  failDisconnect?: boolean;
  /** Another wallet sits on `window.solana` (without isPhantom) and there is no `window.phantom`. */
  notPhantom?: boolean;
  /** No wallet extension at all: nothing is installed in the page. */
  missing?: boolean;
  /** Use this key instead of a fresh one (e.g. the same wallet across pages). */
  keyPair?: CryptoKeyPair;
  /** Or a Solana secret key: 64 bytes (seed + public key, as in keypair JSON files) or the 32-byte seed. */
  solanaSecretKey?: Uint8Array;
}

export interface FakePhantom {
  /** Base58 wallet address (the public key). */
  address: string;
  publicKeyBytes: Uint8Array;
  secretKey: CryptoKey;
  publicKey: CryptoKey;
  /** Signs bytes with the wallet's key, as the wallet would. */
  sign(message: Uint8Array): Promise<Uint8Array>;
  /** Checks an ed25519 signature against the wallet's public key. */
  verify(message: Uint8Array, signature: Uint8Array): Promise<boolean>;
}

/** The provider as page code sees it (for typing `page.evaluate` callbacks). */
export interface PhantomProviderLike {
  isPhantom: true;
  isConnected: boolean;
  publicKey: PublicKeyLike | null;
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey: PublicKeyLike }>;
  disconnect(): Promise<void>;
  signMessage(
    message: Uint8Array,
    display?: 'utf8' | 'hex',
  ): Promise<{ signature: Uint8Array; publicKey: PublicKeyLike }>;
  signTransaction(transaction: unknown): Promise<unknown>;
  on(event: PhantomEvent, listener: (...args: unknown[]) => void): void;
  off(event: PhantomEvent, listener: (...args: unknown[]) => void): void;
  removeListener(event: PhantomEvent, listener: (...args: unknown[]) => void): void;
}

export interface PublicKeyLike {
  toString(): string;
  toBase58(): string;
  toBytes(): Uint8Array;
  toJSON(): string;
  equals(other: { toBase58(): string }): boolean;
}

export type PhantomEvent = 'connect' | 'disconnect' | 'accountChanged';

/** What page code can reach: `window.phantom?.solana` and `window.solana`. */
export type WindowWithPhantom = Window & {
  phantom?: { solana?: PhantomProviderLike };
  solana?: PhantomProviderLike;
};

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Bitcoin-alphabet base58, the encoding of Solana addresses. */
export function base58Encode(bytes: Uint8Array): string {
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros++;
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let encoded = '';
  while (value > 0n) {
    encoded = BASE58_ALPHABET.charAt(Number(value % 58n)) + encoded;
    value /= 58n;
  }
  return '1'.repeat(leadingZeros) + encoded;
}

// DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows it.
const PKCS8_ED25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

/** Imports a Solana secret key (64-byte keypair or 32-byte seed) as a WebCrypto key pair. */
export async function keyPairFromSolanaSecretKey(secret: Uint8Array): Promise<CryptoKeyPair> {
  if (secret.length !== 64 && secret.length !== 32) {
    throw new Error(`A Solana secret key has 64 bytes (or a 32-byte seed), got ${secret.length}`);
  }
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + 32);
  pkcs8.set(PKCS8_ED25519_PREFIX);
  pkcs8.set(secret.subarray(0, 32), PKCS8_ED25519_PREFIX.length);
  const privateKey = await subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
  // The public key is derived from the seed; export it through JWK ("x") rather than trusting bytes 32-63.
  const jwk = await subtle.exportKey('jwk', privateKey);
  const publicKey = await subtle.importKey(
    'jwk',
    { kty: 'OKP', crv: 'Ed25519', x: jwk.x, ext: true },
    { name: 'Ed25519' },
    true,
    ['verify'],
  );
  return { privateKey, publicKey };
}

async function makeKeyPair(options: FakePhantomOptions): Promise<CryptoKeyPair> {
  if (options.keyPair) return options.keyPair;
  if (options.solanaSecretKey) return keyPairFromSolanaSecretKey(options.solanaSecretKey);
  return (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
}

/**
 * Signs a wire transaction (base64) in `wallet`'s signer slot, as the extension's signTransaction
 * does in the page: for flows a test drives through the API rather than the UI.
 */
export async function signWireTransaction(wallet: FakePhantom, base64: string): Promise<string> {
  const wire = new Uint8Array(Buffer.from(base64, 'base64'));
  // compact-u16 signature count (one byte below 128), the signatures, then the message, whose
  // header's first byte counts the signers (a versioned message starts with 0x80 | version).
  const count = wire[0] ?? 0;
  const message = wire.subarray(1 + 64 * count);
  const versioned = ((message[0] ?? 0) & 0x80) !== 0;
  const signers = message[versioned ? 1 : 0] ?? 0;
  const keysAt = versioned ? 5 : 4;
  let slot = -1;
  for (let i = 0; i < signers; i += 1) {
    const candidate = message.subarray(keysAt + 32 * i, keysAt + 32 * (i + 1));
    if (candidate.every((byte, j) => byte === wallet.publicKeyBytes[j])) slot = i;
  }
  if (slot < 0 || slot >= count) throw new Error('Fake Phantom: not a signer of this transaction');
  const signed = wire.slice();
  signed.set(await wallet.sign(message), 1 + 64 * slot);
  return Buffer.from(signed).toString('base64');
}

interface InitArgs {
  address: string;
  publicKeyBytes: number[];
  rejectConnect: boolean;
  rejectSign: boolean;
  rejectTransaction: boolean;
  connectError: FakePhantomOptions['connectError'] | null;
  connectDelayMs: number;
  failDisconnect: boolean;
  notPhantom: boolean;
}

/**
 * Installs the fake wallet in `page` (for every document it loads from now on). Call it before
 * `page.goto`. With `missing: true` nothing is installed, as for a browser without the extension.
 */
export async function installFakePhantom(
  page: Page,
  options: FakePhantomOptions = {},
): Promise<FakePhantom> {
  const { privateKey, publicKey } = await makeKeyPair(options);
  const publicKeyBytes = new Uint8Array(await subtle.exportKey('raw', publicKey));
  const address = base58Encode(publicKeyBytes);

  const wallet: FakePhantom = {
    address,
    publicKeyBytes,
    secretKey: privateKey,
    publicKey,
    async sign(message) {
      return new Uint8Array(await subtle.sign({ name: 'Ed25519' }, privateKey, message));
    },
    async verify(message, signature) {
      return subtle.verify({ name: 'Ed25519' }, publicKey, signature, message);
    },
  };

  if (options.missing) return wallet;

  // Like Phantom, a site the user approved once stays trusted (across reloads of this page).
  let trusted = Boolean(options.trusted);
  await page.exposeFunction('__fakePhantomSign', async (base64Message: string) => {
    const signature = await wallet.sign(Buffer.from(base64Message, 'base64'));
    return Buffer.from(signature).toString('base64');
  });
  await page.exposeFunction('__fakePhantomTrust', (grant: boolean) => {
    if (grant) trusted = true;
    return trusted;
  });

  const args: InitArgs = {
    address,
    publicKeyBytes: Array.from(publicKeyBytes),
    rejectConnect: Boolean(options.rejectConnect),
    rejectSign: Boolean(options.rejectSign),
    rejectTransaction: Boolean(options.rejectTransaction),
    connectError: options.connectError ?? null,
    connectDelayMs: options.connectDelayMs ?? 0,
    failDisconnect: Boolean(options.failDisconnect),
    notPhantom: Boolean(options.notPhantom),
  };

  // Runs in the page before its own scripts; it cannot use anything from this file's scope.
  await page.addInitScript((init: InitArgs) => {
    type Listener = (...args: unknown[]) => void;
    const bridge = window as unknown as {
      __fakePhantomSign(base64Message: string): Promise<string>;
      __fakePhantomTrust(grant: boolean): Promise<boolean>;
    };

    const walletError = (code: number, message: string) =>
      Object.assign(new Error(message), { code });
    const userRejected = () => walletError(4001, 'User rejected the request.');

    const keyBytes = Uint8Array.from(init.publicKeyBytes);
    const key = {
      toString: () => init.address,
      toBase58: () => init.address,
      toBytes: () => keyBytes.slice(),
      toJSON: () => init.address,
      equals: (other: { toBase58(): string }) => other.toBase58() === init.address,
    };

    const listeners = new Map<string, Set<Listener>>();
    const emit = (event: string, ...payload: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...payload);
    };

    const toBase64 = (bytes: Uint8Array) => {
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    };
    const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
    const notSupported = (method: string) => () =>
      Promise.reject(new Error(`Fake Phantom: ${method} is not supported yet`));

    const provider = {
      isPhantom: !init.notPhantom,
      isConnected: false,
      publicKey: null as typeof key | null,

      async connect(options?: { onlyIfTrusted?: boolean }) {
        if (init.connectDelayMs > 0 && !options?.onlyIfTrusted) {
          await new Promise((resolve) => setTimeout(resolve, init.connectDelayMs));
        }
        if (options?.onlyIfTrusted) {
          if (!(await bridge.__fakePhantomTrust(false))) throw userRejected();
        } else if (init.rejectConnect) {
          throw userRejected();
        }
        if (init.connectError === 'throw-error') {
          throw walletError(-32603, 'Fake Phantom: internal wallet failure');
        }
        if (init.connectError === 'throw-string') {
          // Some wallets reject with a bare value instead of an Error.
          throw 'Fake Phantom: something odd happened';
        }
        if (init.connectError === 'no-public-key') return { publicKey: null };
        await bridge.__fakePhantomTrust(true);
        const wasConnected = provider.isConnected;
        provider.isConnected = true;
        provider.publicKey = key;
        if (!wasConnected) emit('connect', key);
        return { publicKey: key };
      },

      async disconnect() {
        if (init.failDisconnect) throw walletError(-32603, 'Fake Phantom: disconnect failed');
        const wasConnected = provider.isConnected;
        provider.isConnected = false;
        provider.publicKey = null;
        if (wasConnected) emit('disconnect');
      },

      async signMessage(message: Uint8Array, _display?: 'utf8' | 'hex') {
        if (!(message instanceof Uint8Array)) throw new TypeError('message must be a Uint8Array');
        if (!provider.isConnected) {
          throw walletError(
            4100,
            'The requested method and/or account has not been authorized by the user.',
          );
        }
        if (init.rejectSign) throw userRejected();
        const signature = fromBase64(await bridge.__fakePhantomSign(toBase64(message)));
        return { signature, publicKey: key };
      },

      // Like Phantom's injected provider: takes a web3.js-like transaction (it only reads
      // `serialize()`), signs its message in this wallet's slot and answers with an object whose
      // `serialize()` gives the signed wire bytes.
      async signTransaction(transaction: { serialize(): Uint8Array; version?: unknown }) {
        if (!provider.isConnected) {
          throw walletError(
            4100,
            'The requested method and/or account has not been authorized by the user.',
          );
        }
        if (init.rejectTransaction) throw userRejected();
        const wire = new Uint8Array(transaction.serialize());
        // Wire format: compact-u16 signature count (one byte below 128), 64-byte signatures, the
        // message. The message header's first byte counts the signers, whose keys come first
        // after the compact-u16 account count.
        const count = wire[0] ?? 0;
        const message = wire.subarray(1 + 64 * count);
        const keysAt = message[0]! & 0x80 ? 5 : 4;
        const signers = message[message[0]! & 0x80 ? 1 : 0] ?? 0;
        let slot = -1;
        for (let i = 0; i < signers; i += 1) {
          const candidate = message.subarray(keysAt + 32 * i, keysAt + 32 * (i + 1));
          if (candidate.every((byte, j) => byte === keyBytes[j])) slot = i;
        }
        if (slot < 0 || slot >= count) throw walletError(-32603, 'Fake Phantom: not a signer');
        const signature = fromBase64(await bridge.__fakePhantomSign(toBase64(message)));
        const signed = wire.slice();
        signed.set(signature, 1 + 64 * slot);
        return {
          version: transaction.version,
          signatures: Array.from({ length: count }, (_, i) =>
            signed.slice(1 + 64 * i, 1 + 64 * (i + 1)),
          ),
          serialize: () => signed.slice(),
        };
      },
      signAllTransactions: notSupported('signAllTransactions'),
      signAndSendTransaction: notSupported('signAndSendTransaction'),

      on(event: string, listener: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
      },
      off(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
      },
      removeAllListeners(event?: string) {
        if (event) listeners.delete(event);
        else listeners.clear();
      },
    };

    if (!init.notPhantom) {
      Object.defineProperty(window, 'phantom', { value: { solana: provider }, configurable: true });
    }
    Object.defineProperty(window, 'solana', { value: provider, configurable: true });
  }, args);

  return wallet;
}
