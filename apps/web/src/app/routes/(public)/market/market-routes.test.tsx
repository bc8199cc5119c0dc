import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testimonialSlidesPerView } from '../../../../features/home/components/testimonials';
import { isStaticSiteFlag } from '../../../../features/home/static-site';
import { feedItem, statistics, todayMetrics, totalMetrics } from '../../../../test/market-data.fixtures';
import { stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { MarketIndex, marketIndexTarget } from './market-index';
import { MarketBidsPage } from './market-bids-page';
import { MarketLayout } from './market-layout';
import { MarketOverviewPage } from './market-overview-page';
import { MarketTradesPage } from './market-trades-page';

vi.mock('../../../../lib/cable/use-channel', () => ({ useChannel: vi.fn() }));

describe('the /market index (spec 000 §2.1)', () => {
  it('goes to / for an anonymous visitor of the static site, otherwise to trades', () => {
    expect(marketIndexTarget(true, false)).toBe('/');
    expect(marketIndexTarget(true, true)).toBe('/market/trades');
    expect(marketIndexTarget(false, false)).toBe('/market/trades');
    expect(isStaticSiteFlag('true')).toBe(true);
    expect(isStaticSiteFlag(undefined)).toBe(false);
  });

  it.each([
    [false, 'anonymous', '/market/trades'],
    [true, 'anonymous', '/'],
    [true, 'authenticated', '/market/trades'],
  ] as const)('static site %s, %s: redirects to %s', async (staticSite, status, target) => {
    renderWithProviders(
      <>
        <Routes>
          <Route path="market" element={<MarketIndex staticSite={staticSite} />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationDisplay />
      </>,
      { route: '/market', session: sessionValue({ status }) },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${target}$`)));
  });
});

describe('the market views', () => {
  const stub = () =>
    stubFetch({
      'GET /api/market/feed': (_init, url) => ({ body: url.includes('feedType=TRADE') ? [feedItem({ id: 5 })] : [] }),
      'GET /api/market/metrics/today': { body: todayMetrics('120.000') },
      'GET /api/market/metrics/total': { body: totalMetrics() },
      'GET /api/market/statistics': { body: statistics(['2026-11-16']) },
      'GET /api/market/bids': {
        body: [{ ...feedItem({ id: 9, price: '360.00', portEquiv: '360.00', siteName: 'Newcastle port zone' }), isPortZone: true }],
      },
    });

  function renderMarket(route: string) {
    const { fetchMock, calls } = stub();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <Routes>
        <Route path="market" element={<MarketLayout />}>
          <Route path="trades" element={<MarketTradesPage />} />
          <Route path="overview" element={<MarketOverviewPage />} />
          <Route path="bids" element={<MarketBidsPage />} />
        </Route>
      </Routes>,
      { route },
    );
    return calls;
  }

  it('lists trades only, up to 50, under the traded-today figure', async () => {
    const calls = renderMarket('/market/trades');
    expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trades' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('figure-traded')).toHaveTextContent('120 t');
    expect(await screen.findByTestId('market-feed-table')).toHaveTextContent('Trade');
    expect(calls.map((call) => call.url)).toContain('/api/market/feed?limit=50&feedType=TRADE');
    await waitFor(() => expect(document.title).toBe('Market Trades | CGX'));
  });

  it('lists the standing firm bids, anonymous, under the wanted-by-buyers figure', async () => {
    const calls = renderMarket('/market/bids');
    const table = await screen.findByTestId('market-feed-table');
    expect(table).toHaveTextContent('Bid');
    expect(table).toHaveTextContent('Newcastle port zone');
    expect(calls.map((call) => call.url)).toContain('/api/market/bids?limit=50');
  });

  it('shows the overview counters with their View buttons and the chart', async () => {
    renderMarket('/market/overview');
    expect(await screen.findByRole('link', { name: 'View Offers' })).toHaveAttribute('href', '/login');
    expect(await screen.findByTestId('chart-data-table')).toBeInTheDocument();
  });
});

describe('testimonials', () => {
  it('show 1 slide under 640 px, 2 under 960 px and 3 otherwise', () => {
    expect(testimonialSlidesPerView(false, false)).toBe(1);
    expect(testimonialSlidesPerView(true, false)).toBe(2);
    expect(testimonialSlidesPerView(true, true)).toBe(3);
  });
});
