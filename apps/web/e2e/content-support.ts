// Shared data and steps of the content e2e specs (content-*.spec.ts): the content pages with their
// titles, the whole route table for the accessibility check, and the cookie-banner shortcut.
import { expect, type BrowserContext, type Page } from '@playwright/test';

export interface ContentPage {
  path: string;
  /** The page's one h1. */
  title: string;
}

export const DOCS_CHAIN: readonly ContentPage[] = [
  { path: '/documentation/getting-started', title: 'Getting Started' },
  { path: '/documentation/investment-guide', title: 'Investment Guide' },
  { path: '/documentation/project-submission', title: 'Project Submission' },
  { path: '/documentation/api-reference', title: 'API Reference' },
  { path: '/documentation/security', title: 'Security' },
  { path: '/documentation/community-support', title: 'Community & Support' },
  { path: '/documentation/faq', title: 'Frequently Asked Questions' },
];

export const CONTENT_PAGES: readonly ContentPage[] = [
  { path: '/how-it-works', title: 'How It Works' },
  { path: '/security', title: 'Security & Safety' },
  { path: '/documentation', title: 'Documentation' },
  ...DOCS_CHAIN,
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/terms-of-service', title: 'Terms of Service' },
  { path: '/pitch-deck', title: 'Pitch Deck' },
];

/** Any id: the detail page renders whether or not the project exists. */
export const PROJECT_PATH = '/project/6f1c2a9e-3b7d-4e55-9a0c-8d4b2e1f7a63';

/** Every route of the app's route table, as each currently renders. */
export const ROUTE_TABLE: readonly string[] = [
  '/',
  PROJECT_PATH,
  '/submit',
  '/dashboard',
  ...CONTENT_PAGES.map((page) => page.path),
  '/admin/review',
  '/no/such/page',
];

/** Stores a cookie choice before every page load, so the banner stays out of the way. */
export async function skipCookieBanner(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'));
}

export const h1 = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: title, exact: true });

export async function expectPage(page: Page, title: string) {
  await expect(h1(page, title)).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
}

/** The element named by the URL's #fragment is on screen (below the sticky header). */
export async function expectHashTargetInView(page: Page) {
  const hash = new URL(page.url()).hash.slice(1);
  expect(hash).not.toBe('');
  const target = page.locator(`[id="${decodeURIComponent(hash)}"]`);
  await expect(target).toBeInViewport();
  // Not hidden under the 4rem sticky header.
  const box = await target.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(60);
}
