// The campaign's phase as the cards and the detail page show it, moved on as the viewer's clock
// passes the deadline (the server refuses investments from that moment).
import { campaignPhase, type CampaignFacts } from '@memetank/shared/api/investing';
import { useNow } from '@/lib/use-now';

export function useCampaignPhase(project: CampaignFacts) {
  return campaignPhase(project, useNow());
}
