// The wallets the connect dialog offers: Phantom first (always listed, installed or not), then the
// other Wallet Standard wallets found in the browser, then the local dev wallet. Follows wallets
// that register or unregister after the page has loaded.
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { useEffect, useMemo, useState } from 'react';
import type { WalletChoice } from '@/lib/wallet';
import { isUsableSolanaWallet } from './connectors/standard';
import { DEV_WALLET_NAME, PHANTOM_WALLET_NAME } from './wallet-names';

function toChoices(registered: readonly Wallet[]): WalletChoice[] {
  const usable = registered.filter(isUsableSolanaWallet);
  const standardPhantom = usable.find((wallet) => wallet.name === PHANTOM_WALLET_NAME);
  const others = usable.filter(
    (wallet) => wallet.name !== PHANTOM_WALLET_NAME && wallet.name !== DEV_WALLET_NAME,
  );
  const dev = usable.filter((wallet) => wallet.name === DEV_WALLET_NAME);
  return [
    { name: PHANTOM_WALLET_NAME, icon: standardPhantom?.icon, kind: 'phantom', accounts: [] },
    ...others.map((wallet): WalletChoice => ({
      name: wallet.name,
      icon: wallet.icon,
      kind: 'standard',
      accounts: [],
    })),
    ...dev.map((wallet): WalletChoice => ({
      name: wallet.name,
      icon: wallet.icon,
      kind: 'dev',
      accounts: wallet.accounts.map(({ address, label }) => ({ address, label })),
    })),
  ];
}

export function useWalletChoices(): WalletChoice[] {
  const [registered, setRegistered] = useState<readonly Wallet[]>(() => getWallets().get());

  // Wallets announce themselves through the Wallet Standard, also after the page has loaded.
  useEffect(() => {
    const registry = getWallets();
    const update = () => setRegistered(registry.get());
    update();
    const offRegister = registry.on('register', update);
    const offUnregister = registry.on('unregister', update);
    return () => {
      offRegister();
      offUnregister();
    };
  }, []);

  return useMemo(() => toChoices(registered), [registered]);
}
