import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTokenLookup } from './get-token';

const MINT_32 = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA8';
const MINT_44 = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

let fetch: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetch = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function lookup(initial: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ input }) => useTokenLookup(input), {
    wrapper,
    initialProps: { input: initial },
  });
}

const lookedUp = () => fetch.mock.calls.map(([input]) => String(input));

describe('the mint lookup', () => {
  it('waits for a one-second pause before asking', async () => {
    lookup(MINT_44);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(lookedUp()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(lookedUp()).toEqual([`/api/tokens/${MINT_44}`]);
  });

  it('starts the second over while the user types', async () => {
    const { rerender } = lookup(MINT_44.slice(0, 40));
    await act(() => vi.advanceTimersByTimeAsync(600));
    rerender({ input: MINT_44 });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(lookedUp()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(lookedUp()).toEqual([`/api/tokens/${MINT_44}`]);
  });

  it('looks up only 32 to 44 base58 characters, after trimming', async () => {
    for (const input of [
      MINT_32.slice(0, 31),
      `${MINT_44}1`,
      `${MINT_32.slice(0, 31)}0`,
      `${MINT_32.slice(0, 31)}O`,
      `${MINT_32.slice(0, 31)}l`,
      '',
    ]) {
      const { unmount } = lookup(input);
      await act(() => vi.advanceTimersByTimeAsync(1500));
      unmount();
    }
    expect(lookedUp()).toEqual([]);

    lookup(`  ${MINT_32}  `);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(lookedUp()).toEqual([`/api/tokens/${MINT_32}`]);
  });
});
