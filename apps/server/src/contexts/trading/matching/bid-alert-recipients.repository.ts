import { and, asc, eq, exists, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { holdings } from '../../../db/schema/market.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { sites } from '../../../db/schema/reference.ts';
import { userPreferences, users } from '../../../db/schema/users.ts';
import { committedByHolding } from '../holdings/holdings.repository.ts';

export type HeldGrain = {
  seasonId: number;
  commodityId: number;
  /** null: any grade of the commodity */
  gradeId?: number | null;
  /** Holdings at any of these sites ... */
  siteIds?: readonly number[];
  /** ... or at any site in this port zone. */
  portZoneId?: number | null;
};

function atLocation(grain: HeldGrain): SQL | undefined {
  const bySite = grain.siteIds?.length ? inArray(holdings.siteId, [...grain.siteIds]) : undefined;
  const byZone = grain.portZoneId ? eq(sites.portZoneId, grain.portZoneId) : undefined;
  return or(bySite, byZone);
}

/**
 * Active users with a mobile who opted in to SMS bid alerts, of active grower organisations
 * holding grain of that season and commodity (and grade, when given) at the location with tonnes
 * still available (quantity above what their active cgx offers commit).
 */
export async function usersToAlertForGrain(db: Db, grain: HeldGrain) {
  const location = atLocation(grain);
  if (!location) return [];
  const committed = committedByHolding(db);
  const holdsGrain = db
    .select({ id: holdings.id })
    .from(holdings)
    .innerJoin(sites, eq(sites.id, holdings.siteId))
    .leftJoin(committed, and(eq(committed.holdingId, holdings.id), eq(committed.organisationId, holdings.organisationId)))
    .where(
      and(
        eq(holdings.organisationId, organisations.id),
        eq(holdings.seasonId, grain.seasonId),
        eq(holdings.commodityId, grain.commodityId),
        grain.gradeId ? eq(holdings.gradeId, grain.gradeId) : undefined,
        location,
        gt(sql`${holdings.quantity} - coalesce(${committed.committed}, 0)`, 0),
      ),
    );
  return db
    .select({
      userId: users.id,
      organisationId: organisations.id,
      firstName: users.firstName,
      mobile: users.mobile,
    })
    .from(users)
    .innerJoin(userPreferences, eq(userPreferences.userId, users.id))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(
      and(
        eq(userPreferences.smsBidAlerts, true),
        eq(users.status, 'active'),
        isNotNull(users.mobile),
        sql`${users.mobile} <> ''`,
        eq(organisations.type, 'grower'),
        eq(organisations.status, 'active'),
        exists(holdsGrain),
      ),
    )
    .orderBy(asc(users.id));
}

export type BidAlertRecipient = { userId: number; organisationId: number; firstName: string; mobile: string };

/**
 * Whom to SMS about a new firm bid (or one bid line): opted-in users, with a mobile, of grower
 * organisations holding grain the bid could buy: same season and commodity, the grade when the
 * bid names one, at one of siteIds or in portZoneId, with tonnes available (quantity above
 * their active cgx offers). With neither siteIds nor portZoneId, nobody. Read in the caller's
 * transaction so the SMS jobs commit with the bid.
 */
export async function growersToAlertForBid(tx: Db, bid: HeldGrain): Promise<BidAlertRecipient[]> {
  const rows = await usersToAlertForGrain(tx, bid);
  return rows.flatMap(({ mobile, ...user }) => (mobile ? [{ ...user, mobile }] : []));
}
