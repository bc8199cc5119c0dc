import { AUSTRALIAN_STATES } from '@cgx/domain/calendar';
import { type TFarmGrain, type TUpdateFarmGrainRequest, ZUpdateFarmGrainRequest } from '@cgx/domain/farm-grain.schemas';
import { z } from 'zod';

/**
 * The declare/edit form holds text as typed; its schema turns it into the body of
 * POST/PUT /api/farm-grain and checks it with the server's own schema (ZUpdateFarmGrainRequest),
 * so the form and the route refuse the same things with the same words.
 */
export type FarmGrainFormValues = {
  seasonId: string;
  commodityId: string;
  /** '' = not graded yet. */
  gradeId: string;
  quantity: string;
  /** '' = not said. */
  storageId: string;
  /** spec 001 §3 'Location fields': a town, direction and distance range, or an exact address. */
  locationMode: 'approximate' | 'exact';
  location: {
    /** 'Dubbo, NSW', as the gazetteer names it. */
    nearestTown: string;
    nearestTownCity: string;
    nearestTownDirection: string;
    nearestTownDistanceRange: string;
    address: string;
    state: string;
  };
};

export const FARM_GRAIN_FIELDS = [
  'seasonId',
  'commodityId',
  'gradeId',
  'quantity',
  'storageId',
  'location.nearestTown',
  'location.nearestTownDirection',
  'location.nearestTownDistanceRange',
  'location.address',
  'location.state',
] as const;

export const FARM_GRAIN_LABELS: Record<(typeof FARM_GRAIN_FIELDS)[number], string> = {
  seasonId: 'Season',
  commodityId: 'Commodity',
  gradeId: 'Grade',
  quantity: 'Quantity (mt)',
  storageId: 'On-farm storage',
  'location.nearestTown': 'Nearest town',
  'location.nearestTownDirection': 'Direction from the town',
  'location.nearestTownDistanceRange': 'Distance from the town',
  'location.address': 'Address',
  'location.state': 'State',
};

const id = (text: string) => (text === '' ? undefined : Number(text));
const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** Form text → request body; the location keeps only the fields of its mode. */
export function toFarmGrainRequest(values: FarmGrainFormValues): Record<string, unknown> {
  const { location } = values;
  const approximate = values.locationMode === 'approximate';
  return {
    seasonId: id(values.seasonId),
    commodityId: id(values.commodityId),
    gradeId: id(values.gradeId) ?? null,
    quantity: values.quantity,
    storageId: id(values.storageId) ?? null,
    location: approximate
      ? {
          nearestTown: text(location.nearestTown),
          nearestTownCity: text(location.nearestTownCity),
          nearestTownDirection: text(location.nearestTownDirection),
          nearestTownDistanceRange: text(location.nearestTownDistanceRange),
          address: null,
          state: (AUSTRALIAN_STATES as readonly string[]).includes(location.state) ? location.state : null,
        }
      : {
          nearestTown: null,
          nearestTownCity: null,
          nearestTownDirection: null,
          nearestTownDistanceRange: null,
          address: text(location.address),
          state: text(location.state),
        },
  };
}

const ZFormText = z.object({
  seasonId: z.string(),
  commodityId: z.string(),
  gradeId: z.string(),
  quantity: z.string(),
  storageId: z.string(),
  locationMode: z.enum(['approximate', 'exact']),
  location: z.object({
    nearestTown: z.string(),
    nearestTownCity: z.string(),
    nearestTownDirection: z.string(),
    nearestTownDistanceRange: z.string(),
    address: z.string(),
    state: z.string(),
  }),
});

/** The form's resolver: text in, the server's request out. */
export const ZFarmGrainForm: z.ZodType<TUpdateFarmGrainRequest, FarmGrainFormValues> =
  ZFormText.transform(toFarmGrainRequest).pipe(ZUpdateFarmGrainRequest);

export const emptyFarmGrainForm = (): FarmGrainFormValues => ({
  seasonId: '',
  commodityId: '',
  gradeId: '',
  quantity: '',
  storageId: '',
  locationMode: 'approximate',
  location: { nearestTown: '', nearestTownCity: '', nearestTownDirection: '', nearestTownDistanceRange: '', address: '', state: '' },
});

/** A declaration as the edit form shows it. */
export function farmGrainFormOf(grain: TFarmGrain): FarmGrainFormValues {
  const { location } = grain;
  return {
    seasonId: String(grain.season.id),
    commodityId: String(grain.commodity.id),
    gradeId: grain.grade ? String(grain.grade.id) : '',
    quantity: grain.quantity.includes('.') ? grain.quantity.replace(/0+$/, '').replace(/\.$/, '') : grain.quantity,
    storageId: grain.storage ? String(grain.storage.id) : '',
    locationMode: location.address && !location.nearestTown ? 'exact' : 'approximate',
    location: {
      nearestTown: location.nearestTown ?? '',
      nearestTownCity: location.nearestTownCity ?? '',
      nearestTownDirection: location.nearestTownDirection ?? '',
      nearestTownDistanceRange: location.nearestTownDistanceRange ?? '',
      address: location.address ?? '',
      state: location.state ?? '',
    },
  };
}
