// Attacks on sign-in, sessions and permissions (issue 9, point 4), beyond the happy paths and
// single checks of auth.test.ts. Taken together with auth.test.ts (forged signature, replay,
// expired nonce, another address or domain), comments.test.ts (another wallet's comment),
// dashboard.test.ts (another wallet's claim) and investing.test.ts (another wallet's investment),
// every attack of the issue is covered. The route lists come from the OpenAPI document, so a new
// route is checked without touching this file.
import { randomBytes, randomUUID } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app-types';
import type { DatabaseHandle } from '../src/db/client';
import { adminAuditLog, projectComments, projectLikes, projects, sessions } from '../src/db/schema';
import { createTestApp, openTestDatabase, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet, type TestWallet } from './wallet-signer';

/** Write routes anyone may call: signing in, and the local chain's faucet. */
const PUBLIC_WRITES = new Set([
  'POST /api/auth/nonce',
  'POST /api/auth/verify',
  'POST /api/dev/faucet',
]);
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const HTTP_METHODS = new Set(['get', 'head', ...WRITE_METHODS]);

type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
};
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  /** As the document writes it: /api/projects/{id}/like. */
  path: string;
  operation: Operation;
}

// Strings a pattern in the document may ask for: a wallet or mint address, a uuid, plain text.
const PATTERN_CANDIDATES = ['So11111111111111111111111111111111111111112', randomUUID(), 'x'];

/** A value `schema` accepts, so a request gets past validation to the route's guards. */
function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return sampleOf(choice);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key])]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        const match = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
        if (match) return match;
      }
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    default:
      return undefined;
  }
}

/** Every route of the OpenAPI document. */
async function documentedRoutes(app: AppInstance): Promise<Route[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const paths = response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

const routeName = (route: Route) => `${route.method} ${route.path}`;

/** A request to `route` that passes its schema, with `id` in every path parameter. */
function requestFor(route: Route, id: string, cookie: string | null): InjectOptions {
  const url = route.path.replace(/\{[^}]+\}/g, id);
  const body = route.operation.requestBody?.content?.['application/json']?.schema;
  const query = Object.fromEntries(
    (route.operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => [parameter.name, String(sampleOf(parameter.schema))]),
  );
  return {
    method: route.method as InjectOptions['method'],
    url,
    query,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: sampleOf(body) as object } : {}),
  };
}

const sessionOf = async (app: AppInstance, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{
    wallet: string | null;
    isAdmin: boolean;
  }>();

async function nonceFor(app: AppInstance, address: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/nonce',
    payload: { address },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ nonce: string; message: string }>();
}

const verify = (app: AppInstance, body: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: cookie ? { cookie } : {},
    payload: body,
  });

describe('attacks on sign-in', () => {
  let t: TestApp;
  let alice: TestWallet;
  let bob: TestWallet;
  beforeAll(async () => {
    alice = await createTestWallet();
    bob = await createTestWallet();
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => resetDatabase(t.database));

  const sessionRows = async () => (await t.database.db.select().from(sessions)).length;

  it("refuses signatures that are not the wallet's signature of this very message", async () => {
    const other = await nonceFor(t.app, alice.address);
    const forgeries = [
      // A valid signature by the right wallet, but of another sign-in message.
      async () => alice.sign(other.message),
      async () => randomBytes(64).toString('base64'),
      async () => getBase58Decoder().decode(randomBytes(64)),
      async () => Buffer.alloc(64).toString('base64'),
      async () => randomBytes(32).toString('base64'),
      async () => 'not a signature',
    ];
    for (const forge of forgeries) {
      const { message } = await nonceFor(t.app, alice.address);
      const response = await verify(t.app, {
        address: alice.address,
        message,
        signature: await forge(),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('SIGN_IN_FAILED');
      expect(response.cookies).toEqual([]);
    }
    expect(await sessionRows()).toBe(0);
  });

  it('gives a nonce one attempt: after a failed proof even the right signature is refused', async () => {
    const { message } = await nonceFor(t.app, alice.address);
    const guess = await verify(t.app, {
      address: alice.address,
      message,
      signature: randomBytes(64).toString('base64'),
    });
    expect(guess.statusCode).toBe(401);
    const late = await verify(t.app, {
      address: alice.address,
      message,
      signature: await alice.sign(message),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toBe(
      'This sign-in request has expired or was already used. Please try again.',
    );
    expect(await sessionRows()).toBe(0);
  });

  it('opens one session when the same signed message is replayed at the same moment', async () => {
    const { message } = await nonceFor(t.app, alice.address);
    const proof = { address: alice.address, message, signature: await alice.sign(message) };
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(t.app, proof)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(await sessionRows()).toBe(1);
  });

  it("refuses another wallet's sign-in message, whoever signs it and whichever address is claimed", async () => {
    const bobs = await nonceFor(t.app, bob.address);
    const attempts = [
      // Bob's message, signed by Alice, sent as Alice.
      { address: alice.address, message: bobs.message, signature: await alice.sign(bobs.message) },
      // Bob's nonce in a message rewritten to name Alice, signed by Alice.
      (() => {
        const rewritten = bobs.message.replace(bob.address, alice.address);
        return { address: alice.address, message: rewritten, sign: alice };
      })(),
    ];
    for (const attempt of attempts) {
      const body =
        'sign' in attempt
          ? {
              address: attempt.address,
              message: attempt.message,
              signature: await attempt.sign.sign(attempt.message),
            }
          : attempt;
      const response = await verify(t.app, body);
      expect(response.statusCode).toBe(401);
      // Each attempt used up Bob's nonce: ask for it again.
      Object.assign(bobs, await nonceFor(t.app, bob.address));
    }
    expect(await sessionRows()).toBe(0);
  });

  it('ignores a session cookie planted before sign-in (no session fixation)', async () => {
    const planted = randomBytes(32).toString('base64url');
    const { message } = await nonceFor(t.app, alice.address);
    const response = await verify(
      t.app,
      { address: alice.address, message, signature: await alice.sign(message) },
      `memetank_session=${planted}`,
    );
    expect(response.statusCode).toBe(200);
    const issued = response.cookies.find((cookie) => cookie.name === 'memetank_session');
    expect(issued?.value).toBeDefined();
    expect(issued?.value).not.toBe(planted);
    expect(await sessionOf(t.app, `memetank_session=${planted}`)).toEqual({
      wallet: null,
      isAdmin: false,
    });
  });

  /** Signs `wallet` in from a browser holding `cookie`; the new session cookie. */
  async function signInHolding(wallet: TestWallet, cookie?: string): Promise<string> {
    const { message } = await nonceFor(t.app, wallet.address);
    const response = await verify(
      t.app,
      { address: wallet.address, message, signature: await wallet.sign(message) },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const issued = response.cookies.find((c) => c.name === 'memetank_session');
    return `memetank_session=${issued!.value}`;
  }

  /** The old cookie is dead: no wallet, and a write route answers 401. */
  async function expectDead(cookie: string) {
    expect(await sessionOf(t.app, cookie)).toEqual({ wallet: null, isAdmin: false });
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(write.statusCode).toBe(401);
    expect(write.json().error.code).toBe('UNAUTHORIZED');
  }

  it.each([
    ['another wallet', true],
    ['the same wallet again', false],
  ])(
    'ends the old session (deletes its row) when a browser holding it signs in as %s',
    async (_case, switchWallet) => {
      const old = await signInHolding(alice);
      expect((await sessionOf(t.app, old)).wallet).toBe(alice.address);
      const next = await signInHolding(switchWallet ? bob : alice, old);
      expect(next).not.toBe(old);
      await expectDead(old);
      expect((await sessionOf(t.app, next)).wallet).toBe(
        switchWallet ? bob.address : alice.address,
      );
      expect(await sessionRows()).toBe(1);
    },
  );

  it('keeps the session it was sent with when a sign-in attempt fails', async () => {
    const old = await signInHolding(alice);
    const { message } = await nonceFor(t.app, bob.address);
    const failed = await verify(
      t.app,
      { address: bob.address, message, signature: randomBytes(64).toString('base64') },
      old,
    );
    expect(failed.statusCode).toBe(401);
    expect((await sessionOf(t.app, old)).wallet).toBe(alice.address);
  });
});

describe('sessions across browsers, server processes and restarts', () => {
  let database: DatabaseHandle;
  let alice: TestWallet;
  let admin: TestWallet;
  beforeAll(async () => {
    alice = await createTestWallet();
    admin = await createTestWallet();
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => resetDatabase(database));

  /** A server process on the shared database (PGlite in memory, or PostgreSQL). */
  const server = (env: NodeJS.ProcessEnv = {}) => createTestApp({ database, env });
  const like = (app: AppInstance, projectId: string, cookie: string) =>
    app.inject({ method: 'PUT', url: `/api/projects/${projectId}/like`, headers: { cookie } });

  it('keeps a session through a server restart', async () => {
    const project = await insertProject(database, { status: 'approved' });
    const before = await server();
    const cookie = await signIn(before.app, alice);
    await before.close();

    const after = await server();
    try {
      expect(await sessionOf(after.app, cookie)).toEqual({ wallet: alice.address, isAdmin: false });
      expect((await like(after.app, project.id, cookie)).statusCode).toBe(200);
    } finally {
      await after.close();
    }
  });

  it('checks admin rights on every request: a wallet removed from ADMIN_WALLETS loses them at restart', async () => {
    const before = await server({ ADMIN_WALLETS: admin.address });
    const cookie = await signIn(before.app, admin);
    const list = { method: 'GET' as const, url: '/api/admin/projects', headers: { cookie } };
    expect((await before.app.inject(list)).statusCode).toBe(200);
    await before.close();

    const after = await server({ ADMIN_WALLETS: alice.address });
    try {
      expect(await sessionOf(after.app, cookie)).toEqual({ wallet: admin.address, isAdmin: false });
      expect((await after.app.inject(list)).statusCode).toBe(403);
    } finally {
      await after.close();
    }
  });

  it('kills a copied cookie at logout: in every browser holding it and on every server process', async () => {
    const project = await insertProject(database, { status: 'approved' });
    const first = await server();
    const second = await server();
    try {
      const cookie = await signIn(first.app, alice);
      // The same cookie in a second browser (stolen), on the other process behind the balancer.
      expect(await sessionOf(second.app, cookie)).toEqual({
        wallet: alice.address,
        isAdmin: false,
      });

      const logout = await first.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie },
      });
      expect(logout.statusCode).toBe(204);
      const cleared = logout.cookies.find((c) => c.name === 'memetank_session');
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());

      for (const { app } of [first, second]) {
        expect(await sessionOf(app, cookie)).toEqual({ wallet: null, isAdmin: false });
        const write = await like(app, project.id, cookie);
        expect(write.statusCode).toBe(401);
        const again = await app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { cookie },
        });
        expect(again.statusCode).toBe(401);
      }
      expect(await database.db.select().from(projectLikes)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('ends only the session it is sent with: the wallet signed in on another device stays signed in', async () => {
    const t = await server();
    try {
      const laptop = await signIn(t.app, alice);
      const phone = await signIn(t.app, alice);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: laptop } });
      expect(await sessionOf(t.app, laptop)).toEqual({ wallet: null, isAdmin: false });
      expect(await sessionOf(t.app, phone)).toEqual({ wallet: alice.address, isAdmin: false });
    } finally {
      await t.close();
    }
  });
});

describe('routes of the OpenAPI document', () => {
  let t: TestApp;
  let admin: TestWallet;
  let user: TestWallet;
  let routes: Route[];
  beforeAll(async () => {
    admin = await createTestWallet();
    user = await createTestWallet();
    t = await createTestApp({ env: { ADMIN_WALLETS: admin.address } });
    routes = await documentedRoutes(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => resetDatabase(t.database));

  const writes = () => routes.filter((route) => WRITE_METHODS.has(route.method.toLowerCase()));
  const adminRoutes = () => routes.filter((route) => route.path.startsWith('/api/admin/'));

  it('lists the write and admin routes it is about to check', () => {
    const names = routes.map(routeName);
    for (const known of [
      'POST /api/projects',
      'PUT /api/projects/{id}/like',
      'PUT /api/projects/{id}/follow',
      'POST /api/me/notifications/{id}/read',
      'DELETE /api/comments/{id}',
      'POST /api/me/claimables/{id}/claim',
      'POST /api/projects/{id}/investments',
      'PATCH /api/admin/projects/{id}',
      'GET /api/admin/projects',
    ]) {
      expect(names).toContain(known);
    }
    for (const name of PUBLIC_WRITES) expect(names).toContain(name);
  });

  it('answers every write route without a session with 401, and nothing is written', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const checked: string[] = [];
    for (const route of writes()) {
      if (PUBLIC_WRITES.has(routeName(route))) continue;
      for (const cookie of [null, `memetank_session=${randomBytes(32).toString('base64url')}`]) {
        const response = await t.app.inject(requestFor(route, project.id, cookie));
        expect(response.statusCode, `${routeName(route)} ${response.body}`).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
      checked.push(routeName(route));
    }
    expect(checked.length).toBeGreaterThanOrEqual(10);
    expect(await t.database.db.select({ n: count() }).from(projects)).toEqual([{ n: 1 }]);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ name: project.name, status: 'approved', likesCount: 0 });
  });

  it('answers every admin route with 403 for a signed-in wallet that is not the admin, and changes nothing', async () => {
    const project = await insertProject(t.database, { creatorWallet: user.address });
    const cookie = await signIn(t.app, user);
    const checked: string[] = [];
    for (const route of adminRoutes()) {
      const response = await t.app.inject(requestFor(route, project.id, cookie));
      expect(response.statusCode, `${routeName(route)} ${response.body}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
      checked.push(routeName(route));
    }
    expect(checked).toEqual(expect.arrayContaining(['POST /api/admin/escrow/withdraw-fees']));
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ name: project.name, status: 'pending' });
    expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);

    // The same requests pass the guard for the admin (they may still fail later, e.g. 404 or 409).
    const adminCookie = await signIn(t.app, admin);
    for (const route of adminRoutes().filter((r) => r.method === 'GET')) {
      const response = await t.app.inject(requestFor(route, project.id, adminCookie));
      expect(response.statusCode, routeName(route)).toBe(200);
    }
  });

  it("refuses every write to another wallet's comment and leaves it as it was", async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const authorCookie = await signIn(t.app, admin);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/comments`,
      headers: { cookie: authorCookie },
      payload: { comment: 'mine' },
    });
    expect(posted.statusCode).toBe(201);
    const comment = posted.json<{ id: string }>();
    const intruder = await signIn(t.app, user);
    const commentWrites = writes().filter((route) => route.path.startsWith('/api/comments/{'));
    expect(commentWrites.map(routeName)).toContain('DELETE /api/comments/{id}');
    for (const route of commentWrites) {
      const response = await t.app.inject(requestFor(route, comment.id, intruder));
      expect(response.statusCode, routeName(route)).toBe(403);
    }
    const rows = await t.database.db.select().from(projectComments);
    expect(rows).toMatchObject([{ id: comment.id, comment: 'mine', userId: admin.address }]);
  });

  it("cannot remove another wallet's like: an unlike only ever touches the caller's own", async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const likerCookie = await signIn(t.app, admin);
    const intruder = await signIn(t.app, user);
    const put = (cookie: string, method: 'PUT' | 'DELETE') =>
      t.app.inject({ method, url: `/api/projects/${project.id}/like`, headers: { cookie } });
    expect((await put(likerCookie, 'PUT')).statusCode).toBe(200);
    const unlike = await put(intruder, 'DELETE');
    expect(unlike.statusCode).toBe(200);
    const likes = await t.database.db.select().from(projectLikes);
    expect(likes).toMatchObject([{ projectId: project.id, userId: admin.address }]);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.likesCount).toBe(1);
  });
});
