// The token side of the deal (issue 18) in Chromium with the fake Phantom, offline: a creator makes
// a real test token on the local chain, submits it through the form with the tokens offered to
// investors, the demo admin approves, the campaign waits for the deposit (no investment before),
// the creator deposits from the project page, investors invest, the server's clock passes the
// deadline and everyone claims on the dashboard. Goal reached: each investor's token balance rises
// by exactly floor(allocation × contributed / raised), the creator gets the SOL payout and the
// remainder. Goal missed: the tokens go back to the creator, the SOL back to the investor.
// It moves the server's clock: playwright.config.ts runs it after the app's specs.
import { addDays, format } from 'date-fns';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { CAMPAIGN_PHASE_WORDS } from '../../../packages/shared/src/api/investing';
import type { ProjectDetail, ProjectListResponse } from '../../../packages/shared/src/api/projects';
import {
  formatTokenAmount,
  TOKEN_ESCROW_MESSAGES,
  tokenShare,
} from '../../../packages/shared/src/api/token-escrow';
import type { TokenResponse } from '../../../packages/shared/src/api/tokens';
import { claim, claimRow, dashboardOf, investorOn } from './escrow-helpers';
import { installFakePhantom } from './fake-phantom';
import {
  advanceServerClock,
  call,
  createTestToken,
  depositTokens,
  devKey,
  signedInPage,
  submitTokenProject,
  tokenBalance,
} from './project-helpers';
import { airdrop, connectPhantom, short, toastWith } from './wallet-helpers';

const DAY_SECONDS = 24 * 60 * 60;
const DECIMALS = 6;
const UNIT = 10n ** BigInt(DECIMALS);
/** What one payout transaction costs its claimant (deducted from a SOL claim). */
const NETWORK_FEE = 5_000n;
/** Two signatures: the vault is a 2-of-3 multisig (docs/decisions/078-two-of-three-custody.md). */
const PAYOUT_NETWORK_FEE = 10_000n;

async function solBalance(request: APIRequestContext, address: string): Promise<bigint> {
  const response = await request.get(`/api/wallets/${address}/balance`);
  expect(response.status()).toBe(200);
  return BigInt(((await response.json()) as { lamports: string }).lamports);
}

/**
 * The dev wallet's "Create test token" (in the header bar, or in its menu on narrow screens), then
 * "Use in submit form"; resolves to the new mint, with the page on the submit form.
 */
async function createTokenInDevWallet(
  page: Page,
  token: { name: string; symbol: string; supply: string },
): Promise<string> {
  const header = page.getByRole('banner');
  const title = 'Create test token';
  if ((await header.getByRole('button', { name: title }).count()) === 0) {
    await header.getByRole('button', { name: 'Open menu' }).click();
  }
  await header.getByRole('button', { name: title }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Name').fill(token.name);
  await dialog.getByLabel('Symbol').fill(token.symbol);
  await dialog.getByLabel('Supply (whole tokens)').fill(token.supply);
  await dialog.getByLabel('Decimals').fill(String(DECIMALS));
  // Revoking the mint authority is the default.
  await expect(dialog.getByRole('checkbox', { name: /Revoke mint authority/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Token' }).click();
  await expect(toastWith(page, 'Test token created')).toBeVisible({ timeout: 15_000 });
  const mint = (await dialog.getByTestId('test-token-created').locator('code').textContent()) ?? '';
  expect(mint).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await dialog.getByRole('link', { name: 'Use in submit form' }).click();
  await expect(page).toHaveURL(/\/submit\?mint=/);
  return mint;
}

/** Fills the submit form for `mint` and submits it; resolves to the new project's id. */
async function submitThroughForm(
  page: Page,
  form: { mint: string; name: string; symbol: string; goal: string; investorTokens: string },
): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Submit Your Project' })).toBeVisible();
  // The dev wallet's link filled it in already.
  await expect(page.getByLabel('Token Mint Address *')).toHaveValue(form.mint);
  // The lookup reads the chain: the token's facts from its mint, offline.
  const facts = page.getByLabel('Mint facts');
  await expect(facts).toContainText('Token-2022', { timeout: 10_000 });
  await expect(facts).toContainText(`10,000,000 ${form.symbol}`);
  await expect(facts).toContainText('Revoked');
  await page.getByLabel('Project Name *').fill(form.name);
  await page.getByLabel('Short Description *').fill(`${form.name}: tokens held in escrow.`);
  await page.getByLabel('Detailed Description *').fill('The whole token side, end to end.');
  await page.getByLabel('Funding Goal *').fill(form.goal);
  // The shortest campaign the form allows: it ends tomorrow night.
  await page.getByLabel('Funding Duration (days)').fill('1');
  await expect(page.getByLabel('Funding Deadline')).toHaveText(
    format(addDays(new Date(), 1), 'PPP'),
  );
  await page.getByLabel('Tokens for Investors *').fill(form.investorTokens);
  await expect(
    page.getByText(
      `${formatTokenAmount(BigInt(form.investorTokens) * UNIT, DECIMALS)} ${form.symbol} (${DECIMALS} decimals)`,
    ),
  ).toBeVisible();
  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/projects' &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  await expect(toastWith(page, 'Project Submitted Successfully!')).toBeVisible();
  return ((await answer.json()) as { project: { id: string } }).project.id;
}

/** The demo admin approves the pending project named `name` from the review page. */
async function approveInReview(browser: Browser, request: APIRequestContext, name: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  const wallet = await installFakePhantom(admin, {
    solanaSecretKey: await devKey(request, 'Demo admin'),
  });
  await admin.goto('/admin/review');
  await connectPhantom(admin, wallet.address);
  await admin
    .getByRole('list', { name: 'Pending projects' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await admin.getByRole('article', { name }).getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(admin, 'Success')).toContainText('Project approved successfully!');
  await context.close();
}

async function investFromDetailPage(page: Page, amount: string) {
  // The related carousel's cards have "Invest Now" buttons too: use the invest box's form.
  const box = page.locator('form', { has: page.getByLabel('Amount (SOL)') });
  await box.getByLabel('Amount (SOL)').fill(amount);
  await box.getByRole('button', { name: 'Invest Now' }).click();
  await expect(toastWith(page, 'Investment Confirmed')).toBeVisible();
}

test('a demo project’s token is a real mint: its facts come from the local chain, its investors’ tokens are in escrow', async ({
  page,
  request,
}) => {
  const list = await request.get(`/api/projects?q=${encodeURIComponent('Sir Honkington')}&limit=1`);
  const [summary] = ((await list.json()) as ProjectListResponse).items;
  const project = (await (
    await request.get(`/api/projects/${summary?.id ?? ''}`)
  ).json()) as ProjectDetail;
  expect(project).toMatchObject({
    tokenProgram: 'token-2022',
    tokenDecimals: DECIMALS,
    tokenDeposit: 'deposited',
  });
  expect(project.escrowTokenAccount).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

  const lookup = await request.get(`/api/tokens/${project.tokenAddress}`);
  expect(lookup.status()).toBe(200);
  const token = (await lookup.json()) as TokenResponse;
  expect(token).toMatchObject({
    program: 'token-2022',
    decimals: DECIMALS,
    supply: String(1_000_000_000n * UNIT),
    mintAuthority: null,
    freezeAuthority: null,
  });
  expect(token.token).toMatchObject({ name: 'Sir Honkington', symbol: 'HONK' });

  await page.goto(`/project/${project.id}`);
  const amount = formatTokenAmount(project.tokenAllocation ?? '0', DECIMALS);
  await expect(page.getByText(TOKEN_ESCROW_MESSAGES.heldInEscrow(amount, 'HONK'))).toBeVisible();
});

test('goal reached: the tokens are deposited before any investment, each investor claims exactly their share, the creator the SOL payout and the remainder', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const name = `Escrow Goose ${Date.now()}`;
  const symbol = 'GOOSE';
  const allocation = 3_000_000n * UNIT;

  // The creator makes a test token in the dev wallet: 10,000,000 GOOSE in its wallet, nobody
  // can mint more.
  const creator = await signedInPage(browser);
  const mint = await createTokenInDevWallet(creator.page, {
    name: 'Goose Coin',
    symbol,
    supply: '10000000',
  });
  const supply = 10_000_000n * UNIT;
  expect(await tokenBalance(request, creator.wallet.address, mint)).toBe(supply);

  const id = await submitThroughForm(creator.page, {
    mint,
    name,
    symbol,
    goal: '1',
    investorTokens: '3000000',
  });
  await approveInReview(browser, request, name);

  // Approved but not open: the investor reads that it waits for the deposit and cannot invest.
  const investor = await investorOn(page, request, id);
  await expect(page.getByText(CAMPAIGN_PHASE_WORDS.awaiting_deposit.closed ?? '')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invest Now' })).toHaveCount(0);
  const early = await call<{ error: { code: string } }>(
    page,
    'POST',
    `/api/projects/${id}/investments/prepare`,
    { amount: '0.7' },
  );
  expect(early.status).toBe(409);
  expect(early.body.error.code).toBe('AWAITING_DEPOSIT');

  // The creator deposits from the project page, signing in the wallet.
  await airdrop(request, creator.wallet.address);
  await creator.page.goto(`/project/${id}`);
  const amount = formatTokenAmount(allocation, DECIMALS);
  await creator.page.getByRole('button', { name: `Deposit ${amount} ${symbol}` }).click();
  await expect(toastWith(creator.page, TOKEN_ESCROW_MESSAGES.depositSuccessTitle)).toContainText(
    TOKEN_ESCROW_MESSAGES.depositSuccess(amount, symbol),
  );
  await expect(
    creator.page.getByText(TOKEN_ESCROW_MESSAGES.heldInEscrow(amount, symbol)),
  ).toBeVisible();
  expect(await tokenBalance(request, creator.wallet.address, mint)).toBe(supply - allocation);

  // Open now: two investors, 0.7 and 0.6 SOL of a 1 SOL goal (shares that do not divide evenly).
  await page.reload();
  // Phantom reconnects a site it trusts on reload.
  await expect(page.getByRole('banner').getByText(short(investor.address))).toBeVisible();
  await expect(page.getByText(TOKEN_ESCROW_MESSAGES.heldInEscrow(amount, symbol))).toBeVisible();
  await investFromDetailPage(page, '0.7');
  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  const second = await investorOn(secondPage, request, id);
  await investFromDetailPage(secondPage, '0.6');
  await secondContext.close();

  // The deadline passes: the campaign is funded and settled.
  await advanceServerClock(browser, request, 2 * DAY_SECONDS);
  await page.goto(`/project/${id}`);
  await expect(page.getByText(CAMPAIGN_PHASE_WORDS.funded.badge).first()).toBeVisible();

  const raised = 1_300_000_000n;
  const shares = [
    { wallet: investor, share: tokenShare(allocation, 700_000_000n, raised) },
    { wallet: second, share: tokenShare(allocation, 600_000_000n, raised) },
  ];
  const remainder = allocation - shares.reduce((sum, { share }) => sum + share, 0n);
  // 3,000,000 GOOSE × 7/13 and × 6/13, floored to the base unit: one base unit is left over.
  expect(remainder).toBe(1n);

  for (const { wallet, share } of shares) {
    const { context, page: dashboard } = await dashboardOf(browser, wallet);
    const row = claimRow(dashboard, name, 'Token Allocation');
    await expect(row).toContainText(`${formatTokenAmount(share, DECIMALS)} ${symbol}`);
    expect(await tokenBalance(request, wallet.address, mint)).toBe(0n);
    await claim(dashboard, row);
    // Exactly the share, into a token account the vault created for the investor.
    expect(await tokenBalance(request, wallet.address, mint)).toBe(share);
    await context.close();
  }

  // The creator: the raised SOL minus the 3% fee (1.261 SOL, shown to 2 decimals), and the
  // tokens no share took.
  const creatorDashboard = await dashboardOf(browser, creator.wallet);
  const payout = claimRow(creatorDashboard.page, name, 'Creator Payout');
  await expect(payout).toContainText('1.26');
  const solBefore = await solBalance(request, creator.wallet.address);
  await claim(creatorDashboard.page, payout);
  expect(await solBalance(request, creator.wallet.address)).toBe(
    solBefore + (raised * 97n) / 100n - PAYOUT_NETWORK_FEE,
  );
  const returned = claimRow(creatorDashboard.page, name, 'Tokens Returned');
  // Less than the dashboard's 0.01 is said to be dust (issue 35), and is paid all the same.
  const dust = remainder * 100n < 10n ** BigInt(DECIMALS);
  await expect(returned).toContainText(
    dust ? `< 0.01 ${symbol} (dust)` : `${formatTokenAmount(remainder, DECIMALS)} ${symbol}`,
  );
  await claim(creatorDashboard.page, returned);
  expect(await tokenBalance(request, creator.wallet.address, mint)).toBe(
    supply - allocation + remainder,
  );
  await creatorDashboard.context.close();
  await creator.context.close();
});

test('goal missed: the creator gets the deposited tokens back and the investor the SOL', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Escrow Swan ${Date.now()}`;
  const symbol = 'SWAN';
  const creator = await signedInPage(browser);
  const mint = await createTestToken(creator.page, {
    name: 'Swan Coin',
    symbol,
    supply: 1_000_000,
    decimals: DECIMALS,
  });
  const supply = 1_000_000n * UNIT;
  const { id } = await submitTokenProject(creator.page, creator.wallet, {
    name,
    mint,
    fundingGoal: 50,
    deadlineInDays: 1,
    investorTokens: 250_000,
  });
  const allocation = 250_000n * UNIT;
  const admin = await signedInPage(browser, {
    solanaSecretKey: await devKey(request, 'Demo admin'),
    isAdmin: true,
  });
  const approved = await call(admin.page, 'POST', `/api/admin/projects/${id}/status`, {
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  await admin.context.close();
  await depositTokens(creator.page, creator.wallet, id);
  expect(await tokenBalance(request, creator.wallet.address, mint)).toBe(supply - allocation);

  const investor = await investorOn(page, request, id);
  const solBeforeInvesting = await solBalance(request, investor.address);
  await investFromDetailPage(page, '1.5');

  await advanceServerClock(browser, request, 2 * DAY_SECONDS);
  await page.goto(`/project/${id}`);
  await expect(page.getByText(CAMPAIGN_PHASE_WORDS.refunding.badge).first()).toBeVisible();

  // The investor: the whole 1.5 SOL back (less the fees of the two transfers), no tokens.
  await page.goto('/dashboard');
  const refund = claimRow(page, name, 'Refund');
  await expect(refund).toContainText('1.5');
  await claim(page, refund);
  expect(await solBalance(request, investor.address)).toBe(
    solBeforeInvesting - NETWORK_FEE - PAYOUT_NETWORK_FEE,
  );
  await expect(claimRow(page, name, 'Token Allocation')).toHaveCount(0);
  expect(await tokenBalance(request, investor.address, mint)).toBe(0n);

  // The creator: every deposited token back, and the project says so.
  const creatorDashboard = await dashboardOf(browser, creator.wallet);
  const returned = claimRow(creatorDashboard.page, name, 'Tokens Returned');
  await expect(returned).toContainText(`${formatTokenAmount(allocation, DECIMALS)} ${symbol}`);
  await claim(creatorDashboard.page, returned);
  expect(await tokenBalance(request, creator.wallet.address, mint)).toBe(supply);
  const detail = await request.get(`/api/projects/${id}`);
  expect(((await detail.json()) as { tokenDeposit: string }).tokenDeposit).toBe('returned');
  await creatorDashboard.context.close();
  await creator.context.close();
});

test('no deposit before the deadline: the campaign says it ended without it, not that it refunds', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Escrow Owl ${Date.now()}`;
  const creator = await signedInPage(browser);
  const { id } = await submitTokenProject(creator.page, creator.wallet, {
    name,
    fundingGoal: 40,
    deadlineInDays: 1,
  });
  const admin = await signedInPage(browser, {
    solanaSecretKey: await devKey(request, 'Demo admin'),
    isAdmin: true,
  });
  const approved = await call(admin.page, 'POST', `/api/admin/projects/${id}/status`, {
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  await admin.context.close();
  await creator.context.close();

  await advanceServerClock(browser, request, 2 * DAY_SECONDS);
  const words = CAMPAIGN_PHASE_WORDS.ended_without_deposit;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/project/${id}`);
  await expect(page.getByText(words.badge).first()).toBeVisible();
  await expect(page.getByTestId('invest-closed')).toHaveText(words.closed ?? '');
  await expect(page.getByText(CAMPAIGN_PHASE_WORDS.refunding.action)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('ended-without-deposit.png') });
});
