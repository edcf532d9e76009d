// Site chrome on the content pages: the cookie banner, the theme, and the footer's links.
import { expect, test, type Page } from '@playwright/test';
import { expectHashTargetInView, expectPage, skipCookieBanner } from './content-support';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const consent = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookieConsent'));

test.describe('cookie banner', () => {
  test('shows on a first visit with both choices and a close button', async ({ page }) => {
    await page.goto('/documentation');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('We use cookies to enhance your experience');
    await expect(banner(page).getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Reject Non-Essential' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Close cookie banner' })).toBeVisible();
  });

  for (const [button, stored] of [
    ['Accept All Cookies', 'accepted'],
    ['Reject Non-Essential', 'rejected'],
    ['Close cookie banner', 'rejected'],
  ] as const) {
    test(`"${button}" stores "${stored}" and the banner stays away after a reload`, async ({
      page,
    }) => {
      await page.goto('/how-it-works');
      await banner(page).getByRole('button', { name: button }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await consent(page)).toBe(stored);

      await page.reload();
      await expectPage(page, 'How It Works');
      await expect(banner(page)).toHaveCount(0);
      await page.goto('/pitch-deck');
      await expectPage(page, 'Pitch Deck');
      await expect(banner(page)).toHaveCount(0);
    });
  }

  test('can be answered with the keyboard alone', async ({ page }) => {
    await page.goto('/security');
    const accept = banner(page).getByRole('button', { name: 'Accept All Cookies' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect(await consent(page)).toBe('accepted');
  });

  test('its Cookie Policy link opens the cookies section of the privacy policy', async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page).toHaveURL('/privacy-policy#cookies');
    await expectHashTargetInView(page);
    await expect(banner(page)).toBeVisible();
  });
});

test('the theme chosen on a content page survives a reload and applies everywhere', async ({
  page,
  context,
}) => {
  await skipCookieBanner(context);
  await page.goto('/documentation/getting-started');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await page.reload();
  await expectPage(page, 'Getting Started');
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await page.goto('/terms');
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
});

test.describe('footer', () => {
  test.beforeEach(async ({ context }) => {
    await skipCookieBanner(context);
  });

  for (const [column, label, url, title] of [
    ['Platform', 'How It Works', '/how-it-works', 'How It Works'],
    ['Resources', 'Documentation', '/documentation', 'Documentation'],
    ['Resources', 'API', '/documentation/api-reference', 'API Reference'],
    ['Resources', 'Security', '/security', 'Security & Safety'],
    ['Resources', 'Pitch Deck Guide', '/pitch-deck', 'Pitch Deck'],
    ['Legal', 'Privacy Policy', '/privacy-policy', 'Privacy Policy'],
    ['Legal', 'Terms of Service', '/terms-of-service', 'Terms of Service'],
  ] as const) {
    test(`${column} › ${label} opens ${url}`, async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: column })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(url);
      await expectPage(page, title);
    });
  }

  for (const [label, url, heading] of [
    ['Cookie Policy', '/privacy-policy#cookies', '5. Cookies and local storage'],
    ['Disclaimer', '/terms-of-service#risk-warning', '3. Risk warning'],
  ] as const) {
    test(`Legal › ${label} scrolls to "${heading}"`, async ({ page }) => {
      await page.goto('/how-it-works');
      await page
        .getByRole('navigation', { name: 'Legal' })
        .getByRole('link', { name: label })
        .click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
      await expectHashTargetInView(page);
    });

    test(`${url} opened directly scrolls to "${heading}"`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    });
  }

  test('the social link opens the product’s X account in a new tab', async ({ page }) => {
    await page.goto('/documentation');
    const social = page.getByRole('contentinfo').getByRole('link', { name: /MemeTank on X/ });
    await expect(social).toHaveAttribute('href', 'https://x.com/memetank');
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 MemeTank');
    await expect(page.getByRole('contentinfo')).toContainText('Powered by Solana');
    await expect(page.getByRole('contentinfo')).toContainText('Built with love for the community');
  });
});
