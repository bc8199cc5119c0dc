import type { TCommodity, TGrade, TPort, TSeason } from '@cgx/domain/reference.schemas';
import type { TSettingStatus, TSpecialTerm } from '@cgx/domain/market-settings.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { api } from '../../../lib/api-client';

/** The staff API of each igrainX setting, and the cache key its list pages sit under. */
export const SETTINGS_API = {
  onFarmStorages: '/api/market-settings/on-farm-storages',
  varieties: '/api/market-settings/varieties',
  specialTerms: '/api/market-settings/special-terms',
  deliveredSites: '/api/market-settings/delivered-sites',
} as const;
export type SettingKind = keyof typeof SETTINGS_API;
export const settingsListKey = (kind: SettingKind) => ['market-settings', kind] as const;

const REFERENCE_STALE_MS = 10 * 60_000;
const reference = <T>(path: string, query?: Record<string, string | number | undefined>) => ({
  queryKey: ['reference', path, query ?? {}],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<T>(path, { signal, query }),
  staleTime: REFERENCE_STALE_MS,
});

export const useSeasons = () => useQuery(reference<TSeason[]>('/api/reference/seasons'));
export const useCommodities = () => useQuery(reference<TCommodity[]>('/api/reference/commodities'));
export const useGrades = (commodityId: number | undefined) =>
  useQuery({ ...reference<TGrade[]>('/api/reference/grades', { commodityId }), enabled: Boolean(commodityId) });
export const usePorts = () => useQuery(reference<TPort[]>('/api/reference/ports'));
export const useDeliveredRegions = () => useQuery({ ...reference<string[]>(`${SETTINGS_API.deliveredSites}/regions`), staleTime: 0 });

/** spec 002 §7: the bulk active/inactive update of varieties. */
export function useSetVarietiesStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; status: TSettingStatus }) => api.put<{ updated: number }>(`${SETTINGS_API.varieties}/status`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...settingsListKey('varieties')] }),
  });
}

/** spec 002 §7: a special term moved to a position (reorder). */
export function useMoveSpecialTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, position }: { id: number; position: number }) =>
      api.put<TSpecialTerm>(`${SETTINGS_API.specialTerms}/${id}/position`, { position }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...settingsListKey('specialTerms')] }),
  });
}
