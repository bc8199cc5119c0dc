import type { TClientAuthorisation } from '@cgx/domain/authorisations.schemas';
import type { TPage } from '@cgx/domain/lists.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from '../../../lib/shared-query-keys';

export { CLIENTS_QUERY_KEY };

/** One verified client of the agent, by the grower's organisation id; null when the agent holds no verified authority from it. */
export const useVerifiedClient = (growerId: number) =>
  useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'client', growerId],
    queryFn: async ({ signal }) =>
      (await api.get<TPage<TClientAuthorisation>>('/api/authorisations', { query: { growerId, verified: 'true' }, signal })).rows[0] ??
      null,
    enabled: Number.isInteger(growerId) && growerId > 0,
  });
