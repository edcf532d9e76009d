// The public ledger (issue 16) through the API, with real investments on LiteSVM (and one pass
// through a JSON-RPC cluster): a project's backers and their pages, the escrow vault's balance
// against what it owes, the built-in explorer's reads, and the cluster the web links to.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainError, type Chain } from '../src/chain/chain';
import { createRpcChain } from '../src/chain/rpc-chain';
import { parseMultisig } from '../src/chain/token-program';
import { escrowLedger, projects, userInvestments } from '../src/db/schema';
import {
  DAY_MS,
  SOL,
  USDC,
  checkLedger,
  claim,
  claimablesOf,
  createInvestingWorld,
  invest,
  newInvestor,
  openProject,
  signInAdmin,
  type Investor,
  type InvestingWorld,
  vaultLamports,
} from './investing-support';
import { createTestApp, signIn } from './helpers';
import { startRpcChainServer } from './rpc-chain-server';
import { createTestWallet } from './wallet-signer';

/** A made-up signature: 64 bytes in base58 that no chain has seen. */
const UNSEEN_SIGNATURE = '5'.repeat(87);

interface Backer {
  id: string;
  wallet: string;
  amountUnits: string;
  signature: string;
  investedAt: string;
}

/** Chain reads can be made to fail (ChainError) or to report a transaction as failed. */
const chainFaults = { down: false, failedSignature: null as string | null };

function faultyChain(chain: Chain): Chain {
  return new Proxy(chain, {
    get(target, property, receiver) {
      // The vault's SOL is read from its wrapped-SOL account (getAccount).
      const reads = ['getBalance', 'getAccount', 'getSignatureStatus'];
      if (chainFaults.down && reads.includes(String(property))) {
        return () => Promise.reject(new ChainError('HTTP error! status: 500'));
      }
      if (property === 'getSignatureStatus') {
        return (signature: string) =>
          signature === chainFaults.failedSignature
            ? Promise.resolve({ state: 'failed', reason: 'insufficient funds for the network fee' })
            : target.getSignatureStatus(signature);
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const get = (world: InvestingWorld, url: string, cookie?: string) =>
  world.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function investOk(world: InvestingWorld, investor: Investor, projectId: string, sol: string) {
  const answer = await invest(world, investor, projectId, sol);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().investment.signature as string;
}

/** Every page of a project's backers, following nextCursor. */
async function allBackers(world: InvestingWorld, projectId: string, limit: number) {
  const pages: Backer[][] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor
      ? `?limit=${limit}&cursor=${encodeURIComponent(cursor)}`
      : `?limit=${limit}`;
    const response = await get(world, `/api/projects/${projectId}/investments${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ items: Backer[]; nextCursor: string | null }>();
    pages.push(body.items);
    cursor = body.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

const depositsInLedger = async (world: InvestingWorld) => {
  const [row] = await world.t.database.db
    .select({ total: sql<string>`coalesce(sum(${escrowLedger.lamports}), 0)` })
    .from(escrowLedger)
    .where(eq(escrowLedger.kind, 'deposit'));
  return BigInt(row?.total ?? '0') + world.unrecordedDeposits;
};

interface Proof {
  enabled: true;
  vault: string;
  balanceLamports: string | null;
  owedLamports: string;
  owed: {
    investmentsHeldLamports: string;
    unclaimedClaimsLamports: string;
    feesNotWithdrawnLamports: string;
  };
  differenceLamports: string | null;
  custody: unknown;
  checkedAt: string;
}

async function escrowProof(world: InvestingWorld): Promise<Proof> {
  const response = await get(world, '/api/escrow');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Proof>();
}

describe('the public ledger on the local chain', () => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local', { wrapChain: faultyChain });
  });
  afterAll(() => world.close());

  it("lists a project's confirmed investments newest first with wallet, lamports, signature and time", async () => {
    const project = await openProject(world, { goal: 10n * SOL });
    const alice = await newInvestor(world);
    const bob = await newInvestor(world);
    const first = await investOk(world, alice, project.id, '0.25');
    const second = await investOk(world, bob, project.id, '0.5');
    const third = await investOk(world, alice, project.id, '0.001');
    // A demo investment without a transfer on chain is not a backer.
    const [demo] = await world.t.database.db
      .insert(userInvestments)
      .values({
        projectId: project.id,
        userId: bob.wallet.address,
        amountUnits: 7n * SOL,
        txSignature: null,
      })
      .returning();

    const response = await get(world, `/api/projects/${project.id}/investments`);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json<{ items: Backer[]; nextCursor: string | null }>();
    expect(nextCursor).toBeNull();
    expect(items.map((item) => [item.wallet, item.amountUnits, item.signature])).toEqual([
      [alice.wallet.address, '1000000', third],
      [bob.wallet.address, '500000000', second],
      [alice.wallet.address, '250000000', first],
    ]);
    for (const item of items) {
      expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(item.investedAt).toISOString()).toBe(item.investedAt);
    }
    expect(Date.parse(items[0]!.investedAt)).toBeGreaterThanOrEqual(
      Date.parse(items[2]!.investedAt),
    );
    await world.t.database.db.delete(userInvestments).where(eq(userInvestments.id, demo!.id));
    await checkLedger(world);
  });

  it('pages through backers with a cursor, without gaps or repeats, also when times are equal', async () => {
    const project = await openProject(world);
    const investor = await newInvestor(world);
    const real = await investOk(world, investor, project.id, '0.1');
    // Rows recorded in the same microsecond: the id orders them, so no page repeats or skips one.
    const at = new Date('2026-01-02T03:04:05.678Z');
    const same = Array.from({ length: 5 }, (_, index) => ({
      projectId: project.id,
      userId: investor.wallet.address,
      amountUnits: BigInt(index + 1),
      investmentDate: at,
      txSignature: `${index + 1}${'4'.repeat(86)}`,
    }));
    await world.t.database.db.insert(userInvestments).values(same);
    try {
      const pages = await allBackers(world, project.id, 2);
      expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
      const listed = pages.flat();
      expect(listed[0]!.signature).toBe(real);
      expect(new Set(listed.map((item) => item.id)).size).toBe(6);
      const tied = listed.slice(1);
      expect(tied.map((item) => item.investedAt)).toEqual(Array(5).fill(at.toISOString()));
      expect(tied.map((item) => item.id)).toEqual(
        tied
          .map((item) => item.id)
          .sort()
          .reverse(),
      );

      const one = await get(world, `/api/projects/${project.id}/investments?limit=6`);
      expect(one.json().items.map((item: Backer) => item.id)).toEqual(listed.map((i) => i.id));
      expect(one.json().nextCursor).toBeNull();
    } finally {
      // Those rows have no transfer behind them: out of the ledger the next tests check.
      await world.t.database.db
        .delete(userInvestments)
        .where(
          sql`${userInvestments.projectId} = ${project.id} and ${userInvestments.investmentDate} = ${at}`,
        );
    }
  });

  it('refuses a cursor it never wrote and a limit out of range with 400', async () => {
    const project = await openProject(world);
    const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
    const id = randomUUID();
    for (const cursor of [
      'not-a-cursor',
      cursorOf(`2026-02-30T00:00:00.000000Z|${id}`),
      cursorOf(`0000-01-01T00:00:00.000000Z|${id}`),
      cursorOf(`2026-01-01T24:00:00.000000Z|${id}`),
      cursorOf(`2026-01-01T00:00:00.000000Z|not-a-uuid`),
      cursorOf(`2026-01-01T00:00:00.000000Z|${id}|extra`),
    ]) {
      const response = await get(
        world,
        `/api/projects/${project.id}/investments?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    for (const limit of ['0', '101', 'x']) {
      const response = await get(world, `/api/projects/${project.id}/investments?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
    }
    const fine = await get(
      world,
      `/api/projects/${project.id}/investments?cursor=${cursorOf(`2026-01-01T00:00:00.000000Z|${id}`)}`,
    );
    expect(fine.statusCode).toBe(200);
  });

  it('answers 404 for a hidden or missing project, except to its creator and the admin', async () => {
    const creator = await newInvestor(world, 0n);
    const project = await openProject(world, { creator: creator.wallet });
    const investor = await newInvestor(world);
    const signature = await investOk(world, investor, project.id, '0.2');
    // Set back to pending by the admin after taking an investment.
    await world.t.database.db
      .update(projects)
      .set({ status: 'pending' })
      .where(eq(projects.id, project.id));
    const url = `/api/projects/${project.id}/investments`;

    const anonymous = await get(world, url);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().error).toEqual({ code: 'NOT_FOUND', message: 'Project not found' });
    expect((await get(world, url, investor.cookie)).statusCode).toBe(404);
    for (const cookie of [creator.cookie, await signInAdmin(world)]) {
      const allowed = await get(world, url, cookie);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().items.map((item: Backer) => item.signature)).toEqual([signature]);
    }
    expect((await get(world, `/api/projects/${randomUUID()}/investments`)).statusCode).toBe(404);
    expect((await get(world, '/api/projects/not-a-uuid/investments')).statusCode).toBe(400);

    // The explorer tells anyone the transfer is an investment, but names the project only to those
    // who may see it.
    const tx = await get(world, `/api/explorer/tx/${signature}`);
    expect(tx.json().ledger).toMatchObject({ kind: 'investment', project: null });
    const seen = await get(world, `/api/explorer/tx/${signature}`, creator.cookie);
    expect(seen.json().ledger.project).toEqual({ id: project.id, name: project.name });
    await checkLedger(world);
  });

  it('GET /api/escrow: the custody read from the chain, a 2-of-3 SPL Token multisig of the hot key, the co-signer and the recovery key', async () => {
    const proof = await escrowProof(world);
    const { custody } = world.t.app.services.escrow!;
    const [hot, coSigner, recovery] = custody.signers.map((signer) => signer.address);
    expect(proof.custody).toEqual({
      kind: 'spl-token-multisig',
      address: world.vault,
      threshold: 2,
      signers: [
        { role: 'hot', address: hot },
        { role: 'co-signer', address: coSigner },
        { role: 'recovery', address: recovery },
      ],
      solAccount: world.vaultSol,
    });
    // Read from the chain: the multisig account itself says so.
    const account = await world.chain.getAccount(world.vault);
    expect(parseMultisig(account!)).toEqual({
      program: 'spl-token',
      threshold: 2,
      signers: [hot, coSigner, recovery],
    });
    expect(new Set([hot, coSigner, recovery]).size).toBe(3);
    // The admin's escrow card reads the same.
    const status = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/escrow',
      headers: { cookie: await signInAdmin(world) },
    });
    expect(status.json().custody).toEqual(proof.custody);
  });

  it('GET /api/escrow: the vault balance on chain against investments held, unpaid claims and fees', async () => {
    const before = await escrowProof(world);
    expect(before.enabled).toBe(true);
    expect(before.vault).toBe(world.vault);
    expect(before.balanceLamports).toBe(String(await vaultLamports(world)));

    const creator = await newInvestor(world, 0n);
    const funded = await openProject(world, {
      goal: SOL / 2n,
      deadlineInMs: DAY_MS,
      creator: creator.wallet,
    });
    const missed = await openProject(world, { goal: 5n * SOL, deadlineInMs: DAY_MS });
    const alice = await newInvestor(world);
    const bob = await newInvestor(world);
    await investOk(world, alice, funded.id, '0.6');
    await investOk(world, bob, missed.id, '0.3');

    const invested = await escrowProof(world);
    const lamports = (text: string | null) => BigInt(text ?? 'NaN');
    expect(invested.balanceLamports).toBe(String(await vaultLamports(world)));
    expect(lamports(invested.balanceLamports) - lamports(before.balanceLamports)).toBe(
      900_000_000n,
    );
    expect(
      lamports(invested.owed.investmentsHeldLamports) -
        lamports(before.owed.investmentsHeldLamports),
    ).toBe(900_000_000n);
    const sumOfParts = (proof: Proof) =>
      lamports(proof.owed.investmentsHeldLamports) +
      lamports(proof.owed.unclaimedClaimsLamports) +
      lamports(proof.owed.feesNotWithdrawnLamports);
    expect(lamports(invested.owedLamports)).toBe(sumOfParts(invested));
    // What the vault holds beyond what it owes is its rent-exempt reserve, nothing else.
    expect(lamports(invested.differenceLamports)).toBe(await depositsInLedger(world));
    expect(lamports(invested.differenceLamports)).toBe(
      lamports(invested.balanceLamports) - lamports(invested.owedLamports),
    );

    world.clock.advance(DAY_MS / 1000 + 60);
    await world.t.app.escrowJobs.runNow();
    const settled = await escrowProof(world);
    // Settled: the 0.9 SOL moves from held to claims (0.3 refund + 0.582 payout) and fees (0.018).
    expect(
      lamports(invested.owed.investmentsHeldLamports) -
        lamports(settled.owed.investmentsHeldLamports),
    ).toBe(900_000_000n);
    expect(
      lamports(settled.owed.unclaimedClaimsLamports) -
        lamports(invested.owed.unclaimedClaimsLamports),
    ).toBe(882_000_000n);
    expect(
      lamports(settled.owed.feesNotWithdrawnLamports) -
        lamports(invested.owed.feesNotWithdrawnLamports),
    ).toBe(18_000_000n);
    expect(settled.owedLamports).toBe(invested.owedLamports);
    expect(settled.balanceLamports).toBe(invested.balanceLamports);

    const [refund] = (await claimablesOf(world, bob.cookie)).filter(
      (row) => row.projectId === missed.id,
    );
    const paid = await claim(world, bob.cookie, refund!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await escrowProof(world);
    expect(after.balanceLamports).toBe(String(await vaultLamports(world)));
    expect(lamports(settled.balanceLamports) - lamports(after.balanceLamports)).toBe(300_000_000n);
    expect(
      lamports(settled.owed.unclaimedClaimsLamports) - lamports(after.owed.unclaimedClaimsLamports),
    ).toBe(300_000_000n);
    expect(lamports(after.differenceLamports)).toBe(await depositsInLedger(world));

    // The payout is in the explorer: out of the vault, to bob, paying his refund.
    const payoutSignature = paid.json().claimable.claimSignature as string;
    const tx = await get(world, `/api/explorer/tx/${payoutSignature}`);
    expect(tx.statusCode).toBe(200);
    expect(tx.json()).toEqual({
      signature: payoutSignature,
      status: 'confirmed',
      failure: null,
      ledger: {
        signature: payoutSignature,
        kind: 'payout',
        direction: 'out',
        amountLamports: '300000000',
        wallet: bob.wallet.address,
        project: { id: missed.id, name: missed.name },
        investmentId: null,
        claim: { id: refund!.id, fundType: 'refund', isClaimed: true },
        time: expect.any(String),
      },
      // Signed by two of the vault's three keys: the hot key, then the co-signer.
      signers: world.t.app.services.escrow!.custody.signers.slice(0, 2),
    });
    await checkLedger(world);
  });

  it('GET /api/explorer/tx: the chain status and the ledger entry of an investment, or none', async () => {
    const project = await openProject(world);
    const carol = await newInvestor(world);
    const signature = await investOk(world, carol, project.id, '0.15');
    const [row] = await world.t.database.db
      .select()
      .from(userInvestments)
      .where(eq(userInvestments.txSignature, signature));

    const tx = await get(world, `/api/explorer/tx/${signature}`);
    expect(tx.statusCode).toBe(200);
    expect(tx.json()).toEqual({
      signature,
      status: 'confirmed',
      failure: null,
      ledger: {
        signature,
        kind: 'investment',
        direction: 'in',
        amountLamports: '150000000',
        wallet: carol.wallet.address,
        project: { id: project.id, name: project.name },
        investmentId: row!.id,
        claim: null,
        time: expect.any(String),
      },
      // The investor signed it, not the vault's keys.
      signers: [],
    });

    const unseen = await get(world, `/api/explorer/tx/${UNSEEN_SIGNATURE}`);
    expect(unseen.json()).toEqual({
      signature: UNSEEN_SIGNATURE,
      status: 'unknown',
      failure: null,
      ledger: null,
      signers: [],
    });

    chainFaults.failedSignature = UNSEEN_SIGNATURE;
    try {
      const failed = await get(world, `/api/explorer/tx/${UNSEEN_SIGNATURE}`);
      expect(failed.json()).toMatchObject({
        status: 'failed',
        failure: 'insufficient funds for the network fee',
      });
    } finally {
      chainFaults.failedSignature = null;
    }

    chainFaults.down = true;
    try {
      const down = await get(world, `/api/explorer/tx/${signature}`);
      expect(down.statusCode).toBe(200);
      expect(down.json()).toMatchObject({ status: 'unavailable', ledger: { kind: 'investment' } });
      const proof = await escrowProof(world);
      expect(proof).toMatchObject({ balanceLamports: null, differenceLamports: null });
      const address = await get(world, `/api/explorer/address/${carol.wallet.address}`);
      expect(address.json().balanceLamports).toBeNull();
    } finally {
      chainFaults.down = false;
    }

    // Too short; not base58; base58 of the right length that is not 64 bytes.
    for (const bad of ['abc', '0'.repeat(88), 'z'.repeat(88)]) {
      const response = await get(world, `/api/explorer/tx/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('GET /api/explorer/address: the balance on chain and the ledger entries naming the address', async () => {
    const project = await openProject(world);
    const dave = await newInvestor(world);
    const first = await investOk(world, dave, project.id, '0.2');
    const second = await investOk(world, dave, project.id, '0.3');

    const mine = await get(world, `/api/explorer/address/${dave.wallet.address}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      address: dave.wallet.address,
      balanceLamports: String(await world.chain.getBalance(dave.wallet.address)),
      isVault: false,
    });
    expect(
      mine
        .json()
        .entries.map((entry: { signature: string; kind: string; amountLamports: string }) => [
          entry.signature,
          entry.kind,
          entry.amountLamports,
        ]),
    ).toEqual([
      [second, 'investment', '300000000'],
      [first, 'investment', '200000000'],
    ]);
    expect(mine.json().entries[0].project).toEqual({ id: project.id, name: project.name });

    const vault = await get(world, `/api/explorer/address/${world.vault}`);
    expect(vault.json()).toMatchObject({
      isVault: true,
      balanceLamports: String(await vaultLamports(world)),
    });
    const kinds = vault.json().entries.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['deposit', 'investment']));
    expect(vault.json().entries[0].signature).toBe(second);

    const stranger = (await createTestWallet()).address;
    expect((await get(world, `/api/explorer/address/${stranger}`)).json()).toEqual({
      address: stranger,
      balanceLamports: '0',
      isVault: false,
      entries: [],
    });
    // Base58 of the right length that is not 32 bytes, and not base58 at all.
    for (const bad of ['1'.repeat(44), 'not-an-address']) {
      expect((await get(world, `/api/explorer/address/${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('GET /api/explorer: a token row says the tokens moved in the mint’s decimals and symbol, and every entry is dated by the server’s clock', async () => {
    const project = await openProject(world, {
      goal: 5n * SOL,
      deadlineInMs: 5 * DAY_MS,
      token: {
        program: 'token-2022',
        decimals: 6,
        allocation: 400_000n,
        metadata: { name: 'Test Frog', symbol: 'TFROG', uri: '' },
      },
    });
    const usdcProject = await openProject(world, { currency: 'USDC', goal: 100n * USDC });
    // A day later by the server's clock (the dev clock moved): the investments are dated then.
    world.clock.advance(DAY_MS / 1000);
    const erin = await newInvestor(world, 10n * SOL, 50n * USDC);
    const solSignature = await investOk(world, erin, project.id, '0.25');
    const usdcSignature = await investOk(world, erin, usdcProject.id, '12.5');

    const vault = (await get(world, `/api/explorer/address/${world.vault}`)).json<{
      entries: (Record<string, unknown> & { kind: string; time: string; signature: string })[];
    }>();
    const deposit = vault.entries.find(
      (entry) => entry.kind === 'token_deposit' && entry.mint === project.mint,
    );
    expect(deposit).toMatchObject({
      direction: 'in',
      amountLamports: '0',
      tokenAmount: '400000000000',
      tokenDecimals: 6,
      tokenSymbol: 'TFROG',
      project: { id: project.id, name: project.name },
    });
    const usdcEntry = vault.entries.find((entry) => entry.signature === usdcSignature);
    expect(usdcEntry).toMatchObject({
      kind: 'investment',
      tokenAmount: '12500000',
      tokenDecimals: 6,
      tokenSymbol: 'USDC',
    });
    // A SOL row stays as it was: lamports, no token side.
    const solEntry = vault.entries.find((entry) => entry.signature === solSignature);
    expect(solEntry).toMatchObject({ kind: 'investment', amountLamports: '250000000' });
    expect(solEntry).not.toHaveProperty('tokenDecimals');

    // The explorer's time is the investment's recorded time, the one the dashboard and the
    // funding chart show, a day after the deposit.
    const backers = (await get(world, `/api/projects/${project.id}/investments`)).json<{
      items: Backer[];
    }>();
    expect(solEntry?.time).toBe(backers.items[0]?.investedAt);
    expect(
      Date.parse(solEntry?.time ?? '') - Date.parse(deposit?.time ?? ''),
    ).toBeGreaterThanOrEqual(DAY_MS);

    const tx = (await get(world, `/api/explorer/tx/${String(deposit?.signature)}`)).json();
    expect(tx.ledger).toMatchObject({
      kind: 'token_deposit',
      tokenAmount: '400000000000',
      tokenDecimals: 6,
      tokenSymbol: 'TFROG',
      time: deposit?.time,
    });
  });

  it('publishes the routes in the OpenAPI document with summaries and tags', async () => {
    const document = (await get(world, '/api/openapi.json')).json();
    for (const path of [
      '/api/projects/{id}/investments',
      '/api/escrow',
      '/api/explorer/tx/{signature}',
      '/api/explorer/address/{address}',
    ]) {
      const route = document.paths[path]?.get;
      expect(route, path).toBeDefined();
      expect(route.summary, path).toEqual(expect.any(String));
      expect(route.tags, path).toContain('ledger');
      expect(route.responses['200'].content['application/json'].schema, path).toBeDefined();
    }
  });

  it('says in GET /api/health that the chain is the local one', async () => {
    const health = await get(world, '/api/health');
    expect(health.json().chain.cluster).toEqual({ name: 'local', url: null });
  });
});

describe('the public ledger on a JSON-RPC cluster', () => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('rpc');
  });
  afterAll(() => world.close());

  it('proves the vault, reads signatures and addresses, and names the cluster by its origin', async () => {
    const project = await openProject(world);
    const erin = await newInvestor(world);
    const signature = await investOk(world, erin, project.id, '0.4');

    const proof = await escrowProof(world);
    expect(proof.balanceLamports).toBe(String(await vaultLamports(world)));
    expect(proof.owed.investmentsHeldLamports).toBe('400000000');
    // On a real cluster the operator deposits the reserve outside the ledger.
    expect(BigInt(proof.differenceLamports ?? 'NaN')).toBe(world.unrecordedDeposits);

    const tx = await get(world, `/api/explorer/tx/${signature}`);
    expect(tx.json()).toMatchObject({ status: 'confirmed', ledger: { kind: 'investment' } });
    const backers = await get(world, `/api/projects/${project.id}/investments`);
    expect(backers.json().items).toEqual([expect.objectContaining({ signature })]);
    const address = await get(world, `/api/explorer/address/${erin.wallet.address}`);
    expect(address.json().entries.map((entry: { signature: string }) => entry.signature)).toEqual([
      signature,
    ]);

    const health = await get(world, '/api/health');
    const origin = new URL(world.rpc!.url).origin;
    expect(health.json().chain).toMatchObject({
      kind: 'rpc',
      cluster: { name: 'custom', url: origin },
    });
    await checkLedger(world);
  });
});

describe('GET /api/escrow without a vault', () => {
  it('answers { enabled: false } on a real cluster without ESCROW_SECRET_KEY', async () => {
    const rpc = await startRpcChainServer();
    const t = await createTestApp({
      chain: createRpcChain(rpc.url, { pollIntervalMs: 20 }),
      env: { SOLANA_RPC_URL: rpc.url },
    });
    try {
      expect(t.app.services.escrow).toBeNull();
      const response = await t.app.inject({ method: 'GET', url: '/api/escrow' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ enabled: false });
      // A signed-in visitor gets the same answer.
      const wallet = await createTestWallet();
      const cookie = await signIn(t.app, wallet);
      const again = await t.app.inject({ method: 'GET', url: '/api/escrow', headers: { cookie } });
      expect(again.json()).toEqual({ enabled: false });
    } finally {
      await t.close();
      await rpc.close();
    }
  });
});
