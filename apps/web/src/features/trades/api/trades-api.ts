import type { MemberTradeView } from '@cgx/domain/trades.schemas';

/** Every cached page of the member's trades starts with this key (and sits under LIST_QUERY_ROOT, which a trade's notification refreshes). */
export const TRADES_QUERY_KEY = ['trades'] as const;

export const memberTradesPath = (view: MemberTradeView) => `/api/trades/${view}` as const;
