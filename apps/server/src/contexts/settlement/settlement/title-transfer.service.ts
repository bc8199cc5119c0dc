import { settlementEntries } from '@cgx/domain/settlement/settlement-entries';
import type { Settlement } from '@cgx/domain/settlement/invoices';
import type { Db } from '../../../db/client.ts';
import { reserveIds } from '../../../db/reserve-ids.ts';
import { inFlight, send } from '../../../db/together.ts';
import type { invoices, titleTransfers } from '../../../db/schema/settlement.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { enqueueInvoiceMessages } from '../invoices/invoice-messages.ts';
import { writeLedgerEntries } from '../ledger/ledger.repository.ts';
import { activeUsersOf, holidaysOf } from '../../trading/index.ts';
import { tradeAudit } from '../../../platform/trade-audit/index.ts';
import { enqueueSettlementSteps } from './settlement-steps.ts';
import { setTradeStatus } from './trade-status.repository.ts';
import { takeInvoiceNumbers, writeInvoices } from '../invoices/invoice-writes.repository.ts';
import { writeTitleTransfers } from '../title-transfers/title-transfer-writes.repository.ts';
import {
  exchangeOrganisation,
  interestRateOn,
  lockSettlementTrades,
  type SettlementTrade,
  settlementRulesOf,
  storageProviderNames,
} from './settlement-trade.repository.ts';
import {
  plannedInvoices,
  planTransfer,
  providerSiteRefusal,
  rulesKey,
  sortTitleTransfers,
  type TitleTransferInput,
  titleTransferChanges,
} from './title-transfer-plan.ts';

export { titleTransferRefusal, type TitleTransferInput } from './title-transfer-plan.ts';

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
  const { refusals, elsewhere, accepted } = sortTitleTransfers(inputs, tradeOf);
  for (const [index, refusal] of refusals) outcomes[index] = refusal;
  if (elsewhere.length > 0) {
    const names = await storageProviderNames(
      tx,
      elsewhere.flatMap(({ input, trade }) => [input.storageProviderOrganisationId ?? 0, trade.site?.storageProviderId ?? 0]),
    );
    for (const sorted of elsewhere) outcomes[sorted.index] = { refusal: providerSiteRefusal(sorted, names), notFound: false };
  }
  if (accepted.length === 0) return outcomes as TitleTransferOutcome[];

  // What every transfer of the batch reads, once per distinct key.
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

  const planned = accepted.map((sorted) =>
    planTransfer(
      sorted,
      rulesOf.get(rulesKey(sorted.trade)) as (typeof rulesList)[number],
      holidaysOfState.get(sorted.trade.state) as Set<string>,
      rateOn.get(sorted.input.transferredOn) ?? '0',
    ),
  );

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

  const newInvoices = plannedInvoices(
    planned,
    entriesPlanned,
    { titleTransfers: ids.title_transfers, ledgerEntries: ids.ledger_entries, invoices: ids.invoices },
    { seller: sellerNumbers, buyer: buyerNumbers },
    exchange,
  );
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
    writes.add(send(setTradeStatus(tx, tradeIds, 'awaiting_payment', at)));
  }
  writes.add(tradeAudit.record(tx, titleTransferChanges(planned, written)));
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
