// The public ledger (issue 16): anyone can check where the money is. A project's backers (its
// recorded, confirmed investments), the escrow vault's balance against what it owes, and the
// built-in explorer's reads of the local chain and of the server's own ledger.
// Lamports travel as decimal strings: exact beyond 2^53.
import { z as Zod } from 'zod';
import { CURRENCIES, CURSOR_MAX } from '../constants';
import { walletAddressSchema } from './auth';
import { deprecatedLamports } from './deprecated-fields';

export const BACKERS_PAGE_SIZE = 20;
export const BACKERS_PAGE_SIZE_MAX = 100;

/** A whole number of lamports as decimal text; negative only where a field says so. */
const lamportsText = Zod.string().regex(/^\d+$/);
const signedLamportsText = Zod.string().regex(/^-?\d+$/);

/** GET /api/projects/:id/investments: one recorded investment, confirmed on chain. */
export const backerSchema = Zod.object({
  id: Zod.uuid(),
  /** The investor's wallet. */
  wallet: Zod.string(),
  /** Base units of the campaign's currency (the response's `currency`). */
  amountUnits: lamportsText,
  amountLamports: deprecatedLamports,
  /** The transfer into the escrow vault. */
  signature: Zod.string(),
  /** ISO time it was recorded. */
  investedAt: Zod.string(),
});
export type Backer = Zod.infer<typeof backerSchema>;

export const backersQuerySchema = Zod.object({
  limit: Zod.coerce.number().int().min(1).max(BACKERS_PAGE_SIZE_MAX).default(BACKERS_PAGE_SIZE),
  cursor: Zod.string().max(CURSOR_MAX).optional(),
});

/** Newest first; `nextCursor` reads the next page, null on the last one. */
export const backersResponseSchema = Zod.object({
  /** The campaign's currency: every amount is in its base units. */
  currency: Zod.enum(CURRENCIES),
  items: Zod.array(backerSchema),
  nextCursor: Zod.string().nullable(),
});
export type BackersResponse = Zod.infer<typeof backersResponseSchema>;

/** The roles of the vault's signers; `unknown` for a signer on chain the server was not given. */
export const CUSTODY_ROLES = ['hot', 'co-signer', 'recovery', 'unknown'] as const;

export const custodySchema = Zod.object({
  kind: Zod.literal('spl-token-multisig'),
  /** The multisig account: the vault's address. */
  address: Zod.string(),
  threshold: Zod.number().int(),
  signers: Zod.array(Zod.object({ role: Zod.enum(CUSTODY_ROLES), address: Zod.string() })),
  /** The vault's wrapped-SOL account (its amount is the vault's SOL). */
  solAccount: Zod.string(),
});
export type CustodyProof = Zod.infer<typeof custodySchema>;

/**
 * GET /api/escrow: the vault's balance on chain against what it owes. `enabled: false` when the
 * deployment has no vault (a real cluster without ESCROW_SECRET_KEY: investing is off).
 */
export const escrowProofSchema = Zod.discriminatedUnion('enabled', [
  Zod.object({
    enabled: Zod.literal(true),
    /** The vault's address: every investment pays it, every refund and payout leaves it. */
    vault: Zod.string(),
    /** On chain now; null when the chain cannot be read. */
    balanceLamports: lamportsText.nullable(),
    /** Everything the vault must be able to pay: the sum of `owed`'s parts. */
    owedLamports: lamportsText,
    owed: Zod.object({
      /** Investments in campaigns not settled yet. */
      investmentsHeldLamports: lamportsText,
      /** Refunds and creator payouts of settled campaigns not yet claimed. */
      unclaimedClaimsLamports: lamportsText,
      /** The 3% platform fees of funded campaigns not yet withdrawn to the treasury. */
      feesNotWithdrawnLamports: lamportsText,
    }),
    /**
     * Balance minus owed: the vault's rent-exempt reserve when all is well, below 0 if it could
     * not pay everyone; null when the balance cannot be read.
     */
    differenceLamports: signedLamportsText.nullable(),
    /**
     * The vault's USDC (base units) against what it owes in USDC: investments held, unpaid USDC
     * refunds and payouts, USDC fees; null when the deployment has no USDC mint.
     */
    usdc: Zod.object({
      mint: Zod.string(),
      /** Its USDC token account on chain now; null when the chain cannot be read. */
      balanceUnits: lamportsText.nullable(),
      owedUnits: lamportsText,
      differenceUnits: signedLamportsText.nullable(),
    }).nullable(),
    /**
     * Who can move the vault, read from the chain (docs/decisions/078-two-of-three-custody.md): an
     * SPL Token multisig of which `threshold` signers must sign every transfer out; its SOL is
     * wrapped SOL in `solAccount`. Null when the chain cannot be read or the multisig is not
     * created yet.
     */
    custody: custodySchema.nullable(),
    /** ISO time of the reading. */
    checkedAt: Zod.string(),
  }),
  Zod.object({ enabled: Zod.literal(false) }),
]);
export type EscrowProof = Zod.infer<typeof escrowProofSchema>;

/** GET /api/admin/escrow lists at most this many refused payouts. */
export const PAYOUT_REFUSALS_SHOWN = 20;

/**
 * A payout the vault's co-signer refused to sign (docs/decisions/078-two-of-three-custody.md):
 * nothing was sent, its claims stayed claimable. What it was, and the co-signer's reason.
 */
export const payoutRefusalSchema = Zod.object({
  id: Zod.uuid(),
  /** ISO time of the refusal. */
  time: Zod.string(),
  /** One or several claims of one wallet ("Claim all"), or the platform fees to the treasury. */
  kind: Zod.enum(['claim', 'fee_withdrawal']),
  /** The claims it would have paid (none for a fee withdrawal); `project.name` null once deleted. */
  claims: Zod.array(
    Zod.object({
      id: Zod.uuid(),
      fundType: Zod.enum(['refund', 'creator_payout', 'token_allocation', 'token_return']),
      project: Zod.object({ id: Zod.uuid(), name: Zod.string().nullable() }),
    }),
  ),
  /** The wallet it would have paid. */
  recipient: Zod.string(),
  /** SOL, the USDC of a USDC campaign, or a project's token (`mint`). */
  currency: Zod.enum(['SOL', 'USDC', 'token']),
  /** The token's mint; null for SOL. */
  mint: Zod.string().nullable(),
  /** What it would have paid in all, in base units of `currency` (decimal string). */
  amountUnits: lamportsText,
  /** amountUnits / 10^decimals is the amount (9 for SOL, 6 for USDC, the mint's for a token). */
  decimals: Zod.number().int().nonnegative(),
  /** The co-signer's reason. */
  reason: Zod.string(),
});
export type PayoutRefusal = Zod.infer<typeof payoutRefusalSchema>;

/**
 * GET /api/admin/escrow. Here beside the public proof, not in investing.ts, whose constants every
 * page loads: this schema draws in custodySchema, and with it zod, which the pages load on demand.
 */
export const escrowStatusSchema = Zod.object({
  vault: Zod.string().nullable(),
  /** SOL on chain in the vault; null when it cannot be read. */
  vaultBalance: Zod.number().nullable(),
  /** Platform fees (SOL) of settled campaigns not yet withdrawn. */
  feesAvailable: Zod.number(),
  /** Platform fees (USDC) of settled USDC campaigns not yet withdrawn. */
  feesAvailableUsdc: Zod.number(),
  /** Where withdrawn fees go; null when not configured. */
  treasuryWallet: Zod.string().nullable(),
  /**
   * Who can move the vault, read from the chain (docs/decisions/078): the same as `GET
   * /api/escrow`'s `custody`; null without a vault or when the chain cannot be read.
   */
  custody: custodySchema.nullable(),
  /**
   * The latest payouts the co-signer refused, newest first (at most PAYOUT_REFUSALS_SHOWN):
   * nothing was sent for any of them.
   */
  refusals: Zod.array(payoutRefusalSchema),
});
export type EscrowStatus = Zod.infer<typeof escrowStatusSchema>;

/** A transaction signature: 64 bytes in base58. */
export const signatureTextSchema = Zod.string().regex(
  /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
  'must be a base58 transaction signature',
);

export const explorerTxParamsSchema = Zod.object({ signature: signatureTextSchema });
export const explorerAddressParamsSchema = Zod.object({ address: walletAddressSchema });

/** Where the server's ledger saw a transaction: into or out of the escrow vault. */
export const LEDGER_ENTRY_KINDS = [
  'investment',
  'payout',
  'deposit',
  'fee_withdrawal',
  'token_deposit',
  'token_payout',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const LEDGER_ENTRY_LABELS: Record<LedgerEntryKind, string> = {
  investment: 'Investment',
  payout: 'Payout',
  deposit: 'Vault reserve deposit',
  fee_withdrawal: 'Fee withdrawal',
  token_deposit: 'Token deposit',
  token_payout: 'Token payout',
};

/** A project named by a ledger entry; null when it is gone or hidden from the viewer. */
const ledgerProjectSchema = Zod.object({ id: Zod.uuid(), name: Zod.string() }).nullable();

export const ledgerEntrySchema = Zod.object({
  signature: Zod.string(),
  kind: Zod.enum(LEDGER_ENTRY_KINDS),
  /** Into the vault (deposit, investment) or out of it (payout, fee withdrawal). */
  direction: Zod.enum(['in', 'out']),
  amountLamports: lamportsText,
  /** The investor, the claimant, the treasury, or the vault itself for a deposit. */
  wallet: Zod.string().nullable(),
  project: ledgerProjectSchema,
  /** The investment row, for an investment. */
  investmentId: Zod.uuid().nullable(),
  /**
   * Token rows (token_deposit, token_payout): the mint and the tokens moved, base units as a
   * decimal string (amountLamports is then the SOL the vault paid: fee and account rent).
   */
  mint: Zod.string().nullable().optional(),
  tokenAmount: Zod.string().nullable().optional(),
  /**
   * Token rows: the mint's decimals (tokenAmount / 10^decimals is the amount in tokens) and its
   * symbol ("USDC" for the USDC mint, else the mint's metadata symbol), as the chain holds them;
   * null when the chain cannot say (the symbol: the mint has no metadata). Absent on SOL rows.
   */
  tokenDecimals: Zod.number().int().nonnegative().nullable().optional(),
  tokenSymbol: Zod.string().nullable().optional(),
  /** The claim it pays, for a payout (refund, creator payout) or a token payout. */
  claim: Zod.object({
    id: Zod.uuid(),
    fundType: Zod.enum(['refund', 'creator_payout', 'token_allocation', 'token_return']),
    isClaimed: Zod.boolean(),
  }).nullable(),
  /**
   * ISO time the server recorded it by its clock (the one deadlines follow, as an investment's
   * `investedAt`); a payout in flight: when it was sent.
   */
  time: Zod.string(),
});
export type LedgerEntry = Zod.infer<typeof ledgerEntrySchema>;

/** GET /api/explorer/tx/:signature */
export const explorerTxResponseSchema = Zod.object({
  signature: Zod.string(),
  /**
   * What the chain says: confirmed, failed (landed with an error), unknown (never seen, dropped,
   * or not on this chain), or unavailable (the chain could not be asked).
   */
  status: Zod.enum(['confirmed', 'failed', 'unknown', 'unavailable']),
  /** Why it failed, for `failed`. */
  failure: Zod.string().nullable(),
  /** What the server's own ledger knows of it; null when it is not one of the escrow's. */
  ledger: ledgerEntrySchema.nullable(),
  /**
   * A transfer out of the vault (a payout, token payout or fee withdrawal): the keys whose
   * signatures the transaction the server sent carries, read from that transaction and checked
   * against it, in its order (the fee payer first), each named by its role in the vault's custody
   * (docs/decisions/078-two-of-three-custody.md): the hot key and the co-signer. Empty when the
   * server did not send it or kept no record of its signatures.
   */
  signers: Zod.array(Zod.object({ role: Zod.enum(CUSTODY_ROLES), address: Zod.string() })),
});
export type ExplorerTxResponse = Zod.infer<typeof explorerTxResponseSchema>;

export const EXPLORER_ADDRESS_ENTRIES_MAX = 50;

/** GET /api/explorer/address/:address */
export const explorerAddressResponseSchema = Zod.object({
  address: Zod.string(),
  /** On chain now; null when the chain cannot be read. */
  balanceLamports: lamportsText.nullable(),
  /** This is the escrow vault: its entries are the whole ledger's. */
  isVault: Zod.boolean(),
  /** The ledger's latest entries involving the address, newest first (at most 50). */
  entries: Zod.array(ledgerEntrySchema),
});
export type ExplorerAddressResponse = Zod.infer<typeof explorerAddressResponseSchema>;

/**
 * GET /api/projects/:id/funding-history: at most this many points. A campaign with more confirmed
 * investments is summed into this many equal stretches of time, each point the total at the end
 * of its stretch.
 */
export const FUNDING_HISTORY_POINTS_MAX = 200;
/** At most this many UTC days of new backers (the latest ones): a campaign runs 30 days at most. */
export const FUNDING_HISTORY_DAYS_MAX = 120;

export const fundingPointSchema = Zod.object({
  /** ISO time of the last investment the point sums. */
  at: Zod.string(),
  /** Everything raised up to and including `at`. */
  raisedUnits: lamportsText,
  raisedLamports: deprecatedLamports,
});
export type FundingPoint = Zod.infer<typeof fundingPointSchema>;

export const newBackersDaySchema = Zod.object({
  /** A UTC day, YYYY-MM-DD. */
  day: Zod.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Wallets whose first confirmed investment in the project fell on that day. */
  newBackers: Zod.number().int().positive(),
});
export type NewBackersDay = Zod.infer<typeof newBackersDaySchema>;

/**
 * A project's funding over time, from its confirmed investments in the escrow ledger (not from
 * the project's own figures): cumulative points oldest first, the goal and the deadline, and the
 * new backers of each UTC day that had any.
 */
export const fundingHistorySchema = Zod.object({
  projectId: Zod.uuid(),
  /** The campaign's currency: goalUnits, raisedUnits and every point are base units of it. */
  currency: Zod.enum(CURRENCIES),
  goalUnits: lamportsText,
  goalLamports: deprecatedLamports,
  /** ISO time the campaign ends. */
  deadline: Zod.string(),
  /** ISO time the project was submitted: where the line starts from 0. */
  createdAt: Zod.string(),
  /** ISO time of the answer by the server's clock (the one deadlines follow): the raise holds until then. */
  asOf: Zod.string(),
  /** The sum of every point's investments: the last point's figure (0 without investments). */
  raisedUnits: lamportsText,
  raisedLamports: deprecatedLamports,
  /** Distinct wallets that invested. */
  backers: Zod.number().int().nonnegative(),
  /** Seconds each point sums; 0 when every investment is its own point. */
  bucketSeconds: Zod.number().int().nonnegative(),
  points: Zod.array(fundingPointSchema).max(FUNDING_HISTORY_POINTS_MAX),
  backersPerDay: Zod.array(newBackersDaySchema).max(FUNDING_HISTORY_DAYS_MAX),
});
export type FundingHistory = Zod.infer<typeof fundingHistorySchema>;
