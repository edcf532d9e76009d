// Sign-in with the wallet after connecting, and the read-only session when the user declines.
import { expect, test } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import { connectPhantom, session, storage, toastWith } from './wallet-helpers';

test('declining to sign keeps the wallet connected read-only, without a session', async ({
  page,
}) => {
  const wallet = await installFakePhantom(page, { rejectSign: true });
  await page.goto('/');
  await connectPhantom(page, wallet.address);

  await expect(toastWith(page, 'Signature declined')).toContainText('read-only');
  // Still connected: chips and the Dashboard link stay.
  await expect(page.getByTestId('wallet-balance')).toHaveText('0.0000 SOL');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await session(page)).toEqual({ wallet: null, isAdmin: false });
  expect(await storage(page, 'signedWallets')).toBeNull();
});

test('a signed-in wallet gets the HttpOnly session cookie', async ({ page, context }) => {
  const wallet = await installFakePhantom(page);
  await page.goto('/');
  await connectPhantom(page, wallet.address);
  await expect.poll(() => session(page)).toEqual({ wallet: wallet.address, isAdmin: false });

  const cookies = await context.cookies();
  expect(cookies.length).toBeGreaterThan(0);
  expect(cookies.every((cookie) => cookie.httpOnly)).toBe(true);
  // Page scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).toBe('');
});
