import { sydneyDate } from '@cgx/domain/calendar';
import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import {
  SETTLEMENT_MESSAGES,
  type TRecordPaymentRequest,
  type TRecordPaymentResult,
  type TTradeSettlement,
  type TTradeSettlementEditRequest,
} from '@cgx/domain/settlement.schemas';
import { qualitySpecsEditable, TRADE_STATUS_LABELS, tradeTransition } from '@cgx/domain/trade-status';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, requirePermission, requireStaff } from '../../../lib/access.ts';
import { badRequest, conflict, fieldError, notFound } from '../../../lib/errors.ts';
import { requirePasswordToken } from '../../identity/index.ts';
import { type IdempotencyClaim, answerIn, claimIn } from '../../trading/index.ts';
import { tradeAudit } from '../../../platform/trade-audit/index.ts';
import { recordBuyerPayment } from './buyer-payments.service.ts';
import { reopenForTitle, setTradeStatus } from './trade-status.repository.ts';
import { qualitySpecsApply } from './trade-moves.ts';
import { settlementViewOf } from './trade-settlement.view.ts';
import { lockSettlementTrade, type SettlementTrade } from './settlement-trade.repository.ts';
import { recordTitleTransfer } from './title-transfer.service.ts';
import { undoTitleTransfer } from './void-invoices.ts';

export async function getTradeSettlement(context: AppContext, auth: AuthContext, tradeId: number): Promise<TTradeSettlement> {
  requireStaff(auth);
  const view = await settlementViewOf(context.db, tradeId, {
    canUpdate: auth.permissions.includes('update'),
    today: sydneyDate(context.clock.now()),
  });
  if (!view) throw notFound();
  return view;
}

/**
 * The trade edit screen's save (issue 14 §5, spec 002 §4-§5): the status move with its effects, the
 * payment date option and canola quality specs, under the trade's row lock and against the version
 * the editor read, so of two staff saving at once the second gets a conflict, not a silent overwrite.
 */
export async function editTradeSettlement(context: AppContext, auth: AuthContext, tradeId: number, body: TTradeSettlementEditRequest) {
  requireStaff(auth);
  requirePermission(auth, 'update');
  await requirePasswordToken(context, auth, body.passwordToken);
  const at = context.clock.now();
  await context.db.transaction(async (tx) => {
    const trade = await lockSettlementTrade(tx, tradeId);
    if (!trade) throw notFound();
    const from = trade.trade.status;
    if (trade.trade.version !== body.version) throw conflict(SETTLEMENT_MESSAGES.conflict);
    if (from === 'cancelled' || from === 'settled' || from === 'settled_externally') throw conflict(SETTLEMENT_MESSAGES.notEditable);

    const moving = body.status !== from;
    if (moving) {
      const move = tradeTransition(from, body.status);
      if (!move || move.by !== 'staff')
        throw fieldError('status', SETTLEMENT_MESSAGES.notAMove(TRADE_STATUS_LABELS[from], TRADE_STATUS_LABELS[body.status]));
      if (move.needsConfirmation && body.confirmed !== true) throw fieldError('status', SETTLEMENT_MESSAGES.confirmFirst);
    }
    const qualityChanged = checkQualitySpecs(trade, body);
    const terms = paymentColumns(body);
    const termsChanged = terms.paymentTermsKind !== trade.trade.paymentTermsKind || terms.paymentDueDate !== trade.trade.paymentDueDate;
    const by = { userId: auth.user.id, at };

    if (moving && (body.status === 'awaiting_grain' || body.status === 'cancelled')) {
      await undoTitleTransfer(tx, trade.trade.id, {
        ...by,
        reason: `${trade.trade.formattedId}: ${TRADE_STATUS_LABELS[from]} → ${TRADE_STATUS_LABELS[body.status]}`,
      });
    }
    await setTradeStatus(tx, [trade.trade.id], body.status, at, {
      ...terms,
      ...(qualityChanged ? { qualityOil: body.oil ?? null, qualityAdmix: body.admix ?? null } : {}),
    });
    await tradeAudit.record(tx, [
      {
        tradeId: trade.trade.id,
        userId: auth.user.id,
        action: 'updated',
        changes: [
          ...(moving ? [{ field: 'Status', before: TRADE_STATUS_LABELS[from], after: TRADE_STATUS_LABELS[body.status] }] : []),
          ...(termsChanged ? [{ field: 'Payment date', before: termsText(trade.trade), after: termsText(terms) }] : []),
          ...(qualityChanged
            ? [
                { field: 'Oil %', before: trade.trade.qualityOil, after: body.oil ?? null },
                { field: 'Admix %', before: trade.trade.qualityAdmix, after: body.admix ?? null },
              ]
            : []),
        ],
        at,
      },
    ]);

    // Invoices priced on what changed are raised again (quality specs, the buyer's payment date).
    const invoiced = body.status === 'awaiting_payment' || body.status === 'overdue_payment';
    if (!moving && invoiced && (qualityChanged || termsChanged)) await reraiseInvoices(tx, trade, by, { useQualitySpecs: qualityChanged });
  });
  return getTradeSettlement(context, auth, tradeId);
}

async function reraiseInvoices(tx: Db, trade: SettlementTrade, by: { userId: number; at: Date }, options: { useQualitySpecs: boolean }) {
  const { transfer } = await undoTitleTransfer(tx, trade.trade.id, { ...by, reason: `${trade.trade.formattedId}: invoices raised again` });
  if (!transfer) return;
  await reopenForTitle(tx, trade.trade.id);
  await recordTitleTransfer(tx, {
    tradeId: trade.trade.id,
    source: transfer.source,
    transferredOn: transfer.transferredOn,
    deliveredTonnes: transfer.deliveredTonnes,
    // null: the quality specs just saved price the grain (recordTitleTransfer reads them from the trade).
    oil: options.useQualitySpecs ? null : transfer.oil,
    admix: options.useQualitySpecs ? null : transfer.admix,
    storageProviderOrganisationId: transfer.storageProviderOrganisationId,
    ticketNumber: transfer.ticketNumber,
    acqRowId: transfer.acqRowId,
    userId: by.userId,
    at: by.at,
  });
}

function paymentColumns(body: TTradeSettlementEditRequest) {
  return body.paymentDateOption === 'deferred'
    ? { paymentTermsKind: 'deferred' as const, paymentTermsDays: null, paymentDueDate: body.paymentDate ?? null }
    : { paymentTermsKind: 'default' as const, paymentTermsDays: null, paymentDueDate: null };
}

const termsText = (terms: {
  paymentTermsKind: 'default' | 'eow' | 'deferred';
  paymentDueDate: string | null;
  paymentTermsDays?: number | null;
}) =>
  terms.paymentTermsKind === 'deferred' && terms.paymentDueDate
    ? `Deferred to ${terms.paymentDueDate}`
    : paymentTermsLabel(paymentTermsFromColumns(terms.paymentTermsKind, terms.paymentTermsDays ?? null));

/** Whether the save changes the quality specs; refuses specs where they don't apply or can't change (spec 002 §4-§5). */
function checkQualitySpecs(trade: SettlementTrade, body: TTradeSettlementEditRequest): boolean {
  const given = body.oil !== undefined || body.admix !== undefined;
  if (!qualitySpecsApply(trade)) {
    if (given) throw badRequest({ oil: [SETTLEMENT_MESSAGES.qualitySpecsNotApplicable] });
    return false;
  }
  const changed = (body.oil ?? null) !== trade.trade.qualityOil || (body.admix ?? null) !== trade.trade.qualityAdmix;
  if (!changed) return false;
  if (!qualitySpecsEditable(trade.trade.status)) throw badRequest({ oil: [SETTLEMENT_MESSAGES.qualitySpecsLocked] });
  if (!given) throw badRequest({ oil: [SETTLEMENT_MESSAGES.qualitySpecsRequired], admix: [SETTLEMENT_MESSAGES.qualitySpecsRequired] });
  return true;
}

/**
 * A buyer's payment recorded by hand against the trade's buyer invoice in force (issue 14 §4),
 * checked under the trade's lock (decision 0218). With an Idempotency-Key, the key is claimed and
 * answered in the payment's own transaction (decision 0071): a retry answers the first payment.
 */
export async function recordManualPayment(
  context: AppContext,
  auth: AuthContext,
  tradeId: number,
  body: TRecordPaymentRequest,
  claim?: IdempotencyClaim,
): Promise<TRecordPaymentResult> {
  requireStaff(auth);
  requirePermission(auth, 'update');
  const at = context.clock.now();
  const view = await settlementViewOf(context.db, tradeId, { canUpdate: true, today: sydneyDate(at) });
  if (!view) throw notFound();
  const invoice = view.invoices.find((each) => each.kind === 'buyer' && each.status === 'issued');
  if (!invoice) throw conflict(`Trade ${view.formattedId} has no buyer invoice to pay: its title has not transferred.`);
  return context.db.transaction(async (tx) => {
    await claimIn(tx, claim);
    const result = await recordBuyerPayment(tx, {
      invoiceId: invoice.id,
      amount: body.amount,
      receivedOn: body.receivedOn,
      source: 'manual',
      reference: body.reference ?? null,
      userId: auth.user.id,
      at,
      checked: { confirmedOutstanding: body.confirmedOutstanding },
    });
    const answer = { standing: result.standing, paid: result.paid, outstanding: result.outstanding, status: result.trade.status };
    return answerIn(tx, claim, answer);
  });
}
