import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { seedDemoData } from '../../../composition/seed/demo.ts';
import { trades } from '../../../db/schema/market.ts';
import { bidGroups, bidLines, offers } from '../../../db/schema/orders.ts';
import { commodities, deliveredSites, deliveryPeriods, grades, portZones, seasons, sites } from '../../../db/schema/reference.ts';
import { createOrganisation, createUser } from '../../../test/factories.ts';

/** Test rows for market data: demo reference data, then offers, bids and trades inserted by hand. */

const one = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`fixture: no ${what}`);
  return row;
};

export async function marketReference(context: AppContext) {
  const { db } = context;
  if ((await db.query.seasons.findMany()).length === 0) await seedDemoData(db);
  const season = one(await db.select().from(seasons).where(eq(seasons.name, '2026/27')), 'season');
  const wheat = one(await db.select().from(commodities).where(eq(commodities.code, 'WHT')), 'wheat');
  const barley = one(await db.select().from(commodities).where(eq(commodities.code, 'BAR')), 'barley');
  const grade = async (code: string, commodityId = wheat.id) =>
    one(
      await db
        .select()
        .from(grades)
        .where(and(eq(grades.commodityId, commodityId), eq(grades.code, code))),
      `grade ${code}`,
    );
  const site = async (name: string) => one(await db.select().from(sites).where(eq(sites.name, name)), `site ${name}`);
  const period = one(await db.select().from(deliveryPeriods).where(eq(deliveryPeriods.name, 'Jan 2027')), 'delivery period');
  const deliveredSite = one(await db.select().from(deliveredSites).limit(1), 'delivered site');
  return {
    season,
    wheat,
    barley,
    apw1: await grade('APW1'),
    h2: await grade('H2'),
    asw1: await grade('ASW1'),
    moree: await site('Moree'),
    narrabri: await site('Narrabri'),
    dubbo: await site('Dubbo'),
    period,
    deliveredSite,
  };
}
export type MarketReference = Awaited<ReturnType<typeof marketReference>>;

export async function zoneOf(context: AppContext, portZoneId: number) {
  return one(await context.db.select().from(portZones).where(eq(portZones.id, portZoneId)), 'port zone');
}

/** A grower organisation with a user, to own offers. */
export async function seller(context: AppContext, tradingName = 'Secret Seller Farming Pty Ltd') {
  const organisation = await createOrganisation(context, { type: 'grower', tradingName });
  const user = await createUser(context, 'Grower', { organisationId: organisation.id });
  return { organisation, user };
}

export async function buyer(context: AppContext, tradingName = 'Secret Buyer Trading Pty Ltd') {
  const organisation = await createOrganisation(context, { type: 'trader', tradingName });
  const user = await createUser(context, 'Trader', { organisationId: organisation.id });
  return { organisation, user };
}

type Party = Awaited<ReturnType<typeof seller>>;

export async function insertOffer(
  context: AppContext,
  ref: MarketReference,
  owner: Party,
  values: Partial<typeof offers.$inferInsert> = {},
) {
  const quantity = values.quantity ?? '150.000';
  const [row] = await context.db
    .insert(offers)
    .values({
      market: 'cgx',
      organisationId: owner.organisation.id,
      createdByUserId: owner.user.id,
      seasonId: ref.season.id,
      commodityId: ref.wheat.id,
      gradeId: ref.apw1.id,
      deliveryPeriodId: ref.period.id,
      siteId: ref.moree.id,
      quantity,
      remaining: quantity,
      minQuantity: '25',
      price: '310.00',
      chemicalDeclaration: true,
      ...values,
    })
    .returning();
  return one(row ? [row] : [], 'offer');
}

type LineValues = Partial<typeof bidLines.$inferInsert>;

export async function insertBid(
  context: AppContext,
  ref: MarketReference,
  owner: Party,
  group: Partial<typeof bidGroups.$inferInsert>,
  lines: LineValues[],
) {
  const quantity = group.quantity ?? '500.000';
  const [row] = await context.db
    .insert(bidGroups)
    .values({
      market: 'cgx',
      organisationId: owner.organisation.id,
      createdByUserId: owner.user.id,
      seasonId: ref.season.id,
      commodityId: ref.wheat.id,
      deliveryPeriodId: ref.period.id,
      quantity,
      remaining: quantity,
      minQuantity: '25',
      ...group,
    })
    .returning();
  const bidGroup = one(row ? [row] : [], 'bid group');
  const inserted = await context.db
    .insert(bidLines)
    .values(lines.map((line) => ({ bidGroupId: bidGroup.id, gradeId: ref.apw1.id, price: '300.00', ...line })))
    .returning();
  return { group: bidGroup, lines: inserted };
}

let tradeNumber = 0;

export async function insertTrade(
  context: AppContext,
  ref: MarketReference,
  parties: { buyer: Party; seller: Party },
  values: Partial<typeof trades.$inferInsert> = {},
) {
  tradeNumber += 1;
  const market = values.market ?? 'cgx';
  const [row] = await context.db
    .insert(trades)
    .values({
      market,
      number: tradeNumber,
      formattedId: `${market === 'cgx' ? 'CGX' : 'IGX'}-T${String(tradeNumber).padStart(6, '0')}-${process.pid}`,
      bidGroupId: 1,
      bidLineId: 1,
      offerId: 1,
      buyerOrganisationId: parties.buyer.organisation.id,
      sellerOrganisationId: parties.seller.organisation.id,
      seasonId: ref.season.id,
      commodityId: ref.wheat.id,
      gradeId: ref.apw1.id,
      deliveryPeriodId: ref.period.id,
      siteId: ref.moree.id,
      quantity: '100.000',
      price: '300.00',
      portEquiv: market === 'cgx' ? '338.00' : null,
      paymentTermsKind: 'default',
      restingSide: 'bid',
      ...values,
    })
    .returning();
  return one(row ? [row] : [], 'trade');
}
