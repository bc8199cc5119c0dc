import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { feedItem, statistics, todayMetrics, totalMetrics } from '../../../test/market-data.fixtures';
import { stubFetch } from '../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { HomePage } from './home-page';

vi.mock('../../../lib/cable/use-channel', () => ({ useChannel: vi.fn() }));

function stubHome() {
  const stub = stubFetch({
    'GET /api/market/feed': { body: [feedItem({ id: 3 })] },
    'GET /api/market/metrics/today': { body: todayMetrics('120.000') },
    'GET /api/market/metrics/total': { body: totalMetrics() },
    'GET /api/market/statistics': { body: statistics(['2026-11-09', '2026-11-16']) },
    'GET /api/reference/storage-providers-by-state': {
      body: [
        { state: 'NSW', storageProviders: [{ id: 1, tradingName: 'GrainCorp Operations Ltd', nickname: 'GrainCorp', siteCount: 12 }] },
        { state: 'VIC', storageProviders: [{ id: 2, tradingName: 'Emerald Grain Pty Ltd', nickname: 'Emerald', siteCount: 1 }] },
      ],
    },
  });
  vi.stubGlobal('fetch', stub.fetchMock);
  return stub;
}

describe('HomePage', () => {
  // The whole home page with its lazy sections: seconds of work in jsdom on a busy 2-core machine.
  it('shows the hero, the live market, the cards, the map, the testimonials and the banner', { timeout: 20_000 }, async () => {
    stubHome();
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Have a say in the price of grain' })).toBeInTheDocument();
    expect(screen.getByText('Over 400 registered buyers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register now!' })).toHaveAttribute('href', '/register');

    expect(await screen.findByTestId('counter-traded')).toHaveTextContent('120 t');
    expect(await screen.findByText('1,523,400')).toBeInTheDocument();
    expect(screen.getByText('metric tonnes traded')).toBeInTheDocument();
    expect(screen.getByText('$1.03')).toBeInTheDocument();
    expect(screen.getByText('billions securely settled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Trades' })).toHaveAttribute('href', '/login');

    const feed = screen.getByRole('region', { name: 'Market Data' });
    expect(within(feed).getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/market/trades');
    expect(await within(feed).findByTestId('market-feed-table')).toHaveTextContent('$285.00 ($301.50)');
    expect(await screen.findByTestId('chart-data-table')).toBeInTheDocument();

    // The sections under the live market are a lazy chunk.
    expect(await screen.findByRole('heading', { level: 2, name: 'Who trades on CGX' })).toBeInTheDocument();
    for (const title of [
      'Growers',
      'Agents',
      'Buyers',
      'Storage Providers',
      'Market and Exchange Trading',
      'Settlement and Clearing',
      'Data and Connectivity',
    ])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    // Market cards lead to the routed market views; a card's accessible name is its whole visible text (WCAG 2.5.3).
    expect(screen.getByRole('link', { name: /^Trades\b/ })).toHaveAttribute('href', '/market/trades');
    expect(screen.getByRole('link', { name: /^Overview\b/ })).toHaveAttribute('href', '/market/overview');

    expect(await screen.findByText('Emerald')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'VIC' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Keeping title until the buyer pays is what sold me/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Grower testimonials' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The exchange is designed to ensure you are in complete control' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Follow us on LinkedIn/ })).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(document.title).toBe('Home | CGX'));
  });

  it('opens the market sections from the counters for a signed-in visitor', async () => {
    stubHome();
    renderWithProviders(<HomePage />, { session: sessionValue({ status: 'authenticated' }) });
    expect(await screen.findByRole('link', { name: 'View Offers' })).toHaveAttribute('href', '/market/offers');
    expect(screen.getByRole('link', { name: 'View Bids' })).toHaveAttribute('href', '/market/bids');
  });

  it('chooses a state on the map as well as with the tabs', async () => {
    stubHome();
    renderWithProviders(<HomePage />);
    await screen.findByText('Emerald');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show storage providers in NSW' }));
    expect(await screen.findByText('GrainCorp')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'NSW' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('12 sites')).toBeInTheDocument();
  });
});
