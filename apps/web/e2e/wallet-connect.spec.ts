// Connecting Phantom from the header, the chips a connected wallet gets, disconnecting, and the
// silent reconnect on the next visit.
import { expect, test } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import {
  airdrop,
  connectPhantom,
  openConnectDialog,
  session,
  short,
  storage,
} from './wallet-helpers';

test('a visitor connects Phantom from the dialog and gets the wallet chips', async ({ page }) => {
  // Phantom answers after 2 s, so the "Connecting..." state is still there on a busy machine.
  const wallet = await installFakePhantom(page, { connectDelayMs: 2000 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  const dialog = await openConnectDialog(page);
  await expect(dialog).toContainText('Connect your wallet to access all features of MemeTank');
  const download = dialog.getByRole('link', { name: /Download Phantom/ });
  await expect(download).toHaveAttribute('href', 'https://phantom.app/download');
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('rel', 'noopener noreferrer');

  await dialog.getByRole('button', { name: 'Connect Phantom Wallet' }).click();
  await expect(dialog.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  await expect(dialog).toBeHidden();

  await expect(header.getByText(short(wallet.address))).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('0.0000 SOL');
  await expect(header.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
  // With a wallet's chips in the bar, the price is in the menu (site-header.tsx says what fits).
  await header.getByRole('button', { name: 'Open menu' }).click();
  await expect(header.getByRole('region', { name: 'Wallet' }).getByText('$187.23')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );

  // Connecting signed the server's sign-in message: the session belongs to this wallet.
  await expect.poll(() => session(page)).toEqual({ wallet: wallet.address, isAdmin: false });
  const signed = JSON.parse((await storage(page, 'signedWallets')) ?? '{}') as Record<
    string,
    string
  >;
  expect(Date.parse(signed[wallet.address] ?? '')).not.toBeNaN();
});

test('each press of refresh switches the balance between SOL and USD and says so', async ({
  page,
  request,
}) => {
  const wallet = await installFakePhantom(page);
  await airdrop(request, wallet.address);
  await page.goto('/');
  await connectPhantom(page, wallet.address);
  const balance = page.getByTestId('wallet-balance');
  const refresh = page.getByRole('banner').getByRole('button', { name: 'Refresh balance' });
  await expect(balance).toHaveText('2.0000 SOL');

  await refresh.click();
  // 2 SOL at $187.23
  await expect(balance).toHaveText('$374.46');
  const toUsd = page.locator('[data-sonner-toast]').filter({ hasText: 'shown in USD' });
  await expect(toUsd).toContainText('Balance Updated');
  await expect(toUsd).toContainText('Your balance has been refreshed and is now shown in USD.');

  // The next press reads the balance again and goes back to SOL.
  const balanceReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith(`/api/wallets/${wallet.address}/balance`))
      balanceReads.push(sent.url());
  });
  await refresh.click();
  await expect(balance).toHaveText('2.0000 SOL');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'now shown in SOL' }),
  ).toContainText('Balance Updated');
  expect(balanceReads).toHaveLength(1);
});

test('a failed refresh says "Failed to refresh balance." and shows a balance of 0', async ({
  page,
  request,
}) => {
  const wallet = await installFakePhantom(page);
  await airdrop(request, wallet.address);
  await page.goto('/');
  await connectPhantom(page, wallet.address);
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText('2.0000 SOL');

  await page.route('**/api/wallets/*/balance', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'CHAIN_ERROR', message: 'RPC Error: node down' } }),
    }),
  );
  await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();

  const failure = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Failed to refresh balance.' });
  await expect(failure).toContainText('Error');
  await expect(failure).toHaveAttribute('data-type', 'error');
  await expect(balance).toHaveText('$0.00');
});

test('Disconnect clears the wallet, the session and signedWallets', async ({ page }) => {
  const wallet = await installFakePhantom(page);
  await page.goto('/');
  await connectPhantom(page, wallet.address);
  await expect.poll(() => session(page)).toEqual({ wallet: wallet.address, isAdmin: false });

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Disconnect' }).click();

  await expect(header.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(header.getByText(short(wallet.address))).toHaveCount(0);
  await expect(page.getByTestId('wallet-balance')).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  expect(await storage(page, 'walletDisconnected')).toBe('true');
  expect(await storage(page, 'signedWallets')).toBeNull();
  await expect.poll(() => session(page)).toEqual({ wallet: null, isAdmin: false });
});

test('Disconnect still clears the page when the extension fails to disconnect', async ({
  page,
}) => {
  const wallet = await installFakePhantom(page, { failDisconnect: true });
  await page.goto('/');
  await connectPhantom(page, wallet.address);
  await expect.poll(() => session(page)).toEqual({ wallet: wallet.address, isAdmin: false });

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Disconnect' }).click();

  await expect(header.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(header.getByText(short(wallet.address))).toHaveCount(0);
  expect(await storage(page, 'walletDisconnected')).toBe('true');
  await expect.poll(() => session(page)).toEqual({ wallet: null, isAdmin: false });
});

test('a trusted wallet reconnects on reload without a new signature', async ({ page }) => {
  const wallet = await installFakePhantom(page);
  await page.goto('/');
  await connectPhantom(page, wallet.address);
  await expect.poll(() => session(page)).toEqual({ wallet: wallet.address, isAdmin: false });

  const signInRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/nonce')) signInRequests.push(request.url());
  });
  await page.reload();

  await expect(page.getByRole('banner').getByText(short(wallet.address))).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('0.0000 SOL');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(signInRequests).toEqual([]);
  expect(await session(page)).toEqual({ wallet: wallet.address, isAdmin: false });
});

test('after an explicit disconnect a reload stays disconnected', async ({ page }) => {
  const wallet = await installFakePhantom(page);
  await page.goto('/');
  await connectPhantom(page, wallet.address);
  await page.getByRole('banner').getByRole('button', { name: 'Disconnect' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }),
  ).toBeVisible();

  await page.reload();
  // The wallet still trusts the site (it would reconnect silently), yet the page stays out.
  expect(
    await page.evaluate(() =>
      (window as unknown as { solana: { connect(o: object): Promise<unknown> } }).solana
        .connect({ onlyIfTrusted: true })
        .then(() => 'trusted'),
    ),
  ).toBe('trusted');
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByText(short(wallet.address))).toHaveCount(0);

  // Connecting again by hand clears the flag, so the next visit reconnects.
  await connectPhantom(page, wallet.address);
  expect(await storage(page, 'walletDisconnected')).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu holds the price, balance and Disconnect; the address stays in the bar', async ({
    page,
  }) => {
    const wallet = await installFakePhantom(page);
    await page.goto('/');
    await connectPhantom(page, wallet.address);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Disconnect' })).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    const walletMenu = header.getByRole('region', { name: 'Wallet' });
    await expect(walletMenu.getByText('$187.23')).toBeVisible();
    await expect(walletMenu.getByTestId('wallet-balance')).toHaveText('0.0000 SOL');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await walletMenu.getByRole('button', { name: 'Disconnect' }).click();
    await expect(header.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });
});
