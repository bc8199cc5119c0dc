import type { TProfile } from '@cgx/domain/profile.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useProfile() {
  return useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => api.get<TProfile>('/api/profile', { signal }),
  });
}
