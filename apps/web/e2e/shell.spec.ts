// The app shell against the real server: pages, deep links served by the SPA fallback, the JSON 404
// under /api, and the theme.
import { expect, test, type Page } from '@playwright/test';

const DARK_CLASS = /(^|\s)dark(\s|$)/;
const expectDark = (page: Page) => expect(page.locator('html')).toHaveClass(DARK_CLASS);
const expectLight = (page: Page) => expect(page.locator('html')).not.toHaveClass(DARK_CLASS);

test('the home page shows the discovery header without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  await page.goto('/');

  await expect(page).toHaveTitle('MemeTank - Shark Tank for Meme Coins');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Meme Coin Projects' }),
  ).toBeVisible();
  await expect(
    page.getByText('Invest in the next viral meme coin or submit your own project'),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Submit Project' }),
  ).toHaveAttribute('href', '/submit');
  await expect(page.getByText('© 2025 MemeTank. All rights reserved.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the home page names its code in one file: one round trip before it can paint', async ({
  request,
}) => {
  // Over HTTP/1.1 a phone fetches six files at a time, a round trip each; the entry is one chunk
  // (docs/decisions/065-fewer-files-first-load.md).
  const html = await (await request.get('/')).text();
  expect(html.match(/<script type="module"[^>]*>/g)).toHaveLength(1);
  expect(html).not.toContain('modulepreload');
});

test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');

  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Meme Coin Projects' }),
  ).toBeVisible();
});

for (const [path, title] of [
  ['/how-it-works', /^How It Works$/],
  // An id no project has: the detail page's title still mentions the project ("Project Not Found").
  ['/project/6f1c2a9e-3b7d-4e55-9a0c-8d4b2e1f7a63', /Project/],
  ['/documentation/faq', /^Frequently Asked Questions$/],
] as const) {
  test(`the deep link ${path} is served by the SPA, also on reload`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  });
}

test('an unknown API path answers 404 JSON with the error shape', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body: unknown = await response.json();
  expect(body).toEqual({
    error: { code: expect.any(String), message: expect.any(String) },
  });
});

test('the theme starts dark and the toggle survives a reload', async ({ page }) => {
  await page.goto('/');
  await expectDark(page);

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expectLight(page);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Meme Coin Projects' }),
  ).toBeVisible();
  await expectLight(page);

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expectDark(page);
});

test('a new page opens at the top; back returns to where the reader was', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await legal.scrollIntoViewIfNeeded();
  const was = await page.evaluate(() => window.scrollY);
  expect(was).toBeGreaterThan(200);

  // Clicked in the page: Playwright's own click would scroll the link first.
  await legal
    .getByRole('link', { name: 'Privacy Policy' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(was);
});

test('a saved light theme is set before the app has loaded, under the CSP', async ({ page }) => {
  // The inline script of index.html does it (the CSP allows it by its hash); the app's code is held
  // back here, so nothing else can.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/', '/project/00000000-0000-4000-8000-000000000000']) {
    await page.goto(path);
    await expectLight(page);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('light');
  }
  expect(refused).toEqual([]);
});
