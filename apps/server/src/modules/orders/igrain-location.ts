import { MSG } from '@cgx/domain/messages';
import type { TIgrainLocation } from '@cgx/domain/orders.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveredSites } from '../../db/schema/reference.ts';
import { badRequest } from '../../lib/errors.ts';
import { COMPASS_DIRECTIONS, DISTANCE_RANGES } from '../reference/gazetteer/geo.ts';
import { isKnownTown } from '../reference/gazetteer/nearest-town.ts';

type Location = Partial<TIgrainLocation>;
type Errors = Record<string, string[]>;

export const LOCATION_MESSAGES = {
  unknownTown: 'Choose a town from the list',
  direction: 'Choose a direction',
  distanceRange: 'Choose a distance range',
  deliveredSite: 'Choose an active delivered site',
} as const;

/**
 * spec 001 §3/§5 'Location fields': Delivered needs a delivered site; Ex Farm and Free on Truck
 * need an approximate location (a gazetteer town, a compass direction and a distance range
 * within 20 km) or, for Free on Truck only, an exact address. Errors are keyed under `at`.
 */
export function igrainLocationErrors(location: Location, pricingPoint: string | null | undefined, at: string): Errors {
  const errors: Errors = {};
  const put = (field: string, message: string) => {
    errors[`${at}.${field}`] = [message];
  };
  if (!pricingPoint) put('pricingPoint', MSG.required);
  else if (pricingPoint === 'Delivered') {
    if (!location.deliveredSiteId) put('deliveredSiteId', MSG.required);
  } else if (pricingPoint === 'Free on Truck' && location.address && !location.nearestTown) {
    // An exact location: the address is enough.
  } else {
    if (!location.nearestTown) put('nearestTown', MSG.required);
    else if (!isKnownTown(location.nearestTownCity || location.nearestTown)) put('nearestTown', LOCATION_MESSAGES.unknownTown);
    if (!location.nearestTownDirection) put('nearestTownDirection', MSG.required);
    else if (!(COMPASS_DIRECTIONS as readonly string[]).includes(location.nearestTownDirection))
      put('nearestTownDirection', LOCATION_MESSAGES.direction);
    if (!location.nearestTownDistanceRange) put('nearestTownDistanceRange', MSG.required);
    else if (!(DISTANCE_RANGES as readonly string[]).includes(location.nearestTownDistanceRange))
      put('nearestTownDistanceRange', LOCATION_MESSAGES.distanceRange);
  }
  return errors;
}

/** The delivered sites named that are not active ones, keyed like igrainLocationErrors. */
export async function deliveredSiteErrors(db: Db, named: { at: string; deliveredSiteId: number }[]): Promise<Errors> {
  if (named.length === 0) return {};
  const ids = [...new Set(named.map((entry) => entry.deliveredSiteId))];
  const found = await db
    .select({ id: deliveredSites.id })
    .from(deliveredSites)
    .where(and(inArray(deliveredSites.id, ids), eq(deliveredSites.status, 'active')));
  const active = new Set(found.map((row) => row.id));
  const errors: Errors = {};
  for (const entry of named) {
    if (!active.has(entry.deliveredSiteId)) errors[`${entry.at}.deliveredSiteId`] = [LOCATION_MESSAGES.deliveredSite];
  }
  return errors;
}

/** An igrainX offer's location, checked in full; throws 400 with every problem on its field. */
export async function checkIgrainLocation(db: Db, location: Location, at: string): Promise<void> {
  const errors = igrainLocationErrors(location, location.pricingPoint, at);
  if (location.pricingPoint === 'Delivered' && location.deliveredSiteId) {
    Object.assign(errors, await deliveredSiteErrors(db, [{ at, deliveredSiteId: location.deliveredSiteId }]));
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}
