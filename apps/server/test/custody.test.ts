// Two-of-three custody through the HTTP API (docs/decisions/078-two-of-three-custody.md, issue 37):
// while the co-signer cannot be reached, claims wait (503 with a clear message, still claimable,
// nothing sent) and investments still come in; when the server asks it to sign something other
// than the payout it describes, the co-signer refuses, nothing is paid and the claim stays open;
// once it answers again the claim pays, and the vault equals the ledger throughout.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeyPairSignerFromBytes, generateKeyPairSigner } from '@solana/kit';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { escrowLedger } from '../src/db/schema';
import {
  CoSignerUnavailable,
  startCoSignerService,
  vaultAddresses,
  type CoSigner,
} from '../src/escrow';
import {
  DAY_MS,
  PAYOUT_NETWORK_FEE,
  SOL,
  USDC,
  checkLedger,
  claim,
  claimAllOf,
  claimOf,
  claimablesOf,
  createInvestingWorld,
  invest,
  keypairJson,
  newInvestor,
  openProject,
  pastDeadline,
  signInAdmin,
  vaultLamports,
  type InvestingWorld,
} from './investing-support';

let world: InvestingWorld;
let down = false;
/** A compromised server: the payout it describes to the co-signer is not the one it built. */
let lie = false;

beforeAll(async () => {
  world = await createInvestingWorld('local', {
    reachCoSigner: (coSigner): CoSigner => ({
      address: coSigner.address,
      coSign(request) {
        if (down) throw new CoSignerUnavailable('connect ECONNREFUSED 127.0.0.1:3101');
        return coSigner.coSign(lie ? { ...request, amounts: ['1000000'] } : request);
      },
    }),
  });
});
afterAll(() => world.close());

describe('custody faults', () => {
  it('co-signer down: the claim waits with 503, stays claimable, investments still come in; then it pays', async () => {
    const project = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    const investor = await newInvestor(world);
    expect((await invest(world, investor, project.id, '0.5')).statusCode).toBe(200);
    world.clock.advance(DAY_MS / 1000 + 60);
    await world.t.app.escrowJobs.runNow();
    const [refund] = (await claimablesOf(world, investor.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    expect(refund).toMatchObject({ fundType: 'refund', amount: 0.5, isClaimed: false });

    down = true;
    try {
      const vaultBefore = await vaultLamports(world);
      const walletBefore = await world.chain.getBalance(investor.wallet.address);
      const waiting = await claim(world, investor.cookie, refund!.id);
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json().error).toEqual({
        code: 'COSIGNER_UNAVAILABLE',
        message:
          'Payouts are waiting: the co-signer of the escrow vault cannot be reached. Nothing was sent; please try again later.',
      });
      const [still] = (await claimablesOf(world, investor.cookie)).filter(
        (c) => c.id === refund!.id,
      );
      expect(still).toMatchObject({ isClaimed: false, claimSignature: null });
      expect(await vaultLamports(world)).toBe(vaultBefore);
      expect(await world.chain.getBalance(investor.wallet.address)).toBe(walletBefore);

      // Investments need no co-signer: they still come in.
      const open = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
      const backer = await newInvestor(world);
      expect((await invest(world, backer, open.id, '0.2')).statusCode).toBe(200);
      expect(await vaultLamports(world)).toBe(vaultBefore + SOL / 5n);
      await checkLedger(world);
    } finally {
      down = false;
    }

    const walletBefore = await world.chain.getBalance(investor.wallet.address);
    const paid = await claim(world, investor.cookie, refund!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await world.chain.getBalance(investor.wallet.address)).toBe(
      walletBefore + SOL / 2n - PAYOUT_NETWORK_FEE,
    );
    await checkLedger(world);
  });

  it('a payout the server describes falsely is refused by the co-signer: 502, nothing paid, still claimable', async () => {
    const project = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    const investor = await newInvestor(world);
    expect((await invest(world, investor, project.id, '0.3')).statusCode).toBe(200);
    world.clock.advance(DAY_MS / 1000 + 60);
    await world.t.app.escrowJobs.runNow();
    const [refund] = (await claimablesOf(world, investor.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    lie = true;
    try {
      const vaultBefore = await vaultLamports(world);
      const walletBefore = await world.chain.getBalance(investor.wallet.address);
      const refused = await claim(world, investor.cookie, refund!.id);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error.code).toBe('PAYOUT_REFUSED');
      expect(refused.json().error.message).toBe(
        'The co-signer refused the payout: the vault would pay 300000000, not 1000000. Nothing was sent.',
      );
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('COSIGNER_REFUSED'));
      expect(await vaultLamports(world)).toBe(vaultBefore);
      expect(await world.chain.getBalance(investor.wallet.address)).toBe(walletBefore);
      const [still] = (await claimablesOf(world, investor.cookie)).filter(
        (c) => c.id === refund!.id,
      );
      expect(still).toMatchObject({ isClaimed: false, claimSignature: null });
      await checkLedger(world);
    } finally {
      lie = false;
      errors.mockRestore();
    }
    expect((await claim(world, investor.cookie, refund!.id)).statusCode).toBe(200);
    await checkLedger(world);
  });

  it('a refusal is visible to the admin: what payout, the project and recipient, the co-signer reason', async () => {
    const project = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    const investor = await newInvestor(world);
    expect((await invest(world, investor, project.id, '0.25')).statusCode).toBe(200);
    world.clock.advance(DAY_MS / 1000 + 60);
    await world.t.app.escrowJobs.runNow();
    const [refund] = (await claimablesOf(world, investor.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    lie = true;
    try {
      expect((await claim(world, investor.cookie, refund!.id)).statusCode).toBe(502);
    } finally {
      lie = false;
      errors.mockRestore();
    }
    const admin = await signInAdmin(world);
    const status = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/escrow',
      headers: { cookie: admin },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().refusals[0]).toEqual({
      id: expect.any(String),
      time: expect.any(String),
      kind: 'claim',
      claims: [
        { id: refund!.id, fundType: 'refund', project: { id: project.id, name: project.name } },
      ],
      recipient: investor.wallet.address,
      currency: 'SOL',
      mint: null,
      // What the server asked to pay, whatever it told the co-signer.
      amountUnits: '250000000',
      decimals: 9,
      reason: 'the vault would pay 250000000, not 1000000',
    });
    const refusedAt = Date.parse(status.json().refusals[0].time);
    expect(Math.abs(refusedAt - world.clock.now().getTime())).toBeLessThan(60_000);
  });

  it('a refused USDC refund is listed in USDC: its mint, its base units and decimals', async () => {
    const project = await openProject(world, {
      currency: 'USDC',
      goal: 100n * USDC,
      deadlineInMs: DAY_MS,
    });
    const investor = await newInvestor(world, SOL, 20n * USDC);
    expect((await invest(world, investor, project.id, '12.5')).statusCode).toBe(200);
    await pastDeadline(world);
    const refund = await claimOf(world, investor, project.id, 'refund');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    lie = true;
    try {
      expect((await claim(world, investor.cookie, refund.id)).statusCode).toBe(502);
    } finally {
      lie = false;
      errors.mockRestore();
    }
    const status = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/escrow',
      headers: { cookie: await signInAdmin(world) },
    });
    expect(status.json().refusals[0]).toMatchObject({
      kind: 'claim',
      claims: [{ id: refund.id, fundType: 'refund', project: { id: project.id } }],
      recipient: investor.wallet.address,
      currency: 'USDC',
      mint: world.t.app.services.usdcMint,
      amountUnits: '12500000',
      decimals: 6,
    });
    expect((await claim(world, investor.cookie, refund.id)).statusCode).toBe(200);
    await checkLedger(world);
  });

  it('a refused "Claim all" is listed once, naming every claim it carried and their projects', async () => {
    const first = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    const second = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    const investor = await newInvestor(world);
    expect((await invest(world, investor, first.id, '0.1')).statusCode).toBe(200);
    expect((await invest(world, investor, second.id, '0.2')).statusCode).toBe(200);
    world.clock.advance(DAY_MS / 1000 + 60);
    await world.t.app.escrowJobs.runNow();
    const refunds = await claimablesOf(world, investor.cookie);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    lie = true;
    try {
      expect((await claimAllOf(world, investor.cookie)).statusCode).toBe(502);
    } finally {
      lie = false;
      errors.mockRestore();
    }
    const status = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/escrow',
      headers: { cookie: await signInAdmin(world) },
    });
    const [refused] = status.json().refusals;
    expect(refused).toMatchObject({
      kind: 'claim',
      recipient: investor.wallet.address,
      currency: 'SOL',
      amountUnits: '300000000',
    });
    expect(
      refused.claims.map((c: { id: string; project: { id: string } }) => [c.id, c.project.id]),
    ).toEqual(expect.arrayContaining(refunds.map((refund) => [refund.id, refund.projectId])));
    expect(refused.claims).toHaveLength(2);
    expect((await claimAllOf(world, investor.cookie)).statusCode).toBe(200);
    await checkLedger(world);
  });

  it('a refusal that cannot be recorded still answers 502 PAYOUT_REFUSED, nothing sent', async () => {
    const project = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    const investor = await newInvestor(world);
    expect((await invest(world, investor, project.id, '0.15')).statusCode).toBe(200);
    world.clock.advance(DAY_MS / 1000 + 60);
    await world.t.app.escrowJobs.runNow();
    const [refund] = (await claimablesOf(world, investor.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    const db = world.t.database.db;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await db.execute(sql`alter table payout_refusals rename to payout_refusals_away`);
    lie = true;
    try {
      const vaultBefore = await vaultLamports(world);
      const refused = await claim(world, investor.cookie, refund!.id);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error.code).toBe('PAYOUT_REFUSED');
      expect(errors).toHaveBeenCalledWith(
        'COSIGNER_REFUSAL_NOT_RECORDED',
        'the vault would pay 150000000, not 1000000',
        expect.anything(),
      );
      expect(await vaultLamports(world)).toBe(vaultBefore);
    } finally {
      lie = false;
      errors.mockRestore();
      await db.execute(sql`alter table payout_refusals_away rename to payout_refusals`);
    }
    await checkLedger(world);
  });

  it("every payout's transaction in the explorer shows the two signers that signed it: the hot key and the co-signer", async () => {
    const project = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    const investor = await newInvestor(world);
    expect((await invest(world, investor, project.id, '0.2')).statusCode).toBe(200);
    world.clock.advance(DAY_MS / 1000 + 60);
    await world.t.app.escrowJobs.runNow();
    const [refund] = (await claimablesOf(world, investor.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    expect((await claim(world, investor.cookie, refund!.id)).statusCode).toBe(200);
    const [paid] = (await claimablesOf(world, investor.cookie)).filter((c) => c.id === refund!.id);
    const custody = world.t.app.services.escrow!.custody;
    const tx = await world.t.app.inject({
      method: 'GET',
      url: `/api/explorer/tx/${paid!.claimSignature}`,
    });
    expect(tx.statusCode, tx.body).toBe(200);
    expect(tx.json().ledger).toMatchObject({ kind: 'payout' });
    expect(tx.json().signers).toEqual([
      { role: 'hot', address: custody.signers[0]!.address },
      { role: 'co-signer', address: custody.signers[1]!.address },
    ]);
    // From the transaction sent, as its ledger row recorded it: not from the configuration.
    const [row] = await world.t.database.db
      .select({ signers: escrowLedger.signers })
      .from(escrowLedger)
      .where(eq(escrowLedger.signature, paid!.claimSignature!));
    expect(row!.signers).toEqual(tx.json().signers);

    // An investment is signed by its investor, not by the vault's keys: no signers of a payout.
    const [investment] = await world.t.database.db
      .select({ signature: escrowLedger.signature })
      .from(escrowLedger)
      .where(
        and(eq(escrowLedger.wallet, investor.wallet.address), eq(escrowLedger.kind, 'investment')),
      );
    const into = await world.t.app.inject({
      method: 'GET',
      url: `/api/explorer/tx/${investment!.signature}`,
    });
    expect(into.json()).toMatchObject({ ledger: { kind: 'investment' }, signers: [] });
  });
});

describe('the co-signer as its own service', () => {
  const secret = 'the-shared-secret-of-this-deployment-0123';
  let own: InvestingWorld;
  let service: Awaited<ReturnType<typeof startCoSignerService>>;
  let auditLog: string;
  beforeAll(async () => {
    const hotKey = await keypairJson();
    const hot = await createKeyPairSignerFromBytes(Uint8Array.from(JSON.parse(hotKey.json)));
    const coSignerKey = await generateKeyPairSigner();
    auditLog = join(await mkdtemp(join(tmpdir(), 'memetank-cosigner-')), 'audit.jsonl');
    service = await startCoSignerService({
      key: coSignerKey,
      vault: { ...(await vaultAddresses(hot.address)), hotKey: hot.address },
      secret,
      host: '127.0.0.1',
      port: 0,
      auditLog,
      dailyLimitLamports: 100n * SOL,
    });
    own = await createInvestingWorld('local', {
      env: {
        ESCROW_SECRET_KEY: hotKey.json,
        ESCROW_COSIGNER_URL: service.url,
        ESCROW_COSIGNER_SECRET: secret,
        ESCROW_COSIGNER_PUBKEY: coSignerKey.address,
      },
    });
    expect(own.t.app.services.escrow?.custody.signers[1]).toEqual({
      role: 'co-signer',
      address: coSignerKey.address,
    });
  });
  afterAll(async () => {
    await own.close();
    await service.close().catch(() => {});
  });

  it('a refund is co-signed by the service over loopback; stopped, claims wait with 503', async () => {
    const project = await openProject(own, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    const investor = await newInvestor(own);
    expect((await invest(own, investor, project.id, '0.4')).statusCode).toBe(200);
    const other = await newInvestor(own);
    expect((await invest(own, other, project.id, '0.2')).statusCode).toBe(200);
    own.clock.advance(DAY_MS / 1000 + 60);
    await own.t.app.escrowJobs.runNow();
    const [refund] = await claimablesOf(own, investor.cookie);
    const before = await own.chain.getBalance(investor.wallet.address);
    const paid = await claim(own, investor.cookie, refund!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await own.chain.getBalance(investor.wallet.address)).toBe(
      before + (4n * SOL) / 10n - PAYOUT_NETWORK_FEE,
    );
    const audit = (await readFile(auditLog, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(audit.at(-1)).toMatchObject({
      decision: 'signed',
      to: investor.wallet.address,
      lamports: '400000000',
    });
    await checkLedger(own);

    await service.close();
    const [otherRefund] = await claimablesOf(own, other.cookie);
    const waiting = await claim(own, other.cookie, otherRefund!.id);
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json().error.code).toBe('COSIGNER_UNAVAILABLE');
    const [still] = await claimablesOf(own, other.cookie);
    expect(still).toMatchObject({ isClaimed: false, claimSignature: null });
    await checkLedger(own);
  });
});
