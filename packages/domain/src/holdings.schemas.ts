import { z } from 'zod';
import { zQueryId } from './validation.ts';

/** 'My grain': warehouse grain a grower holds at storage-provider sites, which cgx offers draw on (design §5). */

export const ZHoldingsQuery = z.object({
  /** An agent names the client grower (required for agents); a grower may name only itself. */
  organisationId: zQueryId.optional(),
});

export const ZHolding = z.object({
  id: z.number(),
  ngr: z.string(),
  site: z.object({
    id: z.number(),
    name: z.string(),
    state: z.string(),
    storageProviderNickname: z.string().nullable(),
    portZoneId: z.number(),
    portZoneName: z.string(),
    portName: z.string(),
  }),
  season: z.object({ id: z.number(), name: z.string() }),
  commodity: z.object({ id: z.number(), name: z.string() }),
  grade: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  /** mt held, a decimal string ("420.000"). */
  quantity: z.string(),
  /** mt still on offer: the remaining of the organisation's active cgx offers on this holding. */
  committed: z.string(),
  /** mt that a new offer may take: quantity − committed, shown as "0.000" when offers exceed the holding. */
  available: z.string(),
});
export const ZHoldings = z.array(ZHolding);

export type THoldingsQuery = z.infer<typeof ZHoldingsQuery>;
export type THolding = z.infer<typeof ZHolding>;
