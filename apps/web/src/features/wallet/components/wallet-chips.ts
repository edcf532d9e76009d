// What the header shows for a connected wallet, one chunk loaded with the wallet
// (load-wallet-chips.ts): a visitor without a wallet never fetches it.
export { AddressChip } from './address-chip';
export { BalanceChip } from './balance-chip';
export { DisconnectButton } from './disconnect-button';
export { FaucetButton } from './faucet-button';
export { TestTokenButton } from './test-token-button';
