/** Every cached page of the organisation's bids starts with this key: invalidate it after a bid changes. */
export const BIDS_QUERY_KEY = ['bids'] as const;
