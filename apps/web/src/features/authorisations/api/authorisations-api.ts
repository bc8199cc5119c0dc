import type { TClientAuthorisation } from '@cgx/domain/authorisations.schemas';
import type { TPage } from '@cgx/domain/lists.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every cached page of the agent's clients starts with this key (under the lists' root). */
export const CLIENTS_QUERY_KEY = ['authorisations'] as const;

/** One verified client of the agent, by the grower's organisation id; null when the agent holds no verified authority from it. */
export const useVerifiedClient = (growerId: number) =>
  useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'client', growerId],
    queryFn: async ({ signal }) =>
      (await api.get<TPage<TClientAuthorisation>>('/api/authorisations', { query: { growerId, verified: 'true' }, signal })).rows[0] ??
      null,
    enabled: Number.isInteger(growerId) && growerId > 0,
  });
