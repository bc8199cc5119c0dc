import type { TMarketFeedItem, TStatisticsResponse, TTodayMetrics, TTotalMetrics } from '@cgx/domain/market-data.schemas';
import { FEED_SIZE } from '@cgx/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The market data an analyst reads (spec 000 §2.3 'Analyst Portal'): the public market endpoints. */
export const analystKeys = {
  today: ['analyst', 'today'] as const,
  total: ['analyst', 'total'] as const,
  weekly: ['analyst', 'statistics', 'Weekly'] as const,
  feed: ['analyst', 'feed'] as const,
};

const ONE_MINUTE = 60_000;

export const useAnalystToday = () =>
  useQuery({
    queryKey: analystKeys.today,
    queryFn: ({ signal }) => api.get<TTodayMetrics>('/api/market/metrics/today', { signal }),
    refetchInterval: ONE_MINUTE,
  });

export const useAnalystTotals = () =>
  useQuery({ queryKey: analystKeys.total, queryFn: ({ signal }) => api.get<TTotalMetrics>('/api/market/metrics/total', { signal }) });

export const useAnalystWeekly = () =>
  useQuery({
    queryKey: analystKeys.weekly,
    queryFn: ({ signal }) => api.get<TStatisticsResponse>('/api/market/statistics', { query: { period: 'Weekly' }, signal }),
  });

export const useAnalystFeed = () =>
  useQuery({
    queryKey: analystKeys.feed,
    queryFn: ({ signal }) => api.get<TMarketFeedItem[]>('/api/market/feed', { query: { limit: FEED_SIZE }, signal }),
    refetchInterval: ONE_MINUTE,
  });
