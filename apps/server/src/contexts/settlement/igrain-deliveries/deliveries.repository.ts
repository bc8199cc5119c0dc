import type { TRecordDeliveryRequest } from '@cgx/domain/igrain-deliveries.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { commodities, qualityParameters } from '../../../db/schema/reference.ts';
import { igrainDeliveries } from '../../../db/schema/trade-records.ts';
import { users } from '../../../db/schema/users.ts';

/** What recording a delivery needs of its trade: an igrainX trade only (a cgx trade's grain comes by ACQ file). */
const TRADE = {
  id: trades.id,
  formattedId: trades.formattedId,
  status: trades.status,
  quantity: trades.quantity,
  createdAt: trades.createdAt,
  commodityId: trades.commodityId,
  commodityName: commodities.name,
  commodityCode: commodities.code,
};

const igrainTrade = (db: Db, tradeId: number) =>
  db
    .select(TRADE)
    .from(trades)
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .where(and(eq(trades.id, tradeId), eq(trades.market, 'igrainx')));

export type DeliveryTradeRow = Awaited<ReturnType<typeof igrainTrade>>[number];

export async function findIgrainTrade(db: Db, tradeId: number): Promise<DeliveryTradeRow | undefined> {
  const [row] = await igrainTrade(db, tradeId);
  return row;
}

/**
 * The trade's row locked until the transaction ends (SELECT … FOR UPDATE OF trades): a second
 * delivery of the same trade waits here, then sees the first one's tonnes and ticket.
 */
export async function lockIgrainTrade(tx: Db, tradeId: number): Promise<DeliveryTradeRow | undefined> {
  const [row] = await igrainTrade(tx, tradeId).for('update', { of: trades });
  return row;
}

/** The commodity's active quality parameters, in their order: what a delivery's quality values are keyed by. */
export const qualityParametersOf = (db: Db, commodityId: number) =>
  db
    .select({ code: qualityParameters.code, name: qualityParameters.name, unit: qualityParameters.unit })
    .from(qualityParameters)
    .where(and(eq(qualityParameters.commodityId, commodityId), eq(qualityParameters.status, 'active')))
    .orderBy(asc(qualityParameters.position), asc(qualityParameters.id));

const recordedBy = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const selectDeliveries = (db: Db) =>
  db
    .select({ delivery: igrainDeliveries, recordedBy })
    .from(igrainDeliveries)
    .innerJoin(users, eq(users.id, igrainDeliveries.recordedByUserId));

export type TradeDeliveryRow = Awaited<ReturnType<typeof selectDeliveries>>[number];

/** A trade's deliveries in the order they came. */
export const deliveriesOfTrade = (db: Db, tradeId: number) =>
  selectDeliveries(db).where(eq(igrainDeliveries.tradeId, tradeId)).orderBy(asc(igrainDeliveries.deliveredOn), asc(igrainDeliveries.id));

export async function findDelivery(db: Db, id: number): Promise<TradeDeliveryRow | undefined> {
  const [row] = await selectDeliveries(db).where(eq(igrainDeliveries.id, id));
  return row;
}

export type NewDelivery = Omit<TRecordDeliveryRequest, 'oil' | 'admix'> & {
  tradeId: number;
  oil: string | null;
  admix: string | null;
  recordedByUserId: number;
};

/** Inserts a delivery; its id is DEL- and the next number of igrain_delivery_numbers, six digits. */
export async function insertDelivery(tx: Db, values: NewDelivery): Promise<number> {
  const [row] = await tx
    .insert(igrainDeliveries)
    .values({
      formattedId: sql`'DEL-' || lpad(nextval('igrain_delivery_numbers')::text, 6, '0')`,
      tradeId: values.tradeId,
      type: values.type,
      deliveredOn: values.deliveredOn,
      tonnes: values.tonnes,
      weighbridgeTicket: values.weighbridgeTicket,
      quality: values.quality,
      oil: values.oil,
      admix: values.admix,
      recordedByUserId: values.recordedByUserId,
    })
    .returning({ id: igrainDeliveries.id });
  if (!row) throw new Error('igrain deliveries: insert returned no row');
  return row.id;
}
