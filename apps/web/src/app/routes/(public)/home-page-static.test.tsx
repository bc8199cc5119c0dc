import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { statistics, todayMetrics, totalMetrics } from '../../../test/market-data.fixtures';
import { stubFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { HomePage } from './home-page';

vi.mock('../../../lib/cable/use-channel', () => ({ useChannel: vi.fn() }));
vi.mock('../../../features/home/static-site', () => ({ STATIC_SITE: true, isStaticSiteFlag: () => true }));

describe('HomePage on the static site (spec 000 §2.1)', () => {
  it("shows the 'Market Activity' overview instead of the marketing home page", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/market/feed': { body: [] },
        'GET /api/market/metrics/today': { body: todayMetrics() },
        'GET /api/market/metrics/total': { body: totalMetrics() },
        'GET /api/market/statistics': { body: statistics(['2026-11-16']) },
      }).fetchMock,
    );
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Market Activity' })).toBeInTheDocument();
    expect(screen.queryByText('Have a say in the price of grain')).not.toBeInTheDocument();
    expect(await screen.findByTestId('counter-traded')).toHaveTextContent('120 t');
    expect(screen.getByRole('link', { name: 'View Trades' })).toHaveAttribute('href', '/login');
    expect(await screen.findByTestId('chart-data-table')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Market Activity | CGX'));
  });
});
