// USDC campaigns for real (issue 21) in Chromium with the fake Phantom, offline: a creator's USDC
// campaign opens once its tokens are deposited, two investors with test USDC from the dev faucet
// invest in USDC from the project page (the amount box says USDC), the server's clock passes the
// deadline, and on the dashboard the creator claims the raised USDC minus 3% and an investor their
// tokens. Every balance is read back from the local chain.
// It moves the server's clock: playwright.config.ts runs it with the token escrow's story, last.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CAMPAIGN_PHASE_WORDS } from '../../../packages/shared/src/api/investing';
import { FAUCET_USDC } from '../../../packages/shared/src/api/wallets';
import { formatTokenAmount, tokenShare } from '../../../packages/shared/src/api/token-escrow';
import { claim, claimRow, dashboardOf, investorOn } from './escrow-helpers';
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
import { toastWith } from './wallet-helpers';

const DAY_SECONDS = 24 * 60 * 60;
const USDC = 1_000_000n;
const DECIMALS = 6;

async function usdcMint(request: APIRequestContext): Promise<string> {
  const health = await request.get('/api/health');
  const mint = ((await health.json()) as { chain: { usdcMint: string | null } }).chain.usdcMint;
  if (!mint) throw new Error('the server names no USDC mint');
  return mint;
}

async function investUsdc(page: Page, amount: string) {
  const box = page.locator('form', { has: page.getByLabel('Amount (USDC)') });
  await box.getByLabel('Amount (USDC)').fill(amount);
  await box.getByRole('button', { name: 'Invest Now' }).click();
  await expect(toastWith(page, 'Investment Confirmed')).toContainText(`${amount} USDC`);
}

test('a USDC campaign takes USDC from the wallet, settles in USDC and pays its creator the USDC minus 3%', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const mint = await usdcMint(request);
  const name = `Stable Heron ${Date.now()}`;
  const symbol = 'HERON';
  const creator = await signedInPage(browser);
  const token = await createTestToken(creator.page, {
    name: 'Heron Coin',
    symbol,
    supply: 1_000_000,
    decimals: DECIMALS,
  });
  const { id } = await submitTokenProject(creator.page, creator.wallet, {
    name,
    mint: token,
    currency: 'USDC',
    fundingGoal: 50,
    deadlineInDays: 1,
    investorTokens: 100_000,
  });
  const allocation = 100_000n * 10n ** BigInt(DECIMALS);
  const admin = await signedInPage(browser, {
    solanaSecretKey: await devKey(request, 'Demo admin'),
    isAdmin: true,
  });
  expect(
    (await call(admin.page, 'POST', `/api/admin/projects/${id}/status`, { status: 'approved' }))
      .status,
  ).toBe(200);
  await admin.context.close();
  await depositTokens(creator.page, creator.wallet, id);

  // The first investor: the faucet gave 1,000 test USDC; the box asks for USDC.
  const first = await investorOn(page, request, id);
  expect(await tokenBalance(request, first.address, mint)).toBe(BigInt(FAUCET_USDC) * USDC);
  const box = page.locator('form', { has: page.getByLabel('Amount (USDC)') });
  await expect(box).toContainText('Minimum 1 USDC');
  await investUsdc(page, '30');
  expect(await tokenBalance(request, first.address, mint)).toBe(970n * USDC);
  await expect(page.getByText('30.00 USDC').first()).toBeVisible();

  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  await investorOn(secondPage, request, id);
  await investUsdc(secondPage, '25');
  await secondContext.close();

  // A SOL amount for a USDC campaign has no way in: the server builds a USDC transfer only.
  const prepared = await call<{ currency: string; amountUnits: string }>(
    page,
    'POST',
    `/api/projects/${id}/investments/prepare`,
    { amount: '2' },
  );
  expect(prepared.body).toMatchObject({ currency: 'USDC', amountUnits: String(2n * USDC) });

  // The deadline passes: 55 USDC of a 50 USDC goal, funded.
  await advanceServerClock(browser, request, 2 * DAY_SECONDS);
  await page.goto(`/project/${id}`);
  await expect(page.getByText(CAMPAIGN_PHASE_WORDS.funded.badge).first()).toBeVisible();

  // The creator: 55 USDC minus 3% = 53.35 USDC, paid in USDC into the creator's wallet.
  const creatorDashboard = await dashboardOf(browser, creator.wallet);
  const payout = claimRow(creatorDashboard.page, name, 'Creator Payout');
  await expect(payout).toContainText('53.35 USDC');
  // The creator's own test USDC from the faucet (the deposit's SOL came with it) stays as it was.
  const usdcBefore = await tokenBalance(request, creator.wallet.address, mint);
  await claim(creatorDashboard.page, payout);
  expect(await tokenBalance(request, creator.wallet.address, mint)).toBe(usdcBefore + 53_350_000n);
  await creatorDashboard.context.close();

  // The first investor: their share of the tokens, pro rata to 30 of 55 USDC.
  const share = tokenShare(allocation, 30n * USDC, 55n * USDC);
  await page.goto('/dashboard');
  const allocationRow = claimRow(page, name, 'Token Allocation');
  await expect(allocationRow).toContainText(`${formatTokenAmount(share, DECIMALS)} ${symbol}`);
  await claim(page, allocationRow);
  expect(await tokenBalance(request, first.address, token)).toBe(share);
  await creator.context.close();
});
