// Grouped notifications (docs/decisions/071): one wallet's replies to another, and a creator's
// updates, fold into one unread row per sender and project that counts them; a group starts at
// most GROUP_ROWS_PER_HOUR rows an hour per recipient, beyond that it folds into its newest row.
import type { Notification, NotificationListResponse } from '@memetank/shared/api/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_ROWS_PER_HOUR } from '../src/notifications/notify';
import { signIn } from './helpers';
import { createInvestingWorld, openProject, type InvestingWorld } from './investing-support';
import { createTestWallet } from './wallet-signer';

describe('grouped notifications', () => {
  let world: InvestingWorld;

  beforeAll(async () => {
    world = await createInvestingWorld('local');
  });
  afterAll(() => world.close());

  const request = (method: string, url: string, cookie: string, payload?: object) =>
    world.t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const list = async (cookie: string) => {
    const response = await request('GET', '/api/me/notifications?limit=50', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationListResponse>();
  };
  const unread = async (cookie: string) =>
    (await request('GET', '/api/me/notifications/unread-count', cookie)).json<{
      unread: number;
    }>().unread;
  const reply = async (projectId: string, cookie: string, comment: string, parentId: string) => {
    const response = await request('POST', `/api/projects/${projectId}/comments`, cookie, {
      comment,
      parentId,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };
  const someone = async () => {
    const wallet = await createTestWallet();
    return { address: wallet.address, cookie: await signIn(world.t.app, wallet) };
  };
  const readOne = (cookie: string, id: string) =>
    request('POST', `/api/me/notifications/${id}/read`, cookie);
  const excerptOf = (item: Notification | undefined) =>
    item?.data.kind === 'comment_reply' ? item.data.excerpt : undefined;

  /** A project, Bob's comment on it, and the wallets that reply. */
  async function thread() {
    const project = await openProject(world);
    const bob = await someone();
    const parent = await request('POST', `/api/projects/${project.id}/comments`, bob.cookie, {
      comment: 'Moon?',
    });
    return { project, bob, parentId: parent.json<{ id: string }>().id };
  }

  it('folds 50 replies from one wallet on one project into one unread notification of 50', async () => {
    const { project, bob, parentId } = await thread();
    const carol = await someone();
    for (let i = 1; i <= 50; i += 1) await reply(project.id, carol.cookie, `Reply ${i}`, parentId);

    const page = await list(bob.cookie);
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      count: 50,
      read: false,
      project: { id: project.id },
      data: { kind: 'comment_reply', authorWallet: carol.address, excerpt: 'Reply 50' },
    });
    expect(await unread(bob.cookie)).toBe(1);

    // Another sender, or the same sender on another project, is another group.
    const dave = await someone();
    await reply(project.id, dave.cookie, 'From Dave', parentId);
    const other = await openProject(world);
    const elsewhere = await request('POST', `/api/projects/${other.id}/comments`, bob.cookie, {
      comment: 'Here too?',
    });
    await reply(other.id, carol.cookie, 'Elsewhere', elsewhere.json<{ id: string }>().id);
    const after = await list(bob.cookie);
    expect(after.unread).toBe(3);
    expect(after.items.map((item) => [excerptOf(item), item.count])).toEqual([
      ['Elsewhere', 1],
      ['From Dave', 1],
      ['Reply 50', 50],
    ]);
  });

  it('counts replies sent at once, each one', async () => {
    const { project, bob, parentId } = await thread();
    const carol = await someone();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reply(project.id, carol.cookie, `At once ${i}`, parentId),
      ),
    );
    const page = await list(bob.cookie);
    expect(page.items.map((item) => item.count)).toEqual([10]);
  });

  it('marks a group read as one, and the next reply starts a new group of 1', async () => {
    const { project, bob, parentId } = await thread();
    const carol = await someone();
    for (let i = 1; i <= 5; i += 1) await reply(project.id, carol.cookie, `Reply ${i}`, parentId);
    const [group] = (await list(bob.cookie)).items;
    const marked = await readOne(bob.cookie, group!.id);
    expect(marked.json()).toEqual({ unread: 0 });

    await reply(project.id, carol.cookie, 'One more', parentId);
    const page = await list(bob.cookie);
    expect(page.unread).toBe(1);
    expect(page.items.map((item) => [excerptOf(item), item.count, item.read])).toEqual([
      ['One more', 1, false],
      ['Reply 5', 5, true],
    ]);
  });

  it('starts at most 5 rows of a group an hour for one wallet, then folds into the newest, unread again', async () => {
    const { project, bob, parentId } = await thread();
    const carol = await someone();
    // Bob reads each at once: every reply would be a new row.
    for (let i = 1; i <= GROUP_ROWS_PER_HOUR; i += 1) {
      await reply(project.id, carol.cookie, `Read ${i}`, parentId);
      await request('POST', '/api/me/notifications/read-all', bob.cookie);
    }
    expect((await list(bob.cookie)).items).toHaveLength(GROUP_ROWS_PER_HOUR);

    await reply(project.id, carol.cookie, 'Over the cap', parentId);
    await reply(project.id, carol.cookie, 'Over again', parentId);
    const page = await list(bob.cookie);
    expect(page.items).toHaveLength(GROUP_ROWS_PER_HOUR);
    expect(page.unread).toBe(1);
    expect([excerptOf(page.items[0]), page.items[0]?.count, page.items[0]?.read]).toEqual([
      'Over again',
      2,
      false,
    ]);
    expect(GROUP_ROWS_PER_HOUR).toBe(5);
  });

  it("folds a creator's 15 updates into one notification of 15 for each follower", async () => {
    const project = await openProject(world);
    const bob = await someone();
    await request('PUT', `/api/projects/${project.id}/follow`, bob.cookie);
    for (let i = 1; i <= 15; i += 1) {
      const posted = await request(
        'POST',
        `/api/projects/${project.id}/updates`,
        project.creator.cookie,
        { title: `Update ${i}`, body: 'News.' },
      );
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const page = await list(bob.cookie);
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      count: 15,
      data: { kind: 'project_update', title: 'Update 15' },
    });
  });

  it("caps a creator's updates for each follower alike, folding the ones over the cap", async () => {
    const project = await openProject(world);
    const followers = [await someone(), await someone()];
    for (const follower of followers) {
      await request('PUT', `/api/projects/${project.id}/follow`, follower.cookie);
    }
    const post = async (title: string) => {
      const posted = await request(
        'POST',
        `/api/projects/${project.id}/updates`,
        project.creator.cookie,
        { title, body: 'News.' },
      );
      expect(posted.statusCode, posted.body).toBe(201);
    };
    for (let i = 1; i <= GROUP_ROWS_PER_HOUR; i += 1) {
      await post(`Read ${i}`);
      for (const follower of followers) {
        await request('POST', '/api/me/notifications/read-all', follower.cookie);
      }
    }
    await post('Over the cap');
    await post('Over again');
    for (const follower of followers) {
      const page = await list(follower.cookie);
      expect(page.items).toHaveLength(GROUP_ROWS_PER_HOUR);
      expect(page.unread).toBe(1);
      expect(page.items[0]).toMatchObject({
        count: 2,
        read: false,
        data: { kind: 'project_update', title: 'Over again' },
      });
    }
  });

  it('withdraws a group with the reply it quotes, and keeps it when an earlier one goes', async () => {
    const { project, bob, parentId } = await thread();
    const carol = await someone();
    const first = await reply(project.id, carol.cookie, 'First', parentId);
    const last = await reply(project.id, carol.cookie, 'Last', parentId);

    expect((await request('DELETE', `/api/comments/${first.id}`, carol.cookie)).statusCode).toBe(
      204,
    );
    expect((await list(bob.cookie)).items.map(excerptOf)).toEqual(['Last']);
    expect((await request('DELETE', `/api/comments/${last.id}`, carol.cookie)).statusCode).toBe(
      204,
    );
    expect(await list(bob.cookie)).toEqual({ items: [], unread: 0, nextCursor: null });
  });
});
