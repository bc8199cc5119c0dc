/** Every cached page of the staff's trade list starts with this key (under LIST_QUERY_ROOT, which a trade's notification refreshes). */
export const BACK_OFFICE_TRADES_QUERY_KEY = ['back-office', 'trades'] as const;

export const BACK_OFFICE_TRADES_PATH = '/api/back-office/trades';
export const BACK_OFFICE_TRADES_DOWNLOAD_PATH = '/api/back-office/trades/download';
