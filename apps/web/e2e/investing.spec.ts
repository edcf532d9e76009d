// Real investing (issue 7) in Chromium: the fake Phantom signs the server's transaction with its
// real key, the local chain moves the SOL into escrow, the page and another viewer see the funding
// change live, then the server's clock passes the deadline and the refund or the creator's payout
// is claimed on chain. It moves the server's clock forward, which settles the demo campaigns too:
// playwright.config.ts runs this file after all the others. Its projects' deadlines are days from
// the server's clock (token-escrow.spec.ts moved it a few days before).
import type { webcrypto } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import {
  advanceServerClock,
  approveProject,
  depositTokens,
  signedInPage,
  submitProject,
  type NewProject,
} from './project-helpers';
import { airdrop, connectPhantom, toastWith } from './wallet-helpers';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * A fresh creator submits the project with a test token, the demo admin approves it and the
 * creator deposits the investors' tokens, so it is open; resolves to its id and the creator's key.
 */
async function approvedProject(
  browser: Browser,
  request: APIRequestContext,
  project: NewProject,
): Promise<{ id: string; creatorKey: webcrypto.CryptoKeyPair }> {
  const { context, page, wallet: creator } = await signedInPage(browser);
  const id = await submitProject(page, creator, project);
  await approveProject(browser, request, id);
  await depositTokens(page, creator, id);
  await context.close();
  return { id, creatorKey: { privateKey: creator.secretKey, publicKey: creator.publicKey } };
}

async function investFromDetailPage(page: Page, amount: string) {
  // The related carousel's cards have "Invest Now" buttons too: use the invest box's form.
  const box = page.locator('form', { has: page.getByLabel('Amount (SOL)') });
  await box.getByLabel('Amount (SOL)').fill(amount);
  await box.getByRole('button', { name: 'Invest Now' }).click();
}

test('an investor invests from the detail page, everyone sees it live, and the refund is paid after a missed deadline', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const name = `Escrow Frog ${Date.now()}`;
  const { id } = await approvedProject(browser, request, {
    name,
    fundingGoal: 120,
    deadlineInDays: 2,
  });

  // Another visitor, without a wallet, watches the same page.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(`/project/${id}`);
  await expect(viewer.getByTestId('funding-investors')).toHaveText('0');

  const investor = await installFakePhantom(page);
  await airdrop(request, investor.address);
  await page.goto(`/project/${id}`);
  await connectPhantom(page, investor.address);
  await investFromDetailPage(page, '1.5');
  await expect(toastWith(page, 'Investment Confirmed')).toContainText(
    `You invested 1.5 SOL in ${name}.`,
  );
  await expect(page.getByTestId('funding-raised')).toHaveText('1.50 SOL');
  await expect(page.getByTestId('funding-investors')).toHaveText('1');
  // Live, through the realtime channel, without a reload.
  await expect(viewer.getByTestId('funding-raised')).toHaveText('1.50 SOL');
  await expect(viewer.getByTestId('funding-investors')).toHaveText('1');
  await viewerContext.close();

  await page.goto('/dashboard');
  const investments = page.getByRole('region', { name: 'My Investments' });
  await expect(investments.getByRole('listitem').filter({ hasText: name })).toContainText('1.5');

  // The deadline passes with 1.5 of 120 SOL raised: everyone is refunded.
  await advanceServerClock(browser, request, 3 * DAY_SECONDS);
  await page.goto(`/project/${id}`);
  await expect(page.getByText('Refunding').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invest Now' })).toHaveCount(0);
  // Its card says the same: refunds, never "Invest Now".
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('link', { name: 'Refunds Open' })).toBeVisible();
  await expect(card.getByText('Invest Now')).toHaveCount(0);

  await page.goto('/dashboard');
  const funds = page.getByRole('region', { name: 'Claimable Funds' });
  const refund = funds.getByRole('listitem').filter({ hasText: name });
  await expect(refund).toContainText('1.5');
  await refund.getByRole('button', { name: /^Claim / }).click();
  await expect(toastWith(page, 'Fund Claimed Successfully')).toContainText(
    'Your fund has been claimed and added to your wallet.',
  );
  await expect(refund.getByText('Claimed', { exact: true })).toBeVisible();
  // The payout's signature; on the local chain no public explorer knows it: the app's own does.
  const payout = refund.getByTestId('transaction-signature');
  await expect(payout).toContainText('(local chain)');
  await expect(payout).toHaveAttribute('href', /^\/explorer\/tx\//);
  // 2 SOL from the faucet - 1.5 invested + 1.5 refunded, less one network fee each way: the
  // investment's (one signature) and the refund's (two: the vault is a 2-of-3 multisig, decision 078).
  const balance = await request.get(`/api/wallets/${investor.address}/balance`);
  expect(((await balance.json()) as { lamports: string }).lamports).toBe(
    String(2_000_000_000 - 5_000 - 10_000),
  );
});

test('a declined signature invests nothing and says so', async ({ browser, page, request }) => {
  const { id } = await approvedProject(browser, request, {
    name: `Shy Investor ${Date.now()}`,
    fundingGoal: 50,
    deadlineInDays: 20,
  });
  const investor = await installFakePhantom(page, { rejectTransaction: true });
  await airdrop(request, investor.address);
  await page.goto(`/project/${id}`);
  await connectPhantom(page, investor.address);
  await investFromDetailPage(page, '0.5');
  await expect(toastWith(page, 'Investment Failed')).toContainText(
    'Transaction was declined in your wallet.',
  );
  await expect(page.getByTestId('funding-raised')).toHaveText('0.00 SOL');
});

test('a funded campaign pays its creator the raised SOL minus the 3% fee', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const name = `Funded Frog ${Date.now()}`;
  const { id, creatorKey } = await approvedProject(browser, request, {
    name,
    fundingGoal: 1,
    // From the server's clock, which earlier specs moved days ahead: the submission still has to
    // fall within 30 days of today's real date.
    deadlineInDays: 10,
  });
  const investor = await installFakePhantom(page);
  await airdrop(request, investor.address);
  await page.goto(`/project/${id}`);
  await connectPhantom(page, investor.address);
  await investFromDetailPage(page, '1');
  await expect(toastWith(page, 'Investment Confirmed')).toBeVisible();
  await expect(page.getByTestId('funding-percent')).toHaveText('100.0%');

  await advanceServerClock(browser, request, 30 * DAY_SECONDS);

  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  const creator = await installFakePhantom(creatorPage, { keyPair: creatorKey });
  await creatorPage.goto('/dashboard');
  await connectPhantom(creatorPage, creator.address);
  const payout = creatorPage
    .getByRole('region', { name: 'Claimable Funds' })
    .getByRole('listitem')
    .filter({ hasText: name });
  // 1 SOL raised, 3% fee: 0.97 SOL.
  await expect(payout).toContainText('0.97');
  await payout.getByRole('button', { name: /^Claim / }).click();
  await expect(toastWith(creatorPage, 'Fund Claimed Successfully')).toBeVisible();
  await expect(payout.getByText('Claimed', { exact: true })).toBeVisible();
  await creatorContext.close();
});
