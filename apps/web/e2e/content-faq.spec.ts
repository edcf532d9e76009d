// The FAQ: five groups, one open question across the whole page, usable with the keyboard alone.
import { expect, test, type Page } from '@playwright/test';
import { expectPage, skipCookieBanner } from './content-support';

const question = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });
// The questions are the buttons inside the accordion's h3 headers.
const openQuestions = (page: Page) =>
  page.getByRole('main').locator('h3 > button[aria-expanded="true"]');

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  await page.goto('/documentation/faq');
  await expectPage(page, 'Frequently Asked Questions');
});

test('shows the five groups in order', async ({ page }) => {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Getting Started',
    'Investment & Trading',
    'Project Submission',
    'Security & Safety',
    'Technical',
    'Still need help?',
  ]);
});

test('opening a question closes the one open in another group', async ({ page }) => {
  await question(page, 'Which wallet do I need?').click();
  await expect(
    page.getByText(/Phantom or any other Solana wallet that follows the Wallet Standard/),
  ).toBeVisible();
  await expect(openQuestions(page)).toHaveCount(1);

  await question(page, 'How long does the review take?').click();
  await expect(page.getByText(/Usually 2–5 business days/)).toBeVisible();
  await expect(
    page.getByText(/Phantom or any other Solana wallet that follows the Wallet Standard/),
  ).toHaveCount(0);
  await expect(openQuestions(page)).toHaveCount(1);

  await question(page, 'Why Solana?').click();
  await expect(question(page, 'How long does the review take?')).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(openQuestions(page)).toHaveCount(1);

  await question(page, 'Why Solana?').click();
  await expect(openQuestions(page)).toHaveCount(0);
});

test('works with the keyboard: Enter opens, arrows move between questions', async ({ page }) => {
  await question(page, 'What is MemeTank?').focus();
  await page.keyboard.press('Enter');
  await expect(question(page, 'What is MemeTank?')).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowDown');
  await expect(question(page, 'Which wallet do I need?')).toBeFocused();
  await page.keyboard.press('End');
  await expect(question(page, 'Which browsers are supported?')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(question(page, 'Which browsers are supported?')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(openQuestions(page)).toHaveCount(1);
});

test('a link to #refunds opens that question', async ({ page }) => {
  // A fresh load of the FAQ (from another page), not a jump within it.
  await page.goto('/');
  await page.goto('/documentation/faq#refunds');
  await expect(question(page, 'How do I get a refund?')).toHaveAttribute('aria-expanded', 'true');
  await expect(question(page, 'How do I get a refund?')).toBeInViewport();
});

test('"Still need help?" offers two ways to the social account, each in a new tab', async ({
  page,
  context,
}) => {
  // No internet here: answer for the social site so the new tab has somewhere to land.
  await context.route('https://x.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>MemeTank on X</title>' }),
  );
  const box = page.getByRole('region', { name: 'Still need help?' });
  const links = box.getByRole('link');
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', 'https://x.com/memetank');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const [popup] = await Promise.all([page.waitForEvent('popup'), links.first().click()]);
  expect(popup.url()).toBe('https://x.com/memetank');
  // The site stays where it was in the original tab.
  await expect(page).toHaveURL('/documentation/faq');
  await popup.close();
});
