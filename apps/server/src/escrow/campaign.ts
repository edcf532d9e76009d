// A campaign's state (docs/decisions/036-escrow-vault-settlement-and-payouts.md), from the columns
// every projects row carries, and the realtime event that announces a change of funding.
import {
  campaignPhase,
  type CampaignPhase,
  type CampaignState,
  type FundingChangeEvent,
} from '@memetank/shared/api/investing';
import { fromBaseUnits } from '@memetank/shared/currency';
import type { projects } from '../db/schema';

type CampaignColumns = Pick<
  typeof projects.$inferSelect,
  | 'id'
  | 'deadline'
  | 'settledAt'
  | 'settlementOutcome'
  | 'openClaims'
  | 'currentFundingUnits'
  | 'fundingGoalUnits'
  | 'investorCount'
  | 'tokenDeposit'
  | 'currency'
>;

export function campaignState(row: CampaignColumns, now: Date): CampaignState {
  // Its deadline came before the creator's deposit: it never opened, so nobody could invest and
  // nothing is refunded, before its settlement (which owes nothing) and after.
  const depositMissed = row.tokenDeposit === 'awaiting' && row.deadline.getTime() <= now.getTime();
  if (depositMissed) return 'ended_without_deposit';
  if (row.settledAt) {
    if (row.openClaims === 0) return 'settled';
    return row.settlementOutcome === 'funded' ? 'funded' : 'refunding';
  }
  if (row.deadline.getTime() > now.getTime()) {
    // Not open until the investors' tokens are in escrow (docs/decisions/047-token-escrow.md).
    return row.tokenDeposit === 'awaiting' ? 'awaiting_deposit' : 'funding';
  }
  // Past the deadline, waiting for the settlement job: what it will decide.
  return row.currentFundingUnits >= row.fundingGoalUnits ? 'funded' : 'refunding';
}

/** The campaign's phase at `now`: the one rule the browser applies too (campaignPhase). */
export function campaignPhaseAt(row: CampaignColumns, now: Date): CampaignPhase {
  return campaignPhase(
    {
      campaign: campaignState(row, now),
      deadline: row.deadline.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    },
    now.getTime(),
  );
}

export function fundingEvent(row: CampaignColumns, now: Date): FundingChangeEvent {
  return {
    type: 'funding',
    projectId: row.id,
    currentFunding: fromBaseUnits(row.currentFundingUnits, row.currency),
    investorCount: row.investorCount,
    campaign: campaignState(row, now),
  };
}
