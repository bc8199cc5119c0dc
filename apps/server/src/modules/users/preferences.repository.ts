import { and, asc, eq, exists, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holdings } from '../../db/schema/market.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { sites } from '../../db/schema/reference.ts';
import { userPreferences, users } from '../../db/schema/users.ts';
import { committedByHolding } from '../holdings/holdings.repository.ts';

export const findPreferences = (db: Db, userId: number) =>
  db.query.userPreferences.findFirst({ where: eq(userPreferences.userId, userId) });

export async function upsertPreferences(db: Db, userId: number, values: { smsBidAlerts: boolean }, now: Date) {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row;
}

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
