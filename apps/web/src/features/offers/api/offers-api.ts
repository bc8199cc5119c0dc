import { api } from '../../../lib/api-client';

/** Every cached page of the organisation's offers starts with this key: invalidate it after an offer changes. */
export const OFFERS_QUERY_KEY = ['offers'] as const;

/** POST /api/offers/:id/cancel (spec 001 §7): 204; not active any more: 409. */
export const cancelOffer = (offerId: number, passwordToken: string) => api.post<void>(`/api/offers/${offerId}/cancel`, { passwordToken });
