import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { holdings } from '../../../db/schema/market.ts';
import { offers } from '../../../db/schema/orders.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';

/** Test helpers: reference ids by their names in the demo data, holdings and cgx offers inserted by hand. */

export async function siteNamed(context: AppContext, name: string) {
  const site = await context.db.query.sites.findFirst({ where: eq(sites.name, name) });
  if (!site) throw new Error(`no site ${name}`);
  return site;
}

export async function gradeOf(context: AppContext, commodityCode: string, gradeCode: string) {
  const [row] = await context.db
    .select({ id: grades.id, commodityId: grades.commodityId })
    .from(grades)
    .innerJoin(commodities, eq(commodities.id, grades.commodityId))
    .where(and(eq(commodities.code, commodityCode), eq(grades.code, gradeCode)));
  if (!row) throw new Error(`no grade ${commodityCode} ${gradeCode}`);
  return row;
}

export async function seasonNamed(context: AppContext, name: string) {
  const season = await context.db.query.seasons.findFirst({ where: eq(seasons.name, name) });
  if (!season) throw new Error(`no season ${name}`);
  return season;
}

export type HoldingSpec = {
  organisationId: number;
  ngr: string;
  site: string;
  season?: string;
  commodity: string;
  grade: string;
  quantity: string;
};

export async function insertHolding(context: AppContext, spec: HoldingSpec) {
  const grade = await gradeOf(context, spec.commodity, spec.grade);
  const [row] = await context.db
    .insert(holdings)
    .values({
      organisationId: spec.organisationId,
      ngr: spec.ngr,
      siteId: (await siteNamed(context, spec.site)).id,
      seasonId: (await seasonNamed(context, spec.season ?? '2026/27')).id,
      commodityId: grade.commodityId,
      gradeId: grade.id,
      quantity: spec.quantity,
    })
    .returning();
  if (!row) throw new Error('no holding');
  return row;
}

export type OfferSpec = {
  userId: number;
  remaining: string;
  quantity?: string;
  status?: 'active' | 'lapsed' | 'cancelled' | 'filled' | 'closed';
  market?: 'cgx' | 'igrainx';
  organisationId?: number;
};

/** An offer on the holding, as the orders module would write it. */
export async function insertOfferOn(context: AppContext, holding: typeof holdings.$inferSelect, spec: OfferSpec) {
  const [period] = await context.db.select({ id: deliveryPeriods.id }).from(deliveryPeriods).limit(1);
  if (!period) throw new Error('no delivery period');
  const [row] = await context.db
    .insert(offers)
    .values({
      market: spec.market ?? 'cgx',
      organisationId: spec.organisationId ?? holding.organisationId,
      createdByUserId: spec.userId,
      seasonId: holding.seasonId,
      commodityId: holding.commodityId,
      gradeId: holding.gradeId,
      deliveryPeriodId: period.id,
      holdingId: holding.id,
      siteId: holding.siteId,
      quantity: spec.quantity ?? spec.remaining,
      remaining: spec.remaining,
      minQuantity: '20.000',
      price: '385.00',
      chemicalDeclaration: true,
      status: spec.status ?? 'active',
    })
    .returning();
  if (!row) throw new Error('no offer');
  return row;
}
