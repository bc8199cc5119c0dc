import type { TBidDetailView, TCreateBidRequest, TOrderPlaced, TUpdateBidRequest } from '@cgx/domain/orders.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { api } from '../../../lib/api-client';

/** Every cached page of the organisation's bids starts with this key: invalidate it after a bid changes. */
export const BIDS_QUERY_KEY = ['bids'] as const;

export const bidQueryKey = (bidId: string) => [...BIDS_QUERY_KEY, 'one', bidId] as const;

/** spec 001 §7 'Bids' (docs/api.md 'Orders'). */
export const getBid = (bidId: string, signal?: AbortSignal) => api.get<TBidDetailView>(`/api/bids/${bidId}`, { signal });
export const createBid = (body: TCreateBidRequest) => api.post<TOrderPlaced>('/api/bids', body);
export const updateBid = (bidId: string, body: TUpdateBidRequest) => api.put<TOrderPlaced>(`/api/bids/${bidId}`, body);
export const rebid = (bidId: string, body: TCreateBidRequest) => api.post<TOrderPlaced>(`/api/bids/${bidId}/rebid`, body);
export const cancelBid = (bidId: string, passwordToken: string) => api.post<void>(`/api/bids/${bidId}/cancel`, { passwordToken });

/** After a bid changes: its own read and every page of every bid list (those sit under LIST_QUERY_ROOT). */
export const invalidateBids = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: BIDS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...BIDS_QUERY_KEY] }),
  ]);
