import { balancesOf } from '@cgx/domain/ledger';
import { abaFileProblems, parseAbaFile } from '@cgx/domain/payments/aba';
import { SETTLEMENT_MESSAGES } from '@cgx/domain/settlement.schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../../../db/schema/reference.ts';
import { bearerFor, createUser, passwordTokenFor } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ledgerOfTrade } from '../ledger/ledger.repository.ts';
import { marketReference } from '../../trading/market-data/market-data.fixtures.ts';
import { invoicedTrade, paidTrade } from './settlement.fixtures.ts';

const t = useTestApp();
let staff: { authorization: string; passwordToken: string };
let grower: { authorization: string };

beforeAll(async () => {
  await marketReference(t.context);
  const user = await createUser(t.context, 'CGX Sales');
  const { authorization } = await bearerFor(t.context, user);
  staff = { authorization, passwordToken: await passwordTokenFor(t.app, authorization) };
  grower = await bearerFor(t.context, await createUser(t.context, 'Grower'));
});

const settlementOf = (tradeId: number, who: { authorization: string } = staff) =>
  t.app.inject({ method: 'GET', url: `/api/back-office/trades/${tradeId}/settlement`, headers: { authorization: who.authorization } });

const edit = (tradeId: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/back-office/trades/${tradeId}/settlement`,
    headers: { authorization: staff.authorization },
    payload: { passwordToken: staff.passwordToken, paymentDateOption: 'default', ...body },
  });

describe('GET and PATCH /api/back-office/trades/:tradeId/settlement', () => {
  it('shows the invoices, the moves staff may make with their confirmations, and the ledger', async () => {
    const { trade, buyerInvoice } = await invoicedTrade(t.context);
    const response = await settlementOf(trade.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'awaiting_payment', version: 1, canEdit: true, paymentTermsLabel: 'Within 7 business days' });
    expect(body.invoices.map((invoice: { number: string }) => invoice.number)).toContain(buyerInvoice.formattedNumber);
    expect(body.transitions).toEqual(
      expect.arrayContaining([
        { to: 'awaiting_grain', label: 'Awaiting Grain', confirmation: SETTLEMENT_MESSAGES.backToAwaitingGrainConfirm },
        { to: 'cancelled', label: 'Cancelled', confirmation: expect.stringContaining('Do you want to cancel this trade?') },
      ]),
    );
    expect(body.ledger.map((entry: { kind: string }) => entry.kind)).toEqual(['invoice_raised', 'levy_withheld', 'fee_earned']);
  });

  it('steps back to awaiting grain only when confirmed: both invoices voided by reversing entries', async () => {
    const { trade } = await invoicedTrade(t.context);
    const unconfirmed = await edit(trade.id, { version: 1, status: 'awaiting_grain' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors.status).toEqual([SETTLEMENT_MESSAGES.confirmFirst]);

    const confirmed = await edit(trade.id, { version: 1, status: 'awaiting_grain', confirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'awaiting_grain', version: 2, titleTransfer: null });
    expect(confirmed.json().invoices.map((invoice: { status: string }) => invoice.status)).toEqual(['void', 'void']);
    const lines = (await ledgerOfTrade(t.context.db, trade.id)).flatMap((entry) => entry.lines);
    expect(balancesOf(lines)).toEqual([]);
  });

  it('answers 409 to the second of two saves made from the same version', async () => {
    const { trade } = await invoicedTrade(t.context);
    const first = await edit(trade.id, {
      version: 1,
      status: 'awaiting_payment',
      paymentDateOption: 'deferred',
      paymentDate: '2027-07-01',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await edit(trade.id, { version: 1, status: 'cancelled', confirmed: true });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SETTLEMENT_MESSAGES.conflict);
  });

  it('cancels for good: the invoices are voided and nothing can be edited afterwards', async () => {
    const { trade } = await invoicedTrade(t.context);
    const cancelled = await edit(trade.id, { version: 1, status: 'cancelled', confirmed: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', canEdit: false, transitions: [] });
    const after = await edit(trade.id, { version: 2, status: 'awaiting_grain', confirmed: true });
    expect(after.statusCode).toBe(409);
  });

  it('asks for the oil and admix of a canola trade sold by a Trader, and raises the invoices again on them', async () => {
    const [canola] = await t.context.db.select().from(commodities).where(eq(commodities.code, 'CAN'));
    const { trade, parties } = await invoicedTrade(t.context, { values: { commodityId: canola?.id, gradeId: null, price: '600.00' } });
    const { organisations } = await import('../../../db/schema/organisations.ts');
    await t.context.db.update(organisations).set({ type: 'trader' }).where(eq(organisations.id, parties.seller.organisation.id));

    const empty = await edit(trade.id, { version: 1, status: 'awaiting_payment', oil: '44' });
    expect(empty.statusCode).toBe(400);
    const notNumbers = await edit(trade.id, { version: 1, status: 'awaiting_payment', oil: '60', admix: '30' });
    expect(notNumbers.json().errors).toMatchObject({ oil: ['must be between 35 and 55'], admix: ['must be between 0 and 25'] });

    const saved = await edit(trade.id, { version: 1, status: 'awaiting_payment', oil: '44', admix: '2' });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body.qualitySpecs).toMatchObject({ applicable: true, editable: true, oil: '44.00', admix: '2.00' });
    expect(body.invoices.filter((invoice: { status: string }) => invoice.status === 'issued')).toHaveLength(2);
    expect(body.invoices.filter((invoice: { status: string }) => invoice.status === 'void')).toHaveLength(2);
  });

  it('refuses quality specs on a trade they do not apply to', async () => {
    const { trade } = await invoicedTrade(t.context);
    const response = await edit(trade.id, { version: 1, status: 'awaiting_payment', oil: '44', admix: '2' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.oil).toEqual([SETTLEMENT_MESSAGES.qualitySpecsNotApplicable]);
  });

  it('answers 401 signed out, 403 to a member and asks for the password', async () => {
    const { trade } = await invoicedTrade(t.context);
    expect((await t.app.inject({ method: 'GET', url: `/api/back-office/trades/${trade.id}/settlement` })).statusCode).toBe(401);
    expect((await settlementOf(trade.id, grower)).statusCode).toBe(403);
    const noPassword = await t.app.inject({
      method: 'PATCH',
      url: `/api/back-office/trades/${trade.id}/settlement`,
      headers: { authorization: staff.authorization },
      payload: { version: 1, status: 'awaiting_payment', paymentDateOption: 'default' },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors.password).toBeDefined();
  });
});

describe('payments and the payment run', () => {
  it('records a payment by hand: funds received once the invoice is paid in full', async () => {
    const { trade, buyerInvoice } = await invoicedTrade(t.context);
    const pay = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/back-office/trades/${trade.id}/payments`,
        headers: { authorization: staff.authorization },
        payload: { amount, receivedOn: '2026-11-24' },
      });
    expect((await pay('0')).json().errors.amount).toEqual([SETTLEMENT_MESSAGES.amountPositive]);
    const response = await pay(buyerInvoice.total);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ standing: 'full', outstanding: '0.00', status: 'funds_received' });
  });

  it('imports a bank statement: matched, part-paid and unmatched lines shown; the same file again records nothing', async () => {
    const first = await invoicedTrade(t.context);
    const second = await invoicedTrade(t.context);
    const csv = [
      'Date,Amount,Description,Balance',
      `24/11/2026,${first.buyerInvoice.total},DIRECT CREDIT ${first.buyerInvoice.formattedNumber} GRAIN,100000.00`,
      `24/11/2026,1000.00,PAYMENT ${second.buyerInvoice.formattedNumber},101000.00`,
      '24/11/2026,55.00,UNKNOWN DEPOSIT,101055.00',
      '24/11/2026,-20.00,BANK FEE,101035.00',
    ].join('\n');
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/back-office/settlements/bank-statements',
        headers: { authorization: staff.authorization, 'content-type': 'text/csv' },
        payload: csv,
      });
    const response = await post();
    expect(response.statusCode, response.body).toBe(201);
    const lines = response.json().lines;
    expect(lines.map((line: { outcome: string; settles: string | null }) => [line.outcome, line.settles])).toEqual([
      ['matched', 'full'],
      ['matched', 'partial'],
      ['unmatched', null],
    ]);
    expect(response.json().debitsSkipped).toBe(1);
    expect((await settlementOf(first.trade.id)).json().status).toBe('funds_received');

    const again = await post();
    expect(again.json().lines.map((line: { outcome: string }) => line.outcome)).toEqual(['duplicate', 'duplicate', 'unmatched']);
    const invoices = (await settlementOf(second.trade.id)).json().invoices;
    expect(invoices.find((invoice: { kind: string }) => invoice.kind === 'buyer').paid).toBe('1000.00');
  });

  it('refuses a statement with a bad row and records nothing', async () => {
    const { trade, buyerInvoice } = await invoicedTrade(t.context);
    const csv = [
      'Date,Amount,Description,Balance',
      `24/11/2026,100.00,${buyerInvoice.formattedNumber},1.00`,
      '31/02/2026,abc,BAD,1.00',
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/back-office/settlements/bank-statements',
      headers: { authorization: staff.authorization, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['rows.3']);
    expect((await settlementOf(trade.id)).json().payments).toEqual([]);
  });

  it('runs payments and downloads the ABA file; lists the run', async () => {
    const { trade, sellerInvoice } = await paidTrade(t.context);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/back-office/settlements/payment-runs',
      headers: { authorization: staff.authorization },
    });
    expect(run.statusCode, run.body).toBe(201);
    expect(run.json().settled).toContain(trade.formattedId);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/back-office/settlements/payment-runs/${run.json().run.id}/aba`,
      headers: { authorization: staff.authorization },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/payrun-\d{6}\.aba/);
    const records = parseAbaFile(file.body);
    expect(abaFileProblems(records)).toEqual([]);
    expect(records.some((record) => record.type === 'detail' && record.lodgementReference === sellerInvoice.formattedNumber)).toBe(true);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/back-office/settlements/payment-runs',
      headers: { authorization: staff.authorization },
    });
    expect(list.json().rows[0]).toMatchObject({ id: run.json().run.id, reference: run.json().run.reference });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/back-office/settlements/payment-runs',
          headers: { authorization: grower.authorization },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists the trades money is moving on, with what the next run owes sellers', async () => {
    const { trade } = await paidTrade(t.context);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/back-office/settlements/trade-management?status=funds_received&term=${trade.formattedId}`,
      headers: { authorization: staff.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows).toEqual([
      expect.objectContaining({ formattedId: trade.formattedId, outstanding: '0.00', status: 'funds_received' }),
    ]);
    expect(response.json().tradesDue).toBeGreaterThan(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/back-office/settlements/trade-management?status=nope',
      headers: { authorization: staff.authorization },
    });
    expect(bad.statusCode).toBe(400);
  });
});
