// At 100,000 projects the home list's first page in every sort, a later page, a search and the
// related carousel are answered from indexes, never by reading the whole projects table
// (docs/decisions/026). The plans are checked on PGlite and on PostgreSQL alike.
import type { ProjectListResponse, ProjectSort } from '@memetank/shared/api/projects';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPosition } from '../src/modules/projects/list-cursor';
import { pageQuery, relatedQuery, type ListSplit } from '../src/modules/projects/queries';
import { createTestApp, resetDatabase, type TestApp } from './helpers';

const PROJECTS = 100_000;
const PAGE = 13;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await resetDatabase(t.database);
  // Nine in ten approved; ages, deadlines (past and ahead), funding and activity all spread out.
  await t.database.db.execute(sql`
    insert into projects (name, description, logo, token_address, creator_wallet, status,
      funding_goal_units, current_funding_units, deadline, investor_count, likes_count,
      comments_count, created_at)
    select 'Coin ' || i || ' ' || substr(md5(i::text), 1, 8),
      'A meme coin about the number ' || (i * 7),
      '🐸', 'So11111111111111111111111111111111111111112',
      'Creator1111111111111111111111111111111111111',
      case when i % 10 = 0 then 'pending' else 'approved' end,
      100000000000, (i % 1000)::bigint * 100000000,
      now() + ((i % 60) - 20) * interval '1 day' + i * interval '1 second',
      i % 50, i % 200, i % 30, now() - i * interval '1 minute'
    from generate_series(1, ${PROJECTS}) as i`);
  await t.database.db.execute(sql`
    insert into projects (name, description, logo, token_address, creator_wallet, status,
      funding_goal_units, deadline)
    select 'Dragon ' || i, 'Breathes fire', '🐉', 'So11111111111111111111111111111111111111112',
      'Creator1111111111111111111111111111111111111', 'approved', 100000000000,
      now() + interval '5 days'
    from generate_series(1, 5) as i`);
  await t.database.db.execute(sql`analyze projects`);
}, 600_000);
afterAll(async () => {
  await resetDatabase(t.database);
  await t.close();
});

async function plan(query: SQLWrapper): Promise<string> {
  // Both drivers answer { rows }; each row holds one plan line under "QUERY PLAN".
  const result = (await t.database.db.execute(sql`explain ${query}`)) as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => row['QUERY PLAN'] ?? Object.values(row)[0]).join('\n');
}

function expectIndexed(text: string, index: string | RegExp) {
  expect(text).not.toMatch(/Seq Scan on projects/);
  expect(text).toMatch(index);
}

describe(`the home list at ${PROJECTS.toLocaleString('en')} projects`, () => {
  const cut = new Date().toISOString();
  // Each order as the list runs it; trending and ending soon in two parts: open, then ended.
  const orders: [string, string, ProjectSort, ListSplit | undefined][] = [
    ['trending (open)', 'projects_status_trending_idx', 'trending', { phase: 'running', cut }],
    ['trending (ended)', 'projects_status_trending_idx', 'trending', { phase: 'ended', cut }],
    ['newest', 'projects_status_created_idx', 'newest', undefined],
    ['most-funded', 'projects_status_currency_funding_idx', 'most-funded', undefined],
    [
      'ending-soon (open)',
      'projects_status_deadline_idx',
      'ending-soon',
      { phase: 'running', cut },
    ],
    ['ending-soon (ended)', 'projects_status_deadline_idx', 'ending-soon', { phase: 'ended', cut }],
  ];

  it.each(orders)('reads the first page of %s from %s', async (_name, index, sort, split) => {
    const query = pageQuery(t.database.db, sort, { limit: PAGE, split });
    expectIndexed(await plan(query), index);
  });

  it.each(orders)('reads a later page of %s from %s', async (_name, index, sort, split) => {
    const options = { limit: PAGE, split };
    const last = (await pageQuery(t.database.db, sort, options)).at(-1)!;
    // The position the next page's cursor carries.
    const from: ListPosition = { sort, key: last.key, id: last.row.id, ...split };
    expectIndexed(await plan(pageQuery(t.database.db, sort, { ...options, from })), index);
  });

  it.each(['trending', 'newest', 'ending-soon', 'most-funded'])(
    'answers the first page of %s through the API',
    async (sort) => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/projects?sort=${sort}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<ProjectListResponse>().items).toHaveLength(12);
    },
  );

  it('searches name and description through the trigram indexes', async () => {
    const split: ListSplit = { phase: 'running', cut: new Date().toISOString() };
    const query = pageQuery(t.database.db, 'trending', { q: 'dragon', split, limit: PAGE });
    expectIndexed(await plan(query), /projects_(name|description)_trgm_idx/);
    const answer = await t.app.inject({ method: 'GET', url: '/api/projects?q=dragon' });
    expect(answer.json<ProjectListResponse>().items).toHaveLength(5);
  });

  it('picks related projects from a random point of the (status, id) index', async () => {
    const query = relatedQuery(t.database.db, {
      excludeId: crypto.randomUUID(),
      start: crypto.randomUUID(),
      side: 'from',
      limit: 8,
    });
    expectIndexed(await plan(query), 'projects_status_id_idx');
  });
});
