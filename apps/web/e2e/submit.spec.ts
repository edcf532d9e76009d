// Submitting a project: the connect screen, the checks in their fixed order, the mint lookup (the
// local chain's facts first, then the fake token providers), the tokens offered to investors, the
// logo upload, the signed statement, and the admin approving the project until it is listed on the
// home page. The chain refuses made-up addresses, so every mint here is a real test token the
// creator makes first (POST /api/dev/tokens).
import { randomBytes } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SUBMIT_MESSAGES } from '../../../packages/shared/src/api/submit';
import { TOKEN_ESCROW_MESSAGES } from '../../../packages/shared/src/api/token-escrow';
import { base58Encode, installFakePhantom } from './fake-phantom';
import { createTestToken, providersTreat } from './project-helpers';
import { connectPhantom, devWallets, toastWith } from './wallet-helpers';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The smallest file that reads as a PDF by its content. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A valid address that no account on the chain has. */
function randomAddress(): string {
  return base58Encode(randomBytes(32));
}

async function openSubmitConnected(page: Page) {
  const wallet = await installFakePhantom(page);
  await page.goto('/submit');
  await connectPhantom(page, wallet.address);
  await expect(page.getByRole('heading', { name: 'Submit Your Project' })).toBeVisible();
  return wallet;
}

async function adminSecretKey(request: APIRequestContext): Promise<Uint8Array> {
  const admin = (await devWallets(request)).find((wallet) => wallet.label === 'Demo admin') as
    { secretKey?: string } | undefined;
  if (!admin?.secretKey) throw new Error('The server lists no "Demo admin" dev wallet key');
  return new Uint8Array(Buffer.from(admin.secretKey, 'base64'));
}

test('without a wallet /submit shows the connect screen', async ({ page }) => {
  await installFakePhantom(page);
  await page.goto('/submit');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'MemeTank' })).toBeVisible();
  await expect(main.getByText('Shark Tank for Meme Coins')).toBeVisible();
  await expect(main.getByRole('link', { name: /Download/ })).toHaveAttribute(
    'href',
    'https://phantom.app/download',
  );
  await expect(main.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');

  await main.getByRole('button', { name: 'Connect Phantom Wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Submit Your Project' })).toBeVisible();
  for (const section of [
    'Project Information',
    'Funding Configuration',
    'Social Media & Links',
    'Pitch Deck',
  ]) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(page.getByLabel('Funding Goal *')).toHaveValue('100');
  await expect(page.getByLabel('Funding Duration (days)')).toHaveValue('30');
  await expect(page.getByLabel('Risk Score')).toHaveText('Medium');
  await expect(page.getByLabel('Currency')).toHaveText('SOL');
});

test('the checks run in the form order and say so in toasts', async ({ page }) => {
  await openSubmitConnected(page);
  const submit = page.getByRole('button', { name: 'Submit for Review' });
  const expectToast = async (title: string, description: string) => {
    const shown = toastWith(page, title);
    await expect(shown).toContainText(description);
    await expect(shown).toHaveAttribute('data-type', 'error');
  };

  await page.getByLabel('Funding Goal *').fill('0');
  await submit.click();
  await expectToast('Token Required', 'Please enter a valid token mint address');

  // A mint that is not base58 is not looked up, but the check only needs one.
  await page.getByLabel('Token Mint Address *').fill('not-a-mint');
  await submit.click();
  await expectToast('Project Name Required', 'Please enter a project name');

  await page.getByLabel('Project Name *').fill('   ');
  await submit.click();
  await expect(toastWith(page, 'Project Name Required')).toHaveCount(2);

  await page.getByLabel('Project Name *').fill('Order Check');
  await submit.click();
  await expectToast('Description Required', 'Please enter a project description');

  await page.getByLabel('Short Description *').fill('Short');
  await submit.click();
  await expectToast('Detailed Description Required', 'Please enter a detailed description');

  await page.getByLabel('Detailed Description *').fill('Long');
  await submit.click();
  await expectToast('Funding Goal Required', 'Please enter a valid funding goal');

  // Last, the tokens offered to investors: a positive whole number.
  await page.getByLabel('Funding Goal *').fill('100');
  await page.getByLabel('Tokens for Investors *').fill('1.5');
  await submit.click();
  await expectToast(
    SUBMIT_MESSAGES.allocationRequired.title,
    SUBMIT_MESSAGES.allocationRequired.description,
  );
});

test('the mint lookup reads the chain first: an unknown address is not found, a real mint shows its facts even when the providers fail', async ({
  page,
  request,
}) => {
  await openSubmitConnected(page);
  const input = page.getByLabel('Token Mint Address *');

  await input.fill(randomAddress());
  await expect(page.getByText(TOKEN_ESCROW_MESSAGES.mintNotFound)).toBeVisible({
    timeout: 10_000,
  });

  // Real mints whose market data the providers cannot give (HTTP 500; an unknown coin): the
  // lookup still answers with what the chain says, name and symbol from the mint's metadata.
  for (const like of ['Fai1', 'Gone'] as const) {
    const mint = await createTestToken(page, { name: `Offline ${like}`, symbol: 'OFF' });
    await providersTreat(request, mint, like);
    await input.fill(mint);
    await expect(page.getByText(`Token found: Offline ${like} (OFF)`)).toBeVisible({
      timeout: 10_000,
    });
    const facts = page.getByLabel('Mint facts');
    await expect(facts).toContainText('Token-2022');
    await expect(facts).toContainText('1,000,000,000 OFF');
    await expect(facts).toContainText('Revoked');
  }
});

test('a mint whose authority is live shows the risk; the allocation is checked against the balance', async ({
  page,
}) => {
  await openSubmitConnected(page);
  const mint = await createTestToken(page, {
    name: 'Printer Coin',
    symbol: 'PRNT',
    supply: 5_000_000,
    revokeMintAuthority: false,
  });
  await page.getByLabel('Token Mint Address *').fill(mint);
  const facts = page.getByLabel('Mint facts');
  await expect(facts).toContainText(TOKEN_ESCROW_MESSAGES.mintAuthorityRisk, { timeout: 10_000 });
  await expect(facts).toContainText('5,000,000 PRNT');

  const allocation = page.getByLabel('Tokens for Investors *');
  await allocation.fill('1000000');
  await expect(page.getByText('1,000,000 PRNT (6 decimals) — you hold 5,000,000')).toBeVisible();
  await allocation.fill('5000001');
  await expect(page.getByText(TOKEN_ESCROW_MESSAGES.allocationTooLarge)).toBeVisible();
});

test('the logo must be an image of at most 5MB, checked before uploading', async ({ page }) => {
  await openSubmitConnected(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/uploads')) uploads.push(request.url());
  });
  const logo = page.getByLabel('Custom logo file');

  await logo.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(toastWith(page, 'Invalid File')).toContainText('Please select an image file');

  await logo.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(toastWith(page, 'File Too Large')).toContainText(
    'Please select an image smaller than 5MB',
  );
  expect(uploads).toEqual([]);

  // A text file renamed .png passes the browser's check; the server reads the content. The first
  // "Invalid File" toast must be gone first, or it would answer for the server's.
  await expect(toastWith(page, 'Invalid File')).toHaveCount(0, { timeout: 15_000 });
  await logo.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>'),
  });
  await expect(toastWith(page, 'Invalid File')).toContainText('Please select an image file');
  expect(uploads).toHaveLength(1);
});

test('the deadline picker refuses past days and days beyond 30 days', async ({ page }) => {
  await openSubmitConnected(page);
  await page.getByLabel('Funding Deadline').click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByText('Maximum 30 days from today')).toBeVisible();
  const now = new Date();
  const day = (date: Date) =>
    calendar.getByRole('button', { name: new RegExp(format(date, 'PPPP')) }).first();
  const showMonthOf = async (date: Date, direction: 'Next' | 'Previous') => {
    for (let step = 0; step < 2 && (await day(date).count()) === 0; step++) {
      await calendar.getByRole('button', { name: new RegExp(`${direction} Month`, 'i') }).click();
    }
  };

  // It opens on the default deadline, 30 days ahead: chosen and allowed; the day after is refused.
  await expect(day(addDays(now, 30))).toBeEnabled();
  await showMonthOf(addDays(now, 31), 'Next');
  await expect(day(addDays(now, 31))).toBeDisabled();

  // Each day is brought into view before it is looked at: today may show only as an outside day
  // of next month's grid (on Sunday 29 November, the first row of December's), yesterday not.
  await showMonthOf(now, 'Previous');
  await expect(day(now)).toBeDisabled();
  await showMonthOf(addDays(now, -1), 'Previous');
  await expect(day(addDays(now, -1))).toBeDisabled();
  await showMonthOf(addDays(now, 1), 'Next');
  await day(addDays(now, 1)).click();
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel('Funding Deadline')).toHaveText(format(addDays(now, 1), 'PPP'));
  await expect(page.getByLabel('Funding Duration (days)')).toHaveValue('1');
});

test('a declined statement signature says "Signature Required"', async ({ page }) => {
  await openSubmitConnected(page);
  await page.getByLabel('Token Mint Address *').fill(await createTestToken(page));
  await expect(page.getByLabel('Project Name *')).not.toHaveValue('', { timeout: 10_000 });
  await page.getByLabel('Detailed Description *').fill('Everything about it.');
  await page.getByLabel('Tokens for Investors *').fill('1000');
  // The user declines the next signature request in the wallet.
  await page.evaluate(() => {
    const provider = (window as unknown as { phantom: { solana: { signMessage: unknown } } })
      .phantom.solana;
    provider.signMessage = () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
  });
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(toastWith(page, 'Signature Required')).toContainText(
    'You must sign the verification message to submit your project.',
  );
  await expect(page).toHaveURL(/\/submit$/);
});

test('a creator submits a project, the admin approves it and it is listed on the home page', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const creator = await openSubmitConnected(page);
  const mint = await createTestToken(page, { name: 'Rocket Coin', symbol: 'RCKT' });
  const name = `E2E Rocket ${Date.now()}`;

  // Type the mint and wait: after a second the lookup fills the empty fields, the name from the
  // mint's metadata on chain, the rest from the (fake) providers.
  await page.getByLabel('Token Mint Address *').fill(mint);
  await expect(page.getByText('Token found: Rocket Coin (RCKT)')).toBeVisible({
    timeout: 10_000,
  });
  const facts = page.getByLabel('Mint facts');
  await expect(facts).toContainText('Token-2022');
  await expect(facts).toContainText('1,000,000,000 RCKT');
  await expect(facts).toContainText('Revoked');
  await expect(facts).not.toContainText(TOKEN_ESCROW_MESSAGES.freezeAuthority);
  await expect(page.getByLabel('Project Name *')).toHaveValue('Rocket Coin');
  await expect(page.getByLabel('Short Description *')).toHaveValue(
    `Test coin ${mint} for end-to-end tests.`,
  );
  await expect(page.getByLabel('Twitter URL')).toHaveValue(
    `https://x.com/coin_${mint.slice(0, 6)}`,
  );

  await page.getByLabel('Project Name *').fill(name);
  await page.getByLabel('Detailed Description *').fill('A rocket for end-to-end tests.');
  await page.getByLabel('Funding Goal *').fill('250');
  await page.getByLabel('Tokens for Investors *').fill('50000000');
  await expect(
    page.getByText('50,000,000 RCKT (6 decimals) — you hold 1,000,000,000'),
  ).toBeVisible();

  await page.getByLabel('Custom logo file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(toastWith(page, 'Success')).toContainText('Logo uploaded successfully');
  await expect(page.getByRole('img', { name: 'Custom logo' })).toHaveAttribute(
    'src',
    /^\/uploads\/project-logo-\d+\.png$/,
  );

  await page.getByLabel('Choose a pitch deck').setInputFiles({
    name: 'deck.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('deck.pdf')).toBeVisible();

  const sent = page.waitForRequest(
    (sentRequest) => sentRequest.url().endsWith('/api/projects') && sentRequest.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  const body = (await sent).postDataJSON() as Record<string, string>;
  expect(body.legitimacyStatement).toContain(`Wallet: ${creator.address}`);
  expect(body.legitimacyStatement).toContain(`Project Name: ${name}`);
  expect(body.legitimacyStatement).toContain(`Token Mint: ${mint}`);
  expect(body.investorTokenAllocation).toBe('50000000');
  expect(body.logo).toMatch(/^\/uploads\/project-logo-\d+\.png$/);
  expect(body.pitchDeckUrl).toMatch(/^\/uploads\/pitch-deck-\d+\.pdf$/);

  const submitted = toastWith(page, 'Project Submitted Successfully!');
  await expect(submitted).toContainText(
    'Your project has been submitted for review and will appear on the platform once approved.',
  );
  await expect(page).toHaveURL(/\/$/);

  // The admin, in another browser, finds it among the pending projects and approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminWallet = await installFakePhantom(admin, {
    solanaSecretKey: await adminSecretKey(request),
  });
  await admin.goto('/admin/review');
  await connectPhantom(admin, adminWallet.address);
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await admin
    .getByRole('list', { name: 'Pending projects' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  const panel = admin.getByRole('article', { name });
  await expect(panel).toContainText(mint);
  await expect(panel).toContainText('250.00 SOL');
  await expect(panel).toContainText('A rocket for end-to-end tests.');
  await expect(panel.getByRole('link', { name: 'View Pitch Deck' })).toHaveAttribute(
    'href',
    /^\/uploads\/pitch-deck-\d+\.pdf$/,
  );
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(admin, 'Success')).toContainText(
    'Project approved successfully! It should now appear on the homepage.',
  );
  await expect(admin.getByText('Select a Project')).toBeVisible();
  await expect(
    admin
      .getByRole('list', { name: 'Pending projects' })
      .getByRole('button', { name: new RegExp(name) }),
  ).toHaveCount(0);
  await adminContext.close();

  // Listed on the home page once approved.
  await page.goto('/');
  await page.getByPlaceholder('Search projects...').fill(name);
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 10_000 });
});

test('a mint already used by another project: the creator is warned, may still submit, and the admin sees both', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openSubmitConnected(page);
  const mint = await createTestToken(page, { name: 'Twin Coin', symbol: 'TWIN' });
  const first = `E2E First ${Date.now()}`;
  const second = `E2E Second ${Date.now()}`;
  const submitWith = async (name: string) => {
    // The first submission's toast may still show: the second must be told apart from it.
    await expect(toastWith(page, 'Project Submitted Successfully!')).toHaveCount(0, {
      timeout: 15_000,
    });
    await page.getByLabel('Token Mint Address *').fill(mint);
    await expect(page.getByText('Token found: Twin Coin (TWIN)')).toBeVisible({
      timeout: 10_000,
    });
    await page.getByLabel('Project Name *').fill(name);
    await page.getByLabel('Detailed Description *').fill('Twice the same token.');
    await page.getByLabel('Tokens for Investors *').fill('1000000');
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(toastWith(page, 'Project Submitted Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  };

  await submitWith(first);
  // In-app navigation keeps the connected wallet.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Submit Project' }).click();
  await expect(page.getByRole('heading', { name: 'Submit Your Project' })).toBeVisible();
  await page.getByLabel('Token Mint Address *').fill(mint);
  const warning = page.getByRole('status').filter({ hasText: 'already used by' });
  await expect(warning).toContainText(`This token is already used by another project: ${first}.`, {
    timeout: 10_000,
  });
  await expect(warning).toContainText('You can still submit it');
  await expect(warning.getByRole('link', { name: first })).toHaveAttribute(
    'href',
    /^\/project\/[0-9a-f-]{36}$/,
  );
  await submitWith(second);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminWallet = await installFakePhantom(admin, {
    solanaSecretKey: await adminSecretKey(request),
  });
  await admin.goto('/admin/review');
  await connectPhantom(admin, adminWallet.address);
  await admin
    .getByRole('list', { name: 'Pending projects' })
    .getByRole('button', { name: new RegExp(second) })
    .click();
  const panel = admin.getByRole('article', { name: second });
  await expect(panel).toContainText('Other projects use this token mint:');
  await expect(panel.getByRole('link', { name: first })).toHaveAttribute(
    'href',
    /^\/project\/[0-9a-f-]{36}$/,
  );
  await adminContext.close();
});
