import { z } from 'zod';
import { zListQuery } from './lists.schemas.ts';
import { zQueryId } from './validation.ts';

/** 'My grain': warehouse grain a grower holds at storage-provider sites, which cgx offers draw on (design §5). */

/**
 * GET /api/holdings: a page of the grain (docs/adding-a-screen.md), the newest season first. The term
 * searches the site, commodity, grade, season and NGR.
 */
export const HOLDING_SORTS = ['season', 'commodity', 'site', 'quantity', 'available'] as const;
export const ZHoldingsQuery = zListQuery({
  sorts: HOLDING_SORTS,
  filters: {
    /** An agent names the client grower (required for agents); a grower may name only itself. */
    organisationId: zQueryId.optional(),
    /** One holding: the offer form's grain (spec 001 '{grainId}/offer/create'). */
    holdingId: zQueryId.optional(),
  },
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
  /** mt on offer: the remaining of the organisation's active cgx offers on this holding ('On offer (mt)'). */
  onOffer: z.string(),
  /** mt sold from this holding whose title has not transferred yet ('Sold, awaiting delivery'): still held, no longer on offer. */
  soldAwaitingDelivery: z.string(),
  /** onOffer + soldAwaitingDelivery: what a new offer may not take. */
  committed: z.string(),
  /** mt that a new offer may take: quantity − committed, shown as "0.000" when offers exceed the holding. */
  available: z.string(),
});

export type THoldingsQuery = z.infer<typeof ZHoldingsQuery>;
export type THolding = z.infer<typeof ZHolding>;
