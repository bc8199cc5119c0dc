import { sydneyDate } from '@cgx/domain/calendar';
import { dec, money } from '@cgx/domain/decimal';
import type { LedgerAccount } from '@cgx/domain/ledger';
import { writeAbaFile } from '@cgx/domain/payments/aba';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { trades } from '../../../db/schema/market.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { invoices, paymentRunItems, paymentRuns } from '../../../db/schema/settlement.ts';
import { conflict } from '../../../lib/errors.ts';
import { remittanceAdvice } from '../invoices/remittance.ts';
import { postLedgerEntries } from '../ledger/ledger.repository.ts';
import { activeUsersOf } from '../../trading/index.ts';
import { outbox } from '../../../platform/messages/index.ts';
import { tradeAudit } from '../../../platform/trade-audit/index.ts';
import { exchangeOrganisation } from './settlement-trade.repository.ts';
import { setTradeStatus } from './trade-status.repository.ts';
import { enqueueSettlementSteps } from './settlement-steps.ts';

/** One payment run at a time, across every process: the second waits, then finds nothing left to pay. */
const PAYMENT_RUN_LOCK = 140_001;

type PayeeKind = 'seller' | 'levy' | 'royalty';
const ACCOUNT_OF: Readonly<Record<PayeeKind, LedgerAccount>> = {
  seller: 'seller_payable',
  levy: 'levy_payable',
  royalty: 'royalty_payable',
};
const KIND_OF: Readonly<Record<string, PayeeKind>> = { seller_payable: 'seller', levy_payable: 'levy', royalty_payable: 'royalty' };

export const PAYMENT_RUN_MESSAGES = {
  nothingToPay: 'Nothing to pay: no buyer has paid for a trade since the last run, and no levy or royalty is owed.',
  noTrustAccount: 'The exchange’s trust account (BSB and account number) is not on record: add it to the exchange organisation first.',
  noBankAccount: (name: string) => `No bank account on record for ${name}`,
  noRecipient: 'The levy or royalty has no recipient organisation on record',
} as const;

interface Owed {
  tradeId: number;
  formattedId: string;
  kind: PayeeKind;
  organisationId: number | null;
  amount: string;
}

/** What the ledger says is owed and not yet paid, per trade and payee: sellers of the trades given, levies and royalties of every trade whose buyer has paid. */
async function owedBalances(tx: Db, sellerTradeIds: readonly number[]): Promise<Owed[]> {
  const rows = await queryRows<{
    trade_id: number;
    formatted_id: string;
    account: string;
    organisation_id: number | null;
    balance: string;
  }>(
    tx,
    sql`SELECT e.trade_id, t.formatted_id, l.account, l.organisation_id, sum(l.amount)::text AS balance
        FROM ledger_lines l
        JOIN ledger_entries e ON e.id = l.entry_id
        JOIN trades t ON t.id = e.trade_id
        WHERE (l.account = 'seller_payable' AND e.trade_id = any(${sql.param([...sellerTradeIds])}::integer[]))
           OR (l.account IN ('levy_payable', 'royalty_payable') AND t.status IN ('funds_received', 'settled'))
        GROUP BY e.trade_id, t.formatted_id, l.account, l.organisation_id
        HAVING sum(l.amount) < 0
        ORDER BY e.trade_id, l.account, l.organisation_id`,
  );
  return rows.map((row) => ({
    tradeId: Number(row.trade_id),
    formattedId: row.formatted_id,
    kind: KIND_OF[row.account] as PayeeKind,
    organisationId: row.organisation_id === null ? null : Number(row.organisation_id),
    amount: money(dec(row.balance).negated()),
  }));
}

export interface HeldPayment {
  tradeFormattedId: string;
  kind: PayeeKind;
  payeeName: string | null;
  amount: string;
  reason: string;
}

/**
 * The payment run (issue 14 §4): pays every seller whose buyer has paid in full (funds_received) and
 * every levy and royalty withheld on trades whose buyer has paid, in one ABA direct-entry file; posts
 * a payment_made entry per trade and payee, moves the paid trades to settled and e-mails each payee
 * its remittance advice, all in one transaction. A payee without a bank account is held back (its
 * trade stays funds_received) and listed. Levies whose recipient is the exchange itself are not paid
 * out here: the exchange remits them in its own levy return.
 */
export async function runPayments(context: AppContext, userId: number | null) {
  const at = context.clock.now();
  const paidOn = sydneyDate(at);
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYMENT_RUN_LOCK})`);
    const exchange = await exchangeOrganisation(tx);
    if (!exchange.bankBsb || !exchange.bankAccountNumber) throw conflict(PAYMENT_RUN_MESSAGES.noTrustAccount);

    const due = await tx
      .select({ id: trades.id, formattedId: trades.formattedId, sellerId: trades.sellerOrganisationId, status: trades.status })
      .from(trades)
      .where(eq(trades.status, 'funds_received'))
      .orderBy(asc(trades.id))
      .for('update');
    const owed = (
      await owedBalances(
        tx,
        due.map((trade) => trade.id),
      )
    ).filter((each) => each.organisationId !== exchange.id);
    const payeeIds = [...new Set(owed.flatMap((each) => (each.organisationId === null ? [] : [each.organisationId])))];
    const payees = new Map(
      (payeeIds.length === 0 ? [] : await tx.select().from(organisations).where(inArray(organisations.id, payeeIds))).map((org) => [
        org.id,
        org,
      ]),
    );

    const held: HeldPayment[] = [];
    const payable: (Owed & { organisationId: number })[] = [];
    for (const each of owed) {
      const payee = each.organisationId === null ? undefined : payees.get(each.organisationId);
      const base = { tradeFormattedId: each.formattedId, kind: each.kind, amount: each.amount };
      if (!payee) held.push({ ...base, payeeName: null, reason: PAYMENT_RUN_MESSAGES.noRecipient });
      else if (!payee.bankBsb || !payee.bankAccountNumber)
        held.push({ ...base, payeeName: payee.tradingName, reason: PAYMENT_RUN_MESSAGES.noBankAccount(payee.tradingName) });
      else payable.push({ ...each, organisationId: payee.id });
    }
    const heldSellerTrades = new Set(held.filter((each) => each.kind === 'seller').map((each) => each.tradeFormattedId));
    const settling = due.filter((trade) => !heldSellerTrades.has(trade.formattedId));
    if (payable.length === 0 && settling.length === 0)
      throw conflict(
        PAYMENT_RUN_MESSAGES.nothingToPay,
        held.length ? { held: held.map((each) => `${each.tradeFormattedId}: ${each.reason}`) } : undefined,
      );

    const rctiOf = new Map(
      (settling.length === 0
        ? []
        : await tx
            .select({ tradeId: invoices.tradeId, number: invoices.formattedNumber })
            .from(invoices)
            .where(
              sql`${invoices.kind} = 'seller' AND ${invoices.status} = 'issued' AND ${invoices.tradeId} = any(${sql.param(settling.map((trade) => trade.id))}::integer[])`,
            )
      ).map((row) => [row.tradeId, row.number]),
    );

    const [run] = await tx
      .insert(paymentRuns)
      .values({ paidOn, total: '0.00', abaFile: '', createdByUserId: userId, createdAt: at })
      .returning();
    if (!run) throw new Error('payment run not written');
    const runReference = `PAYRUN-${String(run.id).padStart(6, '0')}`;

    const entryIds = await postLedgerEntries(
      tx,
      payable.map((each) => ({
        tradeId: each.tradeId,
        kind: 'payment_made' as const,
        memo: `${each.formattedId}: ${each.kind} paid to ${payees.get(each.organisationId)?.tradingName ?? ''} (${runReference})`,
        lines: [
          { account: ACCOUNT_OF[each.kind], organisationId: each.organisationId, amount: each.amount },
          { account: 'bank' as const, organisationId: null, amount: money(dec(each.amount).negated()) },
        ],
        userId,
        at,
      })),
    );
    const referenceOf = (each: Owed) => (each.kind === 'seller' ? (rctiOf.get(each.tradeId) ?? each.formattedId) : each.formattedId);
    if (payable.length > 0)
      await tx.insert(paymentRunItems).values(
        payable.map((each, index) => ({
          runId: run.id,
          payeeKind: each.kind,
          organisationId: each.organisationId,
          payeeName: payees.get(each.organisationId)?.tradingName ?? '',
          amount: each.amount,
          lodgementReference: referenceOf(each),
          tradeIds: [each.tradeId],
          ledgerEntryId: entryIds[index] as number,
        })),
      );

    // One credit per payee: the sum of what it is paid on each trade.
    const credits = new Map<number, (Owed & { organisationId: number })[]>();
    for (const each of payable) credits.set(each.organisationId, [...(credits.get(each.organisationId) ?? []), each]);
    const total = money(payable.reduce((sum, each) => sum.plus(each.amount), dec(0)));
    const abaFile =
      credits.size === 0
        ? ''
        : writeAbaFile({
            header: { ...context.config.aba, description: 'GRAINPAYMNT', processingDate: paidOn },
            account: {
              bsb: exchange.bankBsb,
              accountNumber: exchange.bankAccountNumber,
              accountName: exchange.bankAccountName ?? exchange.tradingName,
            },
            remitterName: exchange.tradingName,
            payments: [...credits.entries()].map(([organisationId, lines]) => {
              const payee = payees.get(organisationId);
              return {
                bsb: payee?.bankBsb ?? '',
                accountNumber: payee?.bankAccountNumber ?? '',
                accountName: payee?.bankAccountName ?? payee?.tradingName ?? '',
                amount: money(lines.reduce((sum, each) => sum.plus(each.amount), dec(0))),
                lodgementReference: lines.length === 1 && lines[0] ? referenceOf(lines[0]) : runReference,
              };
            }),
          });
    await tx.update(paymentRuns).set({ total, abaFile }).where(eq(paymentRuns.id, run.id));

    if (settling.length > 0) {
      await setTradeStatus(
        tx,
        settling.map((trade) => trade.id),
        'settled',
        at,
      );
      await tradeAudit.record(
        tx,
        settling.map((trade) => ({
          tradeId: trade.id,
          userId,
          action: 'updated' as const,
          changes: [{ field: 'Status', before: TRADE_STATUS_LABELS.funds_received, after: TRADE_STATUS_LABELS.settled }],
          at,
        })),
      );
    }
    await sendRemittances(tx, credits, payees, { paidOn, runReference, referenceOf });
    await enqueueSettlementSteps(
      tx,
      settling.map((trade) => ({ tradeId: trade.id, step: 'paid' as const })),
    );
    return {
      run: { ...run, total, abaFile },
      items: payable.map((each) => ({ ...each, payeeName: payees.get(each.organisationId)?.tradingName ?? '' })),
      settled: settling.map((trade) => trade.formattedId),
      held,
      reference: runReference,
    };
  });
}

const DESCRIPTION: Readonly<Record<PayeeKind, string>> = {
  seller: 'Net proceeds of grain sold',
  levy: 'Levy withheld',
  royalty: 'End-point royalty withheld',
};

async function sendRemittances(
  tx: Db,
  credits: Map<number, (Owed & { organisationId: number })[]>,
  payees: Map<number, typeof organisations.$inferSelect>,
  run: { paidOn: string; runReference: string; referenceOf: (each: Owed) => string },
) {
  const users = await activeUsersOf(tx, [...credits.keys()]);
  for (const [organisationId, lines] of credits) {
    const payee = payees.get(organisationId);
    const recipients = users.filter((row) => row.user.organisationId === organisationId && row.user.email);
    if (!payee || recipients.length === 0) continue;
    const reference = lines.length === 1 && lines[0] ? run.referenceOf(lines[0]) : run.runReference;
    const advice = remittanceAdvice({
      payee: { name: payee.tradingName, abn: payee.abn },
      paidOn: run.paidOn,
      reference,
      lines: lines.map((each) => ({
        invoiceNumber: each.kind === 'seller' ? run.referenceOf(each) : null,
        tradeId: each.formattedId,
        description: DESCRIPTION[each.kind],
        amount: each.amount,
      })),
      total: money(lines.reduce((sum, each) => sum.plus(each.amount), dec(0))),
    });
    await outbox.send(tx, {
      type: 'email',
      kind: 'remittance',
      subject: advice.subject,
      body: advice.html,
      summary: advice.text,
      recipients: recipients.map((row) => ({
        userId: row.user.id,
        userName: `${row.user.firstName} ${row.user.lastName}`,
        organisationId,
        organisationName: payee.tradingName,
        email: row.user.email,
      })),
    });
  }
}
