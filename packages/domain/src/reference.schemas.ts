import { z } from 'zod';
import { zQueryId, zQueryIdList, zQueryInt, zText } from './validation.ts';

/** Read-only reference lookups (spec 001 §3 'Reference entities', §7 'Reference lookups'). */

export const ZSeason = z.object({ id: z.number(), name: z.string(), startDate: z.string(), endDate: z.string() });
export const ZDeliveryPeriod = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['now', 'month', 'harvest']),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export const ZCommodity = z.object({ id: z.number(), name: z.string(), code: z.string(), industryBodyName: z.string().nullable() });
export const ZGrade = z.object({
  id: z.number(),
  commodityId: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  industryBody: z.enum(['N/A', 'Yes', 'No']),
});
export const ZQualityParameter = z.object({
  id: z.number(),
  commodityId: z.number(),
  name: z.string(),
  code: z.string(),
  unit: z.string(),
  limit: z.enum(['Minimum', 'Maximum']),
  comment: z.string().nullable(),
  offerDisplay: z.boolean(),
});
export const ZVariety = z.object({
  id: z.number(),
  seasonId: z.number(),
  commodityId: z.number(),
  gradeId: z.number().nullable(),
  code: z.string(),
  name: z.string(),
});
export const ZNamedItem = z.object({ id: z.number(), name: z.string() });
export const ZDeliveredSite = z.object({
  id: z.number(),
  name: z.string(),
  tradingName: z.string(),
  nickname: z.string(),
  deliveredRegionName: z.string().nullable(),
  portName: z.string(),
  state: z.string(),
  latitude: z.string(),
  longitude: z.string(),
});
export const ZPort = z.object({
  id: z.number(),
  name: z.string(),
  state: z.string(),
  zones: z.array(ZNamedItem),
});
export const ZSite = z.object({
  id: z.number(),
  name: z.string(),
  state: z.string(),
  storageProviderId: z.number(),
  storageProviderNickname: z.string().nullable(),
  portZoneId: z.number(),
  portZoneName: z.string(),
  portName: z.string(),
  /** $/mt, a decimal string */
  portDifferential: z.string(),
});
export const ZStorageProvidersByState = z.array(
  z.object({
    state: z.string(),
    storageProviders: z.array(
      z.object({ id: z.number(), tradingName: z.string(), nickname: z.string().nullable(), siteCount: z.number() }),
    ),
  }),
);
export const ZPublicHoliday = z.object({ state: z.string(), date: z.string(), name: z.string() });

/** Up to 100 ids, comma separated, each within PostgreSQL's integer. */
const id = zQueryId;

export const ZGradesQuery = z.object({ commodityId: id.optional(), industryBody: z.enum(['N/A', 'Yes', 'No']).optional() });
export const ZQualityParametersQuery = z.object({ commodityId: id.optional() });
export const ZVarietiesQuery = z.object({ seasonId: id.optional(), commodityId: id.optional(), gradeIds: zQueryIdList.optional() });
export const ZSitesQuery = z.object({ state: zText(3).optional(), storageProviderId: id.optional(), portZoneId: id.optional() });
export const ZPublicHolidaysQuery = z.object({
  state: zText(3).optional(),
  year: zQueryInt(2000, 2100).optional(),
});

export type TSite = z.infer<typeof ZSite>;
export type TDeliveredSite = z.infer<typeof ZDeliveredSite>;
export type TSeason = z.infer<typeof ZSeason>;
export type TCommodity = z.infer<typeof ZCommodity>;
export type TGrade = z.infer<typeof ZGrade>;
export type TPort = z.infer<typeof ZPort>;
