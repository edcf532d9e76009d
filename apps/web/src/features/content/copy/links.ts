// Where the product's external and contact links point. One place, so the footer, the docs and the
// pitch deck never disagree.

/**
 * The product's social account: where the community meets, and the one contact channel the product
 * has (a direct message). There are no support or security email addresses.
 */
export const SOCIAL_URL = 'https://x.com/memetank';
export const SOCIAL_HANDLE = '@memetank';
/** How to reach the team, in one phrase: "a direct message to @memetank on X". */
export const CONTACT = `a direct message to ${SOCIAL_HANDLE} on X`;

/**
 * The wallets that work: Phantom (named in the connect dialog), any other Solana wallet that
 * follows the Wallet Standard, and on the local test chain the built-in dev wallet
 * (features/wallet/use-wallet-choices.ts).
 */
export const WALLETS_SUPPORTED =
  'Phantom or any other Solana wallet that follows the Wallet Standard (Solflare and Backpack, for example)';
export const DEV_WALLET_NOTE =
  'On the local test chain, the built-in MemeTank Dev Wallet is offered too, with test SOL from the faucet.';
/** Where to get a wallet when you have none: Phantom's download page. */
export const WALLET_DOWNLOAD_URL = 'https://phantom.com/download';
export const WALLET_DOWNLOAD_NAME = 'Phantom';

export const SOLANA_EXPLORER_URL = 'https://explorer.solana.com';

export const PRIVACY_PATH = '/privacy-policy';
export const TERMS_PATH = '/terms-of-service';
/** The cookie section of the privacy policy; the footer's "Cookie Policy". */
export const COOKIE_POLICY_PATH = `${PRIVACY_PATH}#cookies`;
/** The risk warning of the terms; the footer's "Disclaimer". */
export const DISCLAIMER_PATH = `${TERMS_PATH}#risk-warning`;
export const API_REFERENCE_PATH = '/documentation/api-reference';
