import { sydneyDate } from '@cgx/domain/calendar';
import { dec, maxDec, tonnes } from '@cgx/domain/decimal';
import {
  canolaRule,
  DELIVERY_MESSAGES,
  deliveryDateRule,
  deliveryState,
  type TDeliveriesQuery,
  type TIgrainDelivery,
  type TIgrainDeliveriesPage,
  type TRecordDeliveryRequest,
  type TTradeDeliveries,
  type TTradeDelivery,
  toleranceRule,
} from '@cgx/domain/igrain-deliveries.schemas';
import { tolerance, toleranceRange } from '@cgx/domain/pricing';
import type { FieldProblem } from '@cgx/domain/validation';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, requireStaff } from '../../../lib/access.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { recordTitleTransfer } from '../settlement/title-transfer.service.ts';
import { tradeAudit } from '../../../platform/trade-audit/index.ts';
import { deliveriesInOrder, pageDeliveries } from './deliveries-list.repository.ts';
import { presentDeliveryRow, presentTradeDelivery } from './deliveries.presenter.ts';
import * as repository from './deliveries.repository.ts';

const CANOLA_CODE = 'CAN';
/** Canola's oil and admix are fields of their own (spec 002 §5 'Quality specs'), not quality values. */
const CANOLA_FIELDS = ['OIL', 'ADM'];

const CLOSED: Partial<Record<repository.DeliveryTradeRow['status'], string>> = {
  cancelled: 'The trade is cancelled: no delivery can be recorded against it.',
  settled: 'The trade is settled: no delivery can be recorded against it.',
  settled_externally: 'The trade was settled outside the exchange: no delivery can be recorded against it.',
};
const FINAL_RECORDED = 'The trade’s final delivery is already recorded: no delivery can follow it.';

const isCanola = (trade: repository.DeliveryTradeRow) => trade.commodityCode === CANOLA_CODE;

async function parametersOf(db: Db, trade: repository.DeliveryTradeRow) {
  const parameters = await repository.qualityParametersOf(db, trade.commodityId);
  return isCanola(trade) ? parameters.filter((parameter) => !CANOLA_FIELDS.includes(parameter.code)) : parameters;
}

/** Where the trade's deliveries stand: delivered against Q ± T (design §5), and whether another may be recorded. */
function standing(trade: repository.DeliveryTradeRow, deliveries: readonly repository.TradeDeliveryRow[]) {
  const delivered = deliveries.reduce((sum, row) => sum.plus(row.delivery.tonnes), dec(0));
  const range = toleranceRange(trade.quantity);
  const finalRecorded = deliveries.some((row) => row.delivery.type === 'final');
  return {
    delivered: tonnes(delivered),
    tolerance: tolerance(trade.quantity),
    min: range.min,
    max: range.max,
    remaining: tonnes(maxDec(0, dec(range.max).minus(delivered))),
    finalRecorded,
    closedReason: CLOSED[trade.status] ?? (finalRecorded ? FINAL_RECORDED : null),
  };
}

/** Canola's oil or admix over several deliveries: the tonne-weighted average of those that measured it, to 2 dp. */
function weightedAverage(
  deliveries: readonly { tonnes: string; oil: string | null; admix: string | null }[],
  field: 'oil' | 'admix',
): string | null {
  const measured = deliveries.filter((each) => each[field] !== null);
  const weight = measured.reduce((sum, each) => sum.plus(each.tonnes), dec(0));
  if (weight.isZero()) return null;
  return measured
    .reduce((sum, each) => sum.plus(dec(each[field] ?? 0).times(each.tonnes)), dec(0))
    .dividedBy(weight)
    .toDecimalPlaces(2, 4)
    .toFixed(2);
}

const throwProblems = (problems: readonly FieldProblem[]) => {
  if (problems.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const problem of problems) (errors[problem.path.join('.')] ??= []).push(problem.message);
  throw badRequest(errors);
};

/** spec 002 §2 igrainX trade: its deliveries, delivered against quantity ± tolerance. Staff only; a cgx trade is not found. */
export async function getTradeDeliveries(context: AppContext, auth: AuthContext, tradeId: number): Promise<TTradeDeliveries> {
  requireStaff(auth);
  const trade = await repository.findIgrainTrade(context.db, tradeId);
  if (!trade) throw notFound();
  const [deliveries, parameters] = await Promise.all([repository.deliveriesOfTrade(context.db, trade.id), parametersOf(context.db, trade)]);
  const now = standing(trade, deliveries);
  return {
    tradeId: trade.id,
    tradeFormattedId: trade.formattedId,
    status: trade.status,
    tradeDate: sydneyDate(trade.createdAt),
    commodity: { id: trade.commodityId, name: trade.commodityName },
    canola: isCanola(trade),
    qualityParameters: parameters,
    quantity: trade.quantity,
    tolerance: now.tolerance,
    minAcceptable: now.min,
    maxAcceptable: now.max,
    delivered: now.delivered,
    remaining: now.remaining,
    state: deliveryState(now.delivered, now.min, now.finalRecorded),
    closedReason: now.closedReason,
    deliveries: deliveries.map((row) => presentTradeDelivery(row, parameters)),
  };
}

/**
 * Records grain delivered against an igrainX trade (decision 0181). The trade's row is locked for
 * the transaction, so two deliveries of one trade are checked one after the other: neither can
 * pass the tolerance or repeat a ticket the other holds. A partial delivery leaves the status; the
 * final one is the title transfer (design §5): both invoices are raised on everything delivered and
 * the trade awaits payment. The audit trail gets the delivered tonnes before and after.
 */
export async function recordDelivery(
  context: AppContext,
  auth: AuthContext,
  tradeId: number,
  body: TRecordDeliveryRequest,
): Promise<TTradeDelivery> {
  requireStaff(auth);
  const now = context.clock.now();
  const id = await context.db.transaction(async (tx) => {
    const trade = await repository.lockIgrainTrade(tx, tradeId);
    if (!trade) throw notFound();
    const deliveries = await repository.deliveriesOfTrade(tx, trade.id);
    const before = standing(trade, deliveries);
    if (CLOSED[trade.status]) throw conflict(CLOSED[trade.status] ?? '');
    if (before.finalRecorded) throw conflict(FINAL_RECORDED);

    const parameters = await parametersOf(tx, trade);
    const ticket = body.weighbridgeTicket.toLowerCase();
    throwProblems([
      ...deliveryDateRule(sydneyDate(now), sydneyDate(trade.createdAt))(body),
      ...canolaRule(isCanola(trade))(body),
      ...toleranceRule(before.remaining)(body),
      ...(deliveries.some((row) => row.delivery.weighbridgeTicket.toLowerCase() === ticket)
        ? [{ path: ['weighbridgeTicket'], message: DELIVERY_MESSAGES.repeatedTicket }]
        : []),
      ...Object.keys(body.quality)
        .filter((code) => !parameters.some((parameter) => parameter.code === code))
        .map((code) => ({ path: ['quality', code], message: DELIVERY_MESSAGES.notAParameter })),
    ]);

    const deliveryId = await repository.insertDelivery(tx, {
      tradeId: trade.id,
      deliveredOn: body.deliveredOn,
      tonnes: tonnes(body.tonnes),
      weighbridgeTicket: body.weighbridgeTicket,
      type: body.type,
      quality: body.quality,
      oil: body.oil ?? null,
      admix: body.admix ?? null,
      recordedByUserId: auth.user.id,
    });
    await tradeAudit.record(tx, [
      {
        tradeId: trade.id,
        userId: auth.user.id,
        action: 'delivery_recorded',
        changes: [{ field: 'delivered', before: before.delivered, after: tonnes(dec(before.delivered).plus(body.tonnes)) }],
        at: now,
      },
    ]);
    if (body.type === 'final') {
      // design §5: on igrainX the delivery record confirms title transfer; the final one raises the invoices.
      const all = [...deliveries.map((row) => row.delivery), { tonnes: body.tonnes, oil: body.oil ?? null, admix: body.admix ?? null }];
      await recordTitleTransfer(tx, {
        tradeId: trade.id,
        source: 'delivery',
        transferredOn: body.deliveredOn,
        deliveredTonnes: tonnes(all.reduce((sum, each) => sum.plus(each.tonnes), dec(0))),
        oil: weightedAverage(all, 'oil'),
        admix: weightedAverage(all, 'admix'),
        userId: auth.user.id,
        at: now,
      });
    }
    return deliveryId;
  });
  const row = await repository.findDelivery(context.db, id);
  const trade = await repository.findIgrainTrade(context.db, tradeId);
  if (!row || !trade) throw new Error('igrain deliveries: the new delivery was not found');
  return presentTradeDelivery(row, await parametersOf(context.db, trade));
}

/** spec 002 §7 'Deliveries list': a page of every igrainX delivery the filter selects, with the total mt. Staff only. */
export async function listDeliveries(context: AppContext, auth: AuthContext, query: TDeliveriesQuery): Promise<TIgrainDeliveriesPage> {
  requireStaff(auth);
  const page = await pageDeliveries(context.db, query);
  return { ...page, rows: page.rows.map(presentDeliveryRow) };
}

/** spec 002 §7 'Deliveries download': every delivery the filter selects, in the list's order, a batch at a time. Staff only. */
export function deliveriesToDownload(context: AppContext, auth: AuthContext, query: TDeliveriesQuery): AsyncGenerator<TIgrainDelivery> {
  requireStaff(auth);
  const rows = deliveriesInOrder(context.db, query);
  return (async function* () {
    for await (const row of rows) yield presentDeliveryRow(row);
  })();
}
