// Headers and cookies (issue 9, point 5): a Content-Security-Policy without inline script (but the
// page's own theme script, by its hash), no sniffing, no framing, a strict referrer policy, HSTS
// and Secure cookies only over HTTPS, CORS closed, and state-changing requests from another site's
// pages refused.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { projectLikes, projects } from '../src/db/schema';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet, type TestWallet } from './wallet-signer';

const FOREIGN = 'https://evil.example';

/** An inline script as the built index.html has one (its theme), and a module script beside it. */
const THEME_SCRIPT = "\n      document.documentElement.classList.toggle('dark', true);\n    ";
const PAGE = `<!doctype html><title>MemeTank</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/index-1.js"></script>`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

const sessionCookie = (setCookie: unknown): string => {
  const all = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  const cookie = all.find((value: string) => value.startsWith('memetank_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return cookie;
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(join(tmpdir(), 'memetank-web-'));
    await writeFile(join(dist, 'index.html'), PAGE);
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'assets', 'index-1.js'), 'export {};');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it("allows the page's own inline script by its hash, and no other", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = directives(response.headers['content-security-policy']).get('script-src');
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it.each([
    ['the API', '/api/health'],
    ['the app page', '/project/7b0f6a9e-2f43-4a51-9d8c-0a7f4b1e2c3d'],
    ['an API 404', '/api/nope'],
    ['a refused request (400)', '/api/projects/not-an-id'],
    ['a static file', '/assets/index-1.js'],
  ])('sends a CSP without other inline script or eval on %s', async (_, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = directives(response.headers['content-security-policy']);
    // Its only inline script is the page's own, by hash (the next test).
    expect(csp.get('script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual([
      "'self'",
    ]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('script-src-attr') ? csp.get('script-src-attr') : ["'none'"]).not.toContain(
      "'unsafe-inline'",
    );
    // Content-Security-Policy-Report-Only would only watch; the policy must be enforced.
    expect(response.headers['content-security-policy-report-only']).toBeUndefined();
  });

  it('forbids sniffing, framing and sending the full address to other sites', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect([
      'no-referrer',
      'same-origin',
      'strict-origin',
      'strict-origin-when-cross-origin',
    ]).toContain(response.headers['referrer-policy']);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends no HSTS over plain HTTP, and ignores X-Forwarded-Proto from an untrusted client', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps CORS closed: no Access-Control-Allow-Origin for another site, no preflight granted', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: FOREIGN },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    for (const url of ['/api/projects', '/api/auth/verify', '/api/comments/x']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(preflight.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods'], url).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers'], url).toBeUndefined();
    }
  });
});

describe('behind a TLS proxy the server trusts (TRUST_PROXY)', () => {
  let t: TestApp;
  let wallet: TestWallet;
  beforeAll(async () => {
    wallet = await createTestWallet();
    // app.inject connects from 127.0.0.1, the proxy's address here.
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'memetank.example' };

  it('sends HSTS on responses to HTTPS requests only', async () => {
    const https = await t.app.inject({ method: 'GET', url: '/api/health', headers: overHttps });
    expect(https.headers['strict-transport-security']).toMatch(
      /^max-age=\d{7,}; includeSubDomains$/,
    );
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope', headers: overHttps });
    expect(missing.headers['strict-transport-security']).toBeDefined();
    const http = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  /** Signs in through the proxy's headers; gives the verify answer's Set-Cookie. */
  async function signInVia(headers: Record<string, string>) {
    const nonce = await t.app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      headers,
      payload: { address: wallet.address },
    });
    const { message } = nonce.json<{ message: string }>();
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers,
      payload: { address: wallet.address, message, signature: await wallet.sign(message) },
    });
    expect(verify.statusCode).toBe(200);
    return { message, cookie: sessionCookie(verify.headers['set-cookie']) };
  }

  it('sets the session cookie HttpOnly, SameSite=Lax and Secure under HTTPS', async () => {
    const { message, cookie } = await signInVia({
      ...overHttps,
      origin: 'https://memetank.example',
    });
    expect(message).toContain('memetank.example wants you to sign in');
    expect(message).toContain('URI: https://memetank.example');
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);

    const token = cookie.split(';')[0]!;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...overHttps, cookie: token },
    });
    expect(logout.statusCode).toBe(204);
    expect(sessionCookie(logout.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('sets the cookie without Secure over plain HTTP (a local http:// setup keeps working)', async () => {
    const { cookie } = await signInVia({});
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it("checks the page's origin against the forwarded host", async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      headers: { ...overHttps, origin: 'https://memetank.example' },
      payload: { address: wallet.address },
    });
    expect(same.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      headers: { ...overHttps, origin: FOREIGN },
      payload: { address: wallet.address },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('sets Secure on the session cookie, and on its clearing at logout, whatever the case of X-Forwarded-Proto', async () => {
    for (const proto of ['HTTPS', 'Https', 'http, HTTPS']) {
      const headers = { ...overHttps, 'x-forwarded-proto': proto };
      const { message, cookie } = await signInVia(headers);
      expect(message, proto).toContain('URI: https://memetank.example');
      expect(cookie, proto).toMatch(/; Secure/);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...headers, cookie: cookie.split(';')[0]! },
      });
      expect(logout.statusCode, proto).toBe(204);
      expect(sessionCookie(logout.headers['set-cookie']), proto).toMatch(/; Secure/);
    }
  });

  it.each([
    ['Origin', { origin: 'http://memetank.example' }],
    ['Origin with the port spelled out', { origin: 'http://memetank.example:443' }],
    ['Referer', { referer: 'http://memetank.example/project/1' }],
  ])(
    'refuses a write from an http:// page of the same host when the request came over HTTPS (%s)',
    async (_, page) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/nonce',
        headers: { ...overHttps, ...page },
        payload: { address: wallet.address },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'CROSS_ORIGIN_REQUEST',
          message: 'Requests from other sites are not allowed.',
        },
      });
    },
  );

  it('accepts an https:// page on a request that reached the server as plain HTTP (a TLS proxy it does not trust)', async () => {
    // Without a trusted X-Forwarded-Proto the server cannot tell, and must not lock users out.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      headers: { host: 'memetank.example', origin: 'https://memetank.example' },
      payload: { address: wallet.address },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, any with true, or the listed addresses and subnets', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1 ' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1,::1',
    );
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('stops the server on a value that is not an address, naming the variable', () => {
    for (const value of ['proxy.example', '2', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be true, false/);
    }
  });
});

it('does not set Secure or HSTS when an untrusted client claims HTTPS', async () => {
  const t = await createTestApp();
  try {
    const wallet = await createTestWallet();
    const nonce = await t.app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { address: wallet.address },
    });
    const { message } = nonce.json<{ message: string }>();
    expect(message).toContain('URI: http://localhost:80');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { address: wallet.address, message, signature: await wallet.sign(message) },
    });
    expect(sessionCookie(verify.headers['set-cookie'])).not.toMatch(/; Secure/);
    expect(verify.headers['strict-transport-security']).toBeUndefined();
  } finally {
    await t.close();
  }
});

describe('state-changing requests from another site', () => {
  let t: TestApp;
  let wallet: TestWallet;
  let cookie: string;
  beforeAll(async () => {
    wallet = await createTestWallet();
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    cookie = await signIn(t.app, wallet);
  });

  const likes = async (projectId: string) => ({
    rows: (
      await t.database.db.select().from(projectLikes).where(eq(projectLikes.projectId, projectId))
    ).length,
    counted: (
      await t.database.db
        .select({ n: projects.likesCount })
        .from(projects)
        .where(eq(projects.id, projectId))
    )[0]!.n,
  });

  const like = (projectId: string, method: 'PUT' | 'DELETE', headers: InjectOptions['headers']) =>
    t.app.inject({
      method,
      url: `/api/projects/${projectId}/like`,
      headers: { cookie, ...headers },
    });

  it.each([
    ['another site', { origin: FOREIGN }],
    [
      'a sibling subdomain (same site, so SameSite=Lax sends the cookie)',
      { origin: 'http://evil.localhost' },
    ],
    ['another port of the same host', { origin: 'http://localhost:5173' }],
    ['an opaque origin (sandboxed frame, file:// page)', { origin: 'null' }],
    ['a page of another site named only by its Referer', { referer: `${FOREIGN}/trap.html` }],
    [
      'another site with a Referer claiming this one',
      { origin: FOREIGN, referer: 'http://localhost/' },
    ],
  ])('refuses a like sent from %s with 403 and changes nothing', async (_, headers) => {
    const project = await insertProject(t.database, { status: 'approved' });
    const response = await like(project.id, 'PUT', headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'CROSS_ORIGIN_REQUEST',
        message: 'Requests from other sites are not allowed.',
      },
    });
    expect(await likes(project.id)).toEqual({ rows: 0, counted: 0 });
  });

  it('refuses POST, PATCH and DELETE from another site before any other check', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    await like(project.id, 'PUT', {});
    const requests: InjectOptions[] = [
      { method: 'DELETE', url: `/api/projects/${project.id}/like` },
      { method: 'POST', url: `/api/projects/${project.id}/comments`, payload: { comment: 'hi' } },
      { method: 'PATCH', url: `/api/admin/projects/${project.id}`, payload: { name: 'Hacked' } },
      { method: 'POST', url: '/api/auth/logout' },
      // Login CSRF: signing a victim into the attacker's wallet starts with a nonce.
      { method: 'POST', url: '/api/auth/nonce', payload: { address: wallet.address } },
    ];
    for (const request of requests) {
      const response = await t.app.inject({
        ...request,
        headers: { cookie, origin: FOREIGN },
      });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json().error.code).toBe('CROSS_ORIGIN_REQUEST');
    }
    expect(await likes(project.id)).toEqual({ rows: 1, counted: 1 });
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ name: project.name, commentsCount: 0 });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(session.json().wallet).toBe(wallet.address);
  });

  it.each([
    ['the same origin', { origin: 'http://localhost' }],
    ['the same origin with its port spelled out', { origin: 'http://localhost:80' }],
    ['a same-origin Referer and no Origin', { referer: 'http://localhost/project/1' }],
    ['no Origin and no Referer (a non-browser client)', {}],
  ])('accepts a like sent from %s', async (_, headers) => {
    const project = await insertProject(t.database, { status: 'approved' });
    const response = await like(project.id, 'PUT', headers);
    expect(response.statusCode).toBe(200);
    expect(await likes(project.id)).toEqual({ rows: 1, counted: 1 });
  });

  it('lets another site read nothing and change nothing, but leaves its GETs alone', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      headers: { cookie, origin: FOREIGN },
    });
    // A GET changes nothing (no state change on GET); without CORS the browser hides the answer.
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
