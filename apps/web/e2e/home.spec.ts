// The home page against the real server and its demo projects (the "Project list"):
// search, the four sorts (trending and ending soon: open campaigns first), grid/list, pages as the
// reader scrolls, the loading, error and empty states, cards that say what their campaign does and
// open their project, and likes with and without a wallet.
import {
  CAMPAIGN_PHASE_WORDS,
  GOAL_REACHED,
  campaignPhase,
  goalReached,
} from '@memetank/shared/api/investing';
import type { ProjectListResponse, ProjectSummary } from '@memetank/shared/api/projects';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import { connectPhantom, DIALOG_TITLE, toastWith } from './wallet-helpers';

// The server's page size; the demo data has 18 approved projects, so two pages.
const PAGE_SIZE = 12;
const APPROVED_DEMO_PROJECTS = 18;

const cards = (page: Page) => page.getByRole('article');
const cardNames = (page: Page) =>
  cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search projects' });
/** The list call (GET /api/projects?...), for page.route. */
const listCall = (url: URL) => url.pathname === '/api/projects';

/** Every approved project in the server's order for `sort`, page after page. */
async function allProjects(request: APIRequestContext, sort: string): Promise<ProjectSummary[]> {
  const projects: ProjectSummary[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.get('/api/projects', {
      params: { sort, ...(cursor ? { cursor } : {}) },
    });
    expect(response.status()).toBe(200);
    const page = (await response.json()) as ProjectListResponse;
    projects.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return projects;
}

// The cookie banner is answered, so it does not cover the cards at the bottom of the screen.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'));
});

/** docs/decisions/025-trending-formula.md, computed from what a card carries. */
const trendingScore = (p: ProjectSummary) =>
  Math.log10(1 + p.likesCount + 2 * p.commentsCount + 3 * p.investorCount + p.currentFunding) +
  Date.parse(p.createdAt) / 1000 / 45_000;

const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort projects' });

async function chooseSort(page: Page, label: string) {
  await sortSelect(page).selectOption({ label });
  await expect(sortSelect(page).locator('option:checked')).toHaveText(label);
}

test('lists the first page of approved projects, never all at once', async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/projects') listRequests.push(sent.url());
  });
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Meme Coin Projects' }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(sortSelect(page).locator('option:checked')).toHaveText('Trending');
  await expect(sortSelect(page).getByRole('option')).toHaveText([
    'Trending',
    'Newest',
    'Ending Soon',
    'Most Funded',
  ]);
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search projects...');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  // Pending and rejected demo projects are not listed.
  const names = await cardNames(page);
  for (const hidden of ['Quack Capital', 'Mammoth Mode', 'Infinite Yield Frog']) {
    expect(names).not.toContain(hidden);
  }
  expect(listRequests).toHaveLength(1);
});

test('a card shows the project at a glance', async ({ page, request }) => {
  const honk = (await allProjects(request, 'newest')).find((p) => p.name === 'Sir Honkington');
  if (!honk) throw new Error('demo project Sir Honkington missing');
  await page.goto('/?q=Honkington');

  const card = page.getByRole('article', { name: 'Sir Honkington' });
  await expect(card.getByRole('img', { name: 'Sir Honkington logo' })).toHaveText('🦢');
  await expect(card.getByText('Medium Risk')).toBeVisible();
  await expect(card).toContainText('A goose in a monocle');
  const percent = ((honk.currentFunding / honk.fundingGoal) * 100).toFixed(1);
  await expect(card).toContainText(`${percent}%`);
  await expect(card).toContainText('of 500.00 SOL');
  await expect(card).toContainText(`${honk.timeLeft} left`);
  await expect(card).toContainText(`${honk.investorCount} investors`);
  await expect(card).toContainText(`${honk.upvotes} upvotes`);
  await expect(card.getByRole('button', { name: /^Like project/ })).toContainText(
    String(honk.likesCount),
  );
  await expect(card.getByRole('link', { name: 'Invest Now' })).toBeVisible();
});

test('every card says what its campaign does: "Invest Now" only while open', async ({
  page,
  request,
}) => {
  const projects = await allProjects(request, 'trending');
  await page.goto('/');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  const now = Date.now();
  for (const project of projects.slice(0, PAGE_SIZE)) {
    const card = page.getByRole('article', { name: project.name });
    const phase = campaignPhase(project, now);
    await expect(
      card.getByRole('link', { name: CAMPAIGN_PHASE_WORDS[phase].action }),
    ).toBeVisible();
    if (phase !== 'open') await expect(card.getByText('Invest Now')).toHaveCount(0);
    // Reaching the goal leaves a campaign open until its deadline: no disabled "Funded ✓".
    if (phase === 'open') await expect(card.getByText('Funded ✓')).toHaveCount(0);
    await expect(card.getByText(GOAL_REACHED.badge)).toHaveCount(
      phase === 'open' && goalReached(project) ? 1 : 0,
    );
  }
});

test('an open campaign that reached its goal still reads "Invest Now", marked "Goal reached"', async ({
  page,
  request,
}) => {
  const [project] = await allProjects(request, 'trending');
  if (!project) throw new Error('no demo project');
  // The demo data may have no such campaign: this one is shown open and over its goal.
  await page.route(listCall, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as ProjectListResponse;
    const items = body.items.map((item) =>
      item.id === project.id
        ? {
            ...item,
            campaign: 'funding' as const,
            settledAt: null,
            deadline: new Date(Date.now() + 86_400_000).toISOString(),
            timeLeft: '1 day',
            currentFunding: item.fundingGoal * 1.2,
          }
        : item,
    );
    await route.fulfill({ response, json: { ...body, items } });
  });
  await page.goto(`/?q=${encodeURIComponent(project.name)}`);
  const card = page.getByRole('article', { name: project.name });
  await expect(card.getByRole('link', { name: 'Invest Now' })).toBeVisible();
  await expect(card.getByText(GOAL_REACHED.badge)).toBeVisible();
  await expect(card.getByText('Funded ✓')).toHaveCount(0);
});

test('search matches name or description, ignoring case, and stays in the address', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  await searchBox(page).fill('moon potato');
  await expect(page).toHaveURL(/\?q=moon\+potato$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Moon Potato' })).toBeVisible();

  // "monocle" is only in Sir Honkington's description.
  await searchBox(page).fill('MONOCLE');
  await expect(page.getByRole('article', { name: 'Sir Honkington' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  await page.reload();
  await expect(searchBox(page)).toHaveValue('MONOCLE');
  await expect(page.getByRole('article', { name: 'Sir Honkington' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
});

test('each sort orders the cards as the server ranks them', async ({ page, request }) => {
  const orders = {
    Trending: await allProjects(request, 'trending'),
    Newest: await allProjects(request, 'newest'),
    'Ending Soon': await allProjects(request, 'ending-soon'),
    'Most Funded': await allProjects(request, 'most-funded'),
  };
  const time = (iso: string) => Date.parse(iso);
  const ordered = (values: number[], direction: 1 | -1) =>
    values.every((value, i) => i === 0 || (value - values[i - 1]!) * direction >= 0);

  // What each order means, checked on the server's answer.
  expect(
    ordered(
      orders.Newest.map((p) => time(p.createdAt)),
      -1,
    ),
  ).toBe(true);
  // Most Funded: USDC campaigns first, then SOL ones, each largest first (never compared).
  const mostFunded = orders['Most Funded'];
  const usdcCount = mostFunded.filter((p) => p.currency === 'USDC').length;
  expect(mostFunded.slice(0, usdcCount).every((p) => p.currency === 'USDC')).toBe(true);
  for (const group of [mostFunded.slice(0, usdcCount), mostFunded.slice(usdcCount)]) {
    expect(
      ordered(
        group.map((p) => p.currentFunding),
        -1,
      ),
    ).toBe(true);
  }
  const running = orders['Ending Soon'].filter((p) => time(p.deadline) > Date.now());
  expect(running.length).toBeGreaterThan(0);
  expect(orders['Ending Soon'].slice(0, running.length)).toEqual(running);
  expect(
    ordered(
      running.map((p) => time(p.deadline)),
      1,
    ),
  ).toBe(true);
  // Trending: open campaigns first, then ended ones, each part by its score.
  const open = (p: ProjectSummary) =>
    p.campaign === 'funding' && p.settledAt === null && time(p.deadline) > Date.now();
  const openCount = orders.Trending.filter(open).length;
  expect(orders.Trending.slice(0, openCount).every(open)).toBe(true);
  for (const part of [orders.Trending.slice(0, openCount), orders.Trending.slice(openCount)]) {
    const scores = part.map(trendingScore);
    expect(scores.every((score, i) => i === 0 || score <= scores[i - 1]! + 1e-9)).toBe(true);
  }
  const firsts = [orders.Newest, orders['Ending Soon'], orders['Most Funded']].map((projects) =>
    projects
      .slice(0, 3)
      .map((p) => p.name)
      .join(),
  );
  expect(new Set(firsts).size).toBe(3);

  await page.goto('/');
  const addresses = {
    Trending: '/',
    Newest: '/?sort=newest',
    'Ending Soon': '/?sort=ending-soon',
    'Most Funded': '/?sort=most-funded',
  };
  for (const label of ['Newest', 'Ending Soon', 'Most Funded', 'Trending'] as const) {
    await chooseSort(page, label);
    await expect(page).toHaveURL(addresses[label]);
    const expected = orders[label].slice(0, PAGE_SIZE).map((p) => p.name);
    await expect.poll(() => cardNames(page)).toEqual(expected);
  }
});

test('grid/list: the button names the other view, and the address keeps it', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  const firstTwo = async () => {
    const [a, b] = await Promise.all([
      cards(page).nth(0).boundingBox(),
      cards(page).nth(1).boundingBox(),
    ]);
    return { sameRow: a !== null && b !== null && Math.abs(a.y - b.y) < 2 };
  };
  expect(await firstTwo()).toEqual({ sameRow: true });

  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('button', { name: 'Grid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'List' })).toHaveCount(0);
  await expect(page).toHaveURL('/?view=list');
  expect(await firstTwo()).toEqual({ sameRow: false });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Grid' })).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  expect(await firstTwo()).toEqual({ sameRow: false });

  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'List' })).toBeVisible();
});

test('a link with search, sort and view reproduces the list', async ({ page, request }) => {
  const expected = (await allProjects(request, 'most-funded'))
    .filter((p) => /an/i.test(`${p.name} ${p.description}`))
    .map((p) => p.name);
  await page.goto('/?q=an&sort=most-funded&view=list');
  await expect(searchBox(page)).toHaveValue('an');
  await expect(sortSelect(page)).toHaveValue('most-funded');
  await expect(page.getByRole('button', { name: 'Grid' })).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(expected.slice(0, PAGE_SIZE));
});

test('scrolling to the end loads the next page', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(APPROVED_DEMO_PROJECTS);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const names = await cardNames(page);
  expect(new Set(names).size).toBe(APPROVED_DEMO_PROJECTS);
});

test('"Load more" loads the next page', async ({ page }) => {
  // Without IntersectionObserver (old browsers) the button is the way to the next page.
  await page.addInitScript(() => {
    // @ts-expect-error removing the API on purpose
    delete window.IntersectionObserver;
  });
  await page.goto('/');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(APPROVED_DEMO_PROJECTS);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('shows "Loading projects..." until the first page arrives', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(listCall, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading projects...' })).toBeVisible();
  release();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(page.getByText('Loading projects...')).toHaveCount(0);
});

test('shows "Error Loading Projects" with the reason when the list fails', async ({ page }) => {
  await page.route(listCall, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'The database is resting' } }),
    }),
  );
  await page.goto('/');
  const error = page.getByRole('alert').filter({ hasText: 'Error Loading Projects' });
  await expect(error).toBeVisible();
  await expect(error).toContainText('The database is resting');
  await expect(cards(page)).toHaveCount(0);

  // The server is back: "Try Again" loads the list.
  await page.unroute(listCall);
  await error.getByRole('button', { name: 'Try Again' }).click();
  await expect(cards(page).first()).toBeVisible();
  await expect(error).toHaveCount(0);
});

test('says "No projects found" when the search matches nothing', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('no such meme anywhere');
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or filters')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(searchBox(page)).toHaveValue('');
});

test('clicking anywhere on a card opens /project/{id}; the keyboard reaches it too', async ({
  page,
  request,
}) => {
  const [first] = await allProjects(request, 'trending');
  if (!first) throw new Error('no demo projects');
  await page.goto('/');
  const card = page.getByRole('article', { name: first.name });
  // The middle of the card: its progress bar and figures, not a link or a button.
  await card.click();
  await expect(page).toHaveURL(`/project/${first.id}`);

  await page.goBack();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await page
    .getByRole('article', { name: first.name })
    .getByRole('link', { name: first.name })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/project/${first.id}`);
});

test('liking without a wallet asks to connect one and stays on the list', async ({ page }) => {
  await installFakePhantom(page);
  await page.goto('/');
  const like = cards(page)
    .first()
    .getByRole('button', { name: /^Like project/ });
  await like.click();

  const modal = page.getByRole('dialog', { name: 'Connect Wallet to Like Projects' });
  await expect(modal).toContainText('You need to connect your wallet to like and support projects');
  await expect(page).toHaveURL('/');

  await modal.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog', { name: DIALOG_TITLE })).toBeVisible();
});

test('a connected wallet likes and unlikes a project from its card', async ({ page }) => {
  const wallet = await installFakePhantom(page);
  await page.goto('/?q=Moon%20Potato');
  await connectPhantom(page, wallet.address);

  const card = page.getByRole('article', { name: 'Moon Potato' });
  const like = card.getByRole('button', { name: /^Like project/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await like.textContent());

  await like.click();
  const liked = toastWith(page, 'Project liked!');
  await expect(liked).toContainText('Thank you for supporting this project');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(String(before + 1));
  await expect(page).toHaveURL(/\/\?q=Moon(\+|%20)Potato$/);

  // The server remembers the like.
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(String(before + 1));
  // At once: the click may come before Phantom's reconnect (the wallet's code loads after the
  // list, docs/decisions/058-wallet-on-demand.md); it waits for it instead of asking to connect.

  await like.click();
  await expect(toastWith(page, 'Removed like')).toContainText('Project unliked successfully');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText(String(before));
});

test('a failed like says "Failed to update like status. Please try again."', async ({ page }) => {
  const wallet = await installFakePhantom(page);
  await page.goto('/?q=Moon%20Potato');
  await connectPhantom(page, wallet.address);
  await page.route('**/api/projects/*/like', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }),
    }),
  );

  const like = page.getByRole('article', { name: 'Moon Potato' }).getByRole('button', {
    name: /^Like project/,
  });
  await like.click();
  const failure = toastWith(page, 'Failed to update like status. Please try again.');
  await expect(failure).toContainText('Error');
  await expect(failure).toHaveAttribute('data-type', 'error');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toBeEnabled();
});

test('the documentation explains each sort and the Trending formula', async ({ page }) => {
  await page.goto('/documentation/getting-started#sorting');
  const section = page.getByRole('region', { name: 'How the project list is sorted' });
  await expect(section).toBeInViewport();
  const sorts = section.getByRole('table', { name: 'Sort orders of the project list' });
  for (const label of ['Trending', 'Newest', 'Ending Soon', 'Most Funded']) {
    await expect(sorts.getByRole('rowheader', { name: label })).toBeVisible();
  }
  // Word for word the formula line of docs/decisions/025-trending-formula.md.
  await expect(section).toContainText(
    'Trending score = log10(1 + likes + 2 × comments + 3 × investors + raised SOL or USDC) + (seconds since 1970 at submission) ÷ 45,000',
  );
  await expect(section).toContainText(
    'Every 12.5 hours (45,000 seconds) of age cost a project a factor of ten in activity',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('cards stack in one column and the controls fit the screen', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    const [a, b] = await Promise.all([
      cards(page).nth(0).boundingBox(),
      cards(page).nth(1).boundingBox(),
    ]);
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  });
});
