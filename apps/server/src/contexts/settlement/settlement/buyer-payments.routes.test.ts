import { MSG } from '@cgx/domain/messages';
import { SETTLEMENT_MESSAGES } from '@cgx/domain/settlement.schemas';
import { dec } from '@cgx/domain/decimal';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../../db/schema/ledger.ts';
import { buyerPayments } from '../../../db/schema/settlement.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { formatMoney } from '@cgx/domain/format';
import { marketReference } from '../../trading/market-data/market-data.fixtures.ts';
import { invoicedTrade } from './settlement.fixtures.ts';

/**
 * Issue 24 item 15: a buyer's payment recorded by hand cannot double-count (decision 0218). Two
 * staff recording the same payment at once: one is recorded, the other asked to confirm. On
 * PostgreSQL (TEST_DATABASE_URL) the two requests run on two connections and race for real.
 */

const t = useTestApp();
let staff = { authorization: '' };

beforeAll(async () => {
  await marketReference(t.context);
  staff = await bearerFor(t.context, await createUser(t.context, 'CGX Sales'));
});

type Body = { amount: string; receivedOn?: string; reference?: string; confirmedOutstanding?: string };
const pay = (tradeId: number, body: Body, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/back-office/trades/${tradeId}/payments`,
    headers: { authorization: staff.authorization, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { receivedOn: '2026-11-24', ...body },
  });

const paymentsOf = async (invoiceId: number) => t.context.db.select().from(buyerPayments).where(eq(buyerPayments.invoiceId, invoiceId));
const fundsReceivedOf = async (tradeId: number) =>
  (await t.context.db.select().from(ledgerEntries).where(eq(ledgerEntries.tradeId, tradeId))).filter(
    (entry) => entry.kind === 'funds_received',
  );

describe('recording a buyer’s payment by hand', () => {
  it('records the same payment sent twice at the same moment once; the other is asked to confirm', async () => {
    const { trade, buyerInvoice } = await invoicedTrade(t.context);
    const body = { amount: buyerInvoice.total, reference: 'EFT 7731' };
    const answers = await Promise.all([pay(trade.id, body), pay(trade.id, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const asked = answers.find((answer) => answer.statusCode === 409);
    expect(asked?.json()).toMatchObject({ confirmation: { outstanding: '0.00', overpayment: true, duplicate: true } });
    expect(asked?.json().message).toBe(
      `A payment of ${formatMoney(buyerInvoice.total)} received on 24 Nov 2026 with reference EFT 7731 is already recorded against this trade. ${buyerInvoice.formattedNumber} is already paid in full. Record it anyway?`,
    );
    expect((await paymentsOf(buyerInvoice.id)).map((payment) => payment.amount)).toEqual([buyerInvoice.total]);
    expect(await fundsReceivedOf(trade.id)).toHaveLength(1);
  });

  it('asks to confirm a payment above what is outstanding, and records it confirmed with that outstanding amount only', async () => {
    const { trade, buyerInvoice } = await invoicedTrade(t.context);
    const part = dec(buyerInvoice.total).minus('100').toFixed(2);
    expect((await pay(trade.id, { amount: part })).statusCode).toBe(201);

    const over = await pay(trade.id, { amount: '150.00' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: `$150.00 is more than the $100.00 outstanding on ${buyerInvoice.formattedNumber}. ${SETTLEMENT_MESSAGES.paymentConfirm}`,
      confirmation: { outstanding: '100.00', overpayment: true, duplicate: false },
    });
    // A confirmation of another outstanding amount (someone paid meanwhile) is asked again.
    expect((await pay(trade.id, { amount: '150.00', confirmedOutstanding: '250.00' })).statusCode).toBe(409);
    expect(await paymentsOf(buyerInvoice.id)).toHaveLength(1);

    const confirmed = await pay(trade.id, { amount: '150.00', confirmedOutstanding: '100.00' });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({ standing: 'over', outstanding: '-50.00', status: 'funds_received' });
  });

  it('asks to confirm the same part payment (amount, day and reference) recorded again; another day is another payment', async () => {
    const { trade, buyerInvoice } = await invoicedTrade(t.context);
    expect((await pay(trade.id, { amount: '1000.00' })).statusCode).toBe(201);
    const again = await pay(trade.id, { amount: '1000.00' });
    expect(again.statusCode).toBe(409);
    const outstanding = dec(buyerInvoice.total).minus('1000').toFixed(2);
    expect(again.json().confirmation).toEqual({ outstanding, overpayment: false, duplicate: true });
    expect((await pay(trade.id, { amount: '1000.00', receivedOn: '2026-11-25' })).statusCode).toBe(201);
    expect((await pay(trade.id, { amount: '1000.00', confirmedOutstanding: dec(outstanding).minus('1000').toFixed(2) })).statusCode).toBe(
      201,
    );
    expect(await paymentsOf(buyerInvoice.id)).toHaveLength(3);
  });

  it('refuses a payment above the invoice’s total, and any above the ceiling', async () => {
    const { trade, buyerInvoice } = await invoicedTrade(t.context);
    const huge = await pay(trade.id, { amount: '999999999999.99' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({ amount: [SETTLEMENT_MESSAGES.amountMax] });
    const aboveTotal = await pay(trade.id, {
      amount: dec(buyerInvoice.total).plus('0.01').toFixed(2),
      confirmedOutstanding: buyerInvoice.total,
    });
    expect(aboveTotal.statusCode).toBe(400);
    expect(aboveTotal.json().errors).toEqual({
      amount: [SETTLEMENT_MESSAGES.amountAboveTotal(buyerInvoice.formattedNumber, formatMoney(buyerInvoice.total))],
    });
    expect(await paymentsOf(buyerInvoice.id)).toEqual([]);
  });

  it('takes an Idempotency-Key: a retry answers the first payment, the key with another payment is refused', async () => {
    const { trade, buyerInvoice } = await invoicedTrade(t.context);
    const key = `pay-${trade.id}`;
    const first = await pay(trade.id, { amount: '500.00' }, key);
    expect(first.statusCode).toBe(201);
    const retry = await pay(trade.id, { amount: '500.00' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const other = await pay(trade.id, { amount: '600.00' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(MSG.idempotencyKeyReused);

    // The same key sent twice at once: one payment.
    const raced = `pay-race-${trade.id}`;
    const both = await Promise.all([pay(trade.id, { amount: '700.00' }, raced), pay(trade.id, { amount: '700.00' }, raced)]);
    expect(both.some((answer) => answer.statusCode === 201)).toBe(true);
    for (const answer of both) expect([201, 409]).toContain(answer.statusCode);
    expect((await paymentsOf(buyerInvoice.id)).map((payment) => payment.amount).sort()).toEqual(['500.00', '700.00']);

    const badKey = await pay(trade.id, { amount: '1.00' }, 'x'.repeat(256));
    expect(badKey.statusCode).toBe(400);
    expect(Object.keys(badKey.json().errors)).toEqual(['idempotency-key']);
  });
});
