// The escrow's one public face: everything outside src/escrow imports from here, never from a
// file inside it. Its dependencies are declared in deps.ts (`EscrowDeps`); the server's services
// satisfy them, so callers pass `app.services`.
export type { EscrowDeps } from './deps';
// The vault: a 2-of-3 multisig (its keys, the payouts it signs) and its co-signer.
export {
  EscrowKeyError,
  createMultisigEscrow,
  custodyOf,
  custodyOnChain,
  loadCustodyKeys,
  loadEscrowSigner,
  transactionSigners,
  vaultAddresses,
  type Custody,
  type Escrow,
} from './vault';
export { createHttpCoSigner, startCoSignerService } from './co-signer-http';
// Rotating the vault's keys (docs/decisions/081-custody-rotation.md).
export { readCustodyRecord, rotateLocalCustody, rotateVault } from './custody-rotation';
export {
  CoSignerRefusal,
  CoSignerUnavailable,
  createInProcessCoSigner,
  type CoSigner,
} from './co-signer';
// Deposits: the local vault's rent-exempt reserve.
export { topUpLocalVault, vaultSolBalance } from './reserve';
// Investments coming in: prepare, submit (recorded once, when confirmed).
export { prepareInvestment, submitInvestment } from './investments';
// The creator's token deposit, before the campaign opens (docs/decisions/047-token-escrow.md).
export { prepareTokenDeposit, submitTokenDeposit } from './deposit';
// Payouts going out: claims (refunds, creator payouts, token allocations and returns), late
// refunds, fees; "Claim all" (docs/decisions/068-claim-all.md).
export { claimAll, claimFund, refundLateInvestments } from './payouts';
export { escrowStatus, withdrawFees } from './fees';
// Settlement at the deadline, and the campaign state it moves.
export { settleCampaign, settleCampaignNow, settleDueCampaigns } from './settlement';
export { campaignState, fundingEvent } from './campaign';
// Solvency: what the vault owes (SOL, and tokens per mint), and the checks before any leaves it.
export {
  assertVaultSolvent,
  escrowOwed,
  escrowOwedTokens,
  tokenLedgerMismatches,
  vaultTokenBalance,
  type EscrowOwed,
} from './solvency';
// The background work (reserve, the reconciler for every transfer in flight, settlement).
export { runEscrowJobs, startEscrowJobs, type EscrowJobs } from './jobs';
// The reads the rest of the server needs of the money tables (the public ledger, the explorer, the
// admin's frozen terms): nothing outside src/escrow queries them.
export {
  findBySignature,
  findOpenClaim,
  fundingBuckets,
  fundingSteps,
  fundingTotals,
  holdsInvestments,
  latestLedgerEntries,
  listConfirmedInvestments,
  listWalletClaims,
  listWalletInvestments,
  newBackersByDay,
  rowsForSignatures,
  type ClaimRow,
  type EscrowLedgerRow,
} from './queries';
