import type { ProjectListResponse, ProjectSort } from '@memetank/shared/api/projects';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../src/lib/clock';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet } from './wallet-signer';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SOL = 1_000_000_000n;
const NOW = Date.now();
const NOW_ISO = new Date(NOW).toISOString();

let t: TestApp;
/** The server's clock: a test that moves it forward moves it back when done. */
const clock = createClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
});

const approved = (overrides: Parameters<typeof insertProject>[1] = {}) =>
  insertProject(t.database, { status: 'approved', ...overrides });

async function list(query: Record<string, string | number> = {}, cookie?: string) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/projects?${search}`,
    headers: cookie ? { cookie } : {},
  });
  return response;
}

async function page(query: Record<string, string | number> = {}, cookie?: string) {
  const response = await list(query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProjectListResponse>();
}

const names = (body: ProjectListResponse) => body.items.map((item) => item.name);

/** Every page of a list, calling `between` after each page; the ids in the order listed. */
async function walk(
  query: { sort: ProjectSort; limit: number; q?: string },
  between: (pageNumber: number) => Promise<void> = async () => {},
) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pageNumber = 0; pageNumber < 100; pageNumber += 1) {
    const body = await page({ ...query, ...(cursor ? { cursor } : {}) });
    expect(body.items.length).toBeLessThanOrEqual(query.limit);
    ids.push(...body.items.map((item) => item.id));
    cursor = body.nextCursor;
    if (!cursor) return ids;
    await between(pageNumber);
  }
  throw new Error('the list never ended');
}

describe('GET /api/projects', () => {
  it('lists approved projects only', async () => {
    await approved({ name: 'Approved Frog' });
    await insertProject(t.database, { name: 'Pending Frog', status: 'pending' });
    await insertProject(t.database, { name: 'Rejected Frog', status: 'rejected' });
    const body = await page();
    expect(names(body)).toEqual(['Approved Frog']);
    expect(body.nextCursor).toBeNull();
    expect(body.items[0]).toMatchObject({
      status: 'approved',
      fundingGoal: 100,
      currentFunding: 0,
      likesCount: 0,
      commentsCount: 0,
    });
    expect(body.items[0]).not.toHaveProperty('likedByMe');
  });

  it('searches name and description case-insensitively', async () => {
    await approved({ name: 'Pepe Rocket', description: 'To the moon' });
    await approved({ name: 'Doge Coin', description: 'Much WOW, very pepe' });
    await approved({ name: 'Cat Token', description: 'Meow' });
    await insertProject(t.database, { name: 'Pending Pepe', status: 'pending' });
    const body = await page({ q: 'PEPE', sort: 'newest' });
    expect(names(body).sort()).toEqual(['Doge Coin', 'Pepe Rocket']);
    expect(names(await page({ q: '  wow  ' }))).toEqual(['Doge Coin']);
    expect(names(await page({ q: 'nothing like this' }))).toEqual([]);
  });

  it('matches % and _ in the search literally', async () => {
    await approved({ name: '100% Frog', description: 'all frog' });
    await approved({ name: '100 Frogs', description: 'snake_case coin' });
    await approved({ name: 'Plain', description: 'snakeXcase coin' });
    expect(names(await page({ q: '100%' }))).toEqual(['100% Frog']);
    expect(names(await page({ q: 'snake_case' }))).toEqual(['100 Frogs']);
    expect(names(await page({ q: '%' }))).toEqual(['100% Frog']);
  });

  it('sorts newest first', async () => {
    await approved({ name: 'Old', createdAt: new Date(NOW - 3 * DAY) });
    await approved({ name: 'New', createdAt: new Date(NOW - HOUR) });
    await approved({ name: 'Middle', createdAt: new Date(NOW - DAY) });
    expect(names(await page({ sort: 'newest' }))).toEqual(['New', 'Middle', 'Old']);
  });

  it('sorts most funded first', async () => {
    await approved({ name: 'Ten', currentFundingUnits: 10n * SOL });
    await approved({ name: 'Zero' });
    await approved({ name: 'Fifty', currentFundingUnits: 50n * SOL + 1n });
    expect(names(await page({ sort: 'most-funded' }))).toEqual(['Fifty', 'Ten', 'Zero']);
  });

  it('sorts ending soon: deadlines still ahead soonest first, then ended ones, latest ended first', async () => {
    await approved({ name: 'In 5 days', deadline: new Date(NOW + 5 * DAY) });
    await approved({ name: 'Ended 3 days ago', deadline: new Date(NOW - 3 * DAY) });
    await approved({ name: 'In 1 hour', deadline: new Date(NOW + HOUR) });
    await approved({ name: 'Ended 1 hour ago', deadline: new Date(NOW - HOUR) });
    await approved({ name: 'In 2 days', deadline: new Date(NOW + 2 * DAY) });
    expect(names(await page({ sort: 'ending-soon' }))).toEqual([
      'In 1 hour',
      'In 2 days',
      'In 5 days',
      'Ended 1 hour ago',
      'Ended 3 days ago',
    ]);
    // The same order when the pages split inside either part or between them.
    for (const limit of [1, 2, 3]) {
      const ids = await walk({ sort: 'ending-soon', limit });
      expect(ids).toEqual((await page({ sort: 'ending-soon' })).items.map((item) => item.id));
    }
  });

  it('sorts trending by log10(1 + likes + 2 x comments + 3 x investors + raised SOL) + created_at / 45000 s', async () => {
    const createdAt = new Date(NOW - DAY);
    // Same age: activity decides, with comments worth 2 likes and investors 3.
    await approved({ name: 'Quiet', createdAt });
    await approved({ name: 'Five likes', createdAt, likesCount: 5 });
    await approved({ name: 'Two comments', createdAt, commentsCount: 2 });
    await approved({ name: 'Two investors', createdAt, investorCount: 2 });
    await approved({ name: 'Eight SOL raised', createdAt, currentFundingUnits: 8n * SOL });
    expect(names(await page({ sort: 'trending' }))).toEqual([
      'Eight SOL raised', // 1 + 8
      'Two investors', // 1 + 2 x 3
      'Five likes', // 1 + 5
      'Two comments', // 1 + 2 x 2
      'Quiet', // 1
    ]);
  });

  it('lets activity decay with age on trending: 12.5 hours of age cost a factor 10 of activity', async () => {
    // Created 12.5 h apart: 99 activity units (log10 100 = 2) beat age by one point, 8 (log10 9 < 1) do not.
    await approved({ name: 'New and quiet', createdAt: new Date(NOW - HOUR) });
    await approved({
      name: 'Older and busy',
      createdAt: new Date(NOW - HOUR - 12.5 * HOUR),
      likesCount: 99,
    });
    await approved({
      name: 'Older and a little busy',
      createdAt: new Date(NOW - HOUR - 12.5 * HOUR),
      likesCount: 8,
    });
    expect(names(await page({ sort: 'trending' }))).toEqual([
      'Older and busy',
      'New and quiet',
      'Older and a little busy',
    ]);
  });

  it('keeps trending right when a like is written, without anyone recomputing a score', async () => {
    const createdAt = new Date(NOW - DAY);
    await approved({ name: 'First', createdAt, likesCount: 1 });
    const second = await approved({ name: 'Second', createdAt });
    expect(names(await page({ sort: 'trending' }))).toEqual(['First', 'Second']);
    for (let i = 0; i < 2; i += 1) {
      const cookie = await signIn(t.app, await createTestWallet());
      const liked = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${second.id}/like`,
        headers: { cookie },
      });
      expect(liked.statusCode).toBe(200);
    }
    expect(names(await page({ sort: 'trending' }))).toEqual(['Second', 'First']);
  });

  it('uses the default sort (trending) and page size (12)', async () => {
    for (let i = 0; i < 13; i += 1) await approved({ likesCount: i });
    const body = await page();
    expect(body.items).toHaveLength(12);
    expect(body.items[0]!.likesCount).toBe(12);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  describe('open campaigns first', () => {
    const createdAt = new Date(NOW - DAY);
    // Activity would rank the ended campaigns first on trending; the deadline puts them after.
    async function campaigns() {
      await approved({ name: 'Open in 2 days', createdAt, deadline: new Date(NOW + 2 * DAY) });
      await approved({
        name: 'Open in 5 days, liked',
        createdAt,
        likesCount: 5,
        deadline: new Date(NOW + 5 * DAY),
      });
      await approved({
        name: 'Ended 1 hour ago, busy',
        createdAt,
        likesCount: 99,
        deadline: new Date(NOW - HOUR),
      });
      await approved({
        name: 'Settled, busiest',
        createdAt,
        likesCount: 999,
        deadline: new Date(NOW - 2 * DAY),
        settledAt: new Date(NOW - DAY),
        settlementOutcome: 'refunded',
        openClaims: 0,
      });
    }

    it('ranks ended, refunding and settled campaigns after the open ones on trending', async () => {
      await campaigns();
      const body = await page({ sort: 'trending' });
      expect(names(body)).toEqual([
        'Open in 5 days, liked',
        'Open in 2 days',
        'Settled, busiest',
        'Ended 1 hour ago, busy',
      ]);
      expect(body.items.map((item) => [item.campaign, item.settledAt])).toEqual([
        ['funding', null],
        ['funding', null],
        ['settled', new Date(NOW - DAY).toISOString()],
        ['refunding', null],
      ]);
    });

    it('ranks them after the open ones on ending soon', async () => {
      await campaigns();
      expect(names(await page({ sort: 'ending-soon' }))).toEqual([
        'Open in 2 days',
        'Open in 5 days, liked',
        'Ended 1 hour ago, busy',
        'Settled, busiest',
      ]);
    });

    it.each<ProjectSort>(['trending', 'ending-soon'])(
      'pages %s across the boundary: every project once, in the same order',
      async (sort) => {
        await campaigns();
        for (let i = 0; i < 3; i += 1) {
          await approved({ createdAt, likesCount: i, deadline: new Date(NOW + (i - 1) * DAY) });
        }
        const all = (await page({ sort })).items.map((item) => item.id);
        expect(all).toHaveLength(7);
        for (const limit of [1, 2, 3, 4, 6]) {
          expect(await walk({ sort, limit })).toEqual(all);
        }
      },
    );

    it("keeps the first page's split while a deadline passes during paging", async () => {
      await approved({ name: 'Ends in an hour', likesCount: 1, deadline: new Date(NOW + HOUR) });
      await approved({ name: 'Ends in a day', deadline: new Date(NOW + DAY) });
      await approved({ name: 'Ended', likesCount: 50, deadline: new Date(NOW - HOUR) });
      const seen: string[] = [];
      let cursor: string | null = null;
      try {
        do {
          const body = await page({ sort: 'trending', limit: 1, ...(cursor ? { cursor } : {}) });
          seen.push(...names(body));
          cursor = body.nextCursor;
          // After the first page the hour passes: the list goes on as it was split.
          if (seen.length === 1) clock.advance(2 * 60 * 60);
        } while (cursor);
        expect(seen).toEqual(['Ends in an hour', 'Ends in a day', 'Ended']);
        // A new first page splits at the new time.
        expect(names(await page({ sort: 'trending' }))).toEqual([
          'Ends in a day',
          'Ended',
          'Ends in an hour',
        ]);
      } finally {
        clock.advance(-2 * 60 * 60);
      }
    });

    it('goes on in the open part from a trending cursor written before the split', async () => {
      await campaigns();
      const first = await page({ sort: 'trending', limit: 1 });
      const { s, k, i } = JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString()) as {
        s: string;
        k: string;
        i: string;
      };
      const legacy = Buffer.from(JSON.stringify({ s, k, i })).toString('base64url');
      expect(names(await page({ sort: 'trending', cursor: legacy }))).toEqual([
        'Open in 2 days',
        'Settled, busiest',
        'Ended 1 hour ago, busy',
      ]);
      // Ending soon cursors always carry their split.
      const endingSoon = Buffer.from(JSON.stringify({ s: 'ending-soon', k: NOW_ISO, i })).toString(
        'base64url',
      );
      expect((await list({ sort: 'ending-soon', cursor: endingSoon })).statusCode).toBe(400);
    });
  });

  describe('pages', () => {
    const sorts: ProjectSort[] = ['trending', 'newest', 'ending-soon', 'most-funded'];

    it.each(sorts)(
      'walks every approved project once on %s, even as projects are added between pages',
      async (sort) => {
        // Ties on every sort key, so the id has to break them.
        const originals = [];
        for (let i = 0; i < 11; i += 1) {
          originals.push(
            await approved({
              createdAt: new Date(NOW - (i % 3) * HOUR),
              deadline: new Date(NOW + ((i % 4) - 1) * DAY),
              currentFundingUnits: BigInt(i % 2) * SOL,
              likesCount: i % 3,
            }),
          );
        }
        const added: string[] = [];
        const ids = await walk({ sort, limit: 3 }, async (pageNumber) => {
          // New projects of every kind: some sort before the cursor, some after it.
          const row = await approved({
            createdAt: new Date(NOW - (pageNumber % 3) * HOUR + 1),
            deadline: new Date(NOW + (pageNumber - 1) * DAY + 1),
            currentFundingUnits: BigInt(pageNumber % 3) * SOL,
            likesCount: pageNumber % 4,
          });
          added.push(row.id);
        });
        expect(new Set(ids).size).toBe(ids.length);
        const seenOriginals = ids.filter((id) => !added.includes(id));
        expect(seenOriginals.sort()).toEqual(originals.map((row) => row.id).sort());
      },
    );

    it('pages a search', async () => {
      for (let i = 0; i < 5; i += 1) await approved({ name: `Moon ${i}` });
      for (let i = 0; i < 5; i += 1) await approved({ name: `Sun ${i}` });
      const ids = await walk({ sort: 'newest', limit: 2, q: 'moon' });
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
    });

    it('ends with a null cursor when the last page is exactly full', async () => {
      for (let i = 0; i < 4; i += 1) await approved();
      const first = await page({ sort: 'newest', limit: 2 });
      const second = await page({ sort: 'newest', limit: 2, cursor: first.nextCursor! });
      expect(second.items).toHaveLength(2);
      expect(second.nextCursor).toBeNull();
    });

    it.each([
      ['not base64 JSON', '!!!'],
      ['JSON of the wrong shape', Buffer.from('{"a":1}').toString('base64url')],
      [
        'a key that is not a timestamp',
        Buffer.from(
          JSON.stringify({ s: 'newest', k: "1'; drop table projects", i: crypto.randomUUID() }),
        ).toString('base64url'),
      ],
    ])('rejects a malformed cursor (%s) with a 400', async (_case, cursor) => {
      await approved();
      const response = await list({ sort: 'newest', cursor });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_ERROR', message: expect.stringContaining('cursor') },
      });
    });

    it('rejects a cursor from another sort with a 400', async () => {
      for (let i = 0; i < 3; i += 1) await approved();
      const { nextCursor } = await page({ sort: 'newest', limit: 1 });
      const response = await list({ sort: 'most-funded', cursor: nextCursor! });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    });
  });

  it('rejects an unknown sort and a limit above 48', async () => {
    expect((await list({ sort: 'random' })).statusCode).toBe(400);
    expect((await list({ limit: 49 })).statusCode).toBe(400);
  });

  it('says which projects the signed-in wallet likes', async () => {
    const liked = await approved({ name: 'Liked', createdAt: new Date(NOW - HOUR) });
    await approved({ name: 'Not liked', createdAt: new Date(NOW - DAY) });
    const cookie = await signIn(t.app, await createTestWallet());
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${liked.id}/like`,
      headers: { cookie },
    });
    const body = await page({ sort: 'newest' }, cookie);
    expect(body.items.map((item) => [item.name, item.likedByMe])).toEqual([
      ['Liked', true],
      ['Not liked', false],
    ]);
  });
});
