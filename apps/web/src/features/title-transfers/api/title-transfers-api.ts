/** Title transfers (issue 14 §9): a storage provider's users read their sites', staff every one. */
export const TITLE_TRANSFERS_PATH = '/api/title-transfers';

/** Every cached page of the list (under LIST_QUERY_ROOT) starts with this key. */
export const TITLE_TRANSFERS_QUERY_KEY = ['title-transfers'] as const;

/** The staff's page of a (cgx) trade. */
export const tradePagePath = (tradeId: number) => `/portal/trades/${tradeId}`;
