import type { TProfile } from '@cgx/domain/profile.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './profile-api';

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.get<TProfile>('/api/profile', { signal }),
  });
}
