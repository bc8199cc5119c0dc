import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentAuthorisations, organisations } from '../../db/schema/organisations.ts';
import { farmGateLevies, fees, grades, statutoryLevies, varieties } from '../../db/schema/reference.ts';

export type FeeScope = { seasonId: number; commodityId: number; state: string | undefined };

export async function findOrganisation(db: Db, id: number) {
  const [row] = await db.select({ id: organisations.id, type: organisations.type }).from(organisations).where(eq(organisations.id, id));
  return row;
}

/** Only a verified authorisation lets an agent act for a grower. */
export async function isVerifiedClient(db: Db, agentOrganisationId: number, growerOrganisationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: agentAuthorisations.id })
    .from(agentAuthorisations)
    .where(
      and(
        eq(agentAuthorisations.agentOrganisationId, agentOrganisationId),
        eq(agentAuthorisations.growerOrganisationId, growerOrganisationId),
        eq(agentAuthorisations.verified, true),
      ),
    );
  return rows.length > 0;
}

export async function findGradeCommodity(db: Db, gradeId: number): Promise<number | undefined> {
  const [row] = await db.select({ commodityId: grades.commodityId }).from(grades).where(eq(grades.id, gradeId));
  return row?.commodityId;
}

/** A variety of the season and commodity, with its royalty ($/mt). */
export async function findVarietyRoyalty(db: Db, varietyId: number, scope: FeeScope) {
  const [row] = await db
    .select({ name: varieties.name, amountPerTonne: varieties.amount })
    .from(varieties)
    .where(and(eq(varieties.id, varietyId), eq(varieties.seasonId, scope.seasonId), eq(varieties.commodityId, scope.commodityId)));
  return row;
}

/** Active exchange fees for a side; a fee without a season or commodity applies to all of them. */
export const listFees = (db: Db, side: 'seller' | 'buyer', scope: FeeScope) =>
  db
    .select({ name: fees.name, amountPerTonne: fees.amountPerTonne, gstApplicable: fees.gstApplicable })
    .from(fees)
    .where(
      and(
        eq(fees.status, 'active'),
        eq(fees.chargedTo, side),
        or(isNull(fees.seasonId), eq(fees.seasonId, scope.seasonId)),
        or(isNull(fees.commodityId), eq(fees.commodityId, scope.commodityId)),
      ),
    )
    .orderBy(asc(fees.id));

type LevyTable = typeof statutoryLevies | typeof farmGateLevies;

/** A levy applies to the season, to its commodities (none listed: all) and to its state (none: every state). */
const levyApplies = (table: LevyTable, scope: FeeScope) =>
  and(
    eq(table.status, 'active'),
    eq(table.seasonId, scope.seasonId),
    sql`(cardinality(${table.commodityIds}) = 0 OR ${scope.commodityId}::int = ANY(${table.commodityIds}))`,
    scope.state === undefined ? isNull(table.state) : or(isNull(table.state), eq(table.state, scope.state)),
  );

export const listStatutoryLevies = (db: Db, scope: FeeScope) =>
  db
    .select({ name: statutoryLevies.name, amountPerTonne: statutoryLevies.amountPerTonne })
    .from(statutoryLevies)
    .where(levyApplies(statutoryLevies, scope))
    .orderBy(asc(statutoryLevies.id));

/** NGR opt-in levies are left out: we do not yet record which growers opted in. */
export const listFarmGateLevies = (db: Db, scope: FeeScope) =>
  db
    .select({
      name: farmGateLevies.name,
      ratePercentage: farmGateLevies.ratePercentage,
      farmGateDeductionPerTon: farmGateLevies.farmGateDeductionPerTon,
      gstApplicable: farmGateLevies.gstApplicable,
    })
    .from(farmGateLevies)
    .where(and(levyApplies(farmGateLevies, scope), eq(farmGateLevies.ngr, false)))
    .orderBy(asc(farmGateLevies.id));
