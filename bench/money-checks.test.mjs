// The money bench's ledger checks (bench/money.mjs) on answers made up here: a ledger the public
// reads show broken (an investment listed twice or missing, a vault short of what it owes) fails
// the part, so its figures are never reported; a claim refused is asked again only for the
// refusals a claimant may meet under a rush. Run by `npm run test:scripts` (node --test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkEscrow, checkInvestments, claimAll } from './money.mjs';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const LAMPORTS = '10000000';

/** A `call` answering GET paths from `answers` (a function of the path, or a body). */
function fakeApi(
  /** @type {(method: string, path: string) => { status: number, body: any }} */ answer,
) {
  return async (/** @type {string} */ method, /** @type {string} */ path) => ({
    ...answer(method, path),
    ms: 1,
  });
}

/** The backers list as two pages of the given signatures. */
function backers(/** @type {string[]} */ signatures, amount = LAMPORTS) {
  const items = signatures.map((signature) => ({ signature, amountUnits: amount }));
  return fakeApi((_method, path) => {
    const second = path.includes('cursor=');
    const half = Math.ceil(items.length / 2);
    return {
      status: 200,
      body: second
        ? { items: items.slice(half), nextCursor: null }
        : { items: items.slice(0, half), nextCursor: 'next' },
    };
  });
}

describe('every investment recorded once', () => {
  it('passes when the backers list holds exactly the confirmed signatures', async () => {
    await checkInvestments(backers(['a', 'b', 'c']), PROJECT, ['a', 'b', 'c']);
  });
  it('fails when an investment is listed twice', async () => {
    await assert.rejects(
      checkInvestments(backers(['a', 'b', 'b']), PROJECT, ['a', 'b', 'c']),
      /ledger broken/,
    );
  });
  it('fails when a confirmed investment is missing', async () => {
    await assert.rejects(
      checkInvestments(backers(['a', 'b']), PROJECT, ['a', 'b', 'c']),
      /ledger broken/,
    );
  });
  it('fails when the amounts do not add up', async () => {
    await assert.rejects(
      checkInvestments(backers(['a', 'b'], '9999999'), PROJECT, ['a', 'b']),
      /ledger broken/,
    );
  });
});

describe('the vault covers what it owes', () => {
  const proof = (/** @type {Record<string, unknown>} */ fields) =>
    fakeApi(() => ({
      status: 200,
      body: {
        enabled: true,
        balanceLamports: '20000000',
        differenceLamports: '10000000',
        usdc: { balanceUnits: '5', owedUnits: '5', differenceUnits: '0' },
        ...fields,
      },
    }));
  it('passes when balance minus owed is not negative', async () => {
    await checkEscrow(proof({}));
  });
  it('fails when the vault holds less than it owes in SOL', async () => {
    await assert.rejects(checkEscrow(proof({ differenceLamports: '-1' })), /does not cover/);
  });
  it('fails when it holds less than it owes in USDC', async () => {
    await assert.rejects(
      checkEscrow(proof({ usdc: { balanceUnits: '4', owedUnits: '5', differenceUnits: '-1' } })),
      /does not cover/,
    );
  });
  it('fails when the chain cannot be read', async () => {
    await assert.rejects(checkEscrow(proof({ balanceLamports: null })), /does not cover/);
  });
});

describe('claims under a rush', () => {
  /** Answers each claim's attempts in turn from `replies` (status, code), then 200. */
  function claims(/** @type {Record<string, [number, string][]>} */ replies) {
    return fakeApi((_method, path) => {
      const id = path.split('/')[4] ?? '';
      const next = replies[id]?.shift();
      return next
        ? { status: next[0], body: { error: { code: next[1] } } }
        : { status: 200, body: {} };
    });
  }
  it('asks a claim refused ESCROW_SHORTFALL again and counts the refusal', async () => {
    const result = await claimAll(claims({ b: [[503, 'ESCROW_SHORTFALL']] }), [
      { cookie: 'x', id: 'a' },
      { cookie: 'y', id: 'b' },
    ]);
    assert.deepEqual(result.detail.refusals, { '503 ESCROW_SHORTFALL': 1 });
    assert.equal(result.detail.claims, 2);
  });
  it('fails on a refusal a claimant should never meet', async () => {
    await assert.rejects(
      claimAll(claims({ a: [[500, 'INTERNAL_ERROR']] }), [{ cookie: 'x', id: 'a' }]),
      /a claim answered 500 INTERNAL_ERROR/,
    );
  });
  it('fails when a claim is never paid', async () => {
    const always = Array.from(
      { length: 30 },
      () => /** @type {[number, string]} */ ([503, 'ESCROW_SHORTFALL']),
    );
    await assert.rejects(claimAll(claims({ a: always }), [{ cookie: 'x', id: 'a' }]), /unpaid/);
  });
});
