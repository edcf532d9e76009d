// The one campaign phase the server and the browser apply (campaignPhase): from the server's
// state, the deadline and the settlement's time, never from a "time left" text.
import { describe, expect, it } from 'vitest';
import { beforeDeadline, campaignPhase, type CampaignFacts } from './investing';

const now = Date.parse('2026-11-24T00:00:00.000Z');
const open: CampaignFacts = {
  campaign: 'funding',
  deadline: '2026-12-01T00:00:00.000Z',
  settledAt: null,
};

describe('campaignPhase', () => {
  it.each<[string, CampaignFacts, ReturnType<typeof campaignPhase>]>([
    ['takes investments before its deadline', open, 'open'],
    ['waits for its deposit', { ...open, campaign: 'awaiting_deposit' }, 'awaiting_deposit'],
    [
      'ends when this clock reaches the deadline',
      { ...open, deadline: '2026-11-24T00:00:00.000Z' },
      'ended',
    ],
    [
      'ends when the server’s clock passed it (its state reads the outcome)',
      { ...open, campaign: 'refunding' },
      'ended',
    ],
    [
      'is funded once settled with the goal reached',
      { ...open, campaign: 'funded', settledAt: '2026-11-23T00:00:00.000Z' },
      'funded',
    ],
    [
      'is refunding once settled with the goal missed',
      { ...open, campaign: 'refunding', settledAt: '2026-11-23T00:00:00.000Z' },
      'refunding',
    ],
    [
      'ended without its deposit, as the server says (before or after its settlement)',
      { ...open, campaign: 'ended_without_deposit', settledAt: '2026-11-23T00:00:00.000Z' },
      'ended_without_deposit',
    ],
    [
      'ends without its deposit when this clock reaches the deadline first',
      { ...open, campaign: 'awaiting_deposit', deadline: '2026-11-24T00:00:00.000Z' },
      'ended_without_deposit',
    ],
    [
      'is settled once every claim is paid',
      { ...open, campaign: 'settled', settledAt: '2026-11-23T00:00:00.000Z' },
      'settled',
    ],
  ])('%s', (_name, facts, phase) => {
    expect(campaignPhase(facts, now)).toBe(phase);
  });

  it('counts down only while open or awaiting its deposit', () => {
    expect(beforeDeadline(open, now)).toBe(true);
    expect(beforeDeadline({ ...open, campaign: 'awaiting_deposit' }, now)).toBe(true);
    expect(beforeDeadline({ ...open, campaign: 'funded' }, now)).toBe(false);
  });
});
