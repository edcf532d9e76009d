import { ALLOCATION_DOES_NOT_FIT, FROZEN_TERM_REASONS } from '@memetank/shared/api/admin';
import { SUBMIT_MESSAGES } from '@memetank/shared/api/submit';
import { TOKEN_ESCROW_MESSAGES } from '@memetank/shared/api/token-escrow';
import { TOKEN_LOOKUP_MESSAGES } from '@memetank/shared/api/tokens';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChainError, type Chain } from '../src/chain/chain';
import { createLocalChain } from '../src/chain/local-chain';
import { associatedTokenAddress } from '../src/chain/token-program';
import { adminAuditLog, projects, userProjects } from '../src/db/schema';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createMintWithFreezeAuthority, createToken, funderOf } from './token-support';
import { createTestWallet, type TestWallet } from './wallet-signer';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('admin review', () => {
  let t: TestApp;
  let admin: TestWallet;
  let creator: TestWallet;
  let adminCookie: string;
  let creatorCookie: string;
  /** The creator's Token-2022 test mint (6 decimals) and an SPL Token mint of 0 decimals. */
  let mint: string;
  let otherMint: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  const routes = (id: string) =>
    [
      ['GET', '/api/admin/projects', undefined],
      ['POST', `/api/admin/projects/${id}/status`, { status: 'approved' }],
      ['PATCH', `/api/admin/projects/${id}`, { name: 'Hacked' }],
      ['DELETE', `/api/admin/projects/${id}`, undefined],
      ['GET', '/api/admin/audit-log', undefined],
      // The vault, its fees and the payouts the co-signer refused.
      ['GET', '/api/admin/escrow', undefined],
    ] as const;

  const projectRow = async (id: string) =>
    (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0];

  beforeAll(async () => {
    admin = await createTestWallet();
    creator = await createTestWallet();
    t = await createTestApp({ env: { ADMIN_WALLETS: admin.address } });
    const chain = t.app.services.chain;
    mint = await createToken(chain, funderOf(chain), { owner: creator.address });
    otherMint = await createToken(chain, funderOf(chain), {
      owner: creator.address,
      program: 'spl-token',
      decimals: 0,
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    adminCookie = await signIn(t.app, admin);
    creatorCookie = await signIn(t.app, creator);
  });

  it('refuses every admin route without a session (401)', async () => {
    const project = await insertProject(t.database);
    for (const [method, url, payload] of routes(project.id)) {
      const response = await call(method, url, null, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses every admin route to a wallet that is not the admin (403) and changes nothing', async () => {
    const project = await insertProject(t.database, { creatorWallet: creator.address });
    for (const [method, url, payload] of routes(project.id)) {
      const response = await call(method, url, creatorCookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect(await projectRow(project.id)).toMatchObject({ status: 'pending', name: project.name });
    expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
  });

  describe('the project list', () => {
    it('lists every project newest first with counts by status', async () => {
      const a = await insertProject(t.database, { createdAt: new Date('2026-01-01T00:00:00Z') });
      const b = await insertProject(t.database, {
        status: 'approved',
        createdAt: new Date('2026-01-02T00:00:00Z'),
      });
      const c = await insertProject(t.database, {
        status: 'rejected',
        createdAt: new Date('2026-01-03T00:00:00Z'),
        legitimacyStatement: 'I confirm',
        legitimacySignature: 'sig',
      });
      const response = await call('GET', '/api/admin/projects', adminCookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.items.map((p: { id: string }) => p.id)).toEqual([c.id, b.id, a.id]);
      expect(body.items[0]).toMatchObject({
        legitimacyStatement: 'I confirm',
        legitimacySignature: 'sig',
      });
      expect(body.counts).toEqual({ all: 3, pending: 1, approved: 1, rejected: 1 });
    });

    it('shows on each project the other projects using its token mint, whatever their status', async () => {
      const OTHER_MINT = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
      const first = await insertProject(t.database, {
        name: 'First Doge',
        status: 'approved',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      });
      const again = await insertProject(t.database, {
        name: 'Doge Again',
        createdAt: new Date('2026-01-02T00:00:00Z'),
      });
      const rejected = await insertProject(t.database, {
        name: 'Rejected Doge',
        status: 'rejected',
        createdAt: new Date('2026-01-03T00:00:00Z'),
      });
      const alone = await insertProject(t.database, { tokenAddress: OTHER_MINT });
      const items = (await call('GET', '/api/admin/projects', adminCookie)).json().items as {
        id: string;
        sameMintProjects: unknown[];
      }[];
      const sameMint = (id: string) => items.find((item) => item.id === id)?.sameMintProjects;
      expect(sameMint(again.id)).toEqual([
        { id: first.id, name: 'First Doge', status: 'approved' },
        { id: rejected.id, name: 'Rejected Doge', status: 'rejected' },
      ]);
      expect(sameMint(first.id)).toEqual([
        { id: again.id, name: 'Doge Again', status: 'pending' },
        { id: rejected.id, name: 'Rejected Doge', status: 'rejected' },
      ]);
      expect(sameMint(alone.id)).toEqual([]);
      // The filtered list still names the others, even those the filter leaves out.
      const pending = (await call('GET', '/api/admin/projects?status=pending', adminCookie)).json();
      expect(pending.items.map((item: { id: string }) => item.id)).toEqual([alone.id, again.id]);
      expect(pending.items[1].sameMintProjects).toHaveLength(2);
    });

    it('searches name, description, creator wallet and id case-insensitively, with the status filter', async () => {
      const frog = await insertProject(t.database, { name: 'Pepe Frog' });
      const moon = await insertProject(t.database, { description: 'Goes to the MOON' });
      const mine = await insertProject(t.database, {
        creatorWallet: creator.address,
        status: 'approved',
      });
      const search = async (query: string) =>
        (await call('GET', `/api/admin/projects?${query}`, adminCookie))
          .json()
          .items.map((p: { id: string }) => p.id);
      expect(await search('q=pepe')).toEqual([frog.id]);
      expect(await search('q=moon')).toEqual([moon.id]);
      expect(await search(`q=${creator.address.slice(0, 10).toLowerCase()}`)).toEqual([mine.id]);
      expect(await search(`q=${mine.id.slice(0, 8).toUpperCase()}`)).toEqual([mine.id]);
      expect(await search('q=%25')).toEqual([]);
      expect(await search('status=approved')).toEqual([mine.id]);
      expect(await search('status=pending&q=frog')).toEqual([frog.id]);
      expect(await search('status=approved&q=frog')).toEqual([]);
      const counts = (await call('GET', '/api/admin/projects?q=frog', adminCookie)).json().counts;
      expect(counts.all).toBe(3);
    });
  });

  describe('approving and rejecting', () => {
    async function submitted(overrides: Parameters<typeof insertProject>[1] = {}) {
      const project = await insertProject(t.database, {
        creatorWallet: creator.address,
        tokenAddress: mint,
        tokenProgram: 'token-2022',
        tokenDecimals: 6,
        tokenAllocation: '1000000000',
        tokenDeposit: 'awaiting',
        ...overrides,
      });
      await t.database.db
        .insert(userProjects)
        .values({ projectId: project.id, userId: creator.address });
      return project;
    }
    const creatorRow = async (projectId: string) =>
      (
        await t.database.db.select().from(userProjects).where(eq(userProjects.projectId, projectId))
      )[0];

    it('approves with the product message and moves the creator row to approved', async () => {
      const project = await submitted();
      const response = await call('POST', `/api/admin/projects/${project.id}/status`, adminCookie, {
        status: 'approved',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(
        'Project approved successfully! It should now appear on the homepage.',
      );
      expect(response.json().project.status).toBe('approved');
      expect((await projectRow(project.id))?.status).toBe('approved');
      expect((await creatorRow(project.id))?.status).toBe('approved');
    });

    it('rejects with the product message and moves the creator row to rejected', async () => {
      const project = await submitted();
      const response = await call('POST', `/api/admin/projects/${project.id}/status`, adminCookie, {
        status: 'rejected',
      });
      expect(response.json().message).toBe('Project rejected successfully!');
      expect((await creatorRow(project.id))?.status).toBe('rejected');
    });

    it('answers a missing project with "Update returned no data - the project may not exist."', async () => {
      const response = await call('POST', `/api/admin/projects/${MISSING}/status`, adminCookie, {
        status: 'approved',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(
        'Update returned no data - the project may not exist.',
      );
    });

    it('refuses a status other than approved or rejected', async () => {
      const project = await submitted();
      const response = await call('POST', `/api/admin/projects/${project.id}/status`, adminCookie, {
        status: 'pending',
      });
      expect(response.statusCode).toBe(400);
    });

    it('shows the token side in the review: program, decimals, allocation, deposit state and escrow token account', async () => {
      await submitted();
      const { items } = (await call('GET', '/api/admin/projects', adminCookie)).json();
      const vault = t.app.services.escrow!.vault;
      expect(items[0]).toMatchObject({
        tokenAddress: mint,
        tokenProgram: 'token-2022',
        tokenDecimals: 6,
        tokenAllocation: '1000000000',
        tokenDeposit: 'awaiting',
        escrowTokenAccount: await associatedTokenAddress(vault, mint, 'token-2022'),
      });
    });

    describe('the mint, read on the chain before approving', () => {
      const approve = (id: string) =>
        call('POST', `/api/admin/projects/${id}/status`, adminCookie, { status: 'approved' });
      async function expectRefused(tokenAddress: string, reason: string) {
        const project = await submitted({ tokenAddress });
        const response = await approve(project.id);
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({
          error: { code: 'MINT_NOT_LISTABLE', message: `Failed to approve project: ${reason}` },
        });
        expect((await projectRow(project.id))?.status).toBe('pending');
        expect((await creatorRow(project.id))?.status).toBe('under_review');
        expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
        // Nor through the edit dialog.
        const patched = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
          status: 'approved',
        });
        expect(patched.statusCode).toBe(409);
        expect(patched.json().error).toEqual({
          code: 'MINT_NOT_LISTABLE',
          message: `Failed to update project: ${reason}`,
        });
        expect((await projectRow(project.id))?.status).toBe('pending');
      }

      it('refuses to approve a mint the chain does not know', async () => {
        const nobody = (await createTestWallet()).address;
        await expectRefused(nobody, TOKEN_ESCROW_MESSAGES.mintNotFound);
      });

      it('refuses to approve an address that is not a mint (a token account)', async () => {
        const tokenAccount = await associatedTokenAddress(creator.address, mint, 'token-2022');
        await expectRefused(tokenAccount, TOKEN_ESCROW_MESSAGES.notAMint);
      });

      it('refuses to approve a mint with a freeze authority', async () => {
        const chain = t.app.services.chain;
        const frozen = await createMintWithFreezeAuthority(chain, funderOf(chain), {
          freezeAuthority: creator.address,
        });
        await expectRefused(frozen, TOKEN_ESCROW_MESSAGES.freezeAuthority);
      });

      it("refuses the configured USDC mint and wrapped SOL as a project's token, approved or moved to", async () => {
        const wrappedSol = 'So11111111111111111111111111111111111111112';
        for (const currencyMint of [t.app.services.usdcMint, wrappedSol]) {
          await expectRefused(currencyMint, TOKEN_ESCROW_MESSAGES.currencyMint);
          const project = await submitted();
          const moved = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
            tokenAddress: currencyMint,
          });
          expect(moved.statusCode, moved.body).toBe(409);
          expect(moved.json().error).toEqual({
            code: 'MINT_NOT_LISTABLE',
            message: `Failed to update project: ${TOKEN_ESCROW_MESSAGES.currencyMint}`,
          });
          expect((await projectRow(project.id))?.tokenAddress).toBe(mint);
        }
      });

      it('still rejects a project whatever its mint', async () => {
        const project = await submitted({ tokenAddress: (await createTestWallet()).address });
        const response = await call(
          'POST',
          `/api/admin/projects/${project.id}/status`,
          adminCookie,
          {
            status: 'rejected',
          },
        );
        expect(response.statusCode).toBe(200);
      });

      it('answers 502 CHAIN_ERROR and changes nothing when the chain cannot answer', async () => {
        const local = await createLocalChain();
        const down: Chain = {
          ...local,
          kind: local.kind,
          chainId: local.chainId,
          getAccount: () => Promise.reject(new ChainError('HTTP error! status: 503')),
        };
        const offline = await createTestApp({
          database: t.database,
          chain: down,
          env: { ADMIN_WALLETS: admin.address },
        });
        try {
          const project = await submitted();
          const response = await offline.app.inject({
            method: 'POST',
            url: `/api/admin/projects/${project.id}/status`,
            headers: { cookie: await signIn(offline.app, admin) },
            payload: { status: 'approved' },
          });
          expect(response.statusCode).toBe(502);
          expect(response.json().error).toEqual({
            code: 'CHAIN_ERROR',
            message: `Failed to approve project: ${TOKEN_LOOKUP_MESSAGES.chainUnavailable}`,
          });
          expect((await projectRow(project.id))?.status).toBe('pending');
        } finally {
          await offline.close();
        }
      });
    });

    it('moves a project awaiting its deposit to another listable mint, keeping its whole tokens', async () => {
      const project = await submitted();
      const unknown = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
        tokenAddress: (await createTestWallet()).address,
      });
      expect(unknown.statusCode).toBe(409);
      expect(unknown.json().error.code).toBe('MINT_NOT_LISTABLE');
      expect((await projectRow(project.id))?.tokenAddress).toBe(mint);

      const moved = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
        tokenAddress: otherMint,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await projectRow(project.id)).toMatchObject({
        tokenAddress: otherMint,
        tokenProgram: 'spl-token',
        tokenDecimals: 0,
        tokenAllocation: '1000',
        tokenDeposit: 'awaiting',
      });
    });

    it("refuses a move whose allocation would not fit a u64 in the new mint's decimals", async () => {
      const project = await submitted({
        tokenAddress: otherMint,
        tokenProgram: 'spl-token',
        tokenDecimals: 0,
        tokenAllocation: '18000000000000000000',
      });
      const response = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
        tokenAddress: mint,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'ALLOCATION_TOO_LARGE',
        message: `Failed to update project: ${ALLOCATION_DOES_NOT_FIT}`,
      });
      expect((await projectRow(project.id))?.tokenAddress).toBe(otherMint);
    });

    it.each(['deposited', 'returned'] as const)(
      'refuses to change the token address once the tokens are %s (409 TERMS_FROZEN)',
      async (tokenDeposit) => {
        const project = await submitted({ status: 'approved', tokenDeposit });
        const response = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
          tokenAddress: otherMint,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toEqual({
          code: 'TERMS_FROZEN',
          message: `Failed to update project: ${FROZEN_TERM_REASONS.tokenDeposited}`,
        });
        expect((await projectRow(project.id))?.tokenAddress).toBe(mint);
        // The same address sent again is no change.
        const same = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
          tokenAddress: mint,
          name: 'Renamed',
        });
        expect(same.statusCode).toBe(200);
      },
    );

    it('writes an audit row with who, what, before and after', async () => {
      const project = await submitted();
      await call('POST', `/api/admin/projects/${project.id}/status`, adminCookie, {
        status: 'approved',
      });
      const [entry] = await t.database.db.select().from(adminAuditLog);
      expect(entry).toMatchObject({
        adminWallet: admin.address,
        action: 'status',
        projectId: project.id,
        before: { status: 'pending' },
        after: { status: 'approved' },
      });
    });
  });

  describe('editing', () => {
    it('saves decimals as exact lamports, integers, empty optional text as null, and updated_at', async () => {
      const project = await insertProject(t.database, {
        tokenAddress: mint,
        twitterUrl: 'https://x.com/a',
      });
      expect(project.updatedAt).toBeNull();
      const response = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
        name: 'Renamed',
        fundingGoal: 1.3,
        upvotes: 7,
        twitterUrl: '',
        longDescription: '   ',
        websiteUrl: 'https://example.com',
        status: 'approved',
        riskScore: 'High',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Project updated successfully');
      expect(response.json().project).toMatchObject({
        name: 'Renamed',
        fundingGoal: 1.3,
        currentFunding: 0,
        twitterUrl: null,
      });
      const row = await projectRow(project.id);
      expect(row).toMatchObject({
        fundingGoalUnits: 1_300_000_000n,
        currentFundingUnits: 0n,
        upvotes: 7,
        investorCount: 0,
        twitterUrl: null,
        longDescription: null,
        websiteUrl: 'https://example.com',
        status: 'approved',
        riskScore: 'High',
      });
      expect(row?.updatedAt).toBeInstanceOf(Date);
      const [entry] = await t.database.db.select().from(adminAuditLog);
      expect(entry).toMatchObject({
        action: 'update',
        before: { name: project.name, fundingGoal: 100 },
        after: { name: 'Renamed', fundingGoal: 1.3 },
      });
    });

    it('refuses current funding and the investor count: both are derived from recorded investments', async () => {
      const project = await insertProject(t.database);
      for (const [payload, message] of [
        [
          { currentFunding: 0.1 },
          'Invalid body.currentFunding: current funding is derived from recorded investments and cannot be edited',
        ],
        [
          { name: 'Renamed', investorCount: 3 },
          'Invalid body.investorCount: the investor count is derived from recorded investments and cannot be edited',
        ],
        [{ currentFunding: 0 }, /^Invalid body\.currentFunding: current funding is derived/],
      ] as const) {
        const response = await call(
          'PATCH',
          `/api/admin/projects/${project.id}`,
          adminCookie,
          payload,
        );
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.message).toMatch(message);
      }
      expect(await projectRow(project.id)).toMatchObject({
        name: project.name,
        currentFundingUnits: 0n,
        investorCount: 0,
      });
      expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
    });

    it('refuses a funding goal below 1 SOL and takes 1 SOL', async () => {
      const project = await insertProject(t.database);
      for (const fundingGoal of [0.999999999, 0.001, 0.000000001]) {
        const response = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
          fundingGoal,
        });
        expect(response.statusCode, String(fundingGoal)).toBe(400);
        expect(response.json().error.message).toBe(
          'Invalid body.fundingGoal: The funding goal must be at least 1 SOL',
        );
      }
      const one = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
        fundingGoal: 1,
      });
      expect(one.statusCode).toBe(200);
      expect((await projectRow(project.id))?.fundingGoalUnits).toBe(1_000_000_000n);
    });

    it('changes goal, currency, token and an earlier deadline freely while no investment is recorded', async () => {
      const project = await insertProject(t.database, { status: 'approved' });
      const deadline = new Date(project.deadline.getTime() - 24 * 60 * 60 * 1000);
      const response = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
        fundingGoal: 2,
        currency: 'USDC',
        tokenAddress: otherMint,
        deadline: deadline.toISOString(),
        status: 'pending',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await projectRow(project.id)).toMatchObject({
        // 2 USDC, in micro-USDC: the goal is in the campaign's (new) currency.
        fundingGoalUnits: 2_000_000n,
        currency: 'USDC',
        tokenAddress: otherMint,
        deadline,
        status: 'pending',
      });
    });

    it('keeps the goal’s whole amount when only the currency changes: 150 SOL becomes 150 USDC and back', async () => {
      const project = await insertProject(t.database, { fundingGoalUnits: 150_000_000_000n });
      const usdc = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
        currency: 'USDC',
      });
      expect(usdc.statusCode, usdc.body).toBe(200);
      expect(usdc.json().project).toMatchObject({ currency: 'USDC', fundingGoal: 150 });
      expect(await projectRow(project.id)).toMatchObject({ fundingGoalUnits: 150_000_000n });
      const back = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
        currency: 'SOL',
        fundingGoal: 2.5,
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(await projectRow(project.id)).toMatchObject({ fundingGoalUnits: 2_500_000_000n });
    });

    it('refuses counts that are not whole numbers and money with more than 9 decimals', async () => {
      const project = await insertProject(t.database);
      for (const payload of [
        { upvotes: 1.5 },
        { fundingGoal: 0 },
        { fundingGoal: 1.0000000001 },
        { name: '  ' },
      ]) {
        const response = await call(
          'PATCH',
          `/api/admin/projects/${project.id}`,
          adminCookie,
          payload,
        );
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
    });

    it('answers a missing project with 404', async () => {
      const response = await call('PATCH', `/api/admin/projects/${MISSING}`, adminCookie, {
        name: 'x',
      });
      expect(response.statusCode).toBe(404);
    });

    it('refuses a logo that is not an upload, an image URL or one emoji, as on submit', async () => {
      const project = await insertProject(t.database, { logo: '🐸' });
      const patchLogo = (logo: string) =>
        call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, { logo });
      for (const logo of [
        'javascript:1',
        '<img src=x>',
        'hello',
        '🐸🐸',
        '\u200B',
        '/x"onerror="alert(1)',
        '/uploads/pitch-deck-1732270000000.pdf',
      ]) {
        const response = await patchLogo(logo);
        expect(response.statusCode, logo).toBe(400);
        expect(response.json(), logo).toEqual({
          error: {
            code: 'VALIDATION_ERROR',
            message: `Invalid body.logo: ${SUBMIT_MESSAGES.invalidLogo.description}`,
          },
        });
      }
      expect(await projectRow(project.id)).toMatchObject({ logo: '🐸' });
      expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
      for (const logo of [
        '🚀',
        '👨‍👩‍👧',
        '/uploads/project-logo-1732270000000-0a1b2c3d.webp',
        'https://img.example/frog.png',
        '/placeholder.svg',
        '/demo/logos/disco-llama.svg',
      ]) {
        const response = await patchLogo(logo);
        expect(response.statusCode, logo).toBe(200);
        expect(response.json().project.logo).toBe(logo);
      }
    });

    it('refuses a pitch deck that is not a file uploaded here, and clears it with ""', async () => {
      const project = await insertProject(t.database);
      const patchDeck = (pitchDeckUrl: string | null) =>
        call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, { pitchDeckUrl });
      for (const url of [
        'https://deck.example/deck.pdf',
        'javascript:alert(1)',
        '/uploads/pitch-deck-1.pdf',
        '/uploads/project-logo-1732270000000.png',
      ]) {
        const response = await patchDeck(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          error: {
            code: 'VALIDATION_ERROR',
            message: `Invalid body.pitchDeckUrl: ${SUBMIT_MESSAGES.invalidPitchDeck.description}`,
          },
        });
      }
      const deck = '/uploads/pitch-deck-1732270000000.pptx';
      expect((await patchDeck(deck)).json().project.pitchDeckUrl).toBe(deck);
      expect((await patchDeck('')).json().project.pitchDeckUrl).toBeNull();
      expect((await patchDeck(null)).json().project.pitchDeckUrl).toBeNull();
    });

    it('refuses text with a lone surrogate in any text field', async () => {
      const project = await insertProject(t.database);
      for (const field of ['name', 'description', 'longDescription', 'logo', 'websiteUrl']) {
        const response = await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, {
          [field]: 'Frog \uDC00 Fund',
        });
        expect(response.statusCode, field).toBe(400);
        expect(response.json(), field).toEqual({
          error: {
            code: 'VALIDATION_ERROR',
            message: `Invalid body.${field}: The text contains an invalid character (a lone surrogate)`,
          },
        });
      }
      expect(await projectRow(project.id)).toMatchObject({ name: project.name });
    });
  });

  describe('deleting', () => {
    it('deletes with "Project deleted successfully" and audits the project as it was', async () => {
      const project = await insertProject(t.database);
      const response = await call('DELETE', `/api/admin/projects/${project.id}`, adminCookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Project deleted successfully' });
      expect(await projectRow(project.id)).toBeUndefined();
      const [entry] = await t.database.db.select().from(adminAuditLog);
      expect(entry).toMatchObject({
        action: 'delete',
        projectId: project.id,
        before: { id: project.id, name: project.name },
        after: null,
      });
    });

    it('answers "Project not found in database" when the project is gone', async () => {
      const project = await insertProject(t.database);
      await call('DELETE', `/api/admin/projects/${project.id}`, adminCookie);
      const again = await call('DELETE', `/api/admin/projects/${project.id}`, adminCookie);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Project not found in database' },
      });
    });
  });

  it('shows the audit log to the admin, newest first', async () => {
    const project = await insertProject(t.database, { tokenAddress: mint });
    await call('POST', `/api/admin/projects/${project.id}/status`, adminCookie, {
      status: 'approved',
    });
    await call('PATCH', `/api/admin/projects/${project.id}`, adminCookie, { upvotes: 2 });
    await call('DELETE', `/api/admin/projects/${project.id}`, adminCookie);
    const response = await call('GET', '/api/admin/audit-log', adminCookie);
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'status']);
    expect(items[0]).toMatchObject({ adminWallet: admin.address, projectId: project.id });
    expect(Date.parse(items[0].createdAt)).not.toBeNaN();
  });
});
