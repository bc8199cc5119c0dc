import type { TAppStatus } from '@cgx/domain/app-status.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const APP_STATUS_QUERY_KEY = ['app-status'] as const;

/** While in maintenance, look again every minute so the page lifts itself when the work is done. */
const MAINTENANCE_RECHECK_MS = 60_000;

export function useAppStatus() {
  return useQuery({
    queryKey: APP_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<TAppStatus>('/api/app-status', { signal, anonymous: true }),
    staleTime: 60_000,
    retry: 1,
    refetchInterval: (query) => (query.state.data?.maintenance ? MAINTENANCE_RECHECK_MS : false),
  });
}
