// Opens a connection to a wallet by its name: Phantom through its injected provider or its Wallet
// Standard registration, any other wallet through the Wallet Standard. `silent` connects only a
// wallet that already trusts the site (the reconnect on load), without a prompt.
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { WALLET_ERRORS } from '../wallet-messages';
import { PHANTOM_WALLET_NAME } from '../wallet-names';
import type { WalletConnection } from './connection';
import { connectInjectedPhantom, isInjectedPhantom } from './phantom';
import { connectStandardWallet } from './standard';

/** Opens Phantom: its injected provider, else its Wallet Standard registration. */
function connectPhantom(registered: readonly Wallet[], silent: boolean): Promise<WalletConnection> {
  if (isInjectedPhantom()) return connectInjectedPhantom({ onlyIfTrusted: silent });
  const standard = registered.find((wallet) => wallet.name === PHANTOM_WALLET_NAME);
  if (standard) return connectStandardWallet(standard, { silent });
  // No Phantom at all: the injected provider reports "not found", or "Please use Phantom wallet!"
  // when another wallet sits on window.solana.
  return connectInjectedPhantom({ onlyIfTrusted: silent });
}

export function openConnection(
  walletName: string,
  accountAddress: string | undefined,
  silent: boolean,
): Promise<WalletConnection> {
  const registered = getWallets().get();
  if (walletName === PHANTOM_WALLET_NAME) return connectPhantom(registered, silent);
  const wallet = registered.find((candidate) => candidate.name === walletName);
  if (!wallet) return Promise.reject(new Error(WALLET_ERRORS.walletUnavailable(walletName)));
  return connectStandardWallet(wallet, { silent, accountAddress });
}
