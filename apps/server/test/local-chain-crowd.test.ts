// The local chain under a crowd (issue 39 point 1): faucet calls, test-token creations, investments
// prepared before and submitted during them, a creator's deposit and claims, all at once from many
// wallets. Every one succeeds: no 500, and nobody's transaction is expired by someone else's
// request (an airdrop never invalidates the blockhash others signed). The ledger balances after
// (docs/decisions/077).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalChain } from '../src/chain/chain';
import {
  DAY_MS,
  SOL,
  USDC,
  checkLedger,
  claim,
  claimOf,
  createInvestingWorld,
  invest,
  newInvestor,
  openProject,
  pastDeadline,
  prepare,
  prepareDeposit,
  submit,
  submitDeposit,
  type InvestingWorld,
} from './investing-support';
import { createTestWallet } from './wallet-signer';

describe('the local chain under a crowd', () => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local');
  });
  afterAll(() => world.close());

  const faucet = (address: string) =>
    world.t.app.inject({ method: 'POST', url: '/api/dev/faucet', payload: { address } });
  const createToken = (cookie: string, symbol: string) =>
    world.t.app.inject({
      method: 'POST',
      url: '/api/dev/tokens',
      headers: { cookie },
      payload: { name: `Crowd ${symbol}`, symbol, supply: '1000' },
    });

  it('answers every faucet call, test token, investment, deposit and claim sent together', async () => {
    // A campaign open for investment, one waiting for its creator's deposit, and one past its
    // deadline that did not reach its goal, so its backers have refunds to claim.
    const open = await openProject(world, { goal: 100n * SOL });
    const openUsdc = await openProject(world, { goal: 10_000n * USDC, currency: 'USDC' });
    const awaiting = await openProject(world, { deposit: false });
    const refunding = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS / 2 });
    const backers = [await newInvestor(world), await newInvestor(world), await newInvestor(world)];
    for (const backer of backers) {
      expect((await invest(world, backer, refunding.id, '0.5')).statusCode).toBe(200);
    }
    await pastDeadline(world, 1);
    const refunds = await Promise.all(
      backers.map((backer) => claimOf(world, backer, refunding.id, 'refund')),
    );

    // Ten investments prepared and signed before the crowd arrives, submitted during it.
    const investors = await Promise.all(Array.from({ length: 10 }, () => newInvestor(world)));
    const signed = await Promise.all(
      investors.map(async (investor) => {
        const prepared = await prepare(world, investor, open.id, '0.1');
        expect(prepared.statusCode, prepared.body).toBe(200);
        return investor.wallet.signTransaction(prepared.json().transaction);
      }),
    );
    // Three USDC investments the same way, into the USDC campaign.
    const usdcInvestors = await Promise.all(
      Array.from({ length: 3 }, () => newInvestor(world, SOL, 100n * USDC)),
    );
    const signedUsdc = await Promise.all(
      usdcInvestors.map(async (investor) => {
        const prepared = await prepare(world, investor, openUsdc.id, '25');
        expect(prepared.statusCode, prepared.body).toBe(200);
        return investor.wallet.signTransaction(prepared.json().transaction);
      }),
    );
    const deposit = await prepareDeposit(world, awaiting.creator, awaiting.id);
    expect(deposit.statusCode, deposit.body).toBe(200);
    const signedDeposit = await awaiting.creator.wallet.signTransaction(deposit.json().transaction);

    // Ten faucet calls: five wallets, each twice (the same amount to the same wallet, both paid).
    const thirsty = await Promise.all(Array.from({ length: 5 }, () => createTestWallet()));
    const requests: [string, Promise<{ statusCode: number; body: string }>][] = [
      ...[...thirsty, ...thirsty].map((wallet, i) => [`faucet ${i}`, faucet(wallet.address)]),
      ...investors
        .slice(0, 5)
        .map((investor, i) => [`test token ${i}`, createToken(investor.cookie, `CRWD${i}`)]),
      ...investors.map((investor, i) => [
        `investment ${i}`,
        submit(world, investor.cookie, open.id, signed[i]!),
      ]),
      ...usdcInvestors.map((investor, i) => [
        `USDC investment ${i}`,
        submit(world, investor.cookie, openUsdc.id, signedUsdc[i]!),
      ]),
      ['deposit', submitDeposit(world, awaiting.creator.cookie, awaiting.id, signedDeposit)],
      ...backers.map((backer, i) => [`claim ${i}`, claim(world, backer.cookie, refunds[i]!.id)]),
    ] as [string, Promise<{ statusCode: number; body: string }>][];
    const answers = await Promise.all(requests.map(([, answer]) => answer));
    const refused = answers
      .map((answer, i) => ({
        request: requests[i]![0],
        status: answer.statusCode,
        body: answer.body,
      }))
      .filter((answer) => answer.status !== 200);
    expect(refused).toEqual([]);

    // Both faucet calls of every wallet paid: 4 test SOL and 2,000 test USDC each.
    for (const wallet of thirsty) {
      expect(await world.chain.getBalance(wallet.address)).toBe(4n * SOL);
      const balance = await world.t.app.inject({
        method: 'GET',
        url: `/api/wallets/${wallet.address}/tokens/${world.t.app.services.usdcMint}`,
      });
      expect(balance.json().amount, balance.body).toBe((2_000n * USDC).toString());
    }
    const funded = await world.t.app.inject({ method: 'GET', url: `/api/projects/${open.id}` });
    expect(funded.json()).toMatchObject({ currentFunding: 1, investorCount: 10 });
    const fundedUsdc = await world.t.app.inject({
      method: 'GET',
      url: `/api/projects/${openUsdc.id}`,
    });
    expect(fundedUsdc.json()).toMatchObject({ currentFunding: 75, investorCount: 3 });
    const opened = await world.t.app.inject({ method: 'GET', url: `/api/projects/${awaiting.id}` });
    expect(opened.json()).toMatchObject({ campaign: 'funding', tokenDeposit: 'deposited' });
    await checkLedger(world);
  });

  it("pays token claims sent together, each once, out of the vault's own SOL and never out of what it owes", async () => {
    // A campaign that reached its goal: each backer claims tokens, whose fee and new token
    // account's rent the vault pays from its own SOL, while the creator's payout and the refunds
    // of a missed campaign are owed beside them.
    const reached = await openProject(world, { goal: SOL });
    const missed = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS / 2 });
    const backers = await Promise.all(Array.from({ length: 12 }, () => newInvestor(world)));
    for (const backer of backers) {
      expect((await invest(world, backer, reached.id, '0.1')).statusCode).toBe(200);
      expect((await invest(world, backer, missed.id, '0.1')).statusCode).toBe(200);
    }
    await pastDeadline(world, 6);
    const allocations = await Promise.all(
      backers.map((backer) => claimOf(world, backer, reached.id, 'token_allocation')),
    );
    const answers = await Promise.all(
      backers.map((backer, i) => claim(world, backer.cookie, allocations[i]!.id)),
    );
    expect(answers.filter((answer) => answer.statusCode !== 200).map((a) => a.body)).toEqual([]);
    for (const backer of backers) {
      expect((await claimOf(world, backer, reached.id, 'token_allocation')).isClaimed).toBe(true);
    }
    // The refunds and the creator's payout are still all there to be paid.
    await checkLedger(world);
  });

  it('pays two airdrops of the same amount to the same wallet at once, with distinct signatures', async () => {
    const chain = world.chain;
    if (!isLocalChain(chain)) throw new Error('a local chain test');
    const wallet = await createTestWallet();
    const [first, second] = await Promise.all([
      chain.airdrop(wallet.address, SOL),
      chain.airdrop(wallet.address, SOL),
    ]);
    expect(first.signature).not.toBe(second.signature);
    expect(await chain.getBalance(wallet.address)).toBe(2n * SOL);
  });
});
