// Wallets that follow the Wallet Standard (Phantom, Solflare, Backpack, the dev wallet...):
// discovery through getWallets() and the standard:connect / disconnect / events,
// solana:signMessage and solana:signTransaction features.
import {
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
} from '@wallet-standard/features';
import { WALLET_ERRORS } from '../wallet-messages';
import type { WalletConnection } from './connection';

/** A wallet we can use: it knows a Solana chain, connects and signs messages. */
export function isUsableSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    StandardConnect in wallet.features &&
    SolanaSignMessage in wallet.features
  );
}

export async function connectStandardWallet(
  wallet: Wallet,
  options: { silent?: boolean; accountAddress?: string | null } = {},
): Promise<WalletConnection> {
  const features = wallet.features as Partial<
    StandardConnectFeature &
      StandardDisconnectFeature &
      StandardEventsFeature &
      SolanaSignMessageFeature &
      SolanaSignTransactionFeature
  >;
  const connectFeature = features[StandardConnect];
  if (!connectFeature) throw new Error(WALLET_ERRORS.walletUnavailable(wallet.name));

  const { accounts } = await connectFeature.connect(options.silent ? { silent: true } : undefined);
  let account: WalletAccount | undefined =
    accounts.find((candidate) => candidate.address === options.accountAddress) ?? accounts[0];
  if (!account) throw new Error(WALLET_ERRORS.noPublicKey);

  return {
    walletName: wallet.name,
    address: account.address,
    async signMessage(message) {
      const signFeature = features[SolanaSignMessage];
      if (!signFeature || !account) throw new Error(WALLET_ERRORS.notConnected);
      const [output] = await signFeature.signMessage({ account, message });
      if (!output) throw new Error('The wallet returned no signature');
      return output.signature;
    },
    async signTransaction(wire) {
      const signFeature = features[SolanaSignTransaction];
      if (!signFeature) throw new Error(WALLET_ERRORS.cannotSignTransactions(wallet.name));
      if (!account) throw new Error(WALLET_ERRORS.notConnected);
      const [output] = await signFeature.signTransaction({ account, transaction: wire });
      if (!output) throw new Error('The wallet returned no signed transaction');
      return output.signedTransaction;
    },
    async disconnect() {
      await features[StandardDisconnect]?.disconnect();
    },
    onAccountChange(listener) {
      const events = features[StandardEvents];
      if (!events) return () => {};
      return events.on('change', (change) => {
        if (!change.accounts) return;
        const current = account?.address;
        const next =
          change.accounts.find((candidate) => candidate.address === current) ?? change.accounts[0];
        account = next;
        if (next?.address !== current) listener(next?.address ?? null);
      });
    },
  };
}
