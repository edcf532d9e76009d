// GET /api/projects/:id/preview.png: an approved project's share-preview card, a 1200x630 PNG of its
// name, logo (or emoji), raised of goal and progress, redrawn when what it shows changes; a hidden
// or unknown project has none. And PUBLIC_URL, the origin of the links to it, checked at start.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { projects } from '../src/db/schema';
import { createTestApp, resetDatabase, type TestApp } from './helpers';
import { insertProject } from './project-rows';

const PAGE = '<!doctype html><html><head><title>MemeTank</title></head><body></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'memetank-web-'));
  await writeFile(join(dist, 'index.html'), PAGE);
  await mkdir(join(dist, 'demo', 'logos'), { recursive: true });
  await writeFile(
    join(dist, 'demo', 'logos', 'pigeon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#38bdf8"/></svg>',
  );
  t = await createTestApp({ webDistDir: dist, env: { PUBLIC_URL: 'https://memetank.example' } });
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

const card = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/projects/${id}/preview.png`, headers });

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('no IHDR first');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** An uploaded PNG logo, stored as the upload route stores one. */
async function storeLogo(name: string): Promise<string> {
  const png = new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><circle cx="60" cy="60" r="60" fill="#f97316"/></svg>',
  )
    .render()
    .asPng();
  const { storage } = t.app.services;
  const incoming = await storage.incomingPath();
  await writeFile(incoming, png);
  await storage.putFile(name, incoming);
  return storage.publicUrl(name);
}

describe('GET /api/projects/:id/preview.png', () => {
  it('draws an emoji-logo project as a 1200x630 PNG', async () => {
    const project = await insertProject(t.database, {
      status: 'approved',
      name: 'Frog Nation',
      logo: '🐸',
      currentFundingUnits: 12_500_000_000n,
    });
    const response = await card(project.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    if (process.env.PREVIEW_CARD_OUT)
      await writeFile(process.env.PREVIEW_CARD_OUT, response.rawPayload);
  });

  it.each([
    ['an uploaded logo', () => storeLogo('project-logo-1732270000000.png')],
    ['a site image logo', async () => '/demo/logos/pigeon.svg'],
    ['a remote logo (not fetched)', async () => 'https://cdn.example/pepe.png'],
  ])('draws a project with %s as a 1200x630 PNG', async (_case, logo) => {
    const project = await insertProject(t.database, { status: 'approved', logo: await logo() });
    const response = await card(project.id);
    expect(response.statusCode).toBe(200);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    if (process.env.PREVIEW_CARD_OUT && _case === 'an uploaded logo') {
      await writeFile(`${process.env.PREVIEW_CARD_OUT}.upload.png`, response.rawPayload);
    }
  });

  it('draws a new card, under a new version, when the raised amount changes', async () => {
    const project = await insertProject(t.database, {
      status: 'approved',
      currentFundingUnits: 10_000_000_000n,
    });
    const before = await card(project.id);
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/project/${project.id}` })).body;
    const imageBefore = /property="og:image" content="([^"]+)"/.exec(await page())?.[1];
    await t.database.db
      .update(projects)
      .set({ currentFundingUnits: 60_000_000_000n })
      .where(eq(projects.id, project.id));
    const after = await card(project.id);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    const imageAfter = /property="og:image" content="([^"]+)"/.exec(await page())?.[1];
    expect(imageAfter).not.toBe(imageBefore);
    expect(imageAfter).toContain(`?v=${after.headers.etag!.slice(1, -1)}`);
  });

  it('answers the same version again from memory, and 304 to If-None-Match', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const first = await card(project.id);
    const second = await card(project.id);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const cached = await card(project.id, { 'if-none-match': first.headers.etag as string });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it.each(['pending', 'rejected'] as const)('answers 404 for a %s project', async (status) => {
    const project = await insertProject(t.database, { status });
    const response = await card(project.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for an unknown project and 400 for a malformed id', async () => {
    expect((await card(randomUUID())).statusCode).toBe(404);
    expect((await card('not-a-uuid')).statusCode).toBe(400);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths).toHaveProperty(['/api/projects/{id}/preview.png', 'get']);
  });
});

describe('PUBLIC_URL', () => {
  it('is read as an origin, a trailing slash dropped', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://memetank.example/' }).publicUrl).toBe(
      'https://memetank.example',
    );
  });

  it('defaults to the listen address', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://0.0.0.0:8080');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
  });

  it.each(['memetank.example', 'ftp://memetank.example', 'https://memetank.example/app'])(
    'stops the server on %s, naming the variable',
    (value) => {
      const load = () => loadConfig({ PUBLIC_URL: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/PUBLIC_URL must be an http\(s\)/);
    },
  );
});
