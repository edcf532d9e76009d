// Share previews: the page a link-preview crawler reads at /project/:id carries the project's Open
// Graph and Twitter card tags, escaped, with absolute URLs on PUBLIC_URL whatever Host the request
// names; its image is the project's 1200x630 preview card; nothing of a hidden project is shown.
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { createTestApp, resetDatabase, type TestApp } from './helpers';
import { insertProject } from './project-rows';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>MemeTank - Shark Tank for Meme Coins</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const HOSTILE_NAME = '"><script>alert(1)</script> & Co';

const PUBLIC_URL = 'https://memetank.example';
/** The og:image of a project on PUBLIC_URL: its card, with the version of what it shows. */
const CARD_URL =
  /^https:\/\/memetank\.example\/api\/projects\/([0-9a-f-]{36})\/preview\.png\?v=([0-9a-f]{16})$/;

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'memetank-web-'));
  await writeFile(join(dist, 'index.html'), PAGE);
  t = await createTestApp({ webDistDir: dist, env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'memetank.test', ...headers } });

/**
 * The page less the preload links every project page carries (test/page-preloads.test.ts): what
 * is left must be the app's plain page when a visitor may not see the project.
 */
const withoutPreloads = (html: string) =>
  html.replace(/ *<link rel="(?:module)?preload"[^>]*>\n/g, '');

/** The content of the <meta> whose property or name is `key`, as the HTML has it. */
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('GET /project/:id for a link preview', () => {
  it('carries the project name, logo and raised-of-goal in Open Graph and Twitter tags, escaped', async () => {
    const project = await insertProject(t.database, {
      status: 'approved',
      name: HOSTILE_NAME,
      description: 'Frogs to the moon',
      logo: '/uploads/project-logo-1732270000000.png',
      fundingGoalUnits: 100_000_000_000n,
      currentFundingUnits: 12_500_000_000n,
    });
    const response = await page(`/project/${project.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const escapedName = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co';
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(metaContent(html, 'og:title')).toBe(escapedName);
    expect(metaContent(html, 'twitter:title')).toBe(escapedName);
    expect(html).toContain(
      `<title data-site-title="MemeTank - Shark Tank for Meme Coins">${escapedName} | MemeTank</title>`,
    );
    expect(html.match(/<title/g)).toHaveLength(1);
    const description = 'Frogs to the moon Raised 12.50 SOL of 100.00 SOL.';
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'twitter:description')).toBe(description);
    const image = metaContent(html, 'og:image');
    expect(image).toMatch(CARD_URL);
    expect(CARD_URL.exec(image!)?.[1]).toBe(project.id);
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/project/${project.id}`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('MemeTank');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // The tags are in the head, and the app's page is otherwise the same.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('gives an emoji logo a preview image too: its card', async () => {
    const project = await insertProject(t.database, {
      status: 'approved',
      logo: '🐸',
      name: 'Frog',
    });
    const html = (await page(`/project/${project.id}`)).body;
    expect(metaContent(html, 'og:title')).toBe('Frog');
    expect(metaContent(html, 'og:image')).toMatch(CARD_URL);
    expect(metaContent(html, 'twitter:image')).toMatch(CARD_URL);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('builds og:url and og:image from PUBLIC_URL, whatever Host or forwarded host the request names', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const honest = (await page(`/project/${project.id}`)).body;
    const forged = (await page(`/project/${project.id}`, { host: 'evil.example' })).body;
    expect(metaContent(forged, 'og:url')).toBe(`${PUBLIC_URL}/project/${project.id}`);
    expect(metaContent(forged, 'og:image')).toBe(metaContent(honest, 'og:image'));
    expect(metaContent(forged, 'og:image')).toMatch(CARD_URL);
    expect(forged).not.toContain('evil.example');
    const markup = (await page(`/project/${project.id}`, { host: 'evil.test"><script>' })).body;
    expect(metaContent(markup, 'og:url')).toBe(`${PUBLIC_URL}/project/${project.id}`);
    expect(markup).not.toContain('evil.test');
  });

  it('ignores X-Forwarded-Host from a trusted proxy too', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'memetank-web-'));
    await writeFile(join(dist, 'index.html'), PAGE);
    const app = await createTestApp({
      webDistDir: dist,
      env: { TRUST_PROXY: 'true', PUBLIC_URL },
      database: t.database,
    });
    try {
      const project = await insertProject(t.database, { status: 'approved' });
      const response = await app.app.inject({
        method: 'GET',
        url: `/project/${project.id}`,
        headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' },
      });
      expect(metaContent(response.body, 'og:url')).toBe(`${PUBLIC_URL}/project/${project.id}`);
      expect(metaContent(response.body, 'og:image')).toMatch(CARD_URL);
    } finally {
      await app.close();
    }
  });

  it('names the listen address when PUBLIC_URL is unset', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'memetank-web-'));
    await writeFile(join(dist, 'index.html'), PAGE);
    const app = await createTestApp({
      webDistDir: dist,
      env: { HOST: '127.0.0.1', PORT: '4111' },
      database: t.database,
    });
    try {
      const project = await insertProject(t.database, { status: 'approved' });
      const response = await app.app.inject({
        method: 'GET',
        url: `/project/${project.id}`,
        headers: { host: 'evil.example' },
      });
      expect(metaContent(response.body, 'og:url')).toBe(
        `http://127.0.0.1:4111/project/${project.id}`,
      );
      expect(metaContent(response.body, 'og:image')).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:4111/api/projects/${project.id}/preview\\.png\\?v=`),
      );
    } finally {
      await app.close();
    }
  });

  it.each(['pending', 'rejected'] as const)(
    'gives a %s project the plain page, with nothing of the project in it',
    async (status) => {
      const project = await insertProject(t.database, { status, name: 'Secret Frog' });
      const response = await page(`/project/${project.id}`);
      expect(response.statusCode).toBe(200);
      expect(withoutPreloads(response.body)).toBe(PAGE);
      expect(response.body).not.toContain('Secret Frog');
    },
  );

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-uuid'],
  ])('gives %s the plain page', async (_case, id) => {
    const response = await page(`/project/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(withoutPreloads(response.body)).toBe(PAGE);
  });

  it('gives a deleted project the plain page', async () => {
    const project = await insertProject(t.database, { status: 'approved', name: 'Gone Frog' });
    await t.database.db.delete(projects).where(eq(projects.id, project.id));
    const response = await page(`/project/${project.id}`);
    expect(withoutPreloads(response.body)).toBe(PAGE);
  });
});
