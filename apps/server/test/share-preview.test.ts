// Share previews: the page a link-preview crawler reads at /project/:id carries the project's Open
// Graph and Twitter card tags, escaped, and says nothing of a project a visitor may not see.
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

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'memetank-web-'));
  await writeFile(join(dist, 'index.html'), PAGE);
  t = await createTestApp({ webDistDir: dist });
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
    const image = 'http://memetank.test/uploads/project-logo-1732270000000.png';
    expect(metaContent(html, 'og:image')).toBe(image);
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'og:url')).toBe(`http://memetank.test/project/${project.id}`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('MemeTank');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    // The tags are in the head, and the app's page is otherwise the same.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('names the https origin a trusted proxy reports, and keeps an http(s) logo as it is', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'memetank-web-'));
    await writeFile(join(dist, 'index.html'), PAGE);
    const app = await createTestApp({
      webDistDir: dist,
      env: { TRUST_PROXY: 'true' },
      database: t.database,
    });
    try {
      const uploaded = await insertProject(t.database, {
        status: 'approved',
        logo: '/uploads/project-logo-1732270000000.png',
      });
      const linked = await insertProject(t.database, {
        status: 'approved',
        logo: 'https://cdn.example/pepe.png',
      });
      const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'memetank.example' };
      const first = await app.app.inject({
        method: 'GET',
        url: `/project/${uploaded.id}`,
        headers,
      });
      expect(metaContent(first.body, 'og:image')).toBe(
        'https://memetank.example/uploads/project-logo-1732270000000.png',
      );
      expect(metaContent(first.body, 'og:url')).toBe(
        `https://memetank.example/project/${uploaded.id}`,
      );
      const second = await app.app.inject({ method: 'GET', url: `/project/${linked.id}`, headers });
      expect(metaContent(second.body, 'og:image')).toBe('https://cdn.example/pepe.png');
    } finally {
      await app.close();
    }
  });

  it('shows no image for an emoji logo, and still the name and funding', async () => {
    const project = await insertProject(t.database, {
      status: 'approved',
      logo: '🐸',
      name: 'Frog',
    });
    const html = (await page(`/project/${project.id}`)).body;
    expect(metaContent(html, 'og:title')).toBe('Frog');
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:image')).toBeUndefined();
  });

  it('leaves the URLs out rather than trusting a forged Host header', async () => {
    const project = await insertProject(t.database, {
      status: 'approved',
      logo: '/uploads/project-logo-1732270000000.png',
    });
    const html = (await page(`/project/${project.id}`, { host: 'evil.test"><script>' })).body;
    expect(metaContent(html, 'og:title')).toBe(project.name);
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'og:url')).toBeUndefined();
    expect(html).not.toContain('evil.test');
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
