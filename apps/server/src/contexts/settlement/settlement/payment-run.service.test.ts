import { balancesOf } from '@cgx/domain/ledger';
import { abaFileProblems, parseAbaFile } from '@cgx/domain/payments/aba';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trades } from '../../../db/schema/market.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ledgerOfTrade } from '../ledger/ledger.repository.ts';
import { recordBuyerPayment } from './buyer-payments.service.ts';
import { PAYMENT_RUN_MESSAGES, runPayments } from './payment-run.service.ts';
import { invoicedTrade, paidTrade } from './settlement.fixtures.ts';

const t = useTestApp();

const statusOf = async (tradeId: number) => (await t.context.db.select().from(trades).where(eq(trades.id, tradeId)))[0]?.status;

describe('recordBuyerPayment', () => {
  it('records part, then full payment: the trade moves to funds received only when the invoice is paid in full', async () => {
    const { trade, buyerInvoice } = await invoicedTrade(t.context);
    const pay = (amount: string) =>
      t.context.db.transaction((tx) =>
        recordBuyerPayment(tx, {
          invoiceId: buyerInvoice.id,
          amount,
          receivedOn: '2026-11-24',
          source: 'manual',
          reference: null,
          userId: null,
          at: new Date(),
        }),
      );
    const part = await pay('1000.00');
    expect(part).toMatchObject({ standing: 'partial', paid: '1000.00', outstanding: '32165.00' });
    expect(await statusOf(trade.id)).toBe('awaiting_payment');
    const rest = await pay('32165.00');
    expect(rest).toMatchObject({ standing: 'full', outstanding: '0.00' });
    expect(await statusOf(trade.id)).toBe('funds_received');
    // An over-payment is recorded as received and shown, not adjusted.
    expect(await pay('10.00')).toMatchObject({ standing: 'over', outstanding: '-10.00' });
  });
});

describe('runPayments', () => {
  it('pays the seller of every paid trade in an ABA file, settles the trade and leaves its parties’ accounts at zero', async () => {
    const { trade, sellerInvoice } = await paidTrade(t.context);
    const result = await runPayments(t.context, null);

    expect(result.settled).toContain(trade.formattedId);
    expect(await statusOf(trade.id)).toBe('settled');
    const sellerItem = result.items.find((item) => item.tradeId === trade.id && item.kind === 'seller');
    expect(sellerItem?.amount).toBe(sellerInvoice.total);

    const records = parseAbaFile(result.run.abaFile);
    expect(abaFileProblems(records)).toEqual([]);
    expect(
      records.some(
        (record) =>
          record.type === 'detail' && record.lodgementReference === sellerInvoice.formattedNumber && record.amount === sellerInvoice.total,
      ),
    ).toBe(true);

    const lines = (await ledgerOfTrade(t.context.db, trade.id)).flatMap((entry) => entry.lines);
    const open = balancesOf(lines).filter((each) => each.account === 'buyer_receivable' || each.account === 'seller_payable');
    expect(open).toEqual([]);
  });

  it('holds back a seller without a bank account: the trade stays funds received and is listed', async () => {
    const { trade } = await paidTrade(t.context, { sellerBank: false });
    const result = await runPayments(t.context, null).catch((error: { message: string }) => ({ error }));
    if ('error' in result) expect(result.error.message).toBe(PAYMENT_RUN_MESSAGES.nothingToPay);
    else expect(result.held.map((each) => each.tradeFormattedId)).toContain(trade.formattedId);
    expect(await statusOf(trade.id)).toBe('funds_received');
  });

  it('pays nobody twice when two runs start at once', async () => {
    const paid = await Promise.all([paidTrade(t.context), paidTrade(t.context)]);
    const runs = await Promise.allSettled([runPayments(t.context, null), runPayments(t.context, null)]);
    const items = runs.flatMap((run) => (run.status === 'fulfilled' ? run.value.items : []));
    for (const { trade } of paid) expect(items.filter((item) => item.tradeId === trade.id && item.kind === 'seller')).toHaveLength(1);
    const rejected = runs.filter((run) => run.status === 'rejected');
    for (const run of rejected) expect((run as PromiseRejectedResult).reason.message).toBe(PAYMENT_RUN_MESSAGES.nothingToPay);
    const statuses = await t.context.db
      .select({ status: trades.status })
      .from(trades)
      .where(
        inArray(
          trades.id,
          paid.map(({ trade }) => trade.id),
        ),
      );
    expect(statuses.map((row) => row.status)).toEqual(['settled', 'settled']);
  });

  it('answers a conflict when nothing is owed', async () => {
    await runPayments(t.context, null).catch(() => undefined);
    await expect(runPayments(t.context, null)).rejects.toMatchObject({ statusCode: 409, message: PAYMENT_RUN_MESSAGES.nothingToPay });
  });
});
