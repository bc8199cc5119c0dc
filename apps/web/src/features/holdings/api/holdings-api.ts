/** Every cached page of holdings starts with this key (under the lists' root: a trade or a cancelled offer refreshes it). */
export const HOLDINGS_QUERY_KEY = ['holdings'] as const;
