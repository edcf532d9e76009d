// Following a project and the wallet's notifications (docs/decisions/052): who may follow, each
// kind written in the transaction of what it tells of (an update, a reply, a review, a campaign
// about to end, a settlement, a claim paid), once, to the right wallets only; the paged list,
// marking read, the live stream, and what deleting a project keeps.
import type {
  FollowResponse,
  Notification,
  NotificationListResponse,
} from '@memetank/shared/api/notifications';
import { NOTIFICATION_MESSAGES } from '@memetank/shared/api/notifications';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEscrowJobs } from '../src/escrow';
import { notifyEndingCampaigns } from '../src/jobs/ending-soon';
import { signIn } from './helpers';
import {
  claim,
  claimablesOf,
  createInvestingWorld,
  DAY_MS,
  invest,
  newInvestor,
  openProject,
  signInAdmin,
  SOL,
  type Investor,
  type InvestingWorld,
} from './investing-support';
import { insertProject } from './project-rows';
import { openEventStream } from './realtime-events';
import { createTestWallet } from './wallet-signer';

describe('follows and notifications', () => {
  let world: InvestingWorld;
  let adminCookie: string;

  beforeAll(async () => {
    world = await createInvestingWorld('local');
    adminCookie = await signInAdmin(world);
    await world.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => world.close());

  const request = (method: string, url: string, cookie?: string, payload?: object) =>
    world.t.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const followOf = (projectId: string, cookie?: string) =>
    request('GET', `/api/projects/${projectId}/follow`, cookie);
  const setFollow = (projectId: string, cookie: string | undefined, following: boolean) =>
    request(following ? 'PUT' : 'DELETE', `/api/projects/${projectId}/follow`, cookie);
  const list = async (cookie: string, query = '') => {
    const response = await request('GET', `/api/me/notifications${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationListResponse>();
  };
  const kinds = async (cookie: string) =>
    (await list(cookie, '?limit=50')).items.map((item) => item.data.kind);
  const postUpdate = (projectId: string, cookie: string, title: string) =>
    request('POST', `/api/projects/${projectId}/updates`, cookie, { title, body: 'News.' });
  const postComment = (projectId: string, cookie: string, comment: string, parentId?: string) =>
    request('POST', `/api/projects/${projectId}/comments`, cookie, { comment, parentId });

  /** A new signed-in wallet (no SOL needed to follow, comment or read). */
  const someone = async (): Promise<Investor> => {
    const wallet = await createTestWallet();
    return { wallet, cookie: await signIn(world.t.app, wallet) };
  };

  it('lets a signed-in wallet follow an approved project and stop, idempotently', async () => {
    const project = await openProject(world);
    const bob = await someone();
    expect((await followOf(project.id)).json()).toEqual({ following: false, followers: 0 });
    expect((await setFollow(project.id, undefined, true)).statusCode).toBe(401);
    expect((await setFollow(project.id, undefined, false)).statusCode).toBe(401);

    for (let i = 0; i < 2; i += 1) {
      const followed = await setFollow(project.id, bob.cookie, true);
      expect(followed.statusCode, followed.body).toBe(200);
      expect(followed.json<FollowResponse>()).toEqual({ following: true, followers: 1 });
    }
    expect((await followOf(project.id, bob.cookie)).json()).toEqual({
      following: true,
      followers: 1,
    });
    expect((await followOf(project.id)).json()).toEqual({ following: false, followers: 1 });
    for (let i = 0; i < 2; i += 1) {
      expect((await setFollow(project.id, bob.cookie, false)).json()).toEqual({
        following: false,
        followers: 0,
      });
    }
  });

  it('refuses to follow a project that is not approved (409), and hides one the wallet may not see (404)', async () => {
    const creator = await someone();
    const pending = await insertProject(world.t.database, {
      status: 'pending',
      creatorWallet: creator.wallet.address,
    });
    const mine = await setFollow(pending.id, creator.cookie, true);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error).toEqual({
      code: 'PROJECT_NOT_APPROVED',
      message: NOTIFICATION_MESSAGES.followNotApproved,
    });
    const stranger = await someone();
    expect((await setFollow(pending.id, stranger.cookie, true)).statusCode).toBe(404);
    expect((await followOf(pending.id)).statusCode).toBe(404);
  });

  it("tells followers of a creator's update, live, but not its author nor other wallets; deleting it withdraws it", async () => {
    const project = await openProject(world);
    const [bob, carol] = [await someone(), await someone()];
    await setFollow(project.id, bob.cookie, true);
    // The creator follows too: an update of their own is no news to them.
    await setFollow(project.id, project.creator.cookie, true);

    const { port } = world.t.app.server.address() as AddressInfo;
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/me/events`, {
      cookie: bob.cookie,
    });
    try {
      expect(stream.status).toBe(200);
      const posted = await postUpdate(project.id, project.creator.cookie, 'We listed');
      expect(posted.statusCode, posted.body).toBe(201);
      const event = await stream.next('notification');
      expect(JSON.parse(event.data)).toEqual({ type: 'created' });
    } finally {
      stream.close();
    }

    const bobs = await list(bob.cookie);
    expect(bobs.unread).toBe(1);
    expect(bobs.items).toHaveLength(1);
    const [item] = bobs.items as [Notification];
    expect(item).toMatchObject({
      read: false,
      project: { id: project.id, name: project.name, logo: project.logo, tokenDecimals: 6 },
      data: { kind: 'project_update', title: 'We listed' },
    });
    expect((await list(project.creator.cookie)).items).toEqual([]);
    expect((await list(carol.cookie)).items).toEqual([]);

    const updateId = item.data.kind === 'project_update' ? item.data.updateId : '';
    const removed = await request(
      'DELETE',
      `/api/projects/${project.id}/updates/${updateId}`,
      adminCookie,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await list(bob.cookie)).toEqual({ items: [], unread: 0, nextCursor: null });
  });

  it("tells a comment's author of each reply from another wallet, and withdraws it with the reply", async () => {
    const project = await openProject(world);
    const [bob, carol] = [await someone(), await someone()];
    const parent = (await postComment(project.id, bob.cookie, 'Moon?')).json();
    expect(
      (await postComment(project.id, bob.cookie, 'Replying to myself', parent.id)).statusCode,
    ).toBe(201);
    expect(await kinds(bob.cookie)).toEqual([]);

    const long = `${'word '.repeat(60)}end`;
    const reply = await postComment(project.id, carol.cookie, long, parent.id);
    expect(reply.statusCode, reply.body).toBe(201);
    const [item] = (await list(bob.cookie)).items;
    expect(item?.data).toEqual({
      kind: 'comment_reply',
      commentId: reply.json().id,
      parentId: parent.id,
      authorWallet: carol.wallet.address,
      excerpt: expect.stringMatching(/^word word .*word…$/),
    });
    expect(item?.data.kind === 'comment_reply' && item.data.excerpt.length).toBeLessThanOrEqual(
      140,
    );
    expect(await kinds(carol.cookie)).toEqual([]);

    // Deleting the parent deletes its replies, and their notifications.
    const deleted = await request('DELETE', `/api/comments/${parent.id}`, bob.cookie);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await list(bob.cookie)).unread).toBe(0);
    expect(await kinds(bob.cookie)).toEqual([]);
  });

  it('tells the creator their project was approved or rejected, with the reason the admin gave', async () => {
    const creator = await someone();
    const project = await openProject(world, {
      status: 'pending',
      creator: creator.wallet,
    });
    const review = (status: string, reason?: string) =>
      request('POST', `/api/admin/projects/${project.id}/status`, adminCookie, {
        status,
        ...(reason === undefined ? {} : { reason }),
      });
    const tooLong = await review('rejected', 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(await kinds(creator.cookie)).toEqual([]);

    expect((await review('rejected', '  The mint authority is still live.  ')).statusCode).toBe(
      200,
    );
    expect((await review('rejected', 'Again')).statusCode).toBe(200);
    expect((await list(creator.cookie)).items.map((item) => item.data)).toEqual([
      { kind: 'project_rejected', reason: 'The mint authority is still live.' },
    ]);
    const approved = await review('approved', 'ignored');
    expect(approved.statusCode, approved.body).toBe(200);
    const items = (await list(creator.cookie)).items.map((item) => item.data);
    expect(items).toEqual([
      { kind: 'project_approved' },
      { kind: 'project_rejected', reason: 'The mint authority is still live.' },
    ]);
    // Another wallet's admin route is 403 and tells no one.
    const other = await request(
      'POST',
      `/api/admin/projects/${project.id}/status`,
      creator.cookie,
      { status: 'rejected' },
    );
    expect(other.statusCode).toBe(403);
    expect((await list(creator.cookie)).items).toHaveLength(2);
  });

  it('tells followers once when a followed campaign ends within 48 hours', async () => {
    const project = await openProject(world, { deadlineInMs: 3 * DAY_MS });
    const [bob, carol] = [await someone(), await someone()];
    await setFollow(project.id, bob.cookie, true);

    expect(await notifyEndingCampaigns(world.t.app.services)).toBe(0);
    world.clock.advance((1.5 * DAY_MS) / 1000);
    expect(await notifyEndingCampaigns(world.t.app.services)).toBe(1);
    expect(await notifyEndingCampaigns(world.t.app.services)).toBe(0);
    expect((await list(bob.cookie)).items.map((item) => item.data)).toEqual([
      { kind: 'campaign_ending', deadline: project.deadline.toISOString() },
    ]);
    expect(await kinds(carol.cookie)).toEqual([]);
    world.clock.advance((2 * DAY_MS) / 1000);
    await runEscrowJobs(world.t.app.services);
  });

  it('makes backers follow, tells them and the creator what they can claim at settlement, then each claim paid', async () => {
    const project = await openProject(world, {
      goal: SOL,
      deadlineInMs: DAY_MS,
      token: { decimals: 6, supply: 1_000_000n, allocation: 400_000n },
    });
    const investor = await newInvestor(world);
    expect((await invest(world, investor, project.id, '1')).statusCode).toBe(200);
    expect((await followOf(project.id, investor.cookie)).json()).toEqual({
      following: true,
      followers: 1,
    });
    world.clock.advance((2 * DAY_MS) / 1000);
    await runEscrowJobs(world.t.app.services);
    await runEscrowJobs(world.t.app.services);

    const [settled] = (await list(investor.cookie)).items;
    expect(settled?.data).toEqual({
      kind: 'campaign_settled',
      outcome: 'funded',
      claims: [
        {
          fundType: 'token_allocation',
          lamports: SOL.toString(),
          mint: project.mint,
          tokenAmount: '400000000000',
          currency: 'SOL',
        },
      ],
    });
    const creatorItems = (await list(project.creator.cookie)).items;
    expect(creatorItems.map((item) => item.data)).toEqual([
      {
        kind: 'campaign_settled',
        outcome: 'funded',
        claims: [
          {
            fundType: 'creator_payout',
            lamports: '970000000',
            mint: null,
            tokenAmount: null,
            currency: 'SOL',
          },
        ],
      },
    ]);

    const [row] = (await claimablesOf(world, investor.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    const paid = await claim(world, investor.cookie, row!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const { items, unread } = await list(investor.cookie);
    expect(unread).toBe(2);
    expect(items[0]?.data).toEqual({
      kind: 'claim_paid',
      claim: {
        fundType: 'token_allocation',
        lamports: SOL.toString(),
        mint: project.mint,
        tokenAmount: '400000000000',
        currency: 'SOL',
      },
      signature: paid.json().claimable.claimSignature,
    });

    // Deleting the project keeps what was settled and paid, named "Unknown Project".
    const deleted = await request('DELETE', `/api/admin/projects/${project.id}`, adminCookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await list(investor.cookie);
    expect(after.items.map((item) => [item.data.kind, item.project.name])).toEqual([
      ['claim_paid', 'Unknown Project'],
      ['campaign_settled', 'Unknown Project'],
    ]);
  });

  it('pages newest first, counts unread, and marks one or all read (401 without a session, 404 for another wallet’s as for a missing one)', async () => {
    const [bob, carol] = [await someone(), await someone()];
    // One update on each of five projects: one creator's updates on one project are one group.
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) {
      const project = await openProject(world);
      await setFollow(project.id, bob.cookie, true);
      expect((await postUpdate(project.id, project.creator.cookie, title)).statusCode).toBe(201);
    }
    expect((await request('GET', '/api/me/notifications')).statusCode).toBe(401);
    expect((await request('GET', '/api/me/notifications/unread-count')).statusCode).toBe(401);
    const anonymous = await request('POST', '/api/me/notifications/read-all');
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expect((await request('GET', '/api/me/events')).statusCode).toBe(401);

    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page: NotificationListResponse = await list(
        bob.cookie,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.unread).toBe(5);
      titles.push(
        ...page.items.map((item) => (item.data.kind === 'project_update' ? item.data.title : '')),
      );
      cursor = page.nextCursor;
    } while (cursor);
    expect(titles).toEqual(['Five', 'Four', 'Three', 'Two', 'One']);
    expect((await request('GET', '/api/me/notifications?cursor=nope', bob.cookie)).statusCode).toBe(
      400,
    );

    const [first] = (await list(bob.cookie)).items;
    // Another wallet's notification answers as a missing one does: 404, the same words.
    const theirs = await request('POST', `/api/me/notifications/${first!.id}/read`, carol.cookie);
    const missing = await request(
      'POST',
      '/api/me/notifications/00000000-0000-4000-8000-000000000000/read',
      bob.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(NOTIFICATION_MESSAGES.notFound);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await list(bob.cookie)).items[0]!.read).toBe(false);

    const { port } = world.t.app.server.address() as AddressInfo;
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/me/events`, {
      cookie: bob.cookie,
    });
    try {
      const one = await request('POST', `/api/me/notifications/${first!.id}/read`, bob.cookie);
      expect(one.json()).toEqual({ unread: 4 });
      expect(JSON.parse((await stream.next('notification')).data)).toEqual({ type: 'read' });
    } finally {
      stream.close();
    }
    expect((await list(bob.cookie)).items.map((item) => item.read)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect((await request('GET', '/api/me/notifications/unread-count', bob.cookie)).json()).toEqual(
      { unread: 4 },
    );
    expect((await request('POST', '/api/me/notifications/read-all', bob.cookie)).json()).toEqual({
      unread: 0,
    });
    expect((await list(bob.cookie)).items.every((item) => item.read)).toBe(true);
  });
});
