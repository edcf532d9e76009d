// The charts (issue 20) in Chromium: a demo campaign with investments draws its funding over time
// and its token's price, and the chart library's chunk is fetched only by the pages that draw one
// (not by the home page); the dashboard opens a project's raise and backers per day on demand.
import type { FundingHistory } from '@memetank/shared/api/ledger';
import type { ProjectListResponse } from '@memetank/shared/api/projects';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import { devKey } from './project-helpers';
import { connectPhantom } from './wallet-helpers';

/** The chunk that carries lightweight-charts (components/charts/charts.tsx). */
const CHART_CHUNK = /\/assets\/charts-[\w-]+\.js$/;

/** Every script the page has fetched so far, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The approved demo campaign with the most backers (by the ledger's own count). */
async function campaignWithInvestments(request: APIRequestContext) {
  const list = (await (await request.get('/api/projects')).json()) as ProjectListResponse;
  const project = [...list.items].sort((a, b) => b.investorCount - a.investorCount)[0];
  expect(project?.investorCount).toBeGreaterThan(0);
  const history = (await (
    await request.get(`/api/projects/${project!.id}/funding-history`)
  ).json()) as FundingHistory;
  expect(history.points.length).toBeGreaterThan(0);
  return project!;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
});

test("a campaign's page draws its funding over time and its token's price; the home page loads no chart code", async ({
  page,
  request,
}) => {
  const project = await campaignWithInvestments(request);
  const scripts = scriptsOf(page);

  await page.goto('/');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => CHART_CHUNK.test(path))).toEqual([]);

  await page.goto(`/project/${project.id}`);
  const funding = page.getByRole('region', { name: 'Funding Over Time' });
  await funding.scrollIntoViewIfNeeded();
  const chart = funding.getByRole('img', { name: /^Funding over time: .* SOL raised of a / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.getByText('Deadline')).toBeVisible();
  expect(await chart.boundingBox()).toMatchObject({ height: 240 });
  expect(scripts.filter((path) => CHART_CHUNK.test(path))).toHaveLength(1);

  // The demo tokens trade on the (fake) market: their price is drawn too.
  const price = page.getByRole('region', { name: 'Token Price' });
  await price.scrollIntoViewIfNeeded();
  await expect(price.getByRole('img', { name: /price over its last \d+ trades/ })).toBeVisible();
  await expect(price.locator('canvas').first()).toBeVisible();
});

test("the creator's dashboard opens a project's raise and backers per day on demand", async ({
  page,
  request,
}) => {
  const wallet = await installFakePhantom(page, {
    solanaSecretKey: await devKey(request, 'Demo user'),
  });
  const scripts = scriptsOf(page);
  await page.goto('/dashboard');
  await connectPhantom(page, wallet.address);

  const projects = page.getByRole('region', { name: 'My Projects' });
  // The demo user's approved campaign has investors.
  const row = projects.getByRole('listitem').filter({ hasText: 'approved' });
  await expect(row).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => CHART_CHUNK.test(path))).toEqual([]);

  await row.getByRole('button', { name: 'Show raise and backers per day' }).click();
  const chart = row.getByRole('img', { name: /New backers per day: / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas').first()).toBeVisible();
  expect(scripts.filter((path) => CHART_CHUNK.test(path))).toHaveLength(1);
});
