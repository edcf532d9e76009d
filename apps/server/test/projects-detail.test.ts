import type { ProjectDetail, ProjectSummary } from '@memetank/shared/api/projects';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { associatedTokenAddress } from '../src/chain/token-program';
import { MINT, insertProject } from './project-rows';
import { createTestWallet, type TestWallet } from './wallet-signer';

let t: TestApp;
let admin: TestWallet;
let creator: TestWallet;
let visitor: TestWallet;
beforeAll(async () => {
  [admin, creator, visitor] = await Promise.all([
    createTestWallet(),
    createTestWallet(),
    createTestWallet(),
  ]);
  t = await createTestApp({ env: { ADMIN_WALLETS: admin!.address } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/projects/:id', () => {
  it('shows an approved project to anyone, with every detail field', async () => {
    const project = await insertProject(t.database, {
      status: 'approved',
      name: 'Pepe Rocket',
      longDescription: 'The long story',
      twitterUrl: 'https://x.com/pepe',
      currentFundingUnits: 12_500_000_000n,
      investorCount: 3,
    });
    const response = await get(`/api/projects/${project.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProjectDetail>()).toMatchObject({
      id: project.id,
      name: 'Pepe Rocket',
      status: 'approved',
      longDescription: 'The long story',
      twitterUrl: 'https://x.com/pepe',
      telegramUrl: null,
      fundingGoal: 100,
      currentFunding: 12.5,
      investorCount: 3,
      timeLeft: '10 days',
      likedByMe: false,
    });
  });

  it('shows the token side: the allocation, the deposit state and the escrow token account', async () => {
    const project = await insertProject(t.database, {
      status: 'approved',
      tokenProgram: 'token-2022',
      tokenDecimals: 6,
      tokenAllocation: '18446744073709551615',
      tokenDeposit: 'awaiting',
    });
    const vault = t.app.services.escrow?.vault;
    if (!vault) throw new Error('no vault');
    expect((await get(`/api/projects/${project.id}`)).json<ProjectDetail>()).toMatchObject({
      campaign: 'awaiting_deposit',
      tokenProgram: 'token-2022',
      tokenDecimals: 6,
      tokenAllocation: '18446744073709551615',
      tokenDeposit: 'awaiting',
      escrowTokenAccount: await associatedTokenAddress(vault, MINT, 'token-2022'),
    });
    // A project from before the token side says so with nulls.
    const legacy = await insertProject(t.database, { status: 'approved' });
    expect((await get(`/api/projects/${legacy.id}`)).json<ProjectDetail>()).toMatchObject({
      campaign: 'funding',
      tokenProgram: null,
      tokenAllocation: null,
      tokenDeposit: null,
      escrowTokenAccount: null,
    });
  });

  it('hides pending and rejected projects from visitors and other wallets, like a missing one', async () => {
    const visitorCookie = await signIn(t.app, visitor);
    for (const status of ['pending', 'rejected'] as const) {
      const project = await insertProject(t.database, { status, creatorWallet: creator.address });
      for (const cookie of [undefined, visitorCookie]) {
        const response = await get(`/api/projects/${project.id}`, cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: { code: 'NOT_FOUND', message: 'Project not found' },
        });
      }
    }
    const missing = await get(`/api/projects/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Project not found');
  });

  it('shows pending and rejected projects to their creator and to the admin', async () => {
    const creatorCookie = await signIn(t.app, creator);
    const adminCookie = await signIn(t.app, admin);
    for (const status of ['pending', 'rejected'] as const) {
      const project = await insertProject(t.database, { status, creatorWallet: creator.address });
      for (const cookie of [creatorCookie, adminCookie]) {
        const response = await get(`/api/projects/${project.id}`, cookie);
        expect(response.statusCode).toBe(200);
        expect(response.json().status).toBe(status);
      }
    }
  });

  it('rejects an id that is not a UUID with a 400', async () => {
    const response = await get('/api/projects/42');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/projects/:id/related', () => {
  it('gives up to 8 other approved projects, at random', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const others = [];
    for (let i = 0; i < 12; i += 1) {
      others.push((await insertProject(t.database, { status: 'approved' })).id);
    }
    await insertProject(t.database, { status: 'pending' });
    await insertProject(t.database, { status: 'rejected' });

    const seen = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const response = await get(`/api/projects/${project.id}/related`);
      expect(response.statusCode).toBe(200);
      const items = response.json<{ items: ProjectSummary[] }>().items;
      expect(items).toHaveLength(8);
      expect(new Set(items.map((item) => item.id)).size).toBe(8);
      for (const item of items) {
        expect(others).toContain(item.id);
        seen.add(item.id);
      }
    }
    // Random picks: eight answers of eight do not keep showing the same eight.
    expect(seen.size).toBeGreaterThan(8);
  });

  it('gives every other approved project when there are fewer than 8', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const a = await insertProject(t.database, { status: 'approved' });
    const b = await insertProject(t.database, { status: 'approved' });
    for (let i = 0; i < 5; i += 1) {
      const response = await get(`/api/projects/${project.id}/related`);
      const ids = response.json<{ items: ProjectSummary[] }>().items.map((item) => item.id);
      expect(ids.sort()).toEqual([a.id, b.id].sort());
    }
  });

  it('answers "Project not found" for a project the asker may not see', async () => {
    const pending = await insertProject(t.database, { status: 'pending' });
    const response = await get(`/api/projects/${pending.id}/related`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Project not found');
  });
});
