import { type MemberTradeView, type TMemberTradeDetail, tradePagePath } from '@cgx/domain/trades.schemas';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { api } from '../../../lib/api-client';

/** Every cached page of the member's trades starts with this key (and sits under LIST_QUERY_ROOT, which a trade's notification refreshes). */
export const TRADES_QUERY_KEY = ['trades'] as const;

export const memberTradesPath = (view: MemberTradeView) => `/api/trades/${view}` as const;
/** The list's download (CSV or Excel): its filters and sort, every row. */
export const memberTradesDownloadPath = (view: MemberTradeView) => `/api/trades/${view}/download` as const;

/** A trade's page under its list's page ('/portal/my-sales' → '/portal/my-sales/123'). */
export const memberTradePagePath = (listPath: string, trade: { id: number }) => tradePagePath(listPath, trade.id);

/**
 * One of the member's trades (another organisation's, or the other side's: 404). Under
 * LIST_QUERY_ROOT, so a pushed notification (the trade's title transfer, its payment) refreshes it.
 */
export const memberTradeQueryKey = (view: MemberTradeView, tradeId: string) =>
  [...LIST_QUERY_ROOT, ...TRADES_QUERY_KEY, 'one', view, tradeId] as const;
export const getMemberTrade = (view: MemberTradeView, tradeId: string, signal?: AbortSignal) =>
  api.get<TMemberTradeDetail>(`${memberTradesPath(view)}/${tradeId}`, { signal });
