import type { TFeatureFlagSetting } from '@cgx/domain/app-status.schemas';
import type { FeatureFlag } from '@cgx/domain/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { TFeatureFlagSetting };

export const FEATURE_FLAGS_QUERY_KEY = ['feature-flags'] as const;

export function useFeatureFlags() {
  return useQuery({
    queryKey: FEATURE_FLAGS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<TFeatureFlagSetting[]>('/api/settings/feature-flags', { signal }),
  });
}

export function useUpdateFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled }: { key: FeatureFlag; enabled: boolean }) =>
      api.put<TFeatureFlagSetting>(`/api/settings/feature-flags/${encodeURIComponent(key)}`, { enabled }),
    onSuccess: (flag) => {
      queryClient.setQueryData<TFeatureFlagSetting[]>(FEATURE_FLAGS_QUERY_KEY, (flags) =>
        flags?.map((item) => (item.key === flag.key ? { ...item, ...flag } : item)),
      );
      // Flags reach every screen through the app status and the session.
      void queryClient.invalidateQueries({ queryKey: ['app-status'] });
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
