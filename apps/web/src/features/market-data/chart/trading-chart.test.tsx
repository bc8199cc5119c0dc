import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { statistics } from '../../../test/market-data.fixtures';
import { formatChartDate } from './chart-dates';
import { labelIndexes, layoutChart, niceCeiling } from './chart-geometry';
import { TradingChart } from './trading-chart';

const ANSWERS = {
  Daily: statistics(['2026-11-21', '2026-11-22'], '20.000'),
  Weekly: statistics(['2026-11-09', '2026-11-16'], '50.000'),
  Monthly: statistics(['2026-10-01', '2026-11-01'], '900.000'),
} as const;

function stubStatistics() {
  return stubFetch({
    'GET /api/market/statistics': (_init, url) => ({
      body: ANSWERS[new URL(url, 'http://x').searchParams.get('period') as keyof typeof ANSWERS],
    }),
  });
}

const periodsAsked = (calls: { url: string }[]) => calls.map((call) => new URL(call.url, 'http://x').searchParams.get('period'));

describe('TradingChart', () => {
  it('starts on Weekly, fetches each period the first time it is chosen, then reuses it', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = stubStatistics();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TradingChart />);

    const table = await screen.findByTestId('chart-data-table');
    expect(within(table).getByText('16 Nov 2026')).toBeInTheDocument();
    expect(screen.getByTestId('trading-chart')).toHaveAttribute('data-period', 'Weekly');
    expect(periodsAsked(calls)).toEqual(['Weekly']);

    const shows = async (date: string) =>
      expect(await within(await screen.findByTestId('chart-data-table')).findByText(date)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await shows('Nov 2026');
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await shows('22 Nov 2026');
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await shows('16 Nov 2026');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await shows('Nov 2026');
    expect(periodsAsked(calls)).toEqual(['Weekly', 'Monthly', 'Daily']);
  });

  it('is an accessible image with a title, a description and the figures in a table', async () => {
    vi.stubGlobal('fetch', stubStatistics().fetchMock);
    renderWithProviders(<TradingChart />);
    const image = await screen.findByRole('img', { name: /Tonnes traded and number of buyers, weekly/ });
    expect(image).toHaveAccessibleName(/2 weekly bars from 09 Nov 2026 to 16 Nov 2026\. The busiest was 16 Nov 2026\./);
    const rows = within(screen.getByTestId('chart-data-table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Week fromTonnes tradedBuyers', '09 Nov 202600', '16 Nov 2026501']);
    expect(screen.getByTestId('chart-total')).toHaveTextContent('50 t traded over the last 12 months');
  });
});

describe('chart helpers', () => {
  it('formats bucket dates as spec 000 §9 says', () => {
    expect(formatChartDate('2026-01-05', 'Daily')).toBe('05 Jan 2026');
    expect(formatChartDate('2026-01-05', 'Weekly')).toBe('05 Jan 2026');
    expect(formatChartDate('2026-01-01', 'Monthly')).toBe('Jan 2026');
    expect(formatChartDate('nonsense', 'Daily')).toBe('nonsense');
  });

  it('rounds axes up to 1, 2 or 5 × 10ⁿ and spreads the date labels', () => {
    expect([0, 1, 3, 20, 21, 499, 501].map(niceCeiling)).toEqual([1, 1, 5, 20, 50, 500, 1000]);
    expect(labelIndexes(53, 600)).toEqual([0, 13, 26, 39, 52]);
    expect(labelIndexes(3, 600)).toEqual([0, 1, 2]);
  });

  it('draws the bars on a tidy axis and the buyers line over the bars', () => {
    const layout = layoutChart(
      [
        { date: 'a', tonnes: 0, buyers: 0 },
        { date: 'b', tonnes: 500, buyers: 3 },
      ],
      { width: 200, height: 100, top: 0, right: 0, bottom: 0, left: 0 },
    );
    expect(layout.bars[0]?.height).toBe(0);
    // 500 t on an axis of four 200 t steps.
    expect(layout.tonnesTicks.map((tick) => tick.value)).toEqual([0, 200, 400, 600, 800]);
    expect(layout.bars[1]?.y).toBe(37.5);
    expect(layout.points.map((point) => point.x)).toEqual([50, 150]);
    expect(layout.buyersTicks.map((tick) => tick.value)).toEqual([0, 1, 2, 3, 4]);
  });
});
