// Accessibility: axe finds no serious or critical violation on any route of the route table, in
// both themes and on a phone, with the cookie banner of a first visit showing, nor in the states
// only reached by interaction (an open FAQ answer, the phone side menu, every pitch deck slide).
// The app's states behind data and wallets (projects, dashboard, admin, explorer): app-a11y.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { expectCookieBanner, expectNoSeriousViolations, THEMES, useTheme } from './a11y-support';
import { expectPage, ROUTE_TABLE, skipCookieBanner } from './content-support';

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lazy pages and fetched sections (the API Reference) have rendered.
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await useTheme(context, theme);
    });

    for (const path of ROUTE_TABLE) {
      test(`${path} has no serious or critical axe violations, with the cookie banner`, async ({
        page,
      }) => {
        await settle(page, path);
        await expectCookieBanner(page);
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      });
    }

    test('every pitch deck slide is accessible', async ({ page, context }) => {
      // Nine axe runs in one test: more than the default 30 s on a busy machine.
      test.slow();
      // The banner would cover the slide buttons; it is checked on every route above.
      await skipCookieBanner(context);
      await settle(page, '/pitch-deck');
      for (let n = 1; n <= 9; n += 1) {
        await page.getByRole('button', { name: new RegExp(`^Go to slide ${n}:`) }).click();
        await expectNoSeriousViolations(page, `pitch deck slide ${n} (${theme})`);
      }
    });

    test('an open FAQ answer is accessible', async ({ page, context }) => {
      await skipCookieBanner(context);
      await settle(page, '/documentation/faq');
      await page.getByRole('button', { name: 'How do I get a refund?' }).click();
      await expect(page.getByText(/refund appears under Claimable Funds/)).toBeVisible();
      await expectNoSeriousViolations(page, `FAQ open (${theme})`);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ROUTE_TABLE) {
    test(`${path} has no serious or critical axe violations at 375 px`, async ({ page }) => {
      await settle(page, path);
      await expectCookieBanner(page);
      await expectNoSeriousViolations(page, `${path} (375 px)`);
    });
  }

  test('the open documentation side menu is accessible', async ({ page, context }) => {
    await skipCookieBanner(context);
    await settle(page, '/documentation/investment-guide');
    await expectPage(page, 'Investment Guide');
    await page.getByRole('button', { name: 'Toggle side menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Documentation' })).toBeVisible();
    await expectNoSeriousViolations(page, 'docs side menu open');
  });
});
