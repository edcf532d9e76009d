// The documentation's sub-page layout: side menu, Back to Overview, Previous/Next in their fixed
// order, and the Ctrl/Cmd+B toggle remembered in a cookie for 7 days.
import { expect, test, type Page } from '@playwright/test';
import { DOCS_CHAIN, expectPage, skipCookieBanner } from './content-support';

const SEVEN_DAYS = 7 * 24 * 60 * 60;
const menu = (page: Page) => page.getByRole('complementary', { name: 'Documentation' });
/** The column the menu sits in, whose width is the menu's width (border included). */
const menuWidth = async (page: Page) => (await menu(page).locator('..').boundingBox())?.width;
const pager = (page: Page) => page.getByRole('navigation', { name: 'Documentation pages' });

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test('Next walks through the seven pages in order and Previous walks back', async ({ page }) => {
  const first = DOCS_CHAIN[0];
  if (!first) throw new Error('no documentation pages');
  await page.goto(first.path);
  await expectPage(page, first.title);
  await expect(pager(page).getByRole('link', { name: /Previous/ })).toHaveCount(0);

  for (const [index, current] of DOCS_CHAIN.entries()) {
    await expect(page).toHaveURL(current.path);
    await expectPage(page, current.title);
    // The side menu highlights the page being read, and only that one.
    await expect(menu(page).locator('a[aria-current="page"]')).toHaveAttribute(
      'href',
      current.path,
    );
    await expect(menu(page).locator('a[data-active="true"]')).toHaveCount(1);
    const next = DOCS_CHAIN[index + 1];
    if (!next) break;
    await pager(page)
      .getByRole('link', { name: `Next ${next.title}` })
      .click();
  }
  await expect(pager(page).getByRole('link', { name: /Next/ })).toHaveCount(0);

  for (let index = DOCS_CHAIN.length - 1; index > 0; index -= 1) {
    const previous = DOCS_CHAIN[index - 1];
    if (!previous) break;
    await pager(page)
      .getByRole('link', { name: `Previous ${previous.title}` })
      .click();
    await expect(page).toHaveURL(previous.path);
    await expectPage(page, previous.title);
  }
});

test('the side menu opens any page and Back to Overview returns to the overview', async ({
  page,
}) => {
  await page.goto('/documentation/faq');
  await menu(page).getByRole('link', { name: 'Investment Guide' }).click();
  await expectPage(page, 'Investment Guide');
  await page.getByRole('link', { name: 'Back to Overview' }).click();
  await expect(page).toHaveURL('/documentation');
  await expectPage(page, 'Documentation');
});

test('Ctrl+B collapses the menu to a 3rem rail, remembered for 7 days across reloads', async ({
  page,
  context,
}) => {
  await page.goto('/documentation/security');
  await expect(menu(page)).toHaveAttribute('data-state', 'expanded');
  expect(await menuWidth(page)).toBe(256);

  await page.keyboard.press('Control+b');
  await expect(menu(page)).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(() => menuWidth(page)).toBe(48);
  // Collapsed to icons, each entry still has its name.
  await expect(menu(page).getByRole('link', { name: 'FAQ' })).toBeVisible();

  const cookie = (await context.cookies()).find((entry) => entry.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(SEVEN_DAYS - 60);
  expect(lifetime).toBeLessThanOrEqual(SEVEN_DAYS + 1);

  await page.reload();
  await expectPage(page, 'Security');
  await expect(menu(page)).toHaveAttribute('data-state', 'collapsed');
  // Also on the next page of the documentation.
  await pager(page).getByRole('link', { name: /Next/ }).click();
  await expectPage(page, 'Community & Support');
  await expect(menu(page)).toHaveAttribute('data-state', 'collapsed');

  await page.keyboard.press('Meta+b');
  await expect(menu(page)).toHaveAttribute('data-state', 'expanded');
  await page.reload();
  await expect(menu(page)).toHaveAttribute('data-state', 'expanded');
  expect((await context.cookies()).find((entry) => entry.name === 'sidebar_state')?.value).toBe(
    'true',
  );
});

test('the menu toggle works from the keyboard alone', async ({ page }) => {
  await page.goto('/documentation/getting-started');
  const trigger = page.getByRole('button', { name: 'Toggle side menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toHaveAttribute('data-state', 'collapsed');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(menu(page)).toHaveAttribute('data-state', 'expanded');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu is an 18rem off-canvas sheet opened by the toggle or Ctrl+B', async ({ page }) => {
    await page.goto('/documentation/getting-started');
    await expectPage(page, 'Getting Started');
    await expect(menu(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Toggle side menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Documentation' });
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())?.width).toBe(288);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Toggle side menu' })).toBeFocused();

    await page.keyboard.press('Control+b');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'FAQ' }).click();
    await expectPage(page, 'Frequently Asked Questions');
    await expect(sheet).toHaveCount(0);
  });

  test('the page fits the screen without sideways scrolling', async ({ page }) => {
    for (const { path, title } of DOCS_CHAIN) {
      await page.goto(path);
      await expectPage(page, title);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
