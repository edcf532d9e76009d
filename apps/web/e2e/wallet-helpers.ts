// Shared steps of the wallet e2e specs: open the connect dialog, read the server session, fund a
// wallet on the local chain.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DIALOG_TITLE = 'Connect Your Phantom Wallet';

/** "AbCd...WxYz", as the header shows an address. */
export const short = (address: string) => `${address.slice(0, 4)}...${address.slice(-4)}`;

export async function openConnectDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Connects the fake Phantom from the header and waits until the address chip shows. */
export async function connectPhantom(page: Page, address: string) {
  const dialog = await openConnectDialog(page);
  await dialog.getByRole('button', { name: 'Connect Phantom Wallet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText(short(address))).toBeVisible();
}

/** GET /api/auth/session with the page's cookies. */
export function session(page: Page): Promise<{ wallet: string | null; isAdmin: boolean }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/session');
    return (await response.json()) as { wallet: string | null; isAdmin: boolean };
  });
}

export function storage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** Airdrops 2 SOL to `address` on the local chain; resolves to the new balance in SOL. */
export async function airdrop(request: APIRequestContext, address: string): Promise<number> {
  const response = await request.post('/api/dev/faucet', { data: { address } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sol: number }).sol;
}

export async function devWallets(request: APIRequestContext) {
  const response = await request.get('/api/dev/wallets');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { wallets: { label: string; address: string }[] }).wallets;
}

/** The toast with this title (sonner renders each toast as a list item). */
export const toastWith = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });
