// What the escrow stories share (token-escrow.spec.ts, usdc-campaigns.spec.ts): an investor
// connected on a project's page, and the dashboard's claimable rows, claimed in the browser.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DASHBOARD_MESSAGES } from '../../../packages/shared/src/api/me';
import { installFakePhantom, type FakePhantom } from './fake-phantom';
import { airdrop, connectPhantom, session, toastWith } from './wallet-helpers';

/** An investor with 2 SOL and 1,000 test USDC from the faucet, connected on the project's page. */
export async function investorOn(page: Page, request: APIRequestContext, projectId: string) {
  const wallet = await installFakePhantom(page);
  await airdrop(request, wallet.address);
  await page.goto(`/project/${projectId}`);
  await connectPhantom(page, wallet.address);
  // The wallet chip shows before the sign-in's session cookie is set: wait for the session, so
  // the investor's first API call is theirs (a 401 otherwise, as one PostgreSQL run found).
  await expect
    .poll(async () => (await session(page)).wallet, { timeout: 10_000 })
    .toBe(wallet.address);
  return wallet;
}

/** The dashboard's claimable row of `label` ("Token Allocation", ...) for the project `name`. */
export function claimRow(page: Page, name: string, label: string) {
  return page
    .getByRole('region', { name: 'Claimable Funds' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .filter({ hasText: label });
}

/** Claims the row on the dashboard and waits until it says so, with the payout's signature. */
export async function claim(page: Page, row: ReturnType<typeof claimRow>) {
  await row.getByRole('button', { name: /^Claim / }).click();
  // The row says it is this claim's; the toast may be the last claim's, still showing (two alike
  // toasts would fail a strict locator).
  await expect(toastWith(page, DASHBOARD_MESSAGES.claimed.title).last()).toBeVisible();
  await expect(row.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(row.getByTestId('transaction-signature')).toHaveAttribute(
    'href',
    /^\/explorer\/tx\//,
  );
}

/** A page for `wallet` (a fresh context), on the dashboard. */
export async function dashboardOf(browser: Browser, wallet: FakePhantom) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await installFakePhantom(page, {
    keyPair: { privateKey: wallet.secretKey, publicKey: wallet.publicKey },
  });
  await page.goto('/dashboard');
  await connectPhantom(page, wallet.address);
  return { context, page };
}
