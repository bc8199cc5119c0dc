import { ACQ_MATCH_MESSAGES } from '@cgx/domain/acq-files';
import { sydneyDate } from '@cgx/domain/calendar';
import { CANOLA_ADMIX_BASIS, CANOLA_OIL_BASIS } from '@cgx/domain/constants';
import { dec } from '@cgx/domain/decimal';
import { formatDay, formatTonnes } from '@cgx/domain/format';
import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { buyerDueDateFromColumns, deferredInterest } from '@cgx/domain/settlement/due-dates';
import type { GrainQuality } from '@cgx/domain/settlement/grain-price';
import { type Settlement, settle } from '@cgx/domain/settlement/invoices';
import { settlementEntries } from '@cgx/domain/settlement/settlement-entries';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { reserveIds } from '../../../db/reserve-ids.ts';
import { inFlight, send } from '../../../db/together.ts';
import { trades } from '../../../db/schema/market.ts';
import type { invoices, titleTransfers } from '../../../db/schema/settlement.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { InvoiceDocument, InvoiceKind } from '../invoices/invoice-document.ts';
import { enqueueInvoiceMessages } from '../invoices/invoice-messages.ts';
import { writeLedgerEntries } from '../ledger/ledger.repository.ts';
import { activeUsersOf, holidaysOf } from '../../trading/index.ts';
import { recordTradeChanges } from '../../../platform/trade-audit/trade-changes.repository.ts';
import { enqueueSettlementSteps } from './settlement-steps.ts';
import { formatInvoiceNumber, type NewInvoice, takeInvoiceNumbers, writeInvoices, writeTitleTransfers } from './invoices.repository.ts';
import {
  exchangeOrganisation,
  interestRateOn,
  lockSettlementTrades,
  type SettlementTrade,
  settlementRulesOf,
  storageProviderNames,
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
 * A storage provider's ticket passes title only for grain at one of its own sites (decision 0216): an
 * ACQ row of one provider naming a trade at another's (or at no storage site) is refused.
 */
const atAnotherProvidersSite = (input: TitleTransferInput, trade: SettlementTrade): boolean =>
  input.source === 'acq' &&
  input.storageProviderOrganisationId !== null &&
  input.storageProviderOrganisationId !== undefined &&
  trade.site?.storageProviderId !== input.storageProviderOrganisationId;

/** A title transfer raised: the trade as read under its lock, the transfer, its two invoices (seller's first) and the figures. */
export type RecordedTitleTransfer = {
  trade: SettlementTrade;
  transfer: typeof titleTransfers.$inferSelect;
  invoices: (typeof invoices.$inferSelect)[];
  settlement: Settlement;
};

/** Each input's answer: raised, or refused with the reason (the trade not found, or not awaiting grain). */
export type TitleTransferOutcome = ({ refusal: null } & RecordedTitleTransfer) | { refusal: string; notFound: boolean };

/**
 * Title passes (design §5): in the caller's transaction, with the trade's row locked, the transfer is
 * recorded, both invoices are raised with the next numbers of their series, their journal entries are
 * posted and the trade moves to awaiting payment. Any failure rolls all of it back, numbers included.
 */
export async function recordTitleTransfer(tx: Db, input: TitleTransferInput): Promise<RecordedTitleTransfer> {
  const [outcome] = await recordTitleTransfers(tx, [input]);
  if (!outcome) throw new Error('no title transfer outcome');
  if (outcome.refusal !== null) throw outcome.notFound ? notFound() : conflict(outcome.refusal);
  return outcome;
}

type Planned = {
  index: number;
  input: TitleTransferInput;
  trade: SettlementTrade;
  settlement: Settlement;
  oil: string | null;
  admix: string | null;
  dueDate: string;
  interestLines: { label: string; amount: string }[];
};

/**
 * Title transfers of many trades at once (an ACQ file's batch), set-based: the trades locked with one
 * statement (in id order, so two batches cannot deadlock), the rules, holidays, interest rate and the
 * exchange read once per distinct key, and each kind of row written with one statement; the invoice
 * numbers of a series taken together, in the inputs' order, still without gaps. A trade not awaiting
 * grain (or named twice) is refused in its own answer and the others go ahead. Answers in the inputs' order.
 */
export async function recordTitleTransfers(tx: Db, inputs: readonly TitleTransferInput[]): Promise<TitleTransferOutcome[]> {
  if (inputs.length === 0) return [];
  const locked = await lockSettlementTrades(
    tx,
    inputs.map((input) => input.tradeId),
  );
  const tradeOf = new Map(locked.map((trade) => [trade.trade.id, trade]));

  const outcomes: (TitleTransferOutcome | undefined)[] = inputs.map(() => undefined);
  const accepted: { index: number; input: TitleTransferInput; trade: SettlementTrade }[] = [];
  const taken = new Set<number>();
  const elsewhere: { index: number; input: TitleTransferInput; trade: SettlementTrade }[] = [];
  inputs.forEach((input, index) => {
    const trade = tradeOf.get(input.tradeId);
    if (!trade) {
      outcomes[index] = { refusal: 'Not found', notFound: true };
      return;
    }
    if (atAnotherProvidersSite(input, trade)) {
      elsewhere.push({ index, input, trade });
      return;
    }
    // A trade named twice: the first takes the title; the second finds it awaiting payment.
    const refusal = titleTransferRefusal(taken.has(input.tradeId) ? { ...trade.trade, status: 'awaiting_payment' } : trade.trade);
    if (refusal) {
      outcomes[index] = { refusal, notFound: false };
      return;
    }
    taken.add(input.tradeId);
    accepted.push({ index, input, trade });
  });
  if (elsewhere.length > 0) {
    const names = await storageProviderNames(
      tx,
      elsewhere.flatMap(({ input, trade }) => [input.storageProviderOrganisationId ?? 0, trade.site?.storageProviderId ?? 0]),
    );
    for (const { index, input, trade } of elsewhere) {
      const site = trade.site ? { name: trade.site.name, storageProviderName: names.get(trade.site.storageProviderId) ?? '' } : null;
      const refusal = ACQ_MATCH_MESSAGES.notProviderSite(
        trade.trade.formattedId,
        site,
        names.get(input.storageProviderOrganisationId ?? 0) ?? '',
      );
      outcomes[index] = { refusal, notFound: false };
    }
  }
  if (accepted.length === 0) return outcomes as TitleTransferOutcome[];

  // What every transfer of the batch reads, once per distinct key.
  const rulesKey = (trade: SettlementTrade) =>
    `${trade.trade.seasonId}|${trade.trade.commodityId}|${trade.state}|${trade.trade.varietyId ?? ''}`;
  const byRules = new Map(accepted.map(({ trade }) => [rulesKey(trade), trade]));
  const states = [...new Set(accepted.map(({ trade }) => trade.state))];
  const deferredDates = [
    ...new Set(accepted.filter(({ trade }) => trade.trade.paymentTermsKind === 'deferred').map(({ input }) => input.transferredOn)),
  ];
  const [rulesList, holidaysList, ratesList, exchange] = await Promise.all([
    Promise.all([...byRules.values()].map((trade) => settlementRulesOf(tx, trade))),
    Promise.all(states.map((state) => holidaysOf(tx, state))),
    Promise.all(deferredDates.map((on) => interestRateOn(tx, 'deferred', on))),
    exchangeOrganisation(tx),
  ]);
  const rulesOf = new Map([...byRules.keys()].map((key, index) => [key, rulesList[index] as (typeof rulesList)[number]]));
  const holidaysOfState = new Map(states.map((state, index) => [state, holidaysList[index] as Set<string>]));
  const rateOn = new Map(deferredDates.map((on, index) => [on, ratesList[index] as string]));

  const planned: Planned[] = accepted.map(({ index, input, trade }) => {
    const canola = trade.commodity.code === CANOLA_CODE;
    const oil = canola ? (input.oil ?? trade.trade.qualityOil ?? String(CANOLA_OIL_BASIS)) : null;
    const admix = canola ? (input.admix ?? trade.trade.qualityAdmix ?? String(CANOLA_ADMIX_BASIS)) : null;
    const quality: GrainQuality = canola ? { canola: true, oilPercent: oil ?? '', admixPercent: admix ?? '' } : { canola: false };
    const rules = rulesOf.get(rulesKey(trade)) as (typeof rulesList)[number];
    const holidays = holidaysOfState.get(trade.state) as Set<string>;
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
            annualRatePercent: rateOn.get(input.transferredOn) ?? '0',
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
  });

  // The writes go out one after another as each is built, answered together at the end: while
  // PostgreSQL writes the transfers and entries, the server builds the documents and e-mails
  // (decision 0193). Their ids are reserved first, so no statement waits for another's answer.
  const entriesPlanned = planned.map(({ trade, settlement, interestLines }) =>
    settlementEntries(
      trade.trade.formattedId,
      settlement,
      { buyerOrganisationId: trade.buyer.id, sellerOrganisationId: trade.seller.id },
      interestLines[0]?.amount ?? '0.00',
    ),
  );
  const writes = inFlight();
  // Read now, used by the e-mails last; held by `writes` so that a failure before then is not left unhandled.
  const activeUsers = writes.add(activeUsersOf(tx, [...new Set(planned.flatMap(({ trade }) => [trade.seller.id, trade.buyer.id]))]));
  const [ids, sellerNumbers, buyerNumbers] = await Promise.all([
    reserveIds(tx, {
      title_transfers: planned.length,
      ledger_entries: entriesPlanned.reduce((sum, entries) => sum + entries.length, 0),
      invoices: 2 * planned.length,
    }),
    takeInvoiceNumbers(tx, 'seller', planned.length),
    takeInvoiceNumbers(tx, 'buyer', planned.length),
  ]);

  const transfers = writeTitleTransfers(
    tx,
    planned.map(({ input, trade, settlement, oil, admix }, at) => ({
      id: ids.title_transfers[at] as number,
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
    })),
  );
  writes.add(transfers.written);

  writes.add(
    writeLedgerEntries(
      tx,
      planned.flatMap(({ trade, input }, at) =>
        (entriesPlanned[at] ?? []).map((entry) => ({
          tradeId: trade.trade.id,
          kind: entry.kind,
          memo: entry.memo,
          lines: entry.lines,
          userId: input.userId,
          at: input.at,
        })),
      ),
      ids.ledger_entries,
    ),
  );

  const newInvoices: NewInvoice[] = [];
  let nextEntry = 0;
  planned.forEach((plan, at) => {
    const entries = entriesPlanned[at] ?? [];
    const entryIds = ids.ledger_entries.slice(nextEntry, nextEntry + entries.length);
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
      const number = (kind === 'seller' ? sellerNumbers : buyerNumbers)[at] as number;
      newInvoices.push({
        id: ids.invoices[2 * at + offset] as number,
        kind,
        number,
        tradeId: plan.trade.trade.id,
        titleTransferId: ids.title_transfers[at] as number,
        organisationId: kind === 'seller' ? plan.trade.seller.id : plan.trade.buyer.id,
        document: invoiceDocument({ ...base, kind, number: formatInvoiceNumber(kind, number) }),
        entryIds: entryIds.filter((_, index) => entries[index]?.invoice === kind),
        createdAt: plan.input.at,
      });
    }
  });
  const raised = writeInvoices(tx, newInvoices);
  writes.add(raised.written);
  const written = raised.rows;

  // The trades' status, by moment of the transfers (one statement for an ACQ batch).
  const idsAt = new Map<number, { at: Date; ids: number[] }>();
  for (const { input, trade } of planned) {
    const group = idsAt.get(input.at.getTime()) ?? { at: input.at, ids: [] };
    group.ids.push(trade.trade.id);
    idsAt.set(input.at.getTime(), group);
  }
  for (const { at, ids: tradeIds } of idsAt.values()) {
    writes.add(
      send(
        tx
          .update(trades)
          .set({ status: 'awaiting_payment', version: sql`${trades.version} + 1`, updatedAt: at })
          .where(tradeIds.length === 1 ? eq(trades.id, tradeIds[0] as number) : inArray(trades.id, tradeIds)),
      ),
    );
  }
  writes.add(
    recordTradeChanges(
      tx,
      planned.map(({ input, trade }, at) => ({
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
      })),
    ),
  );
  writes.add(
    enqueueSettlementSteps(
      tx,
      planned.map(({ trade }) => ({ tradeId: trade.trade.id, step: 'invoiced' as const })),
    ),
  );
  writes.add(enqueueInvoiceMessages(tx, written, activeUsers));
  await writes.done();

  planned.forEach((plan, at) => {
    outcomes[plan.index] = {
      refusal: null,
      trade: plan.trade,
      transfer: transfers.rows[at] as (typeof transfers.rows)[number],
      invoices: written.slice(2 * at, 2 * at + 2),
      settlement: plan.settlement,
    };
  });
  return outcomes as TitleTransferOutcome[];
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
