import type { TIgrainLocation } from '@cgx/domain/orders.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deliveredSites } from '../../../db/schema/reference.ts';
import { badRequest } from '../../../lib/errors.ts';
import { isKnownTown } from '../../../modules/reference/gazetteer/nearest-town.ts';

type Location = Partial<TIgrainLocation>;
type Errors = Record<string, string[]>;

export const LOCATION_MESSAGES = {
  unknownTown: 'Choose a town from the list',
  deliveredSite: 'Choose an active delivered site',
} as const;

/**
 * The igrainX location rules that need the server's data (spec 001 §3 'Location fields'): the
 * nearest town of an approximate location is a gazetteer town. What the request alone can say
 * (a pricing point's place is given, the direction and range are from their lists) is the shared
 * schema's (igrainLocationProblems). Errors are keyed under `at`.
 */
export function townErrors(location: Location, pricingPoint: string | null | undefined, at: string): Errors {
  if (pricingPoint === 'Delivered' || !location.nearestTown) return {};
  return isKnownTown(location.nearestTownCity || location.nearestTown) ? {} : { [`${at}.nearestTown`]: [LOCATION_MESSAGES.unknownTown] };
}

/** The delivered sites named that are not active ones, keyed like townErrors. */
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

/** An igrainX offer's location against the gazetteer and the delivered sites; throws 400 with every problem on its field. */
export async function checkIgrainLocation(db: Db, location: Location, at: string): Promise<void> {
  const errors = townErrors(location, location.pricingPoint, at);
  if (location.pricingPoint === 'Delivered' && location.deliveredSiteId) {
    Object.assign(errors, await deliveredSiteErrors(db, [{ at, deliveredSiteId: location.deliveredSiteId }]));
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}
