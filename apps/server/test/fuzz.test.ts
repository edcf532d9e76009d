// Property tests over every route of the OpenAPI document (a new route is fuzzed without a line
// here) and the hidden ones: requests from the schemas and far beyond them, with and without a
// real session. Never a 5xx, every refusal in the one error shape, and a refused request writes
// nothing (every table's rows and the uploads folder are the same before and after it).
// FUZZ_RUNS and FUZZ_SEED replay a failure (the seed is printed with it).
import { apiErrorSchema } from '@memetank/shared/api/error';
import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { claimableFunds, projectComments, projectLikes, userProjects } from '../src/db/schema';
import { sendJson, startFakeServer } from './fake-http';
import {
  edgeRequestsOf,
  requestOf,
  routesOf,
  writtenState,
  type Fixture,
  type FuzzRoute,
  type SessionKind,
} from './fuzz-support';
import { createTestApp, resetDatabase, signIn } from './helpers';
import { MINT, insertProject } from './project-rows';
import { createTestWallet } from './wallet-signer';

const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Routes the OpenAPI document hides. */
const HIDDEN_ROUTES: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/uploads/{name}',
    params: { name: { type: 'string', maxLength: 200 } },
    query: null,
    body: null,
    multipart: false,
    eventStream: false,
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    params: {},
    query: null,
    body: null,
    multipart: false,
    eventStream: false,
  },
];

// Token data and the SOL price from a fake provider, so those routes answer without the internet.
const provider = await startFakeServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0]!;
  if (path.startsWith('/coins/')) {
    const mint = decodeURIComponent(path.slice('/coins/'.length));
    return sendJson(response, 200, { mint, name: 'Fuzz Frog', symbol: 'FUZZ', complete: false });
  }
  if (path.startsWith('/trades/')) return sendJson(response, 200, []);
  if (path.startsWith('/price')) return sendJson(response, 200, { solana: { usd: 150 } });
  return sendJson(response, 404, { error: 'Not Found' });
});
const admin = await createTestWallet();
const user = await createTestWallet();
const t = await createTestApp({
  env: {
    ADMIN_WALLETS: admin.address,
    TOKEN_DATA_API_URL: provider.url,
    TOKEN_METADATA_API_URL: provider.url,
    SOL_PRICE_API_URL: `${provider.url}/price`,
  },
});
const { app } = t;
const chain = app.services.chain as unknown as { airdrop(a: string, l: bigint): Promise<unknown> };
await chain.airdrop(user.address, 50n * 1_000_000_000n);
const routes = routesOf((await app.inject({ url: '/api/openapi.json' })).json(), HIDDEN_ROUTES, [
  'POST /api/uploads',
]);

afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('fuzzing every route', () => {
  let fixture: Fixture;
  let cookies: Record<SessionKind, string | null>;

  /** A small world: projects in each status, comments, a like, claimable funds. */
  async function seed(): Promise<Fixture> {
    const now = app.services.clock.now().getTime();
    const deadline = new Date(now + 10 * DAY_MS);
    // The counters agree with the comment and like rows inserted below.
    const approved = await insertProject(t.database, {
      status: 'approved',
      deadline,
      commentsCount: 2,
      likesCount: 1,
    });
    const mine = await insertProject(t.database, {
      status: 'pending',
      creatorWallet: user.address,
      deadline,
    });
    const rejected = await insertProject(t.database, { status: 'rejected', deadline });
    const past = await insertProject(t.database, {
      status: 'approved',
      deadline: new Date(now - DAY_MS),
    });
    const db = t.database.db;
    await db.insert(userProjects).values({ projectId: mine.id, userId: user.address });
    const comments = await db
      .insert(projectComments)
      .values([
        { projectId: approved.id, userId: user.address, comment: 'Mine' },
        { projectId: approved.id, userId: admin.address, comment: 'Not mine' },
      ])
      .returning();
    await db.insert(projectLikes).values({ projectId: approved.id, userId: user.address });
    const claims = await db
      .insert(claimableFunds)
      .values([
        {
          projectId: past.id,
          userId: user.address,
          amountUnits: 1_000_000n,
          fundType: 'token_allocation',
        },
        {
          projectId: past.id,
          userId: admin.address,
          amountUnits: 1_000_000n,
          fundType: 'token_allocation',
        },
      ])
      .returning();
    return {
      values: [
        ...[approved, mine, rejected, past].map((project) => project.id),
        ...comments.map((comment) => comment.id),
        ...claims.map((claim) => claim.id),
        user.address,
        admin.address,
        MINT,
      ],
    };
  }

  beforeEach(async () => {
    await resetDatabase(t.database);
    fixture = await seed();
    cookies = {
      none: null,
      forged: null,
      user: await signIn(app, user),
      admin: await signIn(app, admin),
    };
  });

  it('fuzzes every route of the OpenAPI document and the hidden ones', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(routes.find((route) => route.path === '/api/uploads')?.multipart).toBe(true);
    for (const expected of [
      'POST /api/projects',
      'PATCH /api/admin/projects/{id}',
      'POST /api/uploads',
      'POST /api/dev/faucet',
      'POST /api/dev/clock',
      'GET /api/projects/{id}/events',
      'GET /uploads/{name}',
    ]) {
      expect(names).toContain(expected);
    }
    for (const route of HIDDEN_ROUTES) {
      const url = route.path.replace(/\{(\w+)\}/g, ':$1');
      expect(app.hasRoute({ method: route.method as 'GET', url })).toBe(true);
    }
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}: no 5xx, the error shape, no write when refused`, async () => {
      const { uploadsDir } = app.services.config;
      let before = await writtenState(t.database, uploadsDir);
      const isLogout = route.path === '/api/auth/logout';
      const examples = edgeRequestsOf(route, fixture).map(
        (request) => [request] as [typeof request],
      );

      await fc.assert(
        fc.asyncProperty(requestOf(route, fixture), async (generated) => {
          const headers: Record<string, string> = {};
          if (generated.body.contentType) headers['content-type'] = generated.body.contentType;
          let cookie =
            generated.session === 'forged' ? generated.forged : cookies[generated.session];
          if (isLogout && (generated.session === 'user' || generated.session === 'admin')) {
            // Logging out ends the session: use one made for this request.
            cookie = await signIn(app, generated.session === 'user' ? user : admin);
            before = await writtenState(t.database, uploadsDir);
          }
          if (cookie) headers.cookie = cookie;
          if (generated.origin) headers.origin = generated.origin;
          const url = generated.path + generated.query;
          const payload = generated.body.payload;
          const where = () =>
            `${route.method} ${url.slice(0, 300)} [${generated.session}] ${headers['content-type'] ?? '-'} ${String(payload ?? '').slice(0, 300)}`;

          const response = await app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(payload !== undefined ? { payload } : {}),
            ...(route.eventStream ? { payloadAsStream: true } : {}),
          });
          const status = response.statusCode;
          let body: string;
          if (route.eventStream) {
            const stream = response.stream();
            if (status === 200) {
              stream.destroy();
              body = '';
            } else {
              body = '';
              for await (const chunk of stream) body += String(chunk);
            }
          } else {
            body = response.body;
          }

          if (status >= 500) throw new Error(`${status} on ${where()}: ${body.slice(0, 500)}`);
          if (status >= 400) {
            expect(response.headers['content-type'], where()).toMatch(/^application\/json/);
            const parsed = apiErrorSchema.strict().safeParse(JSON.parse(body));
            expect(parsed.success, `${where()}: ${body.slice(0, 300)}`).toBe(true);
            expect(parsed.data?.error.message.length, where()).toBeGreaterThan(0);
            const after = await writtenState(t.database, uploadsDir);
            if (after !== before) {
              const changed = after.split('\n').filter((line) => !before.includes(line));
              throw new Error(`${status} wrote ${changed.join(', ')} on ${where()}`);
            }
          } else {
            before = await writtenState(t.database, uploadsDir);
          }
        }),
        {
          // fast-check counts the examples in numRuns: NUM_RUNS random requests after them.
          numRuns: examples.length + NUM_RUNS,
          examples,
          ...(SEED !== undefined ? { seed: SEED } : {}),
        },
      );
    }, 120_000);
  }
});
