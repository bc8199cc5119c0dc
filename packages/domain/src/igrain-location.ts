import { MSG } from './messages.ts';
import { type FieldProblem, textOf } from './validation.ts';

/**
 * Where igrainX grain is (spec 001 §3 'Location fields'): the rules that need only the request.
 * The server adds those that need its data: the town is in the gazetteer, the delivered site is
 * an active one.
 */

export const PRICING_POINTS = ['Ex Farm', 'Free on Truck', 'Delivered'] as const;
export type PricingPoint = (typeof PRICING_POINTS)[number];

/** Ordered compass rose (spec 001 §3: 'Direction options come from an ordered list of compass directions'). */
export const COMPASS_DIRECTIONS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
export type CompassDirection = (typeof COMPASS_DIRECTIONS)[number];

/** Ordered distance ranges for an approximate location; the last one ends at the 20 km limit (spec 001 §9). */
export const DISTANCE_RANGES = ['0-5 km', '5-10 km', '10-15 km', '15-20 km'] as const;
export type DistanceRange = (typeof DISTANCE_RANGES)[number];

const isOneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * spec 001 §3/§5: Delivered needs a delivered site; Ex Farm and Free on Truck need an approximate
 * location (nearest town, a compass direction and a distance range) or, for Free on Truck only,
 * an exact address. Paths are under the location; `location` and `pricingPoint` are read as they
 * came (a form may still hold what was typed). Without a known pricing point there is nothing to say.
 */
export function igrainLocationProblems(location: unknown, pricingPoint: unknown): FieldProblem[] {
  const place = (typeof location === 'object' && location !== null ? location : {}) as Record<string, unknown>;
  const point = textOf(pricingPoint);
  // No pricing point, or another one, is a problem of the pricing point's own field (the caller's).
  if (!isOneOf(PRICING_POINTS, point)) return [];
  if (point === 'Delivered') return place.deliveredSiteId ? [] : [{ path: ['deliveredSiteId'], message: MSG.required }];
  const town = textOf(place.nearestTown);
  // An exact location: the address is enough.
  if (point === 'Free on Truck' && textOf(place.address) !== '' && town === '') return [];
  const problems: FieldProblem[] = [];
  if (town === '') problems.push({ path: ['nearestTown'], message: MSG.required });
  const direction = textOf(place.nearestTownDirection);
  if (direction === '') problems.push({ path: ['nearestTownDirection'], message: MSG.required });
  else if (!isOneOf(COMPASS_DIRECTIONS, direction)) problems.push({ path: ['nearestTownDirection'], message: MSG.chooseDirection });
  const range = textOf(place.nearestTownDistanceRange);
  if (range === '') problems.push({ path: ['nearestTownDistanceRange'], message: MSG.required });
  else if (!isOneOf(DISTANCE_RANGES, range)) problems.push({ path: ['nearestTownDistanceRange'], message: MSG.chooseDistanceRange });
  return problems;
}
