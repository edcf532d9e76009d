// The money section's ceilings (bench/money.mjs), each in its own process as the server is:
//   node bench/money-ceiling.mjs chain-invest <n>   n investments pre-signed, sent at once
//   node bench/money-ceiling.mjs chain-refund <n>   n SOL refunds from the vault, pre-signed
//   node bench/money-ceiling.mjs chain-tokens <n>   n token payouts (ATA created) from the vault
//   node bench/money-ceiling.mjs write <n> <DATA_DIR>  n single-row inserts in the server's PGlite
// The chain ceilings go straight through the server's own chain adapter (createLocalChain, with
// its state file in a data dir as the server keeps it) and its own transaction builders
// (buildTransfer, createKeypairEscrow), bundled from apps/server/src (lib/server-chain.mjs) as the server's
// build does; nothing of HTTP, the database or the escrow's checks is in them. Prints one JSON
// line: { count, seconds, perSecond, p50, p99 } (latencies in ms, each from the moment all were
// fired).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile } from './lib/load.mjs';
import { buildServerChain } from './lib/server-chain.mjs';

const [mode = '', countText = '', dataDirArg] = process.argv.slice(2);
const count = Number(countText);
if (!Number.isInteger(count) || count <= 0) throw new Error('usage: money-ceiling.mjs <mode> <n>');

/** The server's chain adapter and builders: the bundle bench/money.mjs made, else made here. */
async function serverChain() {
  const outfile = process.env.MONEY_CEILING_CHAIN || (await buildServerChain());
  return import(pathToFileURL(outfile).href);
}

/**
 * Fires every send at once and waits for all: the rate and each one's latency from the start.
 * @param {(() => Promise<unknown>)[]} sends
 */
async function fireAll(sends) {
  const started = performance.now();
  /** @type {number[]} */
  const latencies = [];
  let failed = 0;
  /** @type {string[]} */
  const errors = [];
  await Promise.all(
    sends.map((send) =>
      send().then(
        () => latencies.push(performance.now() - started),
        (/** @type {unknown} */ error) => {
          failed += 1;
          if (errors.length < 3) errors.push(String(error));
        },
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    failed,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * Sends every prepared payout at once (base64 wire transactions, as the escrow prepares them).
 * @param {{ sendAndConfirm(wire: Uint8Array, lastValidBlockHeight: bigint): Promise<string> }} chain
 * @param {{ transaction: string, lastValidBlockHeight: bigint }[]} payouts
 */
function sendPayouts(chain, payouts) {
  return fireAll(
    payouts.map(
      (p) => () =>
        chain.sendAndConfirm(
          new Uint8Array(Buffer.from(p.transaction, 'base64')),
          p.lastValidBlockHeight,
        ),
    ),
  );
}

const SOL = 1_000_000_000n;
/** What each investment (and so each refund) moves: bench/money.mjs invests 0.01 SOL. */
const AMOUNT = SOL / 100n;

async function chainCeiling() {
  const kit = await serverChain();
  const dataDir = mkdtempSync(join(tmpdir(), 'memetank-money-ceiling-'));
  try {
    const chain = await kit.createLocalChain(dataDir);
    // The vault as the server has it (docs/decisions/078): a 2-of-3 multisig holding SOL as
    // wrapped SOL, every payout signed by the hot key and co-signed in process.
    const hot = await kit.generateKeyPairSigner();
    const coSignerKey = await kit.generateKeyPairSigner();
    const recovery = await kit.generateKeyPairSigner();
    const { vault, vaultSol } = await kit.vaultAddresses(hot.address);
    const coSigner = kit.createInProcessCoSigner(coSignerKey, {
      vault,
      vaultSol,
      hotKey: hot.address,
    });
    const escrow = await kit.createMultisigEscrow(
      { hot, coSigner, recovery: recovery.address },
      chain,
    );
    await escrow.ready();
    const wallets = [];
    for (let i = 0; i < count; i += 1) wallets.push(await kit.generateKeyPairSigner());
    if (mode === 'chain-invest') {
      // Funded before, as the bench funds its investors before the rush.
      for (const wallet of wallets) await chain.airdrop(wallet.address, 2n * SOL);
      const recent = await chain.getLatestBlockhash();
      const signed = [];
      for (const wallet of wallets) {
        const memo = `MemeTank investment in Bench rush (project ${randomUUID()}, intent ${randomUUID()})`;
        const transaction = kit.buildTransfer({
          from: wallet.address,
          to: vaultSol,
          lamports: AMOUNT,
          memo,
          recent,
        });
        const done = await kit.signTransaction([wallet.keyPair], transaction);
        signed.push(kit.encodeTransaction(done));
      }
      return await fireAll(
        signed.map((wire) => () => chain.sendAndConfirm(wire, recent.lastValidBlockHeight)),
      );
    }
    await chain.airdrop(vaultSol, AMOUNT * BigInt(count) + SOL);
    if (mode === 'chain-refund') {
      const payouts = [];
      for (const wallet of wallets) {
        payouts.push(
          await escrow.preparePayout(wallet.address, AMOUNT, `MemeTank refund ${randomUUID()}`),
        );
      }
      return await sendPayouts(chain, payouts);
    }
    if (mode === 'chain-tokens') {
      // A Token-2022 mint as the dev tokens are, its supply in the vault (a deposit's result).
      const { mint } = await kit.createTestToken(
        chain,
        (/** @type {string} */ payer) => chain.airdrop(payer, kit.TEST_TOKEN_PAYER_LAMPORTS),
        {
          owner: vault,
          supply: 1_000_000n,
          decimals: 6,
          program: 'token-2022',
          revokeMintAuthority: true,
        },
      );
      // The rent of every investor's new token account too, as the server's top-up provides.
      await chain.airdrop(vaultSol, 3_000_000n * BigInt(count));
      const payouts = [];
      for (const wallet of wallets) {
        payouts.push(
          await escrow.prepareTokenPayouts({
            to: wallet.address,
            mint,
            program: 'token-2022',
            decimals: 6,
            items: [{ amount: 1_000_000n, memo: `MemeTank token allocation ${randomUUID()}` }],
          }),
        );
      }
      return await sendPayouts(chain, payouts);
    }
    throw new Error(`unknown mode ${mode}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One insert per investment, all at once, in the server's own (stopped) PGlite database. */
async function writeCeiling() {
  if (!dataDirArg) throw new Error('usage: money-ceiling.mjs write <n> <DATA_DIR>');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(join(dataDirArg, 'pgdata'), { extensions: { pg_trgm } });
  try {
    // The investments table's very shape: columns, defaults, checks and indexes.
    await db.query('drop table if exists bench_write_ceiling');
    await db.query('create table bench_write_ceiling (like user_investments including all)');
    const projectId = randomUUID();
    const result = await fireAll(
      Array.from(
        { length: count },
        (_, i) => () =>
          db.query(
            `insert into bench_write_ceiling (project_id, user_id, amount_units, currency, tx_signature)
           values ($1, $2, $3, 'SOL', $4)`,
            [projectId, `bench-wallet-${i}`, AMOUNT.toString(), `bench-signature-${randomUUID()}`],
          ),
      ),
    );
    await db.query('drop table bench_write_ceiling');
    return result;
  } finally {
    await db.close();
  }
}

const result = mode === 'write' ? await writeCeiling() : await chainCeiling();
console.log(JSON.stringify(result));
