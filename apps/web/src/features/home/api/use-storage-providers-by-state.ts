import type { ZStorageProvidersByState } from '@cgx/domain/reference.schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TStorageProvidersByState = z.infer<typeof ZStorageProvidersByState>;

/** Reference data for the home page map (spec 000 §7 'Storage providers by state'); it changes rarely. */
export function useStorageProvidersByState() {
  return useQuery({
    queryKey: ['reference', 'storage-providers-by-state'],
    queryFn: ({ signal }) => api.get<TStorageProvidersByState>('/api/reference/storage-providers-by-state', { signal, anonymous: true }),
    staleTime: 60 * 60 * 1000,
  });
}
