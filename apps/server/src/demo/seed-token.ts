// Demo token snapshots: pump.fun-shaped coin data and trades (docs/providers.md 1.1, 1.2, 1.4),
// with reserves on the real bonding curve and every trade priced by walking that curve back in time.
import type { Rng } from './seed-random';

const PUMP_TOTAL_SUPPLY = 1_000_000_000_000_000n;
const INITIAL_VIRTUAL_SOL = 30_000_000_000n;
const INITIAL_VIRTUAL_TOKENS = 1_073_000_000_000_000n;
const PUMP_INITIAL_REAL_TOKENS = 793_100_000_000_000n;
/** virtual − real token reserves while a coin is on the curve. */
const PUMP_CURVE_OFFSET = INITIAL_VIRTUAL_TOKENS - PUMP_INITIAL_REAL_TOKENS;
const CURVE_K = INITIAL_VIRTUAL_SOL * INITIAL_VIRTUAL_TOKENS;
/** The SOL price the demo USD figures were computed at. */
export const DEMO_SOL_PRICE_USD = 150;
// A fixed (slot, unix time) anchor at the time of the trade example in docs/providers.md 1.2;
// Solana makes about 2.5 slots per second.
const SLOT_ANCHOR = { slot: 371_234_567, seconds: 1_760_000_412 };

/** The token data a project page shows, with pump.fun's field names and units. */
export interface DemoTokenData {
  mint: string;
  name: string;
  symbol: string;
  description: string;
  image_uri: string | null;
  twitter: string | null;
  telegram: string | null;
  website: string | null;
  creator: string;
  /** Milliseconds. */
  created_timestamp: number;
  /** SOL. */
  market_cap: number;
  usd_market_cap: number;
  /** USD. */
  ath_market_cap: number;
  /** Milliseconds. */
  ath_market_cap_timestamp: number;
  total_supply: number;
  /** Percent, from real_token_reserves; 100 when complete. */
  bonding_curve_progress: number;
  complete: boolean;
  nsfw: boolean;
  /** Lamports. */
  real_sol_reserves: number;
  /** Raw token units (6 decimals). */
  real_token_reserves: number;
  virtual_sol_reserves: number;
  virtual_token_reserves: number;
}

export interface DemoTrade {
  signature: string;
  mint: string;
  user: string;
  is_buy: boolean;
  /** Lamports. */
  sol_amount: number;
  /** Raw token units (6 decimals). */
  token_amount: number;
  /** Seconds. */
  timestamp: number;
  tx_index: number;
  slot: number;
}

export interface DemoTokenInput {
  mint: string;
  name: string;
  symbol: string;
  description: string;
  imageUri: string | null;
  twitter: string | null;
  telegram: string | null;
  website: string | null;
  creator: string;
  /** The project's submission time; the coin was minted a little earlier. */
  projectCreatedAt: Date;
  now: Date;
  /** Target bonding-curve progress; 100 means graduated. */
  curvePercent: number;
  tradeCount: number;
  traders: readonly string[];
}

interface CurveState {
  vsr: bigint;
  vtr: bigint;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

function curveState(rtr: bigint): CurveState {
  const vtr = rtr + PUMP_CURVE_OFFSET;
  return { vsr: ceilDiv(CURVE_K, vtr), vtr };
}

/** The bonding-curve progress formula of docs/providers.md 1.4. */
function bondingCurveProgress(realTokenReserves: number, complete: boolean): number {
  if (complete) return 100;
  const progress = 100 * (1 - realTokenReserves / Number(PUMP_INITIAL_REAL_TOKENS));
  return Math.min(100, Math.max(0, progress));
}

export function buildTokenSnapshot(
  rng: Rng,
  input: DemoTokenInput,
): { data: DemoTokenData; trades: DemoTrade[] } {
  const complete = input.curvePercent >= 100;
  let rtr = 0n;
  if (!complete) {
    const percent = Math.min(99.5, Math.max(0.5, input.curvePercent + rng.between(-0.4, 0.4)));
    rtr = BigInt(Math.round(Number(PUMP_INITIAL_REAL_TOKENS) * (1 - percent / 100)));
  }
  const state = curveState(rtr);

  const nowMs = input.now.getTime();
  const createdMs = Math.round(
    input.projectCreatedAt.getTime() - rng.between(3, 40) * 3_600_000 - rng.int(0, 999),
  );
  const createdSec = Math.floor(createdMs / 1000);
  // A graduated coin's curve trades stop at graduation; a live one traded minutes ago.
  const lastTradeSec = complete
    ? Math.floor((createdMs + (nowMs - createdMs) * rng.between(0.6, 0.85)) / 1000)
    : Math.floor(nowMs / 1000) - (input.tradeCount > 50 ? rng.int(20, 180) : rng.int(90, 5 * 3600));
  const trades = buildTrades(rng, input, state, createdSec, lastTradeSec);

  const marketCap = (Number(state.vsr) * Number(PUMP_TOTAL_SUPPLY)) / Number(state.vtr) / 1e9;
  const usdMarketCap = marketCap * DEMO_SOL_PRICE_USD;
  const atAllTimeHigh = rng.chance(0.25);
  const athMs = atAllTimeHigh
    ? lastTradeSec * 1000 + rng.int(0, 999)
    : Math.round(createdMs + (lastTradeSec * 1000 - createdMs) * rng.between(0.3, 0.95));

  const data: DemoTokenData = {
    mint: input.mint,
    name: input.name,
    symbol: input.symbol,
    description: input.description,
    image_uri: input.imageUri,
    twitter: input.twitter,
    telegram: input.telegram,
    website: input.website,
    creator: input.creator,
    created_timestamp: createdMs,
    market_cap: marketCap,
    usd_market_cap: usdMarketCap,
    ath_market_cap: atAllTimeHigh ? usdMarketCap : usdMarketCap * rng.between(1.05, 2.4),
    ath_market_cap_timestamp: athMs,
    total_supply: Number(PUMP_TOTAL_SUPPLY),
    bonding_curve_progress: bondingCurveProgress(Number(rtr), complete),
    complete,
    nsfw: false,
    real_sol_reserves: Number(state.vsr - INITIAL_VIRTUAL_SOL),
    real_token_reserves: Number(rtr),
    virtual_sol_reserves: Number(state.vsr),
    virtual_token_reserves: Number(state.vtr),
  };
  return { data, trades };
}

/**
 * Trades newest first. Starting from today's reserves, each step undoes one trade: undoing a buy of
 * s lamports takes s out of the SOL reserve, undoing a sell puts it back, and the token amount is
 * whatever keeps virtual_sol × virtual_token constant. So every price sits on the curve.
 */
function buildTrades(
  rng: Rng,
  input: DemoTokenInput,
  current: CurveState,
  createdSec: number,
  lastTradeSec: number,
): DemoTrade[] {
  const span = Math.max(60, lastTradeSec - createdSec - 60);
  // Most activity is recent: times thin out towards the mint date.
  const times = Array.from({ length: input.tradeCount }, (_, i) =>
    i === 0 ? lastTradeSec : lastTradeSec - Math.round(span * rng.next() ** 1.6),
  ).sort((a, b) => b - a);

  const maxVsr = CURVE_K / PUMP_CURVE_OFFSET;
  const realSol = Number(current.vsr - INITIAL_VIRTUAL_SOL) / 1e9;
  const meanSol = Math.min(2, Math.max(0.05, realSol / 12));
  let { vsr, vtr } = current;
  const trades: DemoTrade[] = [];

  for (const timestamp of times) {
    let lamports = BigInt(
      Math.round(Math.min(8, Math.max(0.01, -meanSol * Math.log(1 - rng.next()))) * 1e9),
    );
    let isBuy = rng.chance(0.62);
    let previous: CurveState | null = null;
    for (let attempt = 0; attempt < 12 && !previous; attempt += 1) {
      previous = undo(isBuy, lamports, vsr, maxVsr) ?? undo(!isBuy, lamports, vsr, maxVsr);
      if (previous) isBuy = previous.vsr < vsr;
      else lamports /= 2n;
    }
    if (!previous) break;
    const tokenAmount = isBuy ? previous.vtr - vtr : vtr - previous.vtr;
    if (tokenAmount <= 0n) break;
    trades.push({
      signature: rng.signature(),
      mint: input.mint,
      user: rng.pick(input.traders),
      is_buy: isBuy,
      sol_amount: Number(lamports),
      token_amount: Number(tokenAmount),
      timestamp,
      tx_index: rng.int(0, 900),
      slot: Math.max(
        1,
        SLOT_ANCHOR.slot + Math.round((timestamp - SLOT_ANCHOR.seconds) * 2.5) + rng.int(0, 2),
      ),
    });
    ({ vsr, vtr } = previous);
  }
  return trades;
}

/** The reserves before a trade of `lamports`, or null when they would leave the curve. */
function undo(isBuy: boolean, lamports: bigint, vsr: bigint, maxVsr: bigint): CurveState | null {
  const before = isBuy ? vsr - lamports : vsr + lamports;
  if (before <= INITIAL_VIRTUAL_SOL || before > maxVsr) return null;
  const vtr = ceilDiv(CURVE_K, before);
  if (vtr < PUMP_CURVE_OFFSET || vtr > INITIAL_VIRTUAL_TOKENS) return null;
  return { vsr: before, vtr };
}
