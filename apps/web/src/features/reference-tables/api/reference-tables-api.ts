import type { TSite, ZStorageProvidersByState } from '@cgx/domain/reference.schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TStorageProvidersByState = z.infer<typeof ZStorageProvidersByState>;

/** Public: storage providers of each state with their number of sites. */
export function useStorageProvidersByState() {
  return useQuery({
    queryKey: ['reference', 'storage-providers-by-state'],
    queryFn: ({ signal }) => api.get<TStorageProvidersByState>('/api/reference/storage-providers-by-state', { signal, anonymous: true }),
    staleTime: 10 * 60_000,
  });
}

/** Signed in: the sites of a state with their port zone and port differential. */
export function useSitesOfState(state: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['reference', 'sites', state],
    queryFn: ({ signal }) => api.get<TSite[]>('/api/reference/sites', { signal, query: { state } }),
    enabled: enabled && state !== null,
    staleTime: 10 * 60_000,
  });
}
