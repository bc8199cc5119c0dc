import type { TBackOfficeTrade, TBackOfficeTradeDetail, TBestBidKey, TBestPublishedBids } from '@cgx/domain/back-office-trades.schemas';
import { api } from '../../../lib/api-client';
import { backOfficeTradePath } from '../../../lib/trade-paths';

/** Every cached page of the staff's trade list starts with this key (under LIST_QUERY_ROOT, which a trade's notification refreshes). */
export const BACK_OFFICE_TRADES_QUERY_KEY = ['back-office', 'trades'] as const;

export const BACK_OFFICE_TRADES_PATH = '/api/back-office/trades';
export const BACK_OFFICE_TRADES_DOWNLOAD_PATH = '/api/back-office/trades/download';

/** spec 002 §2 'trades/{tradeId}': one trade for staff (another's or a missing one: 404). */
export const backOfficeTradeQueryKey = (tradeId: string) => [...BACK_OFFICE_TRADES_QUERY_KEY, 'one', tradeId] as const;
export const getBackOfficeTrade = (tradeId: string, signal?: AbortSignal) =>
  api.get<TBackOfficeTradeDetail>(`${BACK_OFFICE_TRADES_PATH}/${tradeId}`, { signal });

export { backOfficeTradePath };

/** A row's page: a trade's by its market, a legacy trade's its read-only page (spec 002 §2 'legacy-trades/{tradeId}', decision 0228). */
export const tradeRowPath = (row: Pick<TBackOfficeTrade, 'source' | 'id' | 'market'>) =>
  row.source === 'legacy' ? `/portal/legacy-trades/${row.id}` : backOfficeTradePath({ id: row.id, market: row.market ?? 'cgx' });

/** spec 002 §7: the best published bid for each key (null while none is published). */
export const bestPublishedBidsQueryKey = (key: string) => [...BACK_OFFICE_TRADES_QUERY_KEY, 'best-published-bid', key] as const;
export const getBestPublishedBids = (keys: TBestBidKey[], signal?: AbortSignal) =>
  api.post<TBestPublishedBids>(`${BACK_OFFICE_TRADES_PATH}/best-published-bids`, { keys }, { signal });
