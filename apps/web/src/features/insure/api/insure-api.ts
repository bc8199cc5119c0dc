import type { TInsureSubscription, TSubscribeRequest, TSubscriptionLinkSent } from '@cgx/domain/insure.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const INSURE_QUERY_KEY = ['insure', 'subscription'] as const;

/** GET /api/insure/subscription (Grower): the organisation's igrainX insure subscription. */
export const useInsureSubscription = () =>
  useQuery({
    queryKey: INSURE_QUERY_KEY,
    queryFn: ({ signal }) => api.get<TInsureSubscription>('/api/insure/subscription', { signal }),
  });

/** POST /api/insure/subscription (Grower): subscribe, accepting the terms. */
export const subscribeToInsure = (body: TSubscribeRequest) => api.post<TInsureSubscription>('/api/insure/subscription', body);

/** POST /api/authorisations/:id/subscription-link (Agent): e-mails the client's administrator the subscription link. */
export const sendSubscriptionLink = (authorisationId: number) =>
  api.post<TSubscriptionLinkSent>(`/api/authorisations/${authorisationId}/subscription-link`);
