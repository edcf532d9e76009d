// Accessibility of the app's pages in the states behind data and wallets: axe finds no serious or
// critical violation, in both themes, with the cookie banner of a first visit showing, on a real
// project open to investment (signed out and with a wallet) and one that no longer takes any, the
// submit form, the demo user's dashboard, the admin page (denied to another wallet; the admin's
// pending list with a project's detail, and all projects), and the explorer's transaction and
// address pages. The signed-out routes of the route table: content-a11y.spec.ts.
import type { ExplorerAddressResponse, EscrowProof } from '@memetank/shared/api/ledger';
import type { ProjectListResponse, ProjectSummary } from '@memetank/shared/api/projects';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectCookieBanner, expectNoSeriousViolations, THEMES, useTheme } from './a11y-support';
import { installFakePhantom } from './fake-phantom';
import { devKey } from './project-helpers';
import { connectPhantom } from './wallet-helpers';

/** Approved demo projects: one whose campaign takes investments, one whose campaign has ended. */
async function demoProjects(
  request: APIRequestContext,
): Promise<{ open: ProjectSummary; closed: ProjectSummary }> {
  const response = await request.get('/api/projects?limit=48');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as ProjectListResponse;
  const now = Date.now();
  const open = items.find(
    (project) => project.campaign === 'funding' && Date.parse(project.deadline) > now,
  );
  const closed =
    items.find((project) => project.campaign === 'refunding' || project.campaign === 'settled') ??
    items.find((project) => Date.parse(project.deadline) <= now);
  if (!open || !closed) throw new Error('The demo data has no open or no ended campaign');
  return { open, closed };
}

/** The escrow vault, one of its transactions and an investor's wallet, from the public ledger. */
async function ledgerPages(
  request: APIRequestContext,
): Promise<{ vault: string; signature: string; wallet: string }> {
  const escrow = (await (await request.get('/api/escrow')).json()) as EscrowProof;
  if (!escrow.enabled) throw new Error('The e2e server runs no escrow vault');
  const response = await request.get(`/api/explorer/address/${escrow.vault}`);
  expect(response.status()).toBe(200);
  const { entries } = (await response.json()) as ExplorerAddressResponse;
  const entry = entries.find((candidate) => candidate.wallet !== null);
  if (!entry?.wallet) throw new Error('The demo ledger has no entry with a wallet');
  return { vault: escrow.vault, signature: entry.signature, wallet: entry.wallet };
}

/** The page's h1 is there and nothing is loading any more (skeletons, spinners, status lines). */
async function settle(page: Page, { idle = true } = {}) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  // The project page keeps an event stream open: the network is never idle there.
  if (idle) await page.waitForLoadState('networkidle');
}

/** A project's page, fully loaded: its market data, backers, comments and related projects. */
async function openProject(page: Page, project: ProjectSummary) {
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading project' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Backers/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More Projects to Explore' })).toBeVisible();
  await settle(page, { idle: false });
}

/** Installs a fake Phantom before the first page load: a fresh wallet, or a dev wallet's key. */
async function fakeWallet(page: Page, request: APIRequestContext, devWallet?: string) {
  return installFakePhantom(
    page,
    devWallet ? { solanaSecretKey: await devKey(request, devWallet) } : {},
  );
}

for (const theme of THEMES) {
  test.describe(`${theme} theme, cookie banner showing`, () => {
    test.beforeEach(async ({ context }) => {
      await useTheme(context, theme);
    });

    test('a project open to investment, signed out', async ({ page, request }) => {
      const { open } = await demoProjects(request);
      await openProject(page, open);
      await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toBeVisible();
      await expectCookieBanner(page);
      await expectNoSeriousViolations(page, `open project ${open.name} (${theme})`);
    });

    test('a project open to investment, with a connected wallet and an amount typed', async ({
      page,
      request,
    }) => {
      const { open } = await demoProjects(request);
      const wallet = await fakeWallet(page, request);
      await openProject(page, open);
      await connectPhantom(page, wallet.address);
      const sidebar = page.getByRole('complementary', { name: 'Invest and project facts' });
      await sidebar.getByLabel(/Amount/).fill('0.5');
      await expectCookieBanner(page);
      await expectNoSeriousViolations(page, `open project, connected (${theme})`);
    });

    test('a project whose campaign has ended', async ({ page, request }) => {
      const { closed } = await demoProjects(request);
      await openProject(page, closed);
      await expectCookieBanner(page);
      await expectNoSeriousViolations(page, `ended project ${closed.name} (${theme})`);
    });

    test('the submit form of a connected wallet', async ({ page, request }) => {
      const wallet = await fakeWallet(page, request);
      await page.goto('/submit');
      await connectPhantom(page, wallet.address);
      await expect(page.getByRole('button', { name: 'Submit for Review' })).toBeVisible();
      await settle(page);
      await expectCookieBanner(page);
      await expectNoSeriousViolations(page, `submit form (${theme})`);
    });

    test("the demo user's dashboard", async ({ page, request }) => {
      const wallet = await fakeWallet(page, request, 'Demo user');
      await page.goto('/dashboard');
      await connectPhantom(page, wallet.address);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'My Investments' }).getByRole('listitem').first(),
      ).toBeVisible();
      await settle(page);
      await expectCookieBanner(page);
      await expectNoSeriousViolations(page, `dashboard (${theme})`);
    });

    test('the admin page denied to another wallet', async ({ page, request }) => {
      const wallet = await fakeWallet(page, request);
      await page.goto('/admin/review');
      await connectPhantom(page, wallet.address);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText(wallet.address)).toBeVisible();
      await settle(page);
      await expectCookieBanner(page);
      await expectNoSeriousViolations(page, `admin denied, connected (${theme})`);
    });

    test("the admin's pending list with a project's detail, and all projects", async ({
      page,
      request,
    }) => {
      // Two axe runs and a wallet connection.
      test.slow();
      const admin = await fakeWallet(page, request, 'Demo admin');
      await page.goto('/admin/review');
      await connectPhantom(page, admin.address);
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      const pending = page.getByRole('list', { name: 'Pending projects' });
      await pending.getByRole('button').first().click();
      await expect(page.getByRole('article').getByRole('button', { name: 'Reject' })).toBeVisible();
      await settle(page);
      await expectCookieBanner(page);
      await expectNoSeriousViolations(page, `admin pending with detail (${theme})`);

      await page.getByRole('button', { name: /^All Projects \(\d+\)$/ }).click();
      await expect(page.getByText(/^Showing \d+ of \d+ projects$/)).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, `admin all projects (${theme})`);
    });

    test("the explorer's transaction and address pages", async ({ page, request }) => {
      test.slow();
      const { vault, signature, wallet } = await ledgerPages(request);
      const pages = [
        { path: `/explorer/tx/${signature}`, ready: page.getByTestId('tx-status') },
        {
          path: `/explorer/address/${vault}`,
          ready: page.getByRole('link', { name: 'What it holds and owes' }),
        },
        { path: `/explorer/address/${wallet}`, ready: page.getByTestId('address-balance') },
      ];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        await settle(page);
        await expectCookieBanner(page);
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      }
    });
  });
}
