// Names the wallet feature recognises among the wallets in the browser.

export const PHANTOM_WALLET_NAME = 'Phantom';

/** The built-in test wallet, registered only when the server runs on the local chain. */
export const DEV_WALLET_NAME = 'MemeTank Dev Wallet';

export const PHANTOM_DOWNLOAD_URL = 'https://phantom.app/download';
