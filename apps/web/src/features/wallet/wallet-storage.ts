// What the wallet remembers in localStorage. Keys fixed by the product: signedWallets (address -> ISO time
// of signing) and walletDisconnected ("true" after an explicit disconnect). Ours: walletName and
// walletAccount, the last wallet used, for a silent reconnect on the next visit.
const SIGNED_WALLETS = 'signedWallets';
const WALLET_DISCONNECTED = 'walletDisconnected';
const WALLET_NAME = 'walletName';
const WALLET_ACCOUNT = 'walletAccount';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the wallet still works for this visit, it is just not remembered.
  }
}

export function wasDisconnectedOnPurpose(): boolean {
  return read(WALLET_DISCONNECTED) === 'true';
}

export function rememberConnection(walletName: string, address: string): void {
  write(WALLET_DISCONNECTED, null);
  write(WALLET_NAME, walletName);
  write(WALLET_ACCOUNT, address);
}

export function lastConnection(): { walletName: string | null; address: string | null } {
  return { walletName: read(WALLET_NAME), address: read(WALLET_ACCOUNT) };
}

export function rememberDisconnect(): void {
  write(WALLET_DISCONNECTED, 'true');
  write(SIGNED_WALLETS, null);
}

function signedWallets(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(read(SIGNED_WALLETS) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

export function hasSigned(address: string): boolean {
  return address in signedWallets();
}

export function rememberSigned(address: string): void {
  write(
    SIGNED_WALLETS,
    JSON.stringify({ ...signedWallets(), [address]: new Date().toISOString() }),
  );
}
