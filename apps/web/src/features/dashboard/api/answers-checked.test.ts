// The dashboard's claims check their answers against the shared schemas in tests (decision 073).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerShapeError } from '@/lib/api-client';
import { claimAllFunds, claimFund } from './claim-fund';

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's claim answers", () => {
  it.each([
    [
      'a claim',
      () => claimFund('00000000-0000-4000-8000-000000000001'),
      { message: 'Paid' },
      'claimable',
    ],
    ['"Claim all"', () => claimAllFunds(), { claimables: [], message: 'Done' }, 'signatures'],
  ])(
    'rejects %s whose answer breaks its schema, naming the field',
    async (_what, call, body, field) => {
      answer(body);
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AnswerShapeError);
      expect((error as Error).message).toContain(`does not match its schema: ${field}:`);
    },
  );
});
