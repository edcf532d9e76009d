// What the connect dialog says when connecting fails, and the wallet-layer errors
// behind it. The dialog stays open so the user can try again.
import { expect, test, type Page } from '@playwright/test';
import { installFakePhantom, type FakePhantomOptions } from './fake-phantom';
import { openConnectDialog } from './wallet-helpers';

/** Console warnings the page logs, where the wallet layer's own error text shows. */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

const cases: {
  name: string;
  options: FakePhantomOptions;
  shown: string;
  walletError?: string;
}[] = [
  {
    name: 'no wallet extension',
    options: { missing: true },
    shown: 'Phantom wallet not found. Please install the Phantom extension first.',
    walletError: 'Phantom wallet not found! Please install Phantom wallet extension.',
  },
  {
    name: 'the user rejects the connection',
    options: { rejectConnect: true },
    shown: 'Connection was cancelled. Please try again.',
  },
  {
    name: 'the wallet fails with another error',
    options: { connectError: 'throw-error' },
    shown: 'Failed to connect to wallet. Please try again.',
  },
  {
    name: 'another wallet is on window.solana',
    options: { notPhantom: true },
    shown: 'Failed to connect to wallet. Please try again.',
    walletError: 'Please use Phantom wallet!',
  },
  {
    name: 'the wallet returns no public key',
    options: { connectError: 'no-public-key' },
    shown: 'Failed to connect to wallet. Please try again.',
    walletError: 'Failed to get public key from wallet',
  },
  {
    name: 'the wallet throws something that is not an Error',
    options: { connectError: 'throw-string' },
    shown: 'An unexpected error occurred. Please try again.',
  },
];

for (const { name, options, shown, walletError } of cases) {
  test(`${name}: the dialog stays open and says "${shown}"`, async ({ page }) => {
    const warnings = collectWarnings(page);
    await installFakePhantom(page, options);
    await page.goto('/');
    const dialog = await openConnectDialog(page);

    await dialog.getByRole('button', { name: 'Connect Phantom Wallet' }).click();

    await expect(dialog.getByRole('alert')).toHaveText(shown);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Connect Phantom Wallet' })).toBeEnabled();
    // Still disconnected. (The open dialog hides the page behind it from the accessibility tree.)
    await expect(
      page
        .getByRole('banner', { includeHidden: true })
        .getByRole('button', { name: 'Connect Wallet', includeHidden: true }),
    ).toBeAttached();
    if (walletError) expect(warnings.join('\n')).toContain(walletError);
  });
}

test('closing the dialog clears the message', async ({ page }) => {
  await installFakePhantom(page, { rejectConnect: true });
  await page.goto('/');
  let dialog = await openConnectDialog(page);
  await dialog.getByRole('button', { name: 'Connect Phantom Wallet' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  dialog = await openConnectDialog(page);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
