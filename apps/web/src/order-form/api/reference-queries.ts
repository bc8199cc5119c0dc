import type { z } from 'zod';
import type {
  ZCommodity,
  ZDeliveredSite,
  ZDeliveryPeriod,
  ZGrade,
  ZNamedItem,
  ZPort,
  ZQualityParameter,
  ZSeason,
  ZSite,
  ZVariety,
} from '@cgx/domain/reference.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The reference lookups of spec 001 §7 (docs/api.md 'Reference data'), active items only. */
export type TSeason = z.infer<typeof ZSeason>;
export type TCommodity = z.infer<typeof ZCommodity>;
export type TGrade = z.infer<typeof ZGrade>;
export type TVariety = z.infer<typeof ZVariety>;
export type TDeliveryPeriod = z.infer<typeof ZDeliveryPeriod>;
export type TNamedItem = z.infer<typeof ZNamedItem>;
export type TQualityParameter = z.infer<typeof ZQualityParameter>;
export type TDeliveredSite = z.infer<typeof ZDeliveredSite>;
export type TPort = z.infer<typeof ZPort>;
export type TSite = z.infer<typeof ZSite>;
export type TNearestTown = {
  description: string;
  town: string;
  state: string;
  approximateDistance: number;
  distanceRange: string;
  direction: string;
  portName: string;
};

/** Reference lists change rarely: an hour before they are asked again. */
const STALE_MS = 60 * 60 * 1000;

const useReference = <T>(path: string, query: Record<string, string | undefined> = {}, enabled = true) =>
  useQuery({
    queryKey: ['reference', path, query],
    queryFn: ({ signal }) => api.get<T>(`/api/reference/${path}`, { signal, query }),
    staleTime: STALE_MS,
    enabled,
  });

export const useSeasons = () => useReference<TSeason[]>('seasons');
export const useCommodities = () => useReference<TCommodity[]>('commodities');
export const useDeliveryPeriods = () => useReference<TDeliveryPeriod[]>('delivery-periods');
export const useOnFarmStorages = () => useReference<TNamedItem[]>('on-farm-storages');
export const useSpecialTerms = () => useReference<TNamedItem[]>('special-terms');
export const useDeliveredSites = (enabled = true) => useReference<TDeliveredSite[]>('delivered-sites', {}, enabled);
export const usePorts = (enabled = true) => useReference<TPort[]>('ports', {}, enabled);
export const useSites = (enabled = true) => useReference<TSite[]>('sites', {}, enabled);
/** Every active grade, of every commodity (a list filter's choices). */
export const useAllGrades = () => useReference<TGrade[]>('grades');
export const useGrades = (commodityId: string) => useReference<TGrade[]>('grades', { commodityId }, commodityId !== '');
export const useQualityParameters = (commodityId: string) =>
  useReference<TQualityParameter[]>('quality-parameters', { commodityId }, commodityId !== '');
export const useVarieties = (seasonId: string, commodityId: string, gradeId: string) =>
  useReference<TVariety[]>('varieties', { seasonId, commodityId, gradeIds: gradeId || undefined }, seasonId !== '' && commodityId !== '');
/** Towns: useTowns in components/forms/town-field.tsx, with the one field that picks them. */

/** spec 001 §7 'Nearest town for a location': a failure is a 400 with the text on errors.location (spec 001 §8). */
export const lookUpNearestTown = (latitude: string, longitude: string) =>
  api.get<TNearestTown>('/api/reference/nearest-town', { query: { latitude, longitude } });

/** spec 001 §7 'Port name by nearestTownCity'. */
export const lookUpPortName = (town: string, state?: string) =>
  api.get<{ portName: string | null }>('/api/reference/port-name', { query: { town, state } });
