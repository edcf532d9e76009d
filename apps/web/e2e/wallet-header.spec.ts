// The header's SOL price chip: the price with two decimals, "Loading..." while it loads, nothing
// when no rate is known.
import { expect, test } from '@playwright/test';

test('the price chip shows the SOL price with two decimals', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('$187.23')).toBeVisible();
});

test('the price chip says "Loading..." until the price arrives', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/market/sol-price', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Loading...')).toBeVisible();

  release();
  await expect(banner.getByText('$187.23')).toBeVisible();
  await expect(banner.getByText('Loading...')).toHaveCount(0);
});

test('the price chip is hidden when no rate is known', async ({ page }) => {
  await page.route('**/api/market/sol-price', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"usd":null,"updatedAt":null}' }),
  );
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner.getByText('SOL', { exact: true })).toHaveCount(0);
  await expect(banner.getByText('Loading...')).toHaveCount(0);
});
