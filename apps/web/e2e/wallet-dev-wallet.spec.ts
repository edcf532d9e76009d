// Trying MemeTank without an extension: the built-in dev wallet on the local chain, its test
// accounts, sign-in as the demo admin, and test SOL from the faucet.
import { expect, test } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import { devWallets, openConnectDialog, session, short, toastWith } from './wallet-helpers';

test('the dev wallet connects the chosen test account, signs in and gets test SOL', async ({
  page,
  request,
}) => {
  const admin = (await devWallets(request)).find((wallet) => wallet.label === 'Demo admin');
  if (!admin) throw new Error('The server lists no "Demo admin" dev wallet');
  await installFakePhantom(page, { missing: true });
  await page.goto('/');

  const dialog = await openConnectDialog(page);
  const choices = dialog.getByRole('button');
  // Phantom first, the dev wallet after it.
  await expect(choices.filter({ hasText: /Phantom|MemeTank Dev Wallet/ })).toHaveText([
    /Connect Phantom Wallet/,
    /MemeTank Dev Wallet/,
  ]);
  await dialog.getByRole('button', { name: /MemeTank Dev Wallet/ }).click();
  for (const label of ['Demo user', 'Demo admin', 'Fresh wallet']) {
    await expect(dialog.getByRole('button', { name: new RegExp(label) })).toBeVisible();
  }
  await dialog.getByRole('button', { name: /Demo admin/ }).click();
  await expect(dialog).toBeHidden();

  const header = page.getByRole('banner');
  await expect(header.getByText(short(admin.address))).toBeVisible();
  await expect.poll(() => session(page)).toEqual({ wallet: admin.address, isAdmin: true });

  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText(/^[\d,]+\.\d{4} SOL$/);
  const before = Number((await balance.textContent())?.replace(/[^\d.]/g, ''));

  // The admin's nav has the Admin link; its faucet, with its visible name, is in the menu.
  await expect(header.getByRole('link', { name: 'Admin' })).toHaveAttribute(
    'href',
    '/admin/review',
  );
  await header.getByRole('button', { name: 'Open menu' }).click();
  const menu = header.getByRole('region', { name: 'Wallet' });
  await menu.getByText('Get test SOL').click();
  await expect(toastWith(page, 'Test SOL and USDC received')).toBeVisible();
  await expect
    .poll(async () =>
      Number((await menu.getByTestId('wallet-balance').textContent())?.replace(/[^\d.]/g, '')),
    )
    .toBeCloseTo(before + 2, 4);
});

test('the dev wallet reconnects its account on reload', async ({ page, request }) => {
  const user = (await devWallets(request)).find((wallet) => wallet.label === 'Demo user');
  if (!user) throw new Error('The server lists no "Demo user" dev wallet');
  await installFakePhantom(page, { missing: true });
  await page.goto('/');
  const dialog = await openConnectDialog(page);
  await dialog.getByRole('button', { name: /MemeTank Dev Wallet/ }).click();
  await dialog.getByRole('button', { name: /Demo user/ }).click();
  await expect(page.getByRole('banner').getByText(short(user.address))).toBeVisible();
  await expect.poll(() => session(page)).toEqual({ wallet: user.address, isAdmin: false });

  await page.reload();
  await expect(page.getByRole('banner').getByText(short(user.address))).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Get test SOL' }),
  ).toBeVisible();
  // Nobody but the admin sees the Admin link.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
});
