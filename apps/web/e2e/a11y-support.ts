// The accessibility check of the a11y e2e specs (content-a11y, app-a11y): axe's serious and critical
// violations, each listed with its rule and first targets so a failure says what to fix; the theme
// chosen before the first page load; and the cookie banner a first visit shows.
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** Every page of `context` opens in `theme` (the theme toggle's stored choice). */
export async function useTheme(context: BrowserContext, theme: Theme) {
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** No cookie choice is stored yet: the banner shows at the bottom of the page. */
export async function expectCookieBanner(page: Page) {
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
}
