import { ACQ_MATCH_MESSAGES } from '@cgx/domain/acq-files';
import { sydneyDate } from '@cgx/domain/calendar';
import { CANOLA_ADMIX_BASIS, CANOLA_OIL_BASIS } from '@cgx/domain/constants';
import { dec } from '@cgx/domain/decimal';
import { formatDay, formatTonnes } from '@cgx/domain/format';
import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { buyerDueDateFromColumns, deferredInterest } from '@cgx/domain/settlement/due-dates';
import type { GrainQuality } from '@cgx/domain/settlement/grain-price';
import { type Settlement, settle } from '@cgx/domain/settlement/invoices';
import type { PlannedEntry } from '@cgx/domain/settlement/settlement-entries';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import type { invoices } from '../../../db/schema/settlement.ts';
import type { TradeChangeEntry } from '../../../platform/trade-audit/index.ts';
import type { InvoiceDocument, InvoiceKind } from '../invoices/invoice-document.ts';
import { formatInvoiceNumber, type NewInvoice } from '../invoices/invoice-writes.repository.ts';
import type { exchangeOrganisation, SettlementTrade, settlementRulesOf } from './settlement-trade.repository.ts';

/**
 * What a batch of title transfers will do, worked out without the database (design §5): which
 * inputs are refused and why, each accepted trade's settlement figures, due date and interest, its
 * invoices' documents and its audit lines. title-transfer.service.ts reads what these need under the
 * trades' locks and writes what they return.
 */

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
 * A storage provider's ticket passes title only for grain at one of its own sites (decision 0216): an
 * ACQ row of one provider naming a trade at another's (or at no storage site) is refused.
 */
export const atAnotherProvidersSite = (input: TitleTransferInput, trade: SettlementTrade): boolean =>
  input.source === 'acq' &&
  input.storageProviderOrganisationId !== null &&
  input.storageProviderOrganisationId !== undefined &&
  trade.site?.storageProviderId !== input.storageProviderOrganisationId;

/** An input that goes ahead, and one refused for naming another provider's site (its names read next). */
type Sorted = { index: number; input: TitleTransferInput; trade: SettlementTrade };

/**
 * The inputs sorted under their trades' locks: refused (not found, not awaiting grain, named twice),
 * at another provider's site (refused once the providers' names are read), or accepted.
 */
export function sortTitleTransfers(
  inputs: readonly TitleTransferInput[],
  tradeOf: ReadonlyMap<number, SettlementTrade>,
): { refusals: Map<number, { refusal: string; notFound: boolean }>; elsewhere: Sorted[]; accepted: Sorted[] } {
  const refusals = new Map<number, { refusal: string; notFound: boolean }>();
  const accepted: Sorted[] = [];
  const elsewhere: Sorted[] = [];
  const taken = new Set<number>();
  inputs.forEach((input, index) => {
    const trade = tradeOf.get(input.tradeId);
    if (!trade) {
      refusals.set(index, { refusal: 'Not found', notFound: true });
      return;
    }
    if (atAnotherProvidersSite(input, trade)) {
      elsewhere.push({ index, input, trade });
      return;
    }
    // A trade named twice: the first takes the title; the second finds it awaiting payment.
    const refusal = titleTransferRefusal(taken.has(input.tradeId) ? { ...trade.trade, status: 'awaiting_payment' } : trade.trade);
    if (refusal) {
      refusals.set(index, { refusal, notFound: false });
      return;
    }
    taken.add(input.tradeId);
    accepted.push({ index, input, trade });
  });
  return { refusals, elsewhere, accepted };
}

/** Why a row at another provider's site is refused, naming both providers (decision 0216). */
export function providerSiteRefusal({ input, trade }: Sorted, providerNames: ReadonlyMap<number, string>): string {
  const site = trade.site ? { name: trade.site.name, storageProviderName: providerNames.get(trade.site.storageProviderId) ?? '' } : null;
  return ACQ_MATCH_MESSAGES.notProviderSite(
    trade.trade.formattedId,
    site,
    providerNames.get(input.storageProviderOrganisationId ?? 0) ?? '',
  );
}

export type SettlementRules = Awaited<ReturnType<typeof settlementRulesOf>>;

/** The trades that share one set of rules (levies, fees, royalty) share this key. */
export const rulesKey = (trade: SettlementTrade) =>
  `${trade.trade.seasonId}|${trade.trade.commodityId}|${trade.state}|${trade.trade.varietyId ?? ''}`;

export type PlannedTransfer = {
  index: number;
  input: TitleTransferInput;
  trade: SettlementTrade;
  settlement: Settlement;
  oil: string | null;
  admix: string | null;
  dueDate: string;
  interestLines: { label: string; amount: string }[];
};

/** One accepted transfer's figures: quality, settlement (design §5), the buyer's due date and any deferred interest. */
export function planTransfer(
  { index, input, trade }: Sorted,
  rules: SettlementRules,
  holidays: Set<string>,
  /** The deferred interest rate on the transfer's day ('0' when none applies). */
  deferredRatePercent: string,
): PlannedTransfer {
  const canola = trade.commodity.code === CANOLA_CODE;
  const oil = canola ? (input.oil ?? trade.trade.qualityOil ?? String(CANOLA_OIL_BASIS)) : null;
  const admix = canola ? (input.admix ?? trade.trade.qualityAdmix ?? String(CANOLA_ADMIX_BASIS)) : null;
  const quality: GrainQuality = canola ? { canola: true, oilPercent: oil ?? '', admixPercent: admix ?? '' } : { canola: false };
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
          annualRatePercent: deferredRatePercent,
          titleTransferDate: input.transferredOn,
          holidays,
        })
      : null;
  const interestLines =
    interest && interest.days > 0
      ? [
          {
            label: `Deferred interest: ${interest.days} days from ${formatDay(interest.from)} to ${formatDay(interest.to)}`,
            amount: interest.amount,
          },
        ]
      : [];
  return { index, input, trade, settlement, oil, admix, dueDate, interestLines };
  return { index, input, trade, settlement, oil, admix, dueDate, interestLines };
}

/** Both invoices of each transfer (seller's first), numbered and with their documents and journal entries. */
export function plannedInvoices(
  planned: readonly PlannedTransfer[],
  entriesPlanned: readonly (readonly PlannedEntry[])[],
  ids: { titleTransfers: readonly number[]; ledgerEntries: readonly number[]; invoices: readonly number[] },
  numbers: { seller: readonly number[]; buyer: readonly number[] },
  exchange: Awaited<ReturnType<typeof exchangeOrganisation>>,
): NewInvoice[] {
  const newInvoices: NewInvoice[] = [];
  let nextEntry = 0;
  planned.forEach((plan, at) => {
    const entries = entriesPlanned[at] ?? [];
    const entryIds = ids.ledgerEntries.slice(nextEntry, nextEntry + entries.length);
    nextEntry += entries.length;
    const base = {
      trade: plan.trade,
      settlement: plan.settlement,
      issuedOn: sydneyDate(plan.input.at),
      transferredOn: plan.input.transferredOn,
      dueDate: plan.dueDate,
      exchange,
      interest: plan.interestLines,
      deliveredTonnes: plan.input.deliveredTonnes,
      oil: plan.oil,
      admix: plan.admix,
      ngr: plan.trade.sellerNgr,
    };
    for (const [offset, kind] of (['seller', 'buyer'] as const).entries()) {
      const number = numbers[kind][at] as number;
      newInvoices.push({
        id: ids.invoices[2 * at + offset] as number,
        kind,
        number,
        tradeId: plan.trade.trade.id,
        titleTransferId: ids.titleTransfers[at] as number,
        organisationId: kind === 'seller' ? plan.trade.seller.id : plan.trade.buyer.id,
        document: invoiceDocument({ ...base, kind, number: formatInvoiceNumber(kind, number) }),
        entryIds: entryIds.filter((_, index) => entries[index]?.invoice === kind),
        createdAt: plan.input.at,
      });
    }
  });
  return newInvoices;
}

/** Each transfer's lines in its trade's audit: the transfer, the status, both invoices' numbers. */
export function titleTransferChanges(
  planned: readonly PlannedTransfer[],
  written: readonly (typeof invoices.$inferSelect)[],
): TradeChangeEntry[] {
  return planned.map(({ input, trade }, at) => ({
    tradeId: trade.trade.id,
    userId: input.userId,
    action: 'updated' as const,
    changes: [
      {
        field: 'Title transfer',
        before: null,
        after: `${formatDay(input.transferredOn)}, ${formatTonnes(input.deliveredTonnes)} mt${input.ticketNumber ? `, ticket ${input.ticketNumber}` : ''}`,
      },
      { field: 'Status', before: TRADE_STATUS_LABELS[trade.trade.status], after: TRADE_STATUS_LABELS.awaiting_payment },
      ...written.slice(2 * at, 2 * at + 2).map((invoice) => ({
        field: invoice.kind === 'seller' ? 'Seller invoice' : 'Buyer invoice',
        before: null,
        after: invoice.formattedNumber,
      })),
    ],
    at: input.at,
  }));
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
