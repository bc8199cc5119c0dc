import { sydneyDate } from '@cgx/domain/calendar';
import { CANOLA_ADMIX_BASIS, CANOLA_OIL_BASIS } from '@cgx/domain/constants';
import { dec } from '@cgx/domain/decimal';
import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { buyerDueDateFromColumns, deferredInterest } from '@cgx/domain/settlement/due-dates';
import type { GrainQuality } from '@cgx/domain/settlement/grain-price';
import { type Settlement, settle } from '@cgx/domain/settlement/invoices';
import { settlementEntries } from '@cgx/domain/settlement/settlement-entries';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trades } from '../../db/schema/market.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { InvoiceDocument, InvoiceKind } from '../invoices/invoice-document.ts';
import { enqueueInvoiceMessages } from '../invoices/invoice-messages.ts';
import { postLedgerEntries } from '../ledger/ledger.repository.ts';
import { holidaysOf } from '../matching/index.ts';
import { recordTradeChanges } from '../trade-audit/trade-changes.repository.ts';
import { enqueueSettlementSteps } from './settlement-steps.ts';
import { formatInvoiceNumber, insertInvoice, insertTitleTransfer, takeInvoiceNumber } from './invoices.repository.ts';
import {
  exchangeOrganisation,
  interestRateOn,
  lockSettlementTrade,
  type SettlementTrade,
  settlementRulesOf,
} from './settlement-trade.repository.ts';

const CANOLA_CODE = 'CAN';

export interface TitleTransferInput {
  tradeId: number;
  source: 'acq' | 'delivery';
  /** yyyy-mm-dd */
  transferredOn: string;
  deliveredTonnes: string;
  oil: string | null;
  admix: string | null;
  storageProviderOrganisationId?: number | null;
  ticketNumber?: string | null;
  acqRowId?: number | null;
  userId: number | null;
  at: Date;
}

const OPEN_FOR_TITLE = new Set(['awaiting_grain', 'overdue_grain']);

/** Why a trade cannot take a title transfer now, or null. */
export const titleTransferRefusal = (trade: { formattedId: string; status: keyof typeof TRADE_STATUS_LABELS }): string | null =>
  OPEN_FOR_TITLE.has(trade.status)
    ? null
    : `Trade ${trade.formattedId} is ${TRADE_STATUS_LABELS[trade.status]}: only a trade awaiting grain can take a title transfer.`;

/**
 * Title passes (design §5): in the caller's transaction, with the trade's row locked, the transfer is
 * recorded, both invoices are raised with the next numbers of their series, their journal entries are
 * posted and the trade moves to awaiting payment. Any failure rolls all of it back, numbers included.
 */
export async function recordTitleTransfer(tx: Db, input: TitleTransferInput) {
  const trade = await lockSettlementTrade(tx, input.tradeId);
  if (!trade) throw notFound();
  const refusal = titleTransferRefusal(trade.trade);
  if (refusal) throw conflict(refusal);

  const canola = trade.commodity.code === CANOLA_CODE;
  const oil = canola ? (input.oil ?? trade.trade.qualityOil ?? String(CANOLA_OIL_BASIS)) : null;
  const admix = canola ? (input.admix ?? trade.trade.qualityAdmix ?? String(CANOLA_ADMIX_BASIS)) : null;
  const quality: GrainQuality = canola ? { canola: true, oilPercent: oil ?? '', admixPercent: admix ?? '' } : { canola: false };

  const [rules, holidays, exchange] = await Promise.all([
    settlementRulesOf(tx, trade),
    holidaysOf(tx, trade.state),
    exchangeOrganisation(tx),
  ]);
  const ngr = trade.sellerNgr;
  const settlement = settle({
    quantity: trade.trade.quantity,
    price: trade.trade.price,
    deliveredTonnes: input.deliveredTonnes,
    quality,
    sellerGstRegistered: trade.seller.gstRegistered,
    sellerNgrOptedIn: trade.seller.ngrLevyOptIn,
    statutoryLevies: rules.statutory.map((rule) => ({ name: rule.name, amountPerTonne: rule.amountPerTonne, payee: rule.recipientId })),
    farmGateLevies: rules.farmGate.map((rule) => ({
      name: rule.name,
      ratePercentage: rule.ratePercentage,
      farmGateDeductionPerTon: rule.farmGateDeductionPerTon,
      gstApplicable: rule.gstApplicable,
      ngrOptIn: rule.ngr,
      payee: rule.recipientId,
    })),
    royalty:
      rules.variety && dec(rules.variety.amount).greaterThan(0)
        ? {
            name: `End-point royalty: ${rules.variety.name}`,
            amountPerTonne: rules.variety.amount,
            gstApplicable: true,
            payee: rules.variety.recipientId,
          }
        : null,
    sellerFees: rules.fees
      .filter((fee) => fee.chargedTo === 'seller')
      .map((fee) => ({ name: fee.name, amountPerTonne: fee.amountPerTonne, gstApplicable: fee.gstApplicable })),
    buyerFees: rules.fees
      .filter((fee) => fee.chargedTo === 'buyer')
      .map((fee) => ({ name: fee.name, amountPerTonne: fee.amountPerTonne, gstApplicable: fee.gstApplicable })),
  });

  const { paymentTermsKind, paymentTermsDays } = trade.trade;
  const dueDate = buyerDueDateFromColumns(paymentTermsKind, paymentTermsDays, input.transferredOn, holidays);
  const interest =
    paymentTermsKind === 'deferred'
      ? deferredInterest({
          grainValue: settlement.seller.grainValue.amount,
          annualRatePercent: await interestRateOn(tx, 'deferred', input.transferredOn),
          titleTransferDate: input.transferredOn,
          holidays,
        })
      : null;
  const interestLines =
    interest && interest.days > 0
      ? [{ label: `Deferred interest: ${interest.days} days from ${interest.from} to ${interest.to}`, amount: interest.amount }]
      : [];

  const transfer = await insertTitleTransfer(tx, {
    tradeId: trade.trade.id,
    source: input.source,
    transferredOn: input.transferredOn,
    deliveredTonnes: input.deliveredTonnes,
    oil,
    admix,
    storageProviderOrganisationId: input.storageProviderOrganisationId ?? null,
    ticketNumber: input.ticketNumber ?? null,
    acqRowId: input.acqRowId ?? null,
    shortfall: settlement.tonnage.shortfall,
    recordedByUserId: input.userId,
    createdAt: input.at,
  });

  const planned = settlementEntries(
    trade.trade.formattedId,
    settlement,
    { buyerOrganisationId: trade.buyer.id, sellerOrganisationId: trade.seller.id },
    interestLines[0]?.amount ?? '0.00',
  );
  const entryIds = await postLedgerEntries(
    tx,
    planned.map((entry) => ({
      tradeId: trade.trade.id,
      kind: entry.kind,
      memo: entry.memo,
      lines: entry.lines,
      userId: input.userId,
      at: input.at,
    })),
  );
  const entriesOf = (kind: InvoiceKind) => entryIds.filter((_, index) => planned[index]?.invoice === kind);

  const base = {
    trade,
    settlement,
    issuedOn: sydneyDate(input.at),
    transferredOn: input.transferredOn,
    dueDate,
    exchange,
    interest: interestLines,
    deliveredTonnes: input.deliveredTonnes,
    oil,
    admix,
  };
  const written = [];
  for (const kind of ['seller', 'buyer'] as const) {
    const number = await takeInvoiceNumber(tx, kind);
    const document = invoiceDocument({ ...base, kind, number: formatInvoiceNumber(kind, number), ngr });
    written.push(
      await insertInvoice(tx, {
        kind,
        number,
        tradeId: trade.trade.id,
        titleTransferId: transfer.id,
        organisationId: kind === 'seller' ? trade.seller.id : trade.buyer.id,
        document,
        entryIds: entriesOf(kind),
      }),
    );
  }

  await tx
    .update(trades)
    .set({ status: 'awaiting_payment', version: sql`${trades.version} + 1`, updatedAt: input.at })
    .where(eq(trades.id, trade.trade.id));
  await recordTradeChanges(tx, [
    {
      tradeId: trade.trade.id,
      userId: input.userId,
      action: 'updated',
      changes: [
        {
          field: 'Title transfer',
          before: null,
          after: `${input.transferredOn}, ${input.deliveredTonnes} mt${input.ticketNumber ? `, ticket ${input.ticketNumber}` : ''}`,
        },
        { field: 'Status', before: TRADE_STATUS_LABELS[trade.trade.status], after: TRADE_STATUS_LABELS.awaiting_payment },
        ...written.map((invoice) => ({
          field: invoice.kind === 'seller' ? 'Seller invoice' : 'Buyer invoice',
          before: null,
          after: invoice.formattedNumber,
        })),
      ],
      at: input.at,
    },
  ]);
  await enqueueInvoiceMessages(tx, written);
  await enqueueSettlementSteps(tx, [{ tradeId: trade.trade.id, step: 'invoiced' }]);
  return { trade, transfer, invoices: written, settlement };
}

function invoiceDocument(input: {
  kind: InvoiceKind;
  number: string;
  issuedOn: string;
  trade: SettlementTrade;
  settlement: Settlement;
  transferredOn: string;
  dueDate: string;
  exchange: Awaited<ReturnType<typeof exchangeOrganisation>>;
  interest: { label: string; amount: string }[];
  deliveredTonnes: string;
  oil: string | null;
  admix: string | null;
  ngr: string | null;
}): InvoiceDocument {
  const { trade, settlement, exchange, kind } = input;
  const party =
    kind === 'seller'
      ? { name: trade.seller.tradingName, abn: trade.seller.abn, ngr: input.ngr, gstRegistered: trade.seller.gstRegistered }
      : { name: trade.buyer.tradingName, abn: trade.buyer.abn };
  const terms = paymentTermsFromColumns(trade.trade.paymentTermsKind, trade.trade.paymentTermsDays);
  return {
    kind,
    number: input.number,
    issuedOn: input.issuedOn,
    dueDate: input.dueDate,
    dueLabel: paymentTermsLabel(terms),
    exchange: { name: exchange.tradingName, abn: exchange.abn },
    party,
    trade: {
      formattedId: trade.trade.formattedId,
      market: trade.trade.market,
      season: trade.season.name,
      commodity: trade.commodity.name,
      grade: trade.grade?.code ?? null,
      location: trade.location,
      titleTransferDate: input.transferredOn,
      contractTonnes: trade.trade.quantity,
      deliveredTonnes: input.deliveredTonnes,
      invoicedTonnes: settlement.tonnage.invoicedTonnes,
      cleanTonnes: settlement.cleanTonnes,
      price: trade.trade.price,
      adjustedPrice: settlement.adjustedPrice,
      oil: input.oil,
      admix: input.admix,
      shortfall: settlement.tonnage.shortfall,
    },
    settlement,
    interest: input.interest,
    payTo:
      kind === 'buyer' && exchange.bankBsb && exchange.bankAccountNumber
        ? {
            accountName: exchange.bankAccountName ?? exchange.tradingName,
            bsb: exchange.bankBsb,
            accountNumber: exchange.bankAccountNumber,
          }
        : null,
  };
}
