import type { FundingHistory } from '@memetank/shared/api/ledger';
import type { Trade } from '@memetank/shared/api/tokens';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testProviders, testWallet } from '@/test/providers';
import { FUNDING_CHART_MESSAGES, FundingChartCard } from './funding-chart-card';
import { PriceChartCard } from './price-chart-card';

// jsdom has no canvas: a stand-in for the chart library that records what the page asks it to draw.
const drawn = vi.hoisted(() => ({
  charts: 0,
  series: [] as { type: string; data: unknown[]; priceLines: unknown[] }[],
}));
vi.mock('lightweight-charts', () => {
  const timeScale = {
    fitContent: vi.fn(),
    setVisibleLogicalRange: vi.fn(),
    subscribeSizeChange: vi.fn(),
    unsubscribeSizeChange: vi.fn(),
    subscribeVisibleLogicalRangeChange: vi.fn(),
    unsubscribeVisibleLogicalRangeChange: vi.fn(),
    timeToCoordinate: () => 120,
  };
  return {
    AreaSeries: 'Area',
    HistogramSeries: 'Histogram',
    LineSeries: 'Line',
    ColorType: { Solid: 'solid' },
    LineStyle: { Dashed: 2 },
    LineType: { WithSteps: 1 },
    createChart: (box: HTMLElement) => {
      drawn.charts += 1;
      box.append(document.createElement('canvas'));
      return {
        addSeries: (type: string) => {
          const series = { type, data: [] as unknown[], priceLines: [] as unknown[] };
          drawn.series.push(series);
          return {
            setData: (data: unknown[]) => (series.data = data),
            createPriceLine: (line: unknown) => series.priceLines.push(line),
            applyOptions: vi.fn(),
          };
        },
        applyOptions: vi.fn(),
        timeScale: () => timeScale,
        remove: vi.fn(),
      };
    },
  };
});

const PROJECT_ID = '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11';

function history(overrides: Partial<FundingHistory> = {}): FundingHistory {
  return {
    projectId: PROJECT_ID,
    currency: 'SOL',
    goalUnits: '10000000000',
    goalLamports: '10000000000',
    deadline: '2026-03-31T00:00:00.000Z',
    createdAt: '2026-03-01T00:00:00.000Z',
    asOf: '2026-03-10T00:00:00.000Z',
    raisedUnits: '751000000',
    raisedLamports: '751000000',
    backers: 2,
    bucketSeconds: 0,
    points: [
      { at: '2026-03-02T10:00:00.000Z', raisedUnits: '250000000', raisedLamports: '250000000' },
      { at: '2026-03-03T10:00:00.000Z', raisedUnits: '751000000', raisedLamports: '751000000' },
    ],
    backersPerDay: [
      { day: '2026-03-02', newBackers: 1 },
      { day: '2026-03-03', newBackers: 1 },
    ],
    ...overrides,
  };
}

/** Answers GET /api/projects/:id/funding-history once `answer` is called. */
function serveLater() {
  let answer: (body: FundingHistory) => void = () => {};
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (body) => resolve(jsonResponse(body));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (body: FundingHistory) => act(() => answer(body)) };
}

function renderCard() {
  const { wrapper } = testProviders(testWallet());
  return render(<FundingChartCard project={{ id: PROJECT_ID, currency: 'SOL' }} />, { wrapper });
}

beforeEach(() => {
  // The chart reads the theme's colours through a canvas, which jsdom does not have either.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // A chart is drawn once the browser is idle: here, at once.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    callback();
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  drawn.charts = 0;
  drawn.series = [];
});

describe('FundingChartCard', () => {
  it("holds the chart's height with a placeholder, then draws the raise, the goal line and the deadline", async () => {
    const server = serveLater();
    renderCard();
    const placeholder = screen.getByRole('status', { name: FUNDING_CHART_MESSAGES.loading });
    expect(placeholder).toHaveStyle({ height: '240px' });
    expect(server.fetch).toHaveBeenCalledWith(
      `/api/projects/${PROJECT_ID}/funding-history`,
      expect.anything(),
    );

    await server.answer(history());
    const chart = await screen.findByRole('img', {
      name: 'Funding over time: 0.75 SOL raised of a 10.00 SOL goal from 2 backers; the campaign ends Mar 31, 2026.',
    });
    expect(chart).toHaveStyle({ height: '240px' });
    // The chart library loads on demand: the canvas comes once its module has.
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(chart.querySelector('[data-deadline-mark]')).toHaveTextContent('Deadline');

    const [area] = drawn.series;
    expect(area?.type).toBe('Area');
    expect(area?.priceLines).toEqual([expect.objectContaining({ price: 10, title: 'Goal' })]);
    const values = (area?.data ?? []).flatMap((point) =>
      'value' in (point as object) ? [(point as { value: number }).value] : [],
    );
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(0.751);
    expect([...new Set(values)]).toEqual([0, 0.25, 0.751]);
  });

  it('draws a USDC campaign in USDC: its words name USDC, never SOL', async () => {
    const server = serveLater();
    renderCard();
    await server.answer(
      history({
        currency: 'USDC',
        goalUnits: '500000000',
        goalLamports: '500000000',
        raisedUnits: '125500000',
        raisedLamports: '125500000',
        points: [
          { at: '2026-03-02T10:00:00.000Z', raisedUnits: '25000000', raisedLamports: '25000000' },
          { at: '2026-03-03T10:00:00.000Z', raisedUnits: '125500000', raisedLamports: '125500000' },
        ],
      }),
    );
    const chart = await screen.findByRole('img', {
      name: 'Funding over time: 125.50 USDC raised of a 500.00 USDC goal from 2 backers; the campaign ends Mar 31, 2026.',
    });
    const card = screen.getByTestId('funding-chart-card');
    expect(card).toHaveTextContent(FUNDING_CHART_MESSAGES.description('USDC'));
    expect(card).not.toHaveTextContent('SOL');
    expect(chart).toBeVisible();
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    const [area] = drawn.series;
    expect(area?.priceLines).toEqual([expect.objectContaining({ price: 500, title: 'Goal' })]);
    const values = (area?.data ?? []).flatMap((point) =>
      'value' in (point as object) ? [(point as { value: number }).value] : [],
    );
    expect(values.at(-1)).toBe(125.5);
  });

  it('says a campaign has no investments yet, and loads no chart for it', async () => {
    const server = serveLater();
    renderCard();
    await server.answer(history({ points: [], raisedUnits: '0', backers: 0, backersPerDay: [] }));
    expect(await screen.findByText(FUNDING_CHART_MESSAGES.empty)).toHaveStyle({ height: '240px' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(drawn.charts).toBe(0);
  });

  it('asks for nothing until the card comes near the screen', async () => {
    let seen: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof seen) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const server = serveLater();
    const { container } = renderCard();
    // An empty box of the chart's height, not a loading placeholder: nothing is loading yet.
    expect(container.querySelector('[data-chart-slot]')).toHaveStyle({ minHeight: '240px' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();

    act(() => seen([{ isIntersecting: true }]));
    expect(screen.getByRole('status', { name: FUNDING_CHART_MESSAGES.loading })).toBeVisible();
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    await server.answer(history());
    expect(await screen.findByRole('img', { name: /^Funding over time/ })).toBeVisible();
  });
});

describe('PriceChartCard', () => {
  const trade = (timestamp: number, sol: number, tokens: number): Trade => ({
    signature: `sig-${timestamp}`,
    user: 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms',
    is_buy: true,
    sol_amount: sol,
    token_amount: tokens,
    timestamp,
  });

  it('is not shown without trades', () => {
    const { container } = render(<PriceChartCard trades={[]} symbol="FROG" />);
    expect(container).toBeEmptyDOMElement();
    render(<PriceChartCard trades={undefined} symbol="FROG" />);
    expect(screen.queryByRole('region', { name: 'Token Price' })).not.toBeInTheDocument();
  });

  it("draws the token's price at each trade, oldest first", async () => {
    // Newest first, as the market API answers: 0.5 SOL for 10M tokens, then 1 SOL for 10M tokens.
    render(
      <PriceChartCard
        trades={[trade(1_800_000_100, 1e9, 1e13), trade(1_800_000_000, 5e8, 1e13)]}
        symbol="FROG"
      />,
    );
    expect(screen.getByRole('region', { name: 'Token Price' })).toBeVisible();
    const chart = await screen.findByRole('img', {
      name: 'FROG price over its last 2 trades: from 0.00000005 to 0.0000001 SOL per token.',
    });
    // The chart library loads on demand: the canvas comes once its module has.
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    expect(drawn.series[0]?.data).toEqual([
      { time: 1_800_000_000, value: 5e-8 },
      { time: 1_800_000_100, value: 1e-7 },
    ]);
  });
});
