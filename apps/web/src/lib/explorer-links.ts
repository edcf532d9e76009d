// Links to the chain explorer for a transaction, a token and a wallet.
const EXPLORER = 'https://solscan.io';

export const explorerTxUrl = (signature: string) => `${EXPLORER}/tx/${signature}`;
export const explorerTokenUrl = (address: string) => `${EXPLORER}/token/${address}`;
export const explorerAccountUrl = (address: string) => `${EXPLORER}/account/${address}`;
