import type { TBidToSellTo, TCreateOfferRequest, TOfferDetailView, TOrderPlaced, TUpdateOfferRequest } from '@cgx/domain/orders.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { api } from '../../../lib/api-client';

/** Every cached page of the organisation's offers starts with this key: invalidate it after an offer changes. */
export const OFFERS_QUERY_KEY = ['offers'] as const;

export const offerQueryKey = (offerId: string) => [...OFFERS_QUERY_KEY, 'one', offerId] as const;

/** spec 001 §7 'Offers' (docs/api.md 'Orders'). */
export const getOffer = (offerId: string, signal?: AbortSignal) => api.get<TOfferDetailView>(`/api/offers/${offerId}`, { signal });
/** spec 001 §7 'create from a bid': a standing bid's terms by the line the market bids page lists (gone: 404). */
export const bidToSellToQueryKey = (bidLineId: string) => [...OFFERS_QUERY_KEY, 'from-bid', bidLineId] as const;
export const getBidToSellTo = (bidLineId: string, signal?: AbortSignal) =>
  api.get<TBidToSellTo>(`/api/offers/from-bid/${bidLineId}`, { signal });
export const createOffer = (body: TCreateOfferRequest) => api.post<TOrderPlaced>('/api/offers', body);
/** An edit of an active offer, or with `reoffer` a lapsed one offered again. */
export const updateOffer = (offerId: string, body: TUpdateOfferRequest) => api.put<TOrderPlaced>(`/api/offers/${offerId}`, body);

/** POST /api/offers/:id/cancel (spec 001 §7): 204; not active any more: 409. */
export const cancelOffer = (offerId: number, passwordToken: string) => api.post<void>(`/api/offers/${offerId}/cancel`, { passwordToken });

/**
 * After an offer changes: its own read and every list on screen (offers, and the grain they draw
 * on: its tonnes on offer and available change too).
 */
export const invalidateOffers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: LIST_QUERY_ROOT }),
  ]);
