// Accessibility of the connected states of issue 5's pages (the visitor states are in
// content-a11y.spec.ts): the submit form, the demo user's dashboard, and the admin's pending view,
// detail panel, all-projects table and edit dialog, in both themes. No serious or critical axe
// violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import { connectPhantom, devWallets } from './wallet-helpers';

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

async function devKey(request: APIRequestContext, label: string) {
  const wallet = (await devWallets(request)).find((entry) => entry.label === label) as
    { secretKey?: string; address: string } | undefined;
  if (!wallet?.secretKey) throw new Error(`The server lists no "${label}" dev wallet key`);
  return new Uint8Array(Buffer.from(wallet.secretKey, 'base64'));
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((value) => {
        window.localStorage.setItem('theme', value);
        window.localStorage.setItem('cookieConsent', 'rejected');
      }, theme);
    });

    test('the submit form is accessible', async ({ page }) => {
      const wallet = await installFakePhantom(page);
      await page.goto('/submit');
      await connectPhantom(page, wallet.address);
      await expect(page.getByRole('heading', { name: 'Submit Your Project' })).toBeVisible();
      await expectNoSeriousViolations(page, `submit form (${theme})`);
      await page.getByLabel('Funding Deadline').click();
      await expect(page.getByText('Maximum 30 days from today').first()).toBeVisible();
      await expectNoSeriousViolations(page, `deadline picker (${theme})`);
    });

    test('the dashboard is accessible', async ({ page, request }) => {
      const wallet = await installFakePhantom(page, {
        solanaSecretKey: await devKey(request, 'Demo user'),
      });
      await page.goto('/dashboard');
      await connectPhantom(page, wallet.address);
      await expect(
        page.getByRole('region', { name: 'Claimable Funds' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `dashboard (${theme})`);
    });

    test('the admin review is accessible', async ({ page, request }) => {
      const wallet = await installFakePhantom(page, {
        solanaSecretKey: await devKey(request, 'Demo admin'),
      });
      await page.goto('/admin/review');
      await connectPhantom(page, wallet.address);
      await page
        .getByRole('list', { name: 'Pending projects' })
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByRole('article')).toBeVisible();
      await expectNoSeriousViolations(page, `admin pending (${theme})`);
      await page.getByRole('button', { name: /^All Projects/ }).click();
      await expect(page.getByText(/^Showing \d+ of \d+ projects$/)).toBeVisible();
      await expectNoSeriousViolations(page, `admin all projects (${theme})`);
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `admin edit dialog (${theme})`);
    });
  });
}
