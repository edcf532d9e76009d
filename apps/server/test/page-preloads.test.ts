// A project page names in its head what it paints from, so the browser fetches it while the app's
// entry still downloads: the detail route's chunks (as the web build's manifest lists them, less
// those index.html already preloads) and the project's detail answer (docs/decisions/062).
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_DETAIL_ROUTE } from '../src/lib/page-preloads';
import { createTestApp, resetDatabase, type TestApp } from './helpers';
import { insertProject } from './project-rows';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>MemeTank - Shark Tank for Meme Coins</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-R1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** What a Vite build's manifest says: the entry, the lazy detail route and what each imports. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', imports: ['_react-R1.js'], isEntry: true },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_card-C1.js': { file: 'assets/card-C1.js', imports: ['_react-R1.js'] },
  '_tokens-T1.js': { file: 'assets/tokens-T1.js', imports: ['_card-C1.js'] },
  [PROJECT_DETAIL_ROUTE]: {
    file: 'assets/project-detail-D1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-R1.js', '_card-C1.js', '_tokens-T1.js'],
    dynamicImports: ['src/features/projects/components/comments-section.tsx'],
  },
  'src/features/projects/components/comments-section.tsx': {
    file: 'assets/comments-section-S1.js',
    isDynamicEntry: true,
  },
};

async function webBuild(manifest: object | null): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'memetank-web-'));
  await writeFile(join(dist, 'index.html'), PAGE);
  if (manifest) {
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dist;
}

/** The hrefs of the page's <link rel="..."> of `rel`, in order. */
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)">`, 'g'))].map((m) => m[1]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: await webBuild(MANIFEST) });
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'memetank.test' } });

describe('the preloads of a project page', () => {
  it("name the detail route's chunks the entry does not load, and the project's detail answer", async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const html = (await page(`/project/${project.id}`)).body;
    // The entry's own preload once, then the route's chunk and the two chunks only it imports;
    // not the comments, which the route loads on demand.
    expect(links(html, 'modulepreload')).toEqual([
      '/assets/react-R1.js',
      '/assets/project-detail-D1.js',
      '/assets/card-C1.js',
      '/assets/tokens-T1.js',
    ]);
    expect(html).not.toContain('comments-section');
    // Fetched with the visitor's cookies, as the app's own request is, so the app takes it.
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/projects/${project.id}">`,
    );
    expect(html.indexOf('/api/projects/')).toBeLessThan(html.indexOf('</head>'));
  });

  it('are the same for a project the visitor may not see, and say nothing more of it', async () => {
    const id = randomUUID();
    const html = (await page(`/project/${id}`)).body;
    expect(links(html, 'modulepreload')).toHaveLength(4);
    expect(links(html, 'preload')).toEqual([`/api/projects/${id}`]);
  });

  it('are not on the home page', async () => {
    const html = (await page('/')).body;
    expect(html).toBe(PAGE);
  });

  it('leave out the route when the build has no manifest, and keep the page', async () => {
    const app = await createTestApp({ webDistDir: await webBuild(null), database: t.database });
    try {
      const id = randomUUID();
      const response = await app.app.inject({ method: 'GET', url: `/project/${id}` });
      expect(response.statusCode).toBe(200);
      expect(links(response.body, 'modulepreload')).toEqual(['/assets/react-R1.js']);
      expect(links(response.body, 'preload')).toEqual([`/api/projects/${id}`]);
    } finally {
      await app.close();
    }
  });
});
