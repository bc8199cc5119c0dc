import type { TCreateFarmGrainRequest, TFarmGrain, TUpdateFarmGrainRequest } from '@cgx/domain/farm-grain.schemas';
import { api } from '../../../lib/api-client';
import { FARM_GRAIN_QUERY_KEY } from '../../../lib/shared-query-keys';

export { FARM_GRAIN_QUERY_KEY };

export const farmGrainQueryKey = (grainId: string) => ['farm-grain', 'one', grainId] as const;

/** docs/api.md 'My grain': grain declared on farm, which igrainX offers draw on. */
export const getFarmGrain = (grainId: string, signal?: AbortSignal) => api.get<TFarmGrain>(`/api/farm-grain/${grainId}`, { signal });
export const declareFarmGrain = (body: TCreateFarmGrainRequest) => api.post<TFarmGrain>('/api/farm-grain', body);
export const updateFarmGrain = (grainId: string, body: TUpdateFarmGrainRequest) => api.put<TFarmGrain>(`/api/farm-grain/${grainId}`, body);
/** Archived grain takes no new offers; with active offers on it: 409 'Cancel the offers on this grain first.' */
export const archiveFarmGrain = (grainId: number) => api.post<TFarmGrain>(`/api/farm-grain/${grainId}/archive`);
