// Phantom through its injected provider (window.phantom.solana, or window.solana on older
// versions), the way Phantom documents it.
import { WALLET_ERRORS } from '../wallet-messages';
import { PHANTOM_WALLET_NAME } from '../wallet-names';
import { parseWireTransaction } from '../transaction-wire';
import type { WalletConnection } from './connection';

interface PhantomPublicKey {
  toString(): string;
}

type PhantomEvent = 'connect' | 'disconnect' | 'accountChanged';

/**
 * As much of a @solana/web3.js VersionedTransaction as Phantom's injected signTransaction reads.
 * Phantom tells a versioned transaction from a legacy `Transaction` by its `version` property and
 * then only calls `serialize()` to hand the bytes to the extension; it answers with its own
 * VersionedTransaction, whose `serialize()` gives the signed wire bytes. So the app needs no
 * web3.js (decision 012): it passes the server's wire bytes in this shape.
 */
interface VersionedTransactionLike {
  version: 'legacy' | 0;
  signatures: Uint8Array[];
  message: { serialize(): Uint8Array };
  serialize(): Uint8Array;
}

interface InjectedSolanaProvider {
  isPhantom?: boolean;
  publicKey?: PhantomPublicKey | null;
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey?: PhantomPublicKey | null }>;
  disconnect(): Promise<void>;
  signMessage(
    message: Uint8Array,
    display?: 'utf8' | 'hex',
  ): Promise<{ signature: Uint8Array; publicKey?: PhantomPublicKey }>;
  signTransaction?(transaction: VersionedTransactionLike): Promise<{ serialize(): Uint8Array }>;
  on?(event: PhantomEvent, listener: (...args: unknown[]) => void): void;
  off?(event: PhantomEvent, listener: (...args: unknown[]) => void): void;
  removeListener?(event: PhantomEvent, listener: (...args: unknown[]) => void): void;
}

type WindowWithSolana = Window & {
  phantom?: { solana?: InjectedSolanaProvider };
  solana?: InjectedSolanaProvider;
};

/** Phantom's injected provider, undefined when neither window.phantom.solana nor window.solana exists. */
function injectedProvider(): InjectedSolanaProvider | undefined {
  const win = window as WindowWithSolana;
  return win.phantom?.solana ?? win.solana;
}

/** The server's wire transaction in the shape Phantom's injected signTransaction takes. */
function asVersionedTransaction(wire: Uint8Array): VersionedTransactionLike {
  const { signatures, message } = parseWireTransaction(wire);
  // A v0 message starts with the version prefix bit; ours are legacy (decision 015).
  const version = (message[0] ?? 0) & 0x80 ? 0 : 'legacy';
  return { version, signatures, message: { serialize: () => message }, serialize: () => wire };
}

/** Whether the page has an injected provider at all (Phantom or not). */
export function hasInjectedProvider(): boolean {
  return injectedProvider() !== undefined;
}

export function isInjectedPhantom(): boolean {
  return injectedProvider()?.isPhantom === true;
}

/**
 * Connects the injected Phantom. With `onlyIfTrusted` Phantom answers without asking, and fails if
 * the user never approved this site. Throws the wallet errors of wallet-messages.ts.
 */
export async function connectInjectedPhantom(
  options: { onlyIfTrusted?: boolean } = {},
): Promise<WalletConnection> {
  const provider = injectedProvider();
  if (!provider) throw new Error(WALLET_ERRORS.phantomNotFound);
  if (!provider.isPhantom) throw new Error(WALLET_ERRORS.notPhantom);

  const result = await provider.connect(
    options.onlyIfTrusted ? { onlyIfTrusted: true } : undefined,
  );
  const address = (result?.publicKey ?? provider.publicKey)?.toString();
  if (!address) throw new Error(WALLET_ERRORS.noPublicKey);

  return {
    walletName: PHANTOM_WALLET_NAME,
    address,
    async signMessage(message) {
      const { signature } = await provider.signMessage(message, 'utf8');
      return signature;
    },
    async signTransaction(wire) {
      if (!provider.signTransaction) {
        throw new Error(WALLET_ERRORS.cannotSignTransactions(PHANTOM_WALLET_NAME));
      }
      const signed = await provider.signTransaction(asVersionedTransaction(wire));
      return new Uint8Array(signed.serialize());
    },
    disconnect: () => provider.disconnect(),
    onAccountChange(listener) {
      const onDisconnect = () => listener(null);
      const onAccountChanged = (key: unknown) =>
        listener(key ? (key as PhantomPublicKey).toString() : null);
      provider.on?.('disconnect', onDisconnect);
      provider.on?.('accountChanged', onAccountChanged);
      return () => {
        const off = (provider.off ?? provider.removeListener)?.bind(provider);
        off?.('disconnect', onDisconnect);
        off?.('accountChanged', onAccountChanged);
      };
    },
  };
}
