// Rotating the vault's custody on the local chain (docs/decisions/081-custody-rotation.md, issue
// 37): the co-signer's key (or the hot key) is lost, so the other key and the recovery key move
// everything the vault holds into a new 2-of-3 multisig with a new key in its place; the server
// started on the same data dir pays a refund from the new multisig with the new key; the old
// multisig holds nothing, and the vault proof reads the same before and after.
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chain } from '../src/chain/chain';
import { loadDevWallets } from '../src/demo/demo-wallets';
import { readCustodyRecord, rotateLocalCustody, vaultSolBalance } from '../src/escrow';
import { createTestApp, type TestApp } from './helpers';
import {
  DAY_MS,
  PAYOUT_NETWORK_FEE,
  SOL,
  checkLedger,
  claim,
  claimablesOf,
  createInvestingWorld,
  invest,
  newInvestor,
  openProject,
  type InvestingWorld,
} from './investing-support';

/** The same chain for a second server of the deployment; the world closes it. */
const shared = (chain: Chain): Chain =>
  new Proxy(chain, {
    get: (target, key) =>
      key === 'close' ? async () => {} : (Reflect.get(target, key) as unknown),
  });

const proofOf = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/escrow' });
  expect(response.statusCode).toBe(200);
  const { checkedAt, vault, custody, ...sums } = response.json<Record<string, unknown>>();
  return { checkedAt, vault, custody, sums };
};

describe.each(['co-signer', 'hot'] as const)('custody rotation (%s key lost)', (lost) => {
  let world: InvestingWorld;
  let rotated: TestApp | null = null;
  beforeAll(async () => {
    world = await createInvestingWorld('local');
  });
  afterAll(async () => {
    await rotated?.close();
    await world.close();
  });

  it(`moves the vault into a new multisig signed by the other two keys; a refund is paid from it with the new ${lost} key; the proof reads the same`, async () => {
    const project = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    const investor = await newInvestor(world);
    expect((await invest(world, investor, project.id, '0.5')).statusCode).toBe(200);
    world.clock.advance(DAY_MS / 1000 + 60);
    await world.t.app.escrowJobs.runNow();
    const [refund] = (await claimablesOf(world, investor.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    expect(refund).toMatchObject({ fundType: 'refund', amount: 0.5, isClaimed: false });

    const before = await proofOf(world.t);
    const services = world.t.app.services;
    const dataDir = services.config.dataDir;
    const oldCustody = services.escrow!.custody;
    const admin = (await loadDevWallets(dataDir)).find((w) => w.label === 'Demo admin')!;
    const recoveryKey = await createKeyPairSignerFromPrivateKeyBytes(
      Buffer.from(admin.secretKey, 'base64'),
    );
    const heldBefore = await vaultSolBalance(world.chain, world.vault);

    const result = await rotateLocalCustody({
      chain: world.chain,
      db: world.t.database.db,
      dataDir,
      replace: lost,
      recoveryKey,
    });
    expect(result.vault).not.toBe(world.vault);
    expect(readCustodyRecord(dataDir).rotations).toHaveLength(1);

    // The old multisig holds nothing; the new one holds what the old one held.
    expect(await vaultSolBalance(world.chain, world.vault)).toBe(0n);
    expect(await vaultSolBalance(world.chain, result.vault)).toBe(heldBefore);

    // The server started again on the same data dir finds the new vault.
    rotated = await createTestApp({
      chain: shared(world.chain),
      clock: world.clock,
      database: world.t.database,
      env: { ...world.env, DATA_DIR: dataDir },
    });
    const escrow = rotated.app.services.escrow!;
    expect(escrow.vault).toBe(result.vault);
    const after = await proofOf(rotated);
    expect(after.vault).toBe(result.vault);
    expect(after.sums).toEqual(before.sums);
    const roles = (custody: unknown) =>
      (custody as { signers: { role: string; address: string }[] }).signers;
    const oldKey = oldCustody.signers.find((s) => s.role === lost)!.address;
    const newKey = roles(after.custody).find((s) => s.role === lost)!.address;
    expect(newKey).not.toBe(oldKey);
    // The key that was not lost is the same.
    const kept = lost === 'hot' ? 'co-signer' : 'hot';
    expect(roles(after.custody).find((s) => s.role === kept)!.address).toBe(
      oldCustody.signers.find((s) => s.role === kept)!.address,
    );
    expect(roles(after.custody)).toEqual([
      { role: 'hot', address: escrow.hotKey },
      { role: 'co-signer', address: result.signers[1] },
      { role: 'recovery', address: recoveryKey.address },
    ]);

    const next: InvestingWorld = {
      ...world,
      t: rotated,
      vault: escrow.vault,
      vaultSol: escrow.vaultSol,
    };
    const walletBefore = await world.chain.getBalance(investor.wallet.address);
    const paid = await claim(next, investor.cookie, refund!.id);
    expect(paid.statusCode).toBe(200);
    expect(await world.chain.getBalance(investor.wallet.address)).toBe(
      walletBefore + SOL / 2n - PAYOUT_NETWORK_FEE,
    );
    expect(await vaultSolBalance(world.chain, result.vault)).toBe(heldBefore - SOL / 2n);
    await checkLedger(next);
  });
});
