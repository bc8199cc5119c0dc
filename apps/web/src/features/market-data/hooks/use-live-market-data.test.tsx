import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '../../../lib/cable/cable-client';
import { stubFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useMarketFeed, useTodayMetrics, useTradingStatistics } from '../api/market-data-queries';
import { feedItem, statistics, todayMetrics } from '../../../test/market-data.fixtures';
import { isFeedItem, useLiveMarketData } from './use-live-market-data';

const channel = vi.hoisted(() => ({ handlers: null as Subscriber | null, name: '' }));
vi.mock('../../../lib/cable/use-channel', () => ({
  useChannel: (name: string, handlers: Subscriber) => {
    channel.name = name;
    channel.handlers = handlers;
  },
}));

function Probe({ onItem }: { onItem: (id: number) => void }) {
  useLiveMarketData((item) => onItem(item.id));
  const feed = useMarketFeed();
  const today = useTodayMetrics();
  const weekly = useTradingStatistics('Weekly');
  return (
    <output data-testid="probe">{`${feed.data?.length ?? '-'}|${today.data?.tradedToday ?? '-'}|${weekly.data?.totalTraded ?? '-'}`}</output>
  );
}

describe('useLiveMarketData', () => {
  beforeEach(() => {
    channel.handlers = null;
  });

  it('refetches the feed, counters and every loaded chart period on a MarketFeedChannel message', async () => {
    let traded = '0.000';
    const { fetchMock, calls } = stubFetch({
      'GET /api/market/feed': () => ({ body: traded === '0.000' ? [] : [feedItem()] }),
      'GET /api/market/metrics/today': () => ({ body: todayMetrics(traded) }),
      'GET /api/market/statistics': (_init, url) => ({ body: statistics([url.includes('Monthly') ? '2026-11-01' : '2026-11-16'], traded) }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    // A period loaded earlier and no longer on screen is refetched too, so reusing it never shows old bars.
    await queryClient.fetchQuery({
      queryKey: ['market-data', 'statistics', 'Monthly'],
      queryFn: async () => (await fetchMock('/api/market/statistics?period=Monthly')).json(),
    });
    const seen: number[] = [];
    renderWithProviders(<Probe onItem={(id) => seen.push(id)} />, { queryClient });
    expect(await screen.findByText('0|0.000|0.000')).toBeInTheDocument();
    expect(channel.name).toBe('MarketFeedChannel');

    traded = '120.000';
    const before = calls.length;
    await act(async () => channel.handlers?.onMessage(feedItem({ id: 9 })));
    expect(await screen.findByText('1|120.000|120.000')).toBeInTheDocument();
    expect(seen).toEqual([9]);
    const refetched = calls.slice(before).map((call) => call.url);
    expect(refetched).toEqual(
      expect.arrayContaining([
        '/api/market/feed?limit=10',
        '/api/market/metrics/today',
        '/api/market/statistics?period=Weekly',
        '/api/market/statistics?period=Monthly',
      ]),
    );
  });

  it('refetches after every (re)connection, and ignores messages that are not feed items', async () => {
    const { fetchMock, calls } = stubFetch({
      'GET /api/market/feed': { body: [] },
      'GET /api/market/metrics/today': { body: todayMetrics() },
      'GET /api/market/statistics': { body: statistics(['2026-11-16']) },
    });
    vi.stubGlobal('fetch', fetchMock);
    const seen: number[] = [];
    renderWithProviders(<Probe onItem={(id) => seen.push(id)} />);
    await screen.findByText('0|120.000|50.000');
    const before = calls.length;
    await act(async () => channel.handlers?.onConnected?.());
    await vi.waitFor(() => expect(calls.length - before).toBe(3));
    await act(async () => channel.handlers?.onMessage({ hello: 'world' }));
    expect(seen).toEqual([]);
    expect(isFeedItem(feedItem())).toBe(true);
    expect(isFeedItem({ id: 1, feedType: 'BID' })).toBe(false);
  });
});
