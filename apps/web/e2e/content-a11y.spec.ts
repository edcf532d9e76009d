// Accessibility: axe finds no serious or critical violation on any route of the route table, in
// both themes and on a phone, nor in the states only reached by interaction (an open FAQ answer,
// the phone side menu, every pitch deck slide, the cookie banner).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectPage, ROUTE_TABLE, skipCookieBanner } from './content-support';

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lazy pages and fetched sections (the API Reference) have rendered.
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await skipCookieBanner(context);
      await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    });

    for (const path of ROUTE_TABLE) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await settle(page, path);
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      });
    }

    test('every pitch deck slide is accessible', async ({ page }) => {
      // Nine axe runs in one test: more than the default 30 s on a busy machine.
      test.slow();
      await settle(page, '/pitch-deck');
      for (let n = 1; n <= 9; n += 1) {
        await page.getByRole('button', { name: new RegExp(`^Go to slide ${n}:`) }).click();
        await expectNoSeriousViolations(page, `pitch deck slide ${n} (${theme})`);
      }
    });

    test('an open FAQ answer is accessible', async ({ page }) => {
      await settle(page, '/documentation/faq');
      await page.getByRole('button', { name: 'How do I get a refund?' }).click();
      await expect(page.getByText(/refund appears under Claimable Funds/)).toBeVisible();
      await expectNoSeriousViolations(page, `FAQ open (${theme})`);
    });
  });
}

for (const theme of ['dark', 'light'] as const) {
  test(`the cookie banner is accessible (${theme} theme)`, async ({ page, context }) => {
    await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await settle(page, '/how-it-works');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expectNoSeriousViolations(page, `cookie banner (${theme})`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ context }) => {
    await skipCookieBanner(context);
  });

  for (const path of ROUTE_TABLE) {
    test(`${path} has no serious or critical axe violations at 375 px`, async ({ page }) => {
      await settle(page, path);
      await expectNoSeriousViolations(page, `${path} (375 px)`);
    });
  }

  test('the open documentation side menu is accessible', async ({ page }) => {
    await settle(page, '/documentation/investment-guide');
    await expectPage(page, 'Investment Guide');
    await page.getByRole('button', { name: 'Toggle side menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Documentation' })).toBeVisible();
    await expectNoSeriousViolations(page, 'docs side menu open');
  });
});
