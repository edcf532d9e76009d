// The project detail page (/project/{id}), block by block from the top: loading and not
// found, header with market data, chips, about, like, comments (live, from another wallet too),
// transactions, market panel, related carousel, invest box, bonding curve, funding, social links
// and project details with copy.
// Reads use demo projects; writes (likes, comments) use projects no other test file counts on.
import type { CommentListResponse } from '@memetank/shared/api/comments';
import {
  CAMPAIGN_PHASE_WORDS,
  GOAL_REACHED,
  INVEST_MESSAGES,
} from '@memetank/shared/api/investing';
import type { ProjectDetail, ProjectListResponse } from '@memetank/shared/api/projects';
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { formatCompact, formatSol } from '@memetank/shared/format-money';
import { formatDecimal } from '@memetank/shared/format-number';
import { formatPercent, progressPercent } from '@memetank/shared/format-progress';
import { formatDate } from '@memetank/shared/format-time';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import { DIALOG_TITLE, connectPhantom, toastWith } from './wallet-helpers';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function projectNamed(request: APIRequestContext, name: string): Promise<ProjectDetail> {
  const list = await request.get(`/api/projects?q=${encodeURIComponent(name)}&limit=1`);
  expect(list.status()).toBe(200);
  const [summary] = ((await list.json()) as ProjectListResponse).items;
  expect(summary?.name).toBe(name);
  const detail = await request.get(`/api/projects/${summary!.id}`);
  return (await detail.json()) as ProjectDetail;
}

async function tokenOf(request: APIRequestContext, mint: string): Promise<TokenResponse> {
  const response = await request.get(`/api/tokens/${mint}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenResponse;
}

/** Opens a project's page with the cookie banner already answered. */
async function openProject(page: Page, id: string) {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
  await page.goto(`/project/${id}`);
}

/** Serves the project's detail with some fields changed, to show a state the demo data lacks. */
async function changeProject(page: Page, id: string, changes: Partial<ProjectDetail>) {
  await page.route(`**/api/projects/${id}`, async (route) => {
    const response = await route.fetch();
    const project = (await response.json()) as ProjectDetail;
    await route.fulfill({ response, json: { ...project, ...changes } });
  });
}

const sidebar = (page: Page) =>
  page.getByRole('complementary', { name: 'Invest and project facts' });
const card = (page: Page, title: string) =>
  page
    .locator('.rounded-xl')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('loading and missing projects', () => {
  test('shows a skeleton while the project loads', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/projects/${project.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await openProject(page, project.id);
    await expect(page.getByRole('status', { name: 'Loading project' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sir Honkington' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading project' })).toBeHidden();
  });

  test('fetches the project and its page code once: the app takes what its page preloaded', async ({
    page,
    request,
  }) => {
    // The page's head names both (docs/decisions/062). A preload the app's own request does not
    // match (other credentials, another CORS mode) would be fetched a second time.
    const project = await projectNamed(request, 'Sir Honkington');
    // The built page names the real route chunk (the manifest key the server looks for is right).
    const html = await (await request.get(`/project/${project.id}`)).text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/project-detail-/);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (
        pathname === `/api/projects/${project.id}` ||
        /\/project-detail-[\w-]+\.js$/.test(pathname)
      )
        asked.push(pathname.startsWith('/api') ? 'detail' : 'route code');
    });
    await openProject(page, project.id);
    await expect(page.getByRole('heading', { level: 1, name: 'Sir Honkington' })).toBeVisible();
    await expect(page.getByText(project.description).first()).toBeVisible();
    expect(asked.sort()).toEqual(['detail', 'route code']);
  });

  test('opened from its link, the page paints the project first: no spinner, no skeleton', async ({
    page,
    request,
  }) => {
    // The app waits for the page's code and answer before its first render (docs/decisions/065).
    const project = await projectNamed(request, 'Sir Honkington');
    await page.addInitScript(() => {
      const before: string[] = [];
      Object.assign(window, { statusesBeforeHeading: before });
      new MutationObserver(() => {
        if (document.querySelector('h1')) return;
        document.querySelectorAll('[role="status"]').forEach((status) => {
          before.push(status.textContent ?? '');
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await openProject(page, project.id);
    await expect(page.getByRole('heading', { level: 1, name: 'Sir Honkington' })).toBeVisible();
    expect(await page.evaluate(() => Reflect.get(window, 'statusesBeforeHeading'))).toEqual([]);
  });

  test('the page names its code in two files besides the entry: few round trips on a phone', async ({
    request,
  }) => {
    // Over HTTP/1.1 a phone fetches six files at a time, a round trip each (docs/decisions/065).
    const project = await projectNamed(request, 'Sir Honkington');
    const html = await (await request.get(`/project/${project.id}`)).text();
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toHaveLength(2);
  });

  test('shows "Project Not Found" for a project that does not exist', async ({ page }) => {
    await openProject(page, MISSING_ID);
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
    await expect(
      page.getByText("The project you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL('/');
  });

  test('shows "Project Not Found" when the project cannot be loaded', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await page.route(`**/api/projects/${project.id}`, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
    );
    await openProject(page, project.id);
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  });
});

test.describe('header, chips and about', () => {
  test('shows the logo, name, market cap and all-time high with its date, and likes', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    const { token } = await tokenOf(request, project.tokenAddress);
    await openProject(page, project.id);

    await expect(page.getByRole('heading', { level: 1, name: 'Sir Honkington' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Sir Honkington logo' })).toHaveText('🦢');
    await expect(page.getByTestId('market-cap')).toHaveText(
      `Market Cap:$${formatCompact(token.usd_market_cap!)}`,
    );
    await expect(page.getByTestId('ath-market-cap')).toHaveText(
      `ATH:$${formatCompact(token.ath_market_cap!)} (${formatDate(token.ath_market_cap_timestamp!)})`,
    );
    await expect(
      page.getByRole('button', { name: `Like project, ${project.likesCount} likes` }),
    ).toHaveText(`${project.likesCount} likes`);
  });

  test('leaves the market figures out when there is no token data', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await page.route('**/api/tokens/**', (route) =>
      route.fulfill({
        status: 502,
        json: {
          error: {
            code: 'TOKEN_PROVIDER_ERROR',
            message: 'Failed to fetch token info: 500 Internal Server Error',
          },
        },
      }),
    );
    await openProject(page, project.id);
    await expect(page.getByRole('heading', { level: 1, name: 'Sir Honkington' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About This Project' })).toBeVisible();
    await expect(page.getByTestId('market-cap')).toHaveCount(0);
    await expect(page.getByText('Market data is not available right now.')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Funding Progress' })).toBeVisible();
  });

  test('shows the description and the risk, goal and upvotes chips', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await openProject(page, project.id);
    await expect(page.getByText(project.description, { exact: true })).toBeVisible();
    const chips = page.getByRole('list', { name: 'Project facts' }).getByRole('listitem');
    await expect(chips).toHaveText([
      'Medium Risk',
      `Goal: ${formatDecimal(project.fundingGoal, 0)} SOL`,
      `${project.upvotes} upvotes`,
    ]);
  });

  test('"About This Project" shows the long description', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await openProject(page, project.id);
    const about = card(page, 'About This Project');
    await expect(about).toContainText('Sir Honkington started as a single doodle');
    await expect(about).toContainText('Phase two is a browser game');
  });

  test('"About This Project" falls back to the description', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await changeProject(page, project.id, { longDescription: null });
    await openProject(page, project.id);
    await expect(card(page, 'About This Project').locator('p')).toHaveText(project.description);
  });
});

test.describe('likes', () => {
  test('asks a visitor to connect a wallet before liking', async ({ page, request }) => {
    const project = await projectNamed(request, 'Penguin Payday');
    await openProject(page, project.id);
    await page.getByRole('button', { name: /^Like project/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Connect Wallet to Like Projects' }),
    ).toBeVisible();
  });

  test('a connected wallet likes and unlikes, "like" in the singular', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Penguin Payday');
    const wallet = await installFakePhantom(page);
    await openProject(page, project.id);
    await connectPhantom(page, wallet.address);

    const count = project.likesCount;
    const plural = (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`;
    const like = page.getByRole('button', { name: /^Like project/ });
    await expect(like).toHaveText(plural(count));
    await like.click();
    await expect(toastWith(page, 'Project liked!')).toBeVisible();
    await expect(like).toHaveText(plural(count + 1));
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(toastWith(page, 'Removed like')).toBeVisible();
    await expect(like).toHaveText(plural(count));
  });

  test('reads "1 like" in the singular', async ({ page, request }) => {
    const project = await projectNamed(request, 'Penguin Payday');
    await changeProject(page, project.id, { likesCount: 1 });
    await openProject(page, project.id);
    await expect(page.getByRole('button', { name: /^Like project/ })).toHaveText('1 like');
  });
});

test.describe('comments', () => {
  const comments = (page: Page) =>
    page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  const commentBox = (page: Page) => page.getByRole('textbox', { name: 'Your comment' });
  const postButton = (page: Page) => page.getByRole('button', { name: 'Post Comment' });

  test('lists comments newest first', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    const list = (await (
      await request.get(`/api/projects/${project.id}/comments`)
    ).json()) as CommentListResponse;
    await openProject(page, project.id);
    await expect(comments(page)).toHaveCount(list.items.length);
    const texts = await comments(page).locator('p').allTextContents();
    expect(texts).toEqual(list.items.map((item) => item.comment));
    const times = list.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('a visitor is asked to connect a wallet and cannot post', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sushi Sensei');
    await openProject(page, project.id);
    await expect(page.getByText('Please connect your wallet to comment')).toBeVisible();
    await commentBox(page).fill('Hello without a wallet');
    await expect(postButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
  });

  test('posts a trimmed comment, and its author deletes it', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sushi Sensei');
    const wallet = await installFakePhantom(page);
    await openProject(page, project.id);
    await connectPhantom(page, wallet.address);
    await expect(page.getByText('Please connect your wallet to comment')).toBeHidden();

    await expect(postButton(page)).toBeDisabled();
    await commentBox(page).fill('   ');
    await expect(postButton(page)).toBeDisabled();

    const text = `Sushi for everyone ${Date.now()}`;
    await commentBox(page).fill(`   ${text}  \n`);
    const posted = page.waitForRequest(
      (sent) =>
        sent.method() === 'POST' && sent.url().endsWith(`/api/projects/${project.id}/comments`),
    );
    await postButton(page).click();
    expect((await posted).postDataJSON()).toEqual({ comment: text });
    await expect(toastWith(page, 'Comment added successfully')).toContainText('Success');
    await expect(commentBox(page)).toHaveValue('');
    const mine = comments(page).first();
    await expect(mine.locator('p')).toHaveText(text);
    await expect(mine).toContainText('You');

    // Only the author's own comment has a delete button.
    await expect(page.getByRole('button', { name: 'Delete comment' })).toHaveCount(1);
    await mine.getByRole('button', { name: 'Delete comment' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Comment deleted successfully')).toContainText('Success');
    await expect(comments(page).filter({ hasText: text })).toHaveCount(0);
  });

  test('the post button waits while a comment is sent', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sushi Sensei');
    const wallet = await installFakePhantom(page);
    await openProject(page, project.id);
    await connectPhantom(page, wallet.address);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/projects/${project.id}/comments`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      await route.fulfill({ status: 500, json: { error: { code: 'X', message: 'x' } } });
    });
    await commentBox(page).fill('Slow comment');
    await postButton(page).click();
    await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    release();
    await expect(toastWith(page, 'Failed to add comment')).toContainText('Error');
    await expect(postButton(page)).toBeEnabled();
    await expect(commentBox(page)).toHaveValue('Slow comment');
  });

  test('says "Failed to load comments" when the list cannot be read', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sushi Sensei');
    await page.route(`**/api/projects/${project.id}/comments`, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
    );
    await openProject(page, project.id);
    await expect(toastWith(page, 'Failed to load comments')).toContainText('Error');
  });

  test('says "Failed to delete comment" when the delete fails', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sushi Sensei');
    const wallet = await installFakePhantom(page);
    await openProject(page, project.id);
    await connectPhantom(page, wallet.address);
    const text = `Stubborn comment ${Date.now()}`;
    await commentBox(page).fill(text);
    await postButton(page).click();
    await expect(comments(page).first().locator('p')).toHaveText(text);

    await page.route('**/api/comments/*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
    );
    await comments(page).first().getByRole('button', { name: 'Delete comment' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Failed to delete comment')).toContainText('Error');
    await expect(comments(page).first().locator('p')).toHaveText(text);

    await page.unroute('**/api/comments/*');
    await comments(page).first().getByRole('button', { name: 'Delete comment' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(comments(page).filter({ hasText: text })).toHaveCount(0);
  });

  test("another wallet's comment appears without a reload, and its removal too", async ({
    page,
    browser,
    request,
  }) => {
    const project = await projectNamed(request, 'Sushi Sensei');
    await openProject(page, project.id);
    await expect(page.getByRole('heading', { name: /Comments/ })).toBeVisible();
    await expect(comments(page).first()).toBeVisible();

    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      const wallet = await installFakePhantom(otherPage);
      await openProject(otherPage, project.id);
      await connectPhantom(otherPage, wallet.address);
      const text = `Hello from another wallet ${Date.now()}`;
      await commentBox(otherPage).fill(text);
      await postButton(otherPage).click();
      await expect(comments(otherPage).first().locator('p')).toHaveText(text);

      const arrived = comments(page).first();
      await expect(arrived.locator('p')).toHaveText(text);
      await expect(arrived).toContainText(`${wallet.address.slice(0, 4)}...`);
      // Not the visitor's comment: no delete button.
      await expect(arrived.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);

      await comments(otherPage).first().getByRole('button', { name: 'Delete comment' }).click();
      await otherPage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(comments(page).filter({ hasText: text })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});

test.describe('transactions and market panel', () => {
  test('"Latest Market Trades" shows 20 trades and "Show More" adds 20', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    const { trades } = await tokenOf(request, project.tokenAddress);
    expect(trades.length).toBeGreaterThan(40);
    await openProject(page, project.id);

    const table = page.getByRole('table', { name: 'Latest market trades' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    const first = rows.first();
    const [trade] = trades;
    await expect(first.getByRole('cell').first()).toHaveText(trade!.is_buy ? 'Buy' : 'Sell');
    await expect(first).toContainText(formatSol(trade!.sol_amount / 1e9, 3));
    await expect(first.getByRole('cell').nth(4)).toHaveText(/^(Just now|\d+[mhd] ago)$/);
    const link = first.getByRole('link');
    // The e2e server runs the local chain: its explorer is the app's own page.
    await expect(link).toHaveAttribute('href', `/explorer/tx/${trade!.signature}`);
    await expect(link).toHaveAttribute('target', '_blank');

    const showMore = page.getByRole('button', { name: 'Show More' });
    await showMore.click();
    await expect(rows).toHaveCount(40);
    while (await showMore.isVisible()) await showMore.click();
    await expect(rows).toHaveCount(trades.length);
    await expect(rows.last()).toContainText(formatSol(trades.at(-1)!.sol_amount / 1e9, 3));
  });

  test('the token-market panel shows the 5 latest trades', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    const { token, trades } = await tokenOf(request, project.tokenAddress);
    await openProject(page, project.id);
    const panel = card(page, 'Token Market');
    await expect(panel).toContainText(`$${token.symbol}`);
    const latest = panel.getByRole('list', { name: 'Latest trades' }).getByRole('listitem');
    await expect(latest).toHaveCount(5);
    for (const [index, trade] of trades.slice(0, 5).entries()) {
      await expect(latest.nth(index)).toContainText(trade.is_buy ? 'Buy' : 'Sell');
      await expect(latest.nth(index)).toContainText(formatSol(trade.sol_amount / 1e9, 3));
    }
  });
});

test.describe('related projects', () => {
  test('"More Projects to Explore" shows up to 8 other projects, 3 per view, with arrows', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openProject(page, project.id);
    const section = page.getByRole('region', { name: 'More Projects to Explore' });
    await expect(section).toBeVisible();
    const items = section.getByRole('list', { name: 'More projects' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(8);
    const hrefs = await items
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).not.toContain(`/project/${project.id}`);

    expect(await fullyShown(page)).toBe(3);
    const previous = section.getByRole('button', { name: 'Previous projects' });
    const next = section.getByRole('button', { name: 'Next projects' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(previous).toBeDisabled();

    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(hrefs[0]!);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sir Honkington');
  });

  test('shows 2 projects per view on medium screens, 1 on small, none on phones', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await openProject(page, project.id);
    const heading = page.getByRole('heading', { name: 'More Projects to Explore' });
    await expect(heading).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => fullyShown(page)).toBe(2);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => fullyShown(page)).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(heading).toBeHidden();
  });
});

/** How many related project cards fit entirely inside the carousel's viewport. */
function fullyShown(page: Page): Promise<number> {
  return page.getByTestId('related-viewport').evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    return Array.from(viewport.querySelectorAll('li > a')).filter((item) => {
      const box = item.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}

/** Opens Sir Honkington's page in a campaign state the demo data lacks. */
async function openHonkingtonAs(
  page: Page,
  request: APIRequestContext,
  changes: (project: ProjectDetail) => Partial<ProjectDetail>,
) {
  const project = await projectNamed(request, 'Sir Honkington');
  await changeProject(page, project.id, changes(project));
  await openProject(page, project.id);
}

test.describe('invest box', () => {
  test('a visitor is asked to connect from an enabled button, amount or not', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await openProject(page, project.id);
    const amount = sidebar(page).getByLabel('Amount (SOL)');
    const invest = sidebar(page).getByRole('button', { name: 'Connect Wallet to Invest' });
    await expect(sidebar(page).getByText('Minimum 0.001 SOL')).toBeVisible();
    // The placeholder is a hint, not a value one could take for the amount.
    await expect(amount).toHaveAttribute('placeholder', INVEST_MESSAGES.amountPlaceholder);
    await expect(amount).toHaveValue('');
    await expect(invest).toBeEnabled();
    await invest.click();
    await expect(page.getByRole('dialog', { name: DIALOG_TITLE })).toBeVisible();
    await page.keyboard.press('Escape');
    await amount.fill('0.5');
    await expect(invest).toBeEnabled();
  });

  test('the "Terms of Service" link in the note is underlined, told apart without colour', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await openProject(page, project.id);
    const terms = sidebar(page).getByRole('link', { name: 'Terms of Service' });
    await expect(terms).toHaveCSS('text-decoration-line', 'underline');
  });

  test('an open campaign over its goal still takes investments, marked "Goal reached"', async ({
    page,
    request,
  }) => {
    await openHonkingtonAs(page, request, (project) => ({
      campaign: 'funding',
      settledAt: null,
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      timeLeft: '1 day',
      currentFunding: project.fundingGoal * 1.5,
    }));
    await expect(sidebar(page).getByText(GOAL_REACHED.note)).toBeVisible();
    await expect(
      sidebar(page).getByRole('button', { name: 'Connect Wallet to Invest' }),
    ).toBeEnabled();
    await expect(page.getByText(GOAL_REACHED.badge).first()).toBeVisible();
  });

  test('an ended campaign awaiting its settlement says so, as its card does', async ({
    page,
    request,
  }) => {
    await openHonkingtonAs(page, request, () => ({
      campaign: 'funded',
      settledAt: null,
      deadline: new Date(Date.now() - 60_000).toISOString(),
      timeLeft: 'Ended',
    }));
    await expect(sidebar(page).getByTestId('invest-closed')).toHaveText(
      CAMPAIGN_PHASE_WORDS.ended.closed!,
    );
    await expect(page.getByText(CAMPAIGN_PHASE_WORDS.ended.badge).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Invest/ })).toHaveCount(0);
  });

  test('a connected wallet without SOL presses "Invest Now" and is told its balance is too small', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    const wallet = await installFakePhantom(page);
    await openProject(page, project.id);
    await connectPhantom(page, wallet.address);
    const invest = sidebar(page).getByRole('button', { name: 'Invest Now' });
    await expect(invest).toBeDisabled();
    await sidebar(page).getByLabel('Amount (SOL)').fill('1.5');
    await invest.click();
    await expect(toastWith(page, 'Investment Failed')).toContainText(
      'Insufficient balance for this investment and its network fee.',
    );
  });
});

test.describe('sidebar cards', () => {
  test('"Bonding Curve Progress" reads "Bonding" with one decimal', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    const { token } = await tokenOf(request, project.tokenAddress);
    test.skip(token.complete, 'the token has graduated since');
    await openProject(page, project.id);
    await expect(page.getByTestId('bonding-status')).toHaveText('Bonding');
    await expect(page.getByTestId('bonding-percent')).toHaveText(
      formatPercent(token.bonding_curve_progress!),
    );
  });

  test('"Bonding Curve Progress" reads "Bonded" once complete or at 100', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    let answer: Partial<TokenResponse['token']> = { complete: true };
    await page.route('**/api/tokens/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as TokenResponse;
      await route.fulfill({ response, json: { ...body, token: { ...body.token, ...answer } } });
    });
    await openProject(page, project.id);
    await expect(page.getByTestId('bonding-status')).toHaveText('Bonded');
    await expect(page.getByTestId('bonding-percent')).toHaveText('100.0%');

    answer = { complete: false, bonding_curve_progress: 100 };
    await page.reload();
    await expect(page.getByTestId('bonding-status')).toHaveText('Bonded');

    answer = { complete: false, bonding_curve_progress: 99.96 };
    await page.reload();
    await expect(page.getByTestId('bonding-status')).toHaveText('Bonding');
    await expect(page.getByTestId('bonding-percent')).toHaveText('100.0%');
  });

  test('"Funding Progress" shows raised, goal, percent, investors and time left', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await openProject(page, project.id);
    const percent = progressPercent(project.currentFunding, project.fundingGoal);
    await expect(page.getByTestId('funding-raised')).toHaveText(
      `${formatDecimal(project.currentFunding, 2)} SOL`,
    );
    await expect(page.getByTestId('funding-goal')).toHaveText(
      `of ${formatDecimal(project.fundingGoal, 2)} SOL`,
    );
    await expect(page.getByTestId('funding-percent')).toHaveText(formatPercent(percent));
    await expect(page.getByTestId('funding-investors')).toHaveText(
      project.investorCount.toLocaleString('en-US'),
    );
    await expect(page.getByTestId('funding-time-left')).toHaveText(project.timeLeft);
  });

  test('the funding bar stops at 100 when a project raised more than its goal', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Hamster Hedge Fund');
    await openProject(page, project.id);
    await expect(page.getByTestId('funding-percent')).toHaveText('142.0%');
    await expect(page.getByRole('progressbar', { name: 'Funding progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  test('"Social Links" open in a new tab with an icon for each host', async ({ page, request }) => {
    const project = await projectNamed(request, 'Moon Potato');
    await openProject(page, project.id);
    const links = card(page, 'Social Links').getByRole('link');
    await expect(links).toHaveCount(4);
    const expected = [
      ['x', project.twitterUrl],
      ['telegram', project.telegramUrl],
      ['discord', project.discordUrl],
      ['website', project.websiteUrl],
    ];
    for (const [index, [kind, url]] of expected.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', url!);
      await expect(link).toHaveAttribute('data-social', kind!);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('"Social Links" is left out when the project has none', async ({ page, request }) => {
    const project = await projectNamed(request, 'Moon Potato');
    await changeProject(page, project.id, {
      twitterUrl: null,
      telegramUrl: null,
      discordUrl: null,
      websiteUrl: null,
    });
    await openProject(page, project.id);
    await expect(page.getByRole('heading', { name: 'Project Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Social Links' })).toHaveCount(0);
  });
});

test.describe('project details', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows the risk, the token address and the creator wallet 8+8 with explorer links', async ({
    page,
    request,
  }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await openProject(page, project.id);
    const details = card(page, 'Project Details');
    await expect(details).toContainText('Medium Risk');
    await expect(details).toContainText(project.tokenAddress);
    const creator = project.creatorWallet;
    await expect(details).toContainText(`${creator.slice(0, 8)}...${creator.slice(-8)}`);
    // On the local chain the explorer is the app's own address page.
    await expect(
      details.getByRole('link', { name: /token address on the local chain explorer/ }),
    ).toHaveAttribute('href', `/explorer/address/${project.tokenAddress}`);
    await expect(
      details.getByRole('link', { name: /creator wallet on the local chain explorer/ }),
    ).toHaveAttribute('href', `/explorer/address/${creator}`);
  });

  test('copies the token address, with feedback for a second', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await openProject(page, project.id);
    // The feedback lasts a second (its timing is the unit test's, copy-address-button.test.tsx):
    // watched in the page from before the click, so a slow machine cannot miss it.
    const feedback = page.getByRole('button', { name: 'Copied token address' });
    const feedbackShown = feedback.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Copy token address' }).click();
    await feedbackShown;
    await expect(toastWith(page, 'Copied!')).toContainText('Address copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(project.tokenAddress);
    await expect(feedback).toBeHidden({ timeout: 5_000 });
    await expect(page.getByRole('button', { name: 'Copy token address' })).toBeVisible();

    await page.getByRole('button', { name: 'Copy creator wallet' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(project.creatorWallet);
  });

  test('says "Copy failed" when the clipboard refuses', async ({ page, request }) => {
    const project = await projectNamed(request, 'Sir Honkington');
    await page.addInitScript(() => {
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        value: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await openProject(page, project.id);
    await page.getByRole('button', { name: 'Copy token address' }).click();
    await expect(toastWith(page, 'Copy failed')).toContainText('Unable to copy to clipboard');
    await expect(page.getByRole('button', { name: 'Copied token address' })).toHaveCount(0);
  });
});
