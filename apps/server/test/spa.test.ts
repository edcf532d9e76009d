import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

describe('serving the built SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(join(tmpdir(), 'memetank-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>MemeTank</title>');
    await writeFile(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/project/7b0f6a9e-2f43-4a51-9d8c-0a7f4b1e2c3d',
    '/documentation/faq',
    '/no/such/page',
  ])('answers %s with the app page so a reload on a deep link works', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>MemeTank</title>');
  });

  it('serves fingerprinted assets with a long cache and the page without one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing-99.js' });
    expect(response.statusCode).toBe(404);
  });
});
