import { FEED_SIZE } from '@cgx/domain/constants';
import type {
  StatisticsPeriod,
  TMarketBid,
  TMarketFeedItem,
  TStatisticsResponse,
  TTodayMetrics,
  TTotalMetrics,
} from '@cgx/domain/market-data.schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * The public market data of spec 000 §7 (docs/api.md 'Market data'). Types only are imported from
 * the domain schemas: their runtime pulls in decimal.js, which the home page does not need.
 */

/** The most items one feed call answers (FEED_MAX_LIMIT of the domain schemas): the market pages show that many. */
export const FEED_PAGE_LIMIT = 50;

export type FeedFilter = TMarketFeedItem['feedType'] | 'ALL';

export const marketDataKeys = {
  all: ['market-data'] as const,
  feeds: ['market-data', 'feed'] as const,
  feed: (feedType: FeedFilter, limit: number) => ['market-data', 'feed', feedType, limit] as const,
  bids: (limit: number) => ['market-data', 'bids', limit] as const,
  metrics: ['market-data', 'metrics'] as const,
  today: ['market-data', 'metrics', 'today'] as const,
  total: ['market-data', 'metrics', 'total'] as const,
  statisticsAll: ['market-data', 'statistics'] as const,
  statistics: (period: StatisticsPeriod) => ['market-data', 'statistics', period] as const,
};

interface PollOptions {
  /** Poll every so many ms (the sounds page: spec 000 §7); live updates come from the socket anyway. */
  refetchInterval?: number;
}

export function useMarketFeed({
  feedType = 'ALL',
  limit = FEED_SIZE,
  refetchInterval,
}: PollOptions & { feedType?: FeedFilter; limit?: number } = {}) {
  return useQuery({
    queryKey: marketDataKeys.feed(feedType, limit),
    queryFn: ({ signal }) =>
      api.get<TMarketFeedItem[]>('/api/market/feed', {
        signal,
        anonymous: true,
        query: { limit, feedType: feedType === 'ALL' ? undefined : feedType },
      }),
    refetchInterval,
  });
}

/**
 * The firm bids standing now (GET /api/market/bids). A new bid sends no feed message, so the list
 * also polls; trades (which use bids up) refresh it through the feed socket like the rest.
 */
export function useMarketBids({ limit = FEED_PAGE_LIMIT, refetchInterval = 30_000 }: PollOptions & { limit?: number } = {}) {
  return useQuery({
    queryKey: marketDataKeys.bids(limit),
    queryFn: ({ signal }) => api.get<TMarketBid[]>('/api/market/bids', { signal, anonymous: true, query: { limit } }),
    refetchInterval,
  });
}

export function useTodayMetrics({ refetchInterval }: PollOptions = {}) {
  return useQuery({
    queryKey: marketDataKeys.today,
    queryFn: ({ signal }) => api.get<TTodayMetrics>('/api/market/metrics/today', { signal, anonymous: true }),
    refetchInterval,
  });
}

export function useTotalMetrics() {
  return useQuery({
    queryKey: marketDataKeys.total,
    queryFn: ({ signal }) => api.get<TTotalMetrics>('/api/market/metrics/total', { signal, anonymous: true }),
  });
}

/**
 * spec 000 §4: each chart period is fetched the first time it is chosen, then reused. The server
 * applies the §9 range of the period (Daily 2 months, Weekly 12, Monthly 4 years) from today.
 * Live updates refetch every period already loaded (refreshMarketData), so reuse never shows old bars.
 */
export function useTradingStatistics(period: StatisticsPeriod) {
  return useQuery({
    queryKey: marketDataKeys.statistics(period),
    queryFn: ({ signal }) => api.get<TStatisticsResponse>('/api/market/statistics', { signal, anonymous: true, query: { period } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Something changed in the market (a feed message, or a (re)connection after which missed
 * messages are lost): refetch the feeds and counters on screen, and every chart period loaded so far.
 */
export function refreshMarketData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: marketDataKeys.feeds });
  void queryClient.invalidateQueries({ queryKey: marketDataKeys.metrics });
  void queryClient.invalidateQueries({ queryKey: marketDataKeys.statisticsAll, refetchType: 'all' });
}
