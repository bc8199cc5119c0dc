import { dec } from '@cgx/domain/decimal';
import type { MemberTradeView } from '@cgx/domain/trades.schemas';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { offerQualityValues, offers } from '../../../db/schema/orders.ts';
import { portZones, ports, qualityParameters, sites, varieties } from '../../../db/schema/reference.ts';
import { buyerPayments, invoices, paymentRunItems, paymentRuns, titleTransfers } from '../../../db/schema/settlement.ts';
import { MEMBER_TRADE_ROW, ofView, withMemberRowJoins } from './member-trades.repository.ts';

/**
 * One of the organisation's trades on the view's side (decision 0224): the list's row with the
 * terms its offer set (chemical declaration, special terms), the variety traded and the cgx site's port zone.
 * Another organisation's trade, or one of the other side, is not found.
 */
export async function findMemberTrade(db: Db, view: MemberTradeView, organisationId: number, tradeId: number) {
  const [row] = await withMemberRowJoins(
    db
      .select({
        ...MEMBER_TRADE_ROW,
        terms: {
          // The id first: drizzle reads a left-joined object as missing when its first field is null.
          offerId: offers.id,
          chemicalDeclaration: offers.chemicalDeclaration,
          chemicalTreatment: offers.chemicalTreatment,
          chemicalRate: offers.chemicalRate,
          chemicalApplicationDate: offers.chemicalApplicationDate,
          termsAndConditions: offers.termsAndConditions,
        },
        variety: { id: varieties.id, name: varieties.name },
        portZone: portZones.name,
        port: ports.name,
      })
      .from(trades)
      .$dynamic(),
  )
    .leftJoin(varieties, eq(varieties.id, trades.varietyId))
    .leftJoin(portZones, eq(portZones.id, sites.portZoneId))
    .leftJoin(ports, eq(ports.id, portZones.portId))
    .where(and(eq(trades.id, tradeId), ofView(view, organisationId)));
  return row;
}

export type MemberTradeDetailRow = NonNullable<Awaited<ReturnType<typeof findMemberTrade>>>;

/** The quality its offer stated, parameter by parameter. */
export const qualityOfOffer = (db: Db, offerId: number) =>
  db
    .select({ name: qualityParameters.name, unit: qualityParameters.unit, value: offerQualityValues.value })
    .from(offerQualityValues)
    .innerJoin(qualityParameters, eq(qualityParameters.id, offerQualityValues.qualityParameterId))
    .where(eq(offerQualityValues.offerId, offerId))
    .orderBy(offerQualityValues.id);

/** The trade's current title transfer (a withdrawn one is history), if title has passed. */
export async function currentTitleTransfer(db: Db, tradeId: number) {
  const [row] = await db
    .select()
    .from(titleTransfers)
    .where(and(eq(titleTransfers.tradeId, tradeId), isNull(titleTransfers.withdrawnAt)));
  return row;
}

/**
 * When the buyer's invoice in force was paid in full, if it was: the day of the payment that
 * brought what was received up to its total (an invoice takes a payment or a few).
 */
export async function buyerPaidInFullOn(db: Db, tradeId: number): Promise<string | null> {
  const payments = await db
    .select({ total: invoices.total, amount: buyerPayments.amount, receivedOn: buyerPayments.receivedOn })
    .from(buyerPayments)
    .innerJoin(invoices, eq(invoices.id, buyerPayments.invoiceId))
    .where(and(eq(invoices.tradeId, tradeId), eq(invoices.kind, 'buyer'), eq(invoices.status, 'issued')))
    .orderBy(asc(buyerPayments.receivedOn), asc(buyerPayments.id));
  let paid = dec(0);
  for (const payment of payments) {
    paid = paid.plus(payment.amount);
    if (paid.greaterThanOrEqualTo(payment.total)) return payment.receivedOn;
  }
  return null;
}

/** The payment run that paid the seller for the trade: its day and the lodgement reference on the seller's bank statement. */
export async function sellerPaymentOf(db: Db, tradeId: number) {
  const [row] = await db
    .select({ paidOn: paymentRuns.paidOn, reference: paymentRunItems.lodgementReference })
    .from(paymentRunItems)
    .innerJoin(paymentRuns, eq(paymentRuns.id, paymentRunItems.runId))
    .where(and(eq(paymentRunItems.payeeKind, 'seller'), sql`${tradeId} = any(${paymentRunItems.tradeIds})`))
    .orderBy(asc(paymentRuns.paidOn))
    .limit(1);
  return row;
}
