// A project still pending when its deadline passes (issue 35 point 3): approving it as it is, by
// the server's clock, is refused and changes nothing; the admin sets a new deadline (at most 30
// days ahead) in the edit that approves it.
import { DEADLINE_PASSED_REASON } from '@memetank/shared/api/admin';
import { SUBMIT_MESSAGES } from '@memetank/shared/api/submit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog, notifications, projects, userProjects } from '../src/db/schema';
import { createClock, type Clock } from '../src/lib/clock';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createToken, funderOf } from './token-support';
import { createTestWallet, type TestWallet } from './wallet-signer';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('approving a project whose deadline passed during review', () => {
  let t: TestApp;
  let clock: Clock;
  let admin: TestWallet;
  let creator: TestWallet;
  let adminCookie: string;
  let mint: string;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: adminCookie },
      ...(payload ? { payload } : {}),
    });

  const projectRow = async (id: string) =>
    (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0];

  beforeAll(async () => {
    admin = await createTestWallet();
    creator = await createTestWallet();
    clock = createClock();
    t = await createTestApp({ clock, env: { ADMIN_WALLETS: admin.address } });
    const chain = t.app.services.chain;
    mint = await createToken(chain, funderOf(chain), { owner: creator.address });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    adminCookie = await signIn(t.app, admin);
  });

  /** A pending project due in a day, then the server's clock moved two days on. */
  async function overdue() {
    const project = await insertProject(t.database, {
      creatorWallet: creator.address,
      tokenAddress: mint,
      tokenProgram: 'token-2022',
      tokenDecimals: 6,
      tokenAllocation: '1000000000',
      tokenDeposit: 'awaiting',
      deadline: new Date(clock.now().getTime() + DAY_MS),
    });
    await t.database.db
      .insert(userProjects)
      .values({ projectId: project.id, userId: creator.address });
    clock.advance((2 * DAY_MS) / 1000);
    return project;
  }

  async function expectUnchanged(project: Awaited<ReturnType<typeof overdue>>) {
    expect(await projectRow(project.id)).toMatchObject({
      status: 'pending',
      deadline: project.deadline,
    });
    const [row] = await t.database.db
      .select()
      .from(userProjects)
      .where(eq(userProjects.projectId, project.id));
    expect(row?.status).toBe('under_review');
    expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
    expect(await t.database.db.select().from(notifications)).toEqual([]);
  }

  it('refuses Approve with 409 DEADLINE_PASSED and changes nothing', async () => {
    const project = await overdue();
    const response = await call('POST', `/api/admin/projects/${project.id}/status`, {
      status: 'approved',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'DEADLINE_PASSED',
      message: `Failed to approve project: ${DEADLINE_PASSED_REASON}`,
    });
    await expectUnchanged(project);
  });

  it('refuses an edit approving it with its passed deadline, and one with a deadline still past', async () => {
    const project = await overdue();
    for (const update of [
      { status: 'approved' },
      { status: 'approved', deadline: new Date(clock.now().getTime() - 60_000).toISOString() },
    ]) {
      const response = await call('PATCH', `/api/admin/projects/${project.id}`, update);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'DEADLINE_PASSED',
        message: `Failed to update project: ${DEADLINE_PASSED_REASON}`,
      });
    }
    await expectUnchanged(project);
  });

  it('refuses a new deadline more than 30 days from today in the approving edit', async () => {
    const project = await overdue();
    const deadline = new Date(clock.now().getTime() + 32 * DAY_MS).toISOString();
    const response = await call('PATCH', `/api/admin/projects/${project.id}`, {
      status: 'approved',
      deadline,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      `Invalid body.deadline: ${SUBMIT_MESSAGES.invalidDeadline.description}`,
    );
    await expectUnchanged(project);
  });

  it('approves it with a new deadline set in the same edit, or set first and approved after', async () => {
    const inOne = await overdue();
    const deadline = new Date(clock.now().getTime() + 20 * DAY_MS).toISOString();
    const approved = await call('PATCH', `/api/admin/projects/${inOne.id}`, {
      status: 'approved',
      deadline,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().project).toMatchObject({ status: 'approved', deadline });
    expect(approved.json().project.timeLeft).toBe('20 days');

    const inTwo = await overdue();
    const later = new Date(clock.now().getTime() + 10 * DAY_MS).toISOString();
    const edited = await call('PATCH', `/api/admin/projects/${inTwo.id}`, { deadline: later });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().project.status).toBe('pending');
    const status = await call('POST', `/api/admin/projects/${inTwo.id}/status`, {
      status: 'approved',
    });
    expect(status.statusCode).toBe(200);
    expect(await projectRow(inTwo.id)).toMatchObject({ status: 'approved' });
  });

  it('still rejects it: only approving needs a new deadline', async () => {
    const project = await overdue();
    const response = await call('POST', `/api/admin/projects/${project.id}/status`, {
      status: 'rejected',
    });
    expect(response.statusCode).toBe(200);
    expect((await projectRow(project.id))?.status).toBe('rejected');
  });
});
