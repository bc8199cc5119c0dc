import type { TMarketFeedItem, TStatisticsResponse } from '@cgx/domain/market-data.schemas';

/** Test data of the market-data feature (used by tests only). */
export function feedItem(overrides: Partial<TMarketFeedItem> = {}): TMarketFeedItem {
  return {
    id: 1,
    feedType: 'TRADE',
    commodityName: 'Barley',
    gradeName: 'Feed Barley 1',
    siteName: 'Dooen',
    storageProviderNickname: 'GrainCorp',
    state: 'VIC',
    marketType: 'cgx',
    pricingPoint: null,
    portName: 'Geelong',
    seasonName: '2026/27',
    deliveryPeriodName: 'Now',
    quantity: '120.000',
    price: '285.00',
    portEquiv: '301.50',
    createdAt: '2026-11-22T00:00:00.000Z',
    updatedAt: '2026-11-22T00:00:00.000Z',
    sound: 'clapping',
    ...overrides,
  };
}

export const todayMetrics = (tradedToday = '120.000') => ({ offeredToday: '1850.500', wantedToday: '930.000', tradedToday });
export const totalMetrics = () => ({ totalTraded: '1523400.000', billionsSettled: '1.03' });

export function statistics(dates: readonly string[], tonnes = '50.000'): TStatisticsResponse {
  return {
    statistics: dates.map((date, index) => ({
      date,
      tonnesTraded: index === dates.length - 1 ? tonnes : '0.000',
      buyers: index === dates.length - 1 ? 1 : 0,
    })),
    totalTraded: tonnes,
  };
}
