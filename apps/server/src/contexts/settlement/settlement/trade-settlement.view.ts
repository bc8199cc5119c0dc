import { dec, money } from '@cgx/domain/decimal';
import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { SETTLEMENT_MESSAGES, type TTradeSettlement } from '@cgx/domain/settlement.schemas';
import { lateInterest } from '@cgx/domain/settlement/due-dates';
import { isEditableStatus, qualitySpecsEditable } from '@cgx/domain/trade-status';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { buyerPayments, invoices, paymentRunItems, titleTransfers } from '../../../db/schema/settlement.ts';
import { ledgerOfTrade } from '../ledger/ledger.repository.ts';
import { presentTitleTransferFacts } from '../title-transfers/title-transfer-facts.presenter.ts';
import { paidByInvoice } from './buyer-payments.service.ts';
import { interestRateOn, loadSettlementTrade } from './settlement-trade.repository.ts';
import { qualitySpecsApply, staffMovesFrom } from './trade-moves.ts';

/** What the exchange has paid a trade's seller in payment runs, $ to the cent. */
async function paidToSeller(db: Db, tradeId: number): Promise<string> {
  const [row] = await db
    .select({ paid: sql<string | null>`sum(${paymentRunItems.amount})::text` })
    .from(paymentRunItems)
    .where(and(eq(paymentRunItems.payeeKind, 'seller'), sql`${tradeId} = any(${paymentRunItems.tradeIds})`));
  return money(row?.paid ?? 0);
}

/** A trade's settlement as the back-office shows and edits it (issue 14 §1, §4-§6). */
export async function settlementViewOf(
  db: Db,
  tradeId: number,
  options: { canUpdate: boolean; today: string },
): Promise<TTradeSettlement | null> {
  const trade = await loadSettlementTrade(db, tradeId);
  if (!trade) return null;
  const { status } = trade.trade;
  const [transfer] = await db
    .select()
    .from(titleTransfers)
    .where(and(eq(titleTransfers.tradeId, tradeId), isNull(titleTransfers.withdrawnAt)));
  const invoiceRows = await db.select().from(invoices).where(eq(invoices.tradeId, tradeId)).orderBy(asc(invoices.id));
  const paid = await paidByInvoice(
    db,
    invoiceRows.map((invoice) => invoice.id),
  );
  const sellerPaid = await paidToSeller(db, tradeId);
  const lateRate = await interestRateOn(db, 'late', options.today);
  const payments = invoiceRows.length
    ? await db
        .select({ payment: buyerPayments, invoiceNumber: invoices.formattedNumber })
        .from(buyerPayments)
        .innerJoin(invoices, eq(invoices.id, buyerPayments.invoiceId))
        .where(
          inArray(
            buyerPayments.invoiceId,
            invoiceRows.map((invoice) => invoice.id),
          ),
        )
        .orderBy(asc(buyerPayments.id))
    : [];
  const ledger = await ledgerOfTrade(db, tradeId);
  const partyIds = [
    ...new Set(ledger.flatMap((entry) => entry.lines.flatMap((line) => (line.organisationId === null ? [] : [line.organisationId])))),
  ];
  const names = new Map(
    (partyIds.length
      ? await db
          .select({ id: organisations.id, name: organisations.tradingName })
          .from(organisations)
          .where(inArray(organisations.id, partyIds))
      : []
    ).map((row) => [row.id, row.name]),
  );

  const applicable = qualitySpecsApply(trade);
  const deferred = trade.trade.paymentTermsKind === 'deferred';
  const paymentDate = deferred ? trade.trade.paymentDueDate : null;
  return {
    tradeId,
    formattedId: trade.trade.formattedId,
    version: trade.trade.version,
    status,
    canEdit: options.canUpdate && isEditableStatus(status) && status !== 'settled_externally',
    transitions: staffMovesFrom(status),
    paymentDateOption: deferred ? 'deferred' : 'default',
    paymentDate,
    paymentTermsLabel: deferred
      ? paymentTermsLabel(paymentTermsFromColumns('deferred', null))
      : trade.trade.paymentTermsKind === 'default'
        ? SETTLEMENT_MESSAGES.withinSevenBusinessDays
        : paymentTermsLabel(paymentTermsFromColumns(trade.trade.paymentTermsKind, trade.trade.paymentTermsDays)),
    qualitySpecs: {
      applicable,
      editable: applicable && options.canUpdate && qualitySpecsEditable(status),
      oil: trade.trade.qualityOil,
      admix: trade.trade.qualityAdmix,
    },
    titleTransfer: transfer ? presentTitleTransferFacts(transfer) : null,
    invoices: invoiceRows.map((invoice) => {
      const paidSoFar = invoice.kind === 'buyer' ? (paid.get(invoice.id) ?? '0.00') : invoice.status === 'issued' ? sellerPaid : '0.00';
      const outstanding = dec(invoice.total).minus(paidSoFar);
      const overdue =
        invoice.kind === 'buyer' && invoice.status === 'issued' && outstanding.isPositive() && options.today > invoice.dueDate;
      return {
        id: invoice.id,
        kind: invoice.kind,
        number: invoice.formattedNumber,
        issuedOn: invoice.issuedOn,
        dueDate: invoice.dueDate,
        total: invoice.total,
        paid: paidSoFar,
        outstanding: money(outstanding),
        status: invoice.status,
        lateInterest: overdue
          ? lateInterest({ amountOverdue: outstanding, annualRatePercent: lateRate, dueDate: invoice.dueDate, paidOn: options.today })
              .amount
          : null,
      };
    }),
    payments: payments.map(({ payment, invoiceNumber }) => ({
      id: payment.id,
      invoiceNumber,
      amount: payment.amount,
      receivedOn: payment.receivedOn,
      source: payment.source,
      reference: payment.reference,
    })),
    ledger: ledger.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      kind: entry.kind,
      memo: entry.memo,
      lines: entry.lines.map((line) => ({
        account: line.account,
        party: line.organisationId === null ? null : (names.get(line.organisationId) ?? null),
        amount: line.amount,
      })),
    })),
  };
}
