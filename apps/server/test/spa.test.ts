import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const PAGE = '<!doctype html><title>MemeTank</title>';

describe('serving the built SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(join(tmpdir(), 'memetank-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), PAGE);
    await writeFile(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    // What the build's precompress step writes beside each text file.
    await writeFile(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
    await writeFile(join(dist, 'assets', 'app-1234.js.gz'), gzipSync('console.log(1)'));
    await writeFile(join(dist, 'index.html.br'), brotliCompressSync(PAGE));
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/project/7b0f6a9e-2f43-4a51-9d8c-0a7f4b1e2c3d',
    '/submit',
    '/dashboard',
    '/documentation',
    '/documentation/faq',
    '/faq',
    '/privacy-policy',
    '/terms',
    '/admin/review',
    '/explorer/tx/5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
    '/pitch-deck/',
    '/Submit?ref=x',
  ])('answers %s with the app page and 200 so a reload on a deep link works', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>MemeTank</title>');
  });

  it.each(['/no/such/page', '/submitx', '/documentation/nope', '/project', '/project/1/extra'])(
    'answers the unknown path %s with HTTP 404 and the app page, which shows its 404 page',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(PAGE);
    },
  );

  it('answers an unknown API path with the JSON 404, not the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('serves fingerprinted assets with a long cache and the page without one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'sends the precompressed copy of an asset to a browser accepting %s',
    async (accept, encoding, decompress) => {
      const asset = await t.app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': accept },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(decompress(asset.rawPayload).toString()).toBe('console.log(1)');
    },
  );

  it('sends the app page precompressed on a deep link, and plain to a client without encodings', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/project/7b0f6a9e-2f43-4a51-9d8c-0a7f4b1e2c3d',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    // A project's page carries its preloads (test/page-preloads.test.ts), compressed per request.
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>MemeTank</title>');
    const other = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br' },
    });
    expect(other.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(other.rawPayload).toString()).toBe(PAGE);
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
  });

  it('answers a missing file with 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing-99.js' });
    expect(response.statusCode).toBe(404);
  });
});
