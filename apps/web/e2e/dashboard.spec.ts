// The dashboard: the connect screen, the four stat cards, the three
// lists of the demo user's rows, and claiming a fund.
import { expect, test } from '@playwright/test';
import { CLAIM_MESSAGES } from '../../../packages/shared/src/api/investing';
import { DASHBOARD_MESSAGES } from '../../../packages/shared/src/api/me';
import { installFakePhantom } from './fake-phantom';
import { devKey } from './project-helpers';
import { connectPhantom, toastWith } from './wallet-helpers';

test('without a wallet the dashboard asks to connect', async ({ page }) => {
  await installFakePhantom(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Connect Your Wallet' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the demo user sees its figures and lists and claims a fund once', async ({
  page,
  request,
}) => {
  const wallet = await installFakePhantom(page, {
    solanaSecretKey: await devKey(request, 'Demo user'),
  });
  await page.goto('/dashboard');
  await connectPhantom(page, wallet.address);

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const stat = (label: string) =>
    page.locator('dl', { has: page.getByText(label, { exact: true }) }).locator('dd');
  // SOL, and the wallet's USDC beside it (never added together).
  await expect(stat('Wallet Balance')).toHaveText(/^[\d,]+\.\d{4} SOL · [\d,]+\.\d{2} USDC$/);
  // Five demo projects: approved and under review are active; completed, cancelled, rejected not.
  await expect(stat('Active Projects')).toHaveText('2');
  await expect(stat('Total Invested')).toHaveText(/^[\d,]+\.\d{2} SOL( · [\d,]+\.\d{2} USDC)?$/);
  // Each currency and token still to claim (issue 35), one line each.
  // A token worth less than the card's precision is said to be dust: "< 0.01 SPUD (dust)".
  const amount = String.raw`(< )?[\d,]+(\.\d+)? \S+( \(dust\))?`;
  await expect(stat('Claimable')).toHaveText(new RegExp(`^${amount}( · ${amount})*$`));

  const projects = page.getByRole('region', { name: 'My Projects' });
  await expect(projects.getByRole('link', { name: 'Submit New' })).toHaveAttribute(
    'href',
    '/submit',
  );
  await expect(projects.getByRole('listitem')).toHaveCount(5);
  for (const status of ['approved', 'under review', 'completed', 'cancelled', 'rejected']) {
    await expect(projects.getByText(status, { exact: true })).toBeVisible();
  }
  await expect(projects.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/project\/[0-9a-f-]{36}$/,
  );
  const investments = page.getByRole('region', { name: 'My Investments' });
  await expect(investments.getByRole('listitem').first()).toBeVisible();

  const funds = page.getByRole('region', { name: 'Claimable Funds' });
  // Each row's own Claim button ("Claim all" is the list's).
  const claimButtons = funds.getByRole('button', { name: /^Claim (?!all)/ });
  const claimedBadges = funds.getByText('Claimed', { exact: true });
  const unclaimed = await claimButtons.count();
  const claimed = await claimedBadges.count();
  expect(unclaimed).toBeGreaterThan(0);

  const claimsSent: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/me\/claimables\/[^/]+\/claim$/.test(sent.url())) claimsSent.push(sent.url());
  });
  // A double click sends one claim.
  await claimButtons.first().dblclick();
  // SOL or tokens, paid on chain either way; a token claim says how many it sent.
  const claimedToast = toastWith(page, DASHBOARD_MESSAGES.claimed.title);
  await expect(claimedToast).toBeVisible();
  const words = (await claimedToast.textContent()) ?? '';
  const tokensSent = CLAIM_MESSAGES.tokensSent('AMOUNT').split('AMOUNT');
  expect(
    words.includes(DASHBOARD_MESSAGES.claimed.description) ||
      tokensSent.every((part) => words.includes(part)),
    words,
  ).toBe(true);
  await expect(claimButtons).toHaveCount(unclaimed - 1);
  await expect(claimedBadges).toHaveCount(claimed + 1);
  expect(claimsSent).toHaveLength(1);
});

test('a claim the server refuses says "Claim Failed" with its reason', async ({
  page,
  request,
}) => {
  const wallet = await installFakePhantom(page, {
    solanaSecretKey: await devKey(request, 'Demo user'),
  });
  await page.goto('/dashboard');
  await connectPhantom(page, wallet.address);
  await page.route('**/api/me/claimables/*/claim', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'ALREADY_CLAIMED', message: 'This fund has already been claimed.' },
      }),
    }),
  );
  const funds = page.getByRole('region', { name: 'Claimable Funds' });
  await funds
    .getByRole('button', { name: /^Claim (?!all)/ })
    .first()
    .click();
  const failed = toastWith(page, 'Claim Failed');
  await expect(failed).toContainText('This fund has already been claimed.');
  await expect(failed).toHaveAttribute('data-type', 'error');
});

// Last in the file: it pays every claim the demo user has left.
test('"Claim all" pays every open claim at once and each row shows Claimed', async ({
  page,
  request,
}) => {
  const wallet = await installFakePhantom(page, {
    solanaSecretKey: await devKey(request, 'Demo user'),
  });
  await page.goto('/dashboard');
  await connectPhantom(page, wallet.address);
  const funds = page.getByRole('region', { name: 'Claimable Funds' });
  const claimButtons = funds.getByRole('button', { name: /^Claim (?!all)/ });
  const claimedBadges = funds.getByText('Claimed', { exact: true });
  await expect(claimButtons.first()).toBeVisible();
  const open = await claimButtons.count();
  const claimed = await claimedBadges.count();
  test.skip(open < 2, 'Claim all shows for two or more open claims');
  await funds.getByRole('button', { name: `Claim all (${open})` }).click();
  await expect(toastWith(page, `${open} funds claimed in`)).toBeVisible();
  await expect(claimButtons).toHaveCount(0);
  await expect(claimedBadges).toHaveCount(claimed + open);
  await expect(funds.getByRole('button', { name: /^Claim all/ })).toHaveCount(0);
});
