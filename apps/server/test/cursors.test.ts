// Page cursors are opaque, but a client can send anything in their place: a cursor whose key
// PostgreSQL cannot read (a number past bigint, a date of year 0 or Feb 30, a float that
// underflows) must answer 400 in the API's error shape, never a 500 from the database.
import { randomUUID } from 'node:crypto';
import type { ProjectSort } from '@memetank/shared/api/projects';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from './helpers';
import { insertProject } from './project-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
});

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** A home-list cursor as the server writes it, with the given key (and cut, for ending soon). */
const listCursor = (sort: ProjectSort, key: string, cut?: string) =>
  base64url(
    JSON.stringify({
      s: sort,
      k: key,
      i: randomUUID(),
      ...(sort === 'ending-soon' ? { p: 'running', t: cut ?? '2026-01-01T00:00:00.000000Z' } : {}),
    }),
  );

const expectBadCursor = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    error: { code: 'VALIDATION_ERROR', message: expect.stringContaining('cursor') },
  });
};

describe('GET /api/projects with a cursor PostgreSQL cannot read', () => {
  it.each<[string, ProjectSort, string, string?]>([
    ['most funded: lamports past the bigint range', 'most-funded', 'SOL:9999999999999999999'],
    ['most funded: lamports one past the bigint range', 'most-funded', 'USDC:9223372036854775808'],
    [
      'most funded: a key without its currency (written before USDC campaigns)',
      'most-funded',
      '1000',
    ],
    ['most funded: a currency that is not one', 'most-funded', 'EUR:1000'],
    ['newest: a date of year 0000', 'newest', '0000-01-01T00:00:00.000000Z'],
    ['newest: February 30', 'newest', '2025-02-30T12:00:00.000000Z'],
    ['newest: February 29 of a year that is not a leap year', 'newest', '2025-02-29T00:00:00Z'],
    ['newest: hour 25', 'newest', '2025-01-01T25:00:00Z'],
    ['newest: second 60', 'newest', '2025-01-01T23:59:60Z'],
    ['newest: minute 60', 'newest', '2025-01-01T23:60:00Z'],
    ['ending soon: April 31', 'ending-soon', '2025-04-31T00:00:00.000000Z'],
    [
      'ending soon: a cut of year 0000',
      'ending-soon',
      '2025-01-01T00:00:00.000000Z',
      '0000-06-01T00:00:00.000000Z',
    ],
    ['trending: a score that underflows float8', 'trending', '1e-400'],
    ['trending: a score that overflows float8', 'trending', '1e309'],
  ])('answers 400 in the error shape, never 500 (%s)', async (_case, sort, key, cut) => {
    await insertProject(t.database, { status: 'approved' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects?sort=${sort}&cursor=${listCursor(sort, key, cut)}`,
    });
    expectBadCursor(response);
  });

  it.each<[string, ProjectSort, string]>([
    ['the largest bigint', 'most-funded', 'SOL:9223372036854775807'],
    ['February 29 of a leap year', 'newest', '2024-02-29T23:59:59.999999Z'],
    ['year 0001', 'newest', '0001-01-01T00:00:00Z'],
    ['a score of zero written with an exponent', 'trending', '0e-400'],
    ['a tiny but representable score', 'trending', '2.5e-310'],
  ])('still accepts a key at the edge of the range (%s)', async (_case, sort, key) => {
    await insertProject(t.database, { status: 'approved' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects?sort=${sort}&cursor=${listCursor(sort, key)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('GET /api/projects/:id/comments with a cursor PostgreSQL cannot read', () => {
  const commentCursor = (at: string) => base64url(`${at}|${randomUUID()}`);

  it.each([
    ['a date of year 0000', '0000-01-01T00:00:00.000000Z'],
    ['February 30', '2025-02-30T12:00:00.000000Z'],
    ['month 13', '2025-13-01T00:00:00.000000Z'],
    ['February 29 of a year that is not a leap year', '2023-02-29T00:00:00.000000Z'],
  ])('answers 400 in the error shape, never 500 (%s)', async (_case, at) => {
    const project = await insertProject(t.database, { status: 'approved' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/comments?cursor=${commentCursor(at)}`,
    });
    expectBadCursor(response);
  });

  it('still accepts a real date at the edge of the calendar', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/comments?cursor=${commentCursor('2024-02-29T23:59:59.999999Z')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ items: [], nextCursor: null });
  });
});
