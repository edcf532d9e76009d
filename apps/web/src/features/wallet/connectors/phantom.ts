// Phantom through its injected provider (window.phantom.solana, or window.solana on older
// versions), as the product spec describes it.
import { WALLET_ERRORS } from '../wallet-messages';
import { PHANTOM_WALLET_NAME } from '../wallet-names';
import type { WalletConnection } from './connection';

interface PhantomPublicKey {
  toString(): string;
}

type PhantomEvent = 'connect' | 'disconnect' | 'accountChanged';

interface InjectedSolanaProvider {
  isPhantom?: boolean;
  publicKey?: PhantomPublicKey | null;
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey?: PhantomPublicKey | null }>;
  disconnect(): Promise<void>;
  signMessage(
    message: Uint8Array,
    display?: 'utf8' | 'hex',
  ): Promise<{ signature: Uint8Array; publicKey?: PhantomPublicKey }>;
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

/** Whether the page has an injected provider at all (Phantom or not). */
export function hasInjectedProvider(): boolean {
  return injectedProvider() !== undefined;
}

export function isInjectedPhantom(): boolean {
  return injectedProvider()?.isPhantom === true;
}

/**
 * Connects the injected Phantom. With `onlyIfTrusted` Phantom answers without asking, and fails if
 * the user never approved this site. Throws the spec's wallet errors.
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
