// The layout at the widths people use (issue 35): no page scrolls sideways on a 390 px phone,
// signed out or with a wallet; the admin's header at 1280 px keeps the balance and Disconnect in
// the bar; the cookie banner of a first visit leaves the first row of project cards uncovered and
// never hides the footer; a first visit follows the system's light/dark preference until the theme
// toggle is used.
import type { ExplorerAddressResponse, EscrowProof } from '@memetank/shared/api/ledger';
import type { ProjectListResponse } from '@memetank/shared/api/projects';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { installFakePhantom } from './fake-phantom';
import { devKey } from './project-helpers';
import { connectPhantom, short } from './wallet-helpers';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

/** Every route of the route table, with a real project, transaction and address from the demo data. */
async function routes(request: APIRequestContext): Promise<string[]> {
  const { items } = (await (await request.get('/api/projects')).json()) as ProjectListResponse;
  const escrow = (await (await request.get('/api/escrow')).json()) as EscrowProof;
  if (!escrow.enabled || !items[0]) throw new Error('The e2e server has no demo projects or vault');
  const ledger = (await (
    await request.get(`/api/explorer/address/${escrow.vault}`)
  ).json()) as ExplorerAddressResponse;
  const signature = ledger.entries[0]?.signature;
  if (!signature) throw new Error('The demo ledger has no entry');
  return [
    '/',
    `/project/${items[0].id}`,
    '/submit',
    '/dashboard',
    '/how-it-works',
    '/security',
    '/documentation',
    '/documentation/getting-started',
    '/documentation/investment-guide',
    '/documentation/project-submission',
    '/documentation/api-reference',
    '/documentation/security',
    '/documentation/community-support',
    '/documentation/faq',
    '/privacy',
    '/terms',
    '/pitch-deck',
    '/admin/review',
    `/explorer/tx/${signature}`,
    `/explorer/address/${escrow.vault}`,
    '/no/such/page',
  ];
}

/**
 * How far the page scrolls sideways, and the elements that reach past the viewport's right edge
 * (outermost first), so a failure names what to fix.
 */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const wider = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
    return { by: root.scrollWidth - root.clientWidth, wider };
  });
}

/** The page's h1 is there and nothing is loading any more. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  const scroll = await sidewaysScroll(page);
  expect(
    scroll.by,
    `${path} scrolls sideways; wider than the viewport: ${scroll.wider.join(' ')}`,
  ).toBe(0);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });
  // About twenty pages each.
  test.describe.configure({ timeout: 120_000 });

  test('no page scrolls sideways for a visitor', async ({ page, request }) => {
    for (const path of await routes(request)) {
      await page.goto(path);
      await settle(page);
      await expectNoSidewaysScroll(page, path);
    }
  });

  test('no page scrolls sideways with a wallet connected', async ({ page, request }) => {
    const wallet = await installFakePhantom(page, {
      solanaSecretKey: await devKey(request, 'Demo user'),
    });
    await page.goto('/');
    await connectPhantom(page, wallet.address);
    for (const path of await routes(request)) {
      await page.goto(path);
      await settle(page);
      await expect(page.getByRole('banner').getByText(short(wallet.address))).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });

  test("the dashboard's claimable funds show each project's name whole, clear of its amount", async ({
    page,
    request,
  }) => {
    const wallet = await installFakePhantom(page, {
      solanaSecretKey: await devKey(request, 'Demo user'),
    });
    await page.goto('/');
    await connectPhantom(page, wallet.address);
    await page.goto('/dashboard');
    await settle(page);
    const list = page.getByRole('region', { name: 'Claimable Funds' }).getByRole('listitem');
    // The demo user's token allocation and returned tokens have the longest amounts.
    await expect(list.filter({ hasText: 'Token Allocation' }).first()).toBeVisible();
    for (const row of await list.all()) {
      const name = row.getByRole('link').first();
      // Not cut to "H..." by the amount beside it.
      expect(
        await name.evaluate((link) => link.scrollWidth <= link.clientWidth),
        await name.innerText(),
      ).toBe(true);
      const text = await name.locator('xpath=..').boundingBox();
      const amount = await row.locator('.tabular-nums').first().boundingBox();
      if (!text || !amount) throw new Error('A claimable fund row without its name or amount');
      const apart =
        amount.y >= text.y + text.height ||
        amount.x >= text.x + text.width ||
        amount.y + amount.height <= text.y;
      expect(apart, `${await name.innerText()}: the amount overlaps the name`).toBe(true);
    }
  });
});

for (const [who, width] of [
  ['Demo admin', 1280],
  ['Demo admin', 1024],
  ['Demo user', 1280],
  ['Demo user', 768],
] as const) {
  test(`the header of ${who} fits a ${width} px screen`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const wallet = await installFakePhantom(page, { solanaSecretKey: await devKey(request, who) });
    await page.goto('/');
    await connectPhantom(page, wallet.address);
    const header = page.getByRole('banner');
    await expect(header.getByText(short(wallet.address))).toBeVisible();
    if (width >= 1024) await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // The admin's nav has one link more, once the server's session says who it is.
    if (who === 'Demo admin')
      await expect(header.getByRole('link', { name: 'Admin' })).toBeVisible();
    if (width >= 1280) {
      // From 1280 px the balance and Disconnect are in the bar, not behind the menu.
      await expect(header.getByTestId('wallet-balance')).toBeVisible();
      await expect(header.getByRole('button', { name: 'Disconnect' })).toBeVisible();
    }
    // Every control of the bar is inside the screen. Measured in one pass in the page: the bar
    // still fills in (the bell's placeholder gives way to the real bell once its chunk arrives), so
    // a control found in one step may be gone by the next.
    await expect
      .poll(() =>
        header.evaluate((bar) =>
          Array.from(bar.querySelectorAll('a, button'))
            .filter((control) => control.getClientRects().length > 0)
            .filter((control) => control.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((control) => control.getAttribute('aria-label') ?? control.textContent),
        ),
      )
      .toEqual([]);
    await expectNoSidewaysScroll(page, '/');
  });
}

test.describe('the cookie banner of a first visit', () => {
  test.use({ viewport: LAPTOP });

  test('leaves the first row of project cards uncovered', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const bannerTop = (await banner.boundingBox())?.y ?? 0;
    const cards = await page
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) => article.getBoundingClientRect().toJSON() as DOMRect),
      );
    const firstRow = cards.filter((card) => card.top === cards[0]?.top);
    expect(firstRow.length).toBeGreaterThanOrEqual(3);
    for (const card of firstRow) expect(card.bottom).toBeLessThanOrEqual(bannerTop);
  });

  test('stands below the footer at the end of a page, not over it', async ({ page }) => {
    await page.goto('/how-it-works');
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const copyright = page.getByText('© 2025 MemeTank. All rights reserved.');
    await expect(copyright).toBeInViewport();
    const line = await copyright.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect((line?.y ?? 0) + (line?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: PHONE });

    test('is compact: a sixth of the screen at most, both choices side by side', async ({
      page,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(PHONE.height / 6);
      const reject = await banner
        .getByRole('button', { name: 'Reject Non-Essential' })
        .boundingBox();
      const accept = await banner.getByRole('button', { name: 'Accept All Cookies' }).boundingBox();
      expect(reject?.y).toBe(accept?.y);
    });
  });
});

const DARK_CLASS = /(^|\s)dark(\s|$)/;

test.describe('the theme of a first visit', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`follows a system that prefers ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await settle(page);
      const html = page.locator('html');
      if (scheme === 'dark') await expect(html).toHaveClass(DARK_CLASS);
      else await expect(html).not.toHaveClass(DARK_CLASS);
      expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(scheme);
      await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute(
        'title',
        `Switch to ${scheme === 'dark' ? 'light' : 'dark'} theme`,
      );
    });
  }

  test('follows the system when it changes, until the toggle is used; then the toggle wins', async ({
    page,
  }) => {
    const html = page.locator('html');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await settle(page);
    await expect(html).toHaveClass(DARK_CLASS);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(DARK_CLASS);

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(html).toHaveClass(DARK_CLASS);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // The system still prefers light; the stored choice wins on reload and on a change.
    await page.reload();
    await settle(page);
    await expect(html).toHaveClass(DARK_CLASS);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveClass(DARK_CLASS);
  });
});
