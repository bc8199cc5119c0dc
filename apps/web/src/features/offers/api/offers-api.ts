/** Every cached page of the organisation's offers starts with this key: invalidate it after an offer changes. */
export const OFFERS_QUERY_KEY = ['offers'] as const;
