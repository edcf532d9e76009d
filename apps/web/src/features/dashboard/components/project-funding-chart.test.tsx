import type { FundingHistory } from '@memetank/shared/api/ledger';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testProviders, testWallet } from '@/test/providers';
import { PROJECT_CHART_MESSAGES, ProjectFundingChart } from './project-funding-chart';
import { PROJECT_PANEL_MESSAGES } from './project-funding-panel';

// jsdom has no canvas: a stand-in for the chart library that records the series it is given.
const drawn = vi.hoisted(() => ({ series: [] as { type: string; data: unknown[] }[] }));
vi.mock('lightweight-charts', () => {
  const timeScale = {
    fitContent: vi.fn(),
    setVisibleLogicalRange: vi.fn(),
    subscribeSizeChange: vi.fn(),
    unsubscribeSizeChange: vi.fn(),
    subscribeVisibleLogicalRangeChange: vi.fn(),
    unsubscribeVisibleLogicalRangeChange: vi.fn(),
    timeToCoordinate: () => 80,
  };
  return {
    AreaSeries: 'Area',
    HistogramSeries: 'Histogram',
    LineSeries: 'Line',
    ColorType: { Solid: 'solid' },
    LineStyle: { Dashed: 2 },
    LineType: { WithSteps: 1 },
    createChart: (box: HTMLElement) => {
      box.append(document.createElement('canvas'));
      return {
        addSeries: (type: string) => {
          const series = { type, data: [] as unknown[] };
          drawn.series.push(series);
          return {
            setData: (data: unknown[]) => (series.data = data),
            createPriceLine: vi.fn(),
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
const HISTORY: FundingHistory = {
  projectId: PROJECT_ID,
  currency: 'SOL',
  goalUnits: '5000000000',
  goalLamports: '5000000000',
  deadline: '2026-03-08T00:00:00.000Z',
  createdAt: '2026-03-01T09:00:00.000Z',
  asOf: '2026-03-04T12:00:00.000Z',
  raisedUnits: '3000000000',
  raisedLamports: '3000000000',
  backers: 3,
  bucketSeconds: 0,
  points: [
    { at: '2026-03-01T10:00:00.000Z', raisedUnits: '1000000000', raisedLamports: '1000000000' },
    { at: '2026-03-03T10:00:00.000Z', raisedUnits: '2500000000', raisedLamports: '2500000000' },
    { at: '2026-03-03T11:00:00.000Z', raisedUnits: '3000000000', raisedLamports: '3000000000' },
  ],
  backersPerDay: [
    { day: '2026-03-01', newBackers: 1 },
    { day: '2026-03-03', newBackers: 2 },
  ],
};

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // A chart is drawn once the browser is idle: here, at once.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    callback();
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  // Unmounted while the idle stubs are still there: a chart waiting for the idle time cancels it.
  cleanup();
  vi.unstubAllGlobals();
  drawn.series = [];
});

describe("a creator's project on the dashboard", () => {
  it('opens its raise over time and new backers per day on demand, fetching nothing before', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonResponse(HISTORY)));
    vi.stubGlobal('fetch', fetch);
    const { wrapper } = testProviders(testWallet());
    render(<ProjectFundingChart projectId={PROJECT_ID} />, { wrapper });
    expect(fetch).not.toHaveBeenCalled();

    const toggle = screen.getByRole('button', { name: PROJECT_CHART_MESSAGES.show });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: PROJECT_CHART_MESSAGES.hide })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const chart = await screen.findByRole('img', {
      name: 'Funding over time: 3.00 SOL raised of a 5.00 SOL goal from 3 backers; the campaign ends Mar 8, 2026. New backers per day: Mar 1, 2026: 1; Mar 3, 2026: 2.',
    });
    expect(chart).toHaveStyle({ height: '160px' });
    expect(fetch).toHaveBeenCalledTimes(1);

    // The series are drawn once the chart's code has come, which may be after its label.
    await waitFor(() => {
      const bars = drawn.series.find((series) => series.type === 'Histogram');
      expect(bars?.data).toEqual([
        { time: Date.parse('2026-03-01T00:00:00Z') / 1000, value: 1 },
        { time: Date.parse('2026-03-03T00:00:00Z') / 1000, value: 2 },
      ]);
    });
    // One point a day, each the total raised by the end of that day, up to the answer's day.
    const area = drawn.series.find((series) => series.type === 'Area');
    const raised = (area?.data ?? []).flatMap((point) =>
      'value' in (point as object) ? [(point as { value: number }).value] : [],
    );
    expect(raised).toEqual([1, 1, 3, 3]);

    await userEvent.click(screen.getByRole('button', { name: PROJECT_CHART_MESSAGES.hide }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws a USDC campaign in USDC, its legend and its words', async () => {
    const usdc: FundingHistory = {
      ...HISTORY,
      currency: 'USDC',
      goalUnits: '5000000',
      goalLamports: null,
      raisedUnits: '3000000',
      raisedLamports: null,
      points: HISTORY.points.map((point) => ({
        ...point,
        raisedUnits: String(BigInt(point.raisedUnits) / 1000n),
        raisedLamports: null,
      })),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(usdc))),
    );
    const { wrapper } = testProviders(testWallet());
    render(<ProjectFundingChart projectId={PROJECT_ID} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: PROJECT_CHART_MESSAGES.show }));
    expect(
      await screen.findByRole('img', {
        name: /^Funding over time: 3\.00 USDC raised of a 5\.00 USDC goal from 3 backers;/,
      }),
    ).toBeVisible();
    expect(screen.getByText(PROJECT_PANEL_MESSAGES.legend('USDC'))).toBeVisible();
    // The series are drawn once the chart's code has come, which may be after its label.
    await waitFor(() => {
      const area = drawn.series.find((series) => series.type === 'Area');
      const raised = (area?.data ?? []).flatMap((point) =>
        'value' in (point as object) ? [(point as { value: number }).value] : [],
      );
      expect(raised).toEqual([1, 1, 3, 3]);
    });
  });
});
