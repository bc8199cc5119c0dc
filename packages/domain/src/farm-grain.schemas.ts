import { z } from 'zod';
import { AUSTRALIAN_STATES } from './calendar.ts';
import { MAX_FARM_GRAIN_QUANTITY } from './constants.ts';
import { igrainLocationProblems } from './igrain-location.ts';
import { dec, isDecimalString } from './decimal.ts';
import { zListQuery } from './lists.schemas.ts';
import { MSG, quantityAboveMaximumMessage } from './messages.ts';
import { zTonnesText } from './orders.schemas.ts';
import { fieldRule, zId, zPlainText, zQueryId } from './validation.ts';

/**
 * Grain a grower declares on farm (decision 0072): what, which season, how many tonnes and where.
 * An igrainX offer draws on it as a cgx offer draws on a warehouse holding (spec 001 grower routes
 * '{grainId}/igrain-offer/create').
 */

export const FARM_GRAIN_STATUSES = ['active', 'archived'] as const;

/** GET /api/farm-grain: a page of declarations, the newest first. The term searches the commodity, grade, season, storage and town. */
export const FARM_GRAIN_SORTS = ['createdAt', 'season', 'commodity', 'quantity', 'available'] as const;
export const ZFarmGrainQuery = zListQuery({
  sorts: FARM_GRAIN_SORTS,
  filters: {
    /** An agent names the client grower (required for agents); a grower may name only itself. */
    organisationId: zQueryId.optional(),
    status: z.enum(FARM_GRAIN_STATUSES).default('active'),
  },
});
export const ZFarmGrainParams = z.object({ grainId: zQueryId });

/** mt declared: above 0, at most MAX_FARM_GRAIN_QUANTITY. */
export const zFarmGrainQuantity = zTonnesText
  .refine((value) => !isDecimalString(value) || dec(value).greaterThan(0), MSG.quantityPositive)
  .refine(
    (value) => !isDecimalString(value) || dec(value).lessThanOrEqualTo(MAX_FARM_GRAIN_QUANTITY),
    quantityAboveMaximumMessage(MAX_FARM_GRAIN_QUANTITY),
  );

/**
 * Where the grain is (spec 001 §3 'Location fields'): approximate (a gazetteer town, a compass
 * direction, a distance range within 20 km) or exact (an address), checked as an igrainX Free on
 * Truck location is. The state is taken from the town when it is not given.
 */
export const ZFarmGrainLocation = z
  .object({
    nearestTown: zPlainText(120).nullish(),
    nearestTownCity: zPlainText(120).nullish(),
    nearestTownDirection: zPlainText(4).nullish(),
    nearestTownDistanceRange: zPlainText(20).nullish(),
    address: zPlainText(250).nullish(),
    state: z.enum(AUSTRALIAN_STATES, { error: 'Choose an Australian state' }).nullish(),
  })
  .check(fieldRule((location) => igrainLocationProblems(location, 'Free on Truck')));
export type TFarmGrainLocation = z.infer<typeof ZFarmGrainLocation>;

const grainFields = {
  seasonId: zId,
  commodityId: zId,
  /** null: not graded yet (an offer on it then names its grade or quality parameters). */
  gradeId: zId.nullish(),
  quantity: zFarmGrainQuantity,
  storageId: zId.nullish(),
  location: ZFarmGrainLocation,
};

export const ZCreateFarmGrainRequest = z.object({
  /** An agent declares for an authorised client grower: the client's organisation id. */
  organisationId: zId.optional(),
  ...grainFields,
});
export type TCreateFarmGrainRequest = z.infer<typeof ZCreateFarmGrainRequest>;

/** PUT /api/farm-grain/:grainId: the whole declaration again (its organisation does not change). */
export const ZUpdateFarmGrainRequest = z.object(grainFields);
export type TUpdateFarmGrainRequest = z.infer<typeof ZUpdateFarmGrainRequest>;

const ZRef = z.object({ id: z.number(), name: z.string() });

export const ZFarmGrain = z.object({
  id: z.number(),
  organisationId: z.number(),
  season: ZRef,
  commodity: ZRef,
  grade: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  storage: ZRef.nullable(),
  location: z.object({
    nearestTown: z.string().nullable(),
    nearestTownCity: z.string().nullable(),
    nearestTownDirection: z.string().nullable(),
    nearestTownDistanceRange: z.string().nullable(),
    address: z.string().nullable(),
    state: z.string().nullable(),
  }),
  status: z.enum(FARM_GRAIN_STATUSES),
  /** mt declared ("420.000"). */
  quantity: z.string(),
  /** mt on offer in active igrainX offers on it ('On offer (mt)'). */
  onOffer: z.string(),
  /** mt sold from it in trades that are not cancelled ('Sold (mt)'): declared grain stays sold once delivered. */
  sold: z.string(),
  /** onOffer + sold: what a new offer may not take. */
  committed: z.string(),
  /** mt a new offer may take: quantity − committed, "0.000" when less is declared than committed. */
  available: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type TFarmGrainQuery = z.infer<typeof ZFarmGrainQuery>;
export type TFarmGrain = z.infer<typeof ZFarmGrain>;
