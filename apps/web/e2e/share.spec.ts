// Sharing a project: the raw page a link-preview crawler reads carries the project's Open Graph and
// Twitter card tags, and the Share menu on the page copies the link.
import type { ProjectDetail, ProjectListResponse } from '@memetank/shared/api/projects';
import { formatFundingCompact } from '@memetank/shared/format-money';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { toastWith } from './wallet-helpers';

// A demo project whose logo is an image on the site (not an emoji): its card draws it.
const PROJECT = 'Pixel Pigeon';
/** index.html's title, which pages without their own keep. */
const SITE_TITLE = 'MemeTank - Shark Tank for Meme Coins';

async function projectNamed(request: APIRequestContext, name: string): Promise<ProjectDetail> {
  const list = await request.get(`/api/projects?q=${encodeURIComponent(name)}&limit=1`);
  const [summary] = ((await list.json()) as ProjectListResponse).items;
  expect(summary?.name).toBe(name);
  return (await (await request.get(`/api/projects/${summary!.id}`)).json()) as ProjectDetail;
}

test.describe('sharing a project', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("the link's preview names the project, its logo and what it raised", async ({
    request,
    baseURL,
  }) => {
    const project = await projectNamed(request, PROJECT);
    const response = await request.get(`/project/${project.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

    expect(html).toContain(`<title data-site-title=`);
    expect(meta('og:title')).toBe(PROJECT);
    expect(meta('twitter:title')).toBe(PROJECT);
    // The preview card drawn for it (decision 067), at the public origin (here the listen address).
    const image = meta('og:image') ?? '';
    expect(image.startsWith(`${baseURL}/api/projects/${project.id}/preview.png?v=`)).toBe(true);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('og:url')).toBe(`${baseURL}/project/${project.id}`);
    const raised = formatFundingCompact(project.currentFunding, project.currency);
    const goal = formatFundingCompact(project.fundingGoal, project.currency);
    expect(meta('og:description')).toContain(`Raised ${raised} of ${goal}.`);
    // The image the preview points at is there: a PNG.
    const card = await request.get(image);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
  });

  test('Share, Copy link puts the page address on the clipboard', async ({ page, request }) => {
    const project = await projectNamed(request, PROJECT);
    await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    await page.goto(`/project/${project.id}?from=e2e`);
    await expect(page).toHaveTitle(`${PROJECT} | MemeTank`);

    await page.getByRole('button', { name: `Share ${PROJECT}` }).click();
    const menu = page.getByRole('dialog', { name: `Share ${PROJECT}` });
    const post = menu.getByRole('link', { name: /Post to X/ });
    await expect(post).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/post\?/);
    await expect(post).toHaveAttribute('target', '_blank');
    await menu.getByRole('button', { name: 'Copy link' }).click();

    await expect(toastWith(page, 'Link copied')).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin}/project/${project.id}`,
    );

    // Leaving for a page without its own title brings the site's back, not the project's.
    await page.getByRole('link', { name: 'All projects' }).click();
    await expect(page).toHaveTitle(SITE_TITLE);
  });
});
