// Where the product's external and contact links point. One place, so the footer, the docs and the
// pitch deck never disagree.

/** The product's social account, which is also where the community meets. */
export const SOCIAL_URL = 'https://x.com/memetank';
export const SOCIAL_HANDLE = '@memetank';

export const TEAM_EMAIL = 'team@memetank.example';
export const SECURITY_EMAIL = 'security@memetank.example';
export const SUPPORT_EMAIL = 'support@memetank.example';

/** The one supported wallet's download page. */
export const WALLET_DOWNLOAD_URL = 'https://phantom.com/download';
export const WALLET_NAME = 'Phantom';

export const SOLANA_EXPLORER_URL = 'https://explorer.solana.com';

export const PRIVACY_PATH = '/privacy-policy';
export const TERMS_PATH = '/terms-of-service';
/** The cookie section of the privacy policy; the footer's "Cookie Policy". */
export const COOKIE_POLICY_PATH = `${PRIVACY_PATH}#cookies`;
/** The risk warning of the terms; the footer's "Disclaimer". */
export const DISCLAIMER_PATH = `${TERMS_PATH}#risk-warning`;
export const API_REFERENCE_PATH = '/documentation/api-reference';
export const PRIVACY_EMAIL = 'privacy@memetank.example';
