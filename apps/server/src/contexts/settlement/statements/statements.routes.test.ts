import { parse } from 'csv-parse/sync';
import { formatDay } from '@cgx/domain/format';
import type { Role } from '@cgx/domain/roles';
import { DATE_RANGE_REQUIRED, type TStatement } from '@cgx/domain/statements.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { settledMonth } from './statements.fixtures.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import { pdfText } from '../invoices/pdf-text.ts';

const t = useTestApp();
let month: Awaited<ReturnType<typeof settledMonth>>;
let admin: string;

beforeAll(async () => {
  month = await settledMonth(t.context);
  admin = (await bearerFor(t.context, await createUser(t.context, 'Admin'))).authorization;
});

const get = (url: string, authorization = admin) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const BASE = '/api/back-office/settlements/statements';
const range = () => `dateFrom=2026-11-01&dateTo=${month.paidOn}`;
const preview = async (organisationId: number, dates = range()): Promise<TStatement> => {
  const response = await get(`${BASE}/preview?organisationId=${organisationId}&${dates}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/back-office/settlements/statements/preview', () => {
  it('a seller’s: its trade, its RCTI, the payment run’s payment to it, the levy withheld and for whom; totals', async () => {
    const { trade, parties, sellerInvoice } = month.paid;
    const statement = await preview(parties.seller.organisation.id);
    expect(statement.organisation).toMatchObject({ id: parties.seller.organisation.id, name: parties.seller.organisation.tradingName });
    expect(statement.trades).toEqual([
      expect.objectContaining({
        tradeId: trade.id,
        formattedId: trade.formattedId,
        side: 'seller',
        titleTransferDate: '2026-11-20',
        deliveredTonnes: '100.000',
        price: '300.00',
      }),
    ]);
    expect(statement.invoices).toEqual([
      expect.objectContaining({
        number: sellerInvoice.formattedNumber,
        kind: 'seller',
        status: 'issued',
        total: '32474.00',
        issuedOn: '2026-11-20',
      }),
    ]);
    expect(statement.payments).toEqual([
      {
        date: month.paidOn,
        direction: 'paid',
        reference: sellerInvoice.formattedNumber,
        kind: 'seller',
        formattedTradeIds: [trade.formattedId],
        amount: '32474.00',
      },
    ]);
    expect(statement.withheld).toEqual([
      expect.objectContaining({
        formattedTradeId: trade.formattedId,
        kind: 'farm_gate_levy',
        label: expect.stringContaining('Grains levy'),
        amount: '306.00',
        payee: 'Grains Levy Collector Pty Ltd',
      }),
    ]);
    expect(statement.withheldFor).toEqual([]);
    expect(statement.totals).toEqual({
      sellerInvoiced: '32474.00',
      buyerInvoiced: '0.00',
      paymentsReceived: '0.00',
      paymentsMade: '32474.00',
      withheld: '306.00',
      withheldFor: '0.00',
    });
  });

  it('a buyer’s: its tax invoice and the payment it made', async () => {
    const { trade, parties, buyerInvoice } = month.paid;
    const statement = await preview(parties.buyer.organisation.id);
    expect(statement.trades.map((each) => [each.formattedId, each.side])).toEqual([[trade.formattedId, 'buyer']]);
    expect(statement.invoices.map((each) => [each.number, each.total])).toEqual([[buyerInvoice.formattedNumber, '33165.00']]);
    expect(statement.payments).toEqual([
      expect.objectContaining({ date: '2026-11-25', direction: 'received', kind: 'buyer', amount: '33165.00' }),
    ]);
    expect(statement.withheld).toEqual([]);
    expect(statement.totals).toMatchObject({ buyerInvoiced: '33165.00', paymentsReceived: '33165.00', paymentsMade: '0.00' });
  });

  it('a levy recipient’s: the levy withheld for it on each trade and what the payment run paid it', async () => {
    const statement = await preview(month.levyRecipient.id);
    expect(statement.trades).toEqual([]);
    expect(statement.withheldFor.map((line) => [line.formattedTradeId, line.amount, line.commodity])).toEqual([
      [month.paid.trade.formattedId, '306.00', 'Wheat'],
      [month.unpaid.trade.formattedId, '306.00', 'Wheat'],
    ]);
    expect(statement.payments).toEqual([
      expect.objectContaining({ direction: 'paid', kind: 'levy', amount: '306.00', formattedTradeIds: [month.paid.trade.formattedId] }),
    ]);
    expect(statement.totals).toMatchObject({ withheldFor: '612.00', paymentsMade: '306.00' });
  });

  it('holds only what falls in the range', async () => {
    const statement = await preview(month.paid.parties.seller.organisation.id, 'dateFrom=2026-11-21&dateTo=2026-11-24');
    expect(statement).toMatchObject({ trades: [], invoices: [], payments: [], withheld: [], withheldFor: [] });
    expect(statement.totals.sellerInvoiced).toBe('0.00');
  });
});

describe('GET /api/back-office/settlements/statements (the file)', () => {
  it('as CSV: every item under its section, then the totals', async () => {
    const { parties, sellerInvoice } = month.paid;
    const response = await get(`${BASE}?organisationId=${parties.seller.organisation.id}&${range()}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="statement-.*\.csv"/);
    const rows: Record<string, string>[] = parse(response.body, { columns: true, bom: true });
    expect(rows.map((row) => row.Section)).toEqual([
      'Trade (sold)',
      'Invoice',
      'Payment made',
      'Withheld',
      'Total',
      'Total',
      'Total',
      'Total',
      'Total',
      'Total',
    ]);
    // Days as the exchange's day, 'dd MMM yyyy'; money a plain decimal to the cent (decision 0209).
    expect(rows[0]?.Date).toBe('20 Nov 2026');
    expect(rows[1]).toMatchObject({ Reference: sellerInvoice.formattedNumber, Amount: '32474.00', Date: '20 Nov 2026' });
    expect(rows[1]?.Description).toMatch(/, due \d{2} [A-Z][a-z]{2} \d{4}$/);
    expect(rows.find((row) => row.Description === 'Levies and royalties withheld')?.Amount).toBe('306.00');
  });

  it('as PDF (the default)', async () => {
    const response = await get(`${BASE}?organisationId=${month.levyRecipient.id}&${range()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the PDF states the period, the parties, each section and the totals', async () => {
    const statement = await preview(month.levyRecipient.id);
    const text = pdfText(
      await renderStatementPdf(statement, { issuedOn: '2026-11-30', issuer: { name: 'CGX Pty Ltd', abn: '51824753556' }, compress: false }),
    );
    for (const item of [
      'Statement',
      'Period from 01 Nov 2026',
      'Date of issue 30 Nov 2026',
      'ABN 51 824 753 556',
      'Grains Levy Collector Pty Ltd',
      'Levies and royalties withheld for you',
      month.paid.trade.formattedId,
      month.unpaid.trade.formattedId,
      '$306.00',
      'Levies and royalties withheld for you $612.00',
      'Payments made to you $306.00',
    ])
      expect(text).toContain(item);
  });
});

describe('GET /api/back-office/settlements/statements/organisations', () => {
  it('finds organisations by name for the picker', async () => {
    const response = await get(`${BASE}/organisations?term=levy collector`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([{ id: month.levyRecipient.id, name: 'Grains Levy Collector Pty Ltd', type: 'trader' }]);
  });
});

describe('access and input', () => {
  const urls = () => [
    `${BASE}/organisations`,
    `${BASE}/preview?organisationId=${month.levyRecipient.id}&${range()}`,
    `${BASE}?organisationId=${month.levyRecipient.id}&${range()}`,
    `/api/back-office/settlements/reports/payments-made?${range()}`,
  ];

  it('401 signed out; 403 to members and to staff without soi, even on bad input; a soi grant opens it', async () => {
    for (const url of urls()) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    for (const role of ['Grower', 'Trader', 'Agent', 'Analyst'] satisfies Role[]) {
      const member = (await bearerFor(t.context, await createUser(t.context, role))).authorization;
      for (const url of urls()) expect((await get(url, member)).statusCode, `${role} ${url}`).toBe(403);
    }
    const sales = (await bearerFor(t.context, await createUser(t.context, 'CGX Sales'))).authorization;
    for (const url of [...urls(), `${BASE}/preview`, '/api/back-office/settlements/reports/nothing'])
      expect((await get(url, sales)).statusCode, url).toBe(403);
    const granted = (await bearerFor(t.context, await createUser(t.context, 'CGX Sales', { grants: ['soi'] }))).authorization;
    for (const url of urls()) expect((await get(url, granted)).statusCode, url).toBe(200);
  });

  it('400 on the field with the spec’s message when a date is missing, and on every other bad value', async () => {
    const id = month.levyRecipient.id;
    const cases: [string, Record<string, string[]>][] = [
      [`${BASE}/preview?organisationId=${id}`, { dateFrom: [DATE_RANGE_REQUIRED], dateTo: [DATE_RANGE_REQUIRED] }],
      [`${BASE}/preview?organisationId=${id}&dateFrom=2026-11-01&dateTo=`, { dateTo: [DATE_RANGE_REQUIRED] }],
      [`${BASE}?organisationId=${id}&dateTo=2026-11-30`, { dateFrom: [DATE_RANGE_REQUIRED] }],
      [`${BASE}/preview?${range()}`, { organisationId: ['Required'] }],
      [`${BASE}/preview?organisationId=0&${range()}`, { organisationId: ['Must be an id'] }],
      [`${BASE}/preview?organisationId=2147483&${range()}`, { organisationId: ['No such organisation'] }],
      [`${BASE}/preview?organisationId=${id}&dateFrom=2026-12-01&dateTo=2026-11-01`, { dateTo: ['Must be on or after the start date'] }],
      [`${BASE}/preview?organisationId=${id}&dateFrom=2026-13-01&dateTo=2026-12-01`, { dateFrom: ['Use a date like 2026-12-31'] }],
      [`${BASE}?organisationId=${id}&${range()}&format=xlsx`, { format: [expect.any(String)] }],
      ['/api/back-office/settlements/reports/unpaid-invoices?dateFrom=2026-11-01', { dateTo: [DATE_RANGE_REQUIRED] }],
    ];
    for (const [url, errors] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual(errors);
    }
    // A report that does not exist is a page that does not exist (the app's rule for route parameters).
    expect((await get('/api/back-office/settlements/reports/nothing?dateFrom=2026-11-01&dateTo=2026-11-02')).statusCode).toBe(404);
  });
});

describe('GET /api/back-office/settlements/reports/:report', () => {
  const report = async (name: string, dates: string) => {
    const response = await get(`/api/back-office/settlements/reports/${name}?${dates}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    return parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
  };

  it('unpaid invoices by age: the unpaid buyer’s invoice in its age’s column as at the day, the paid one not at all', async () => {
    const { unpaid, paid } = month;
    const asAt = async (day: string) => report('unpaid-invoices', `dateFrom=2026-11-01&dateTo=${day}`);
    const atDue = await asAt('2026-12-01');
    expect(atDue.map((row) => row.Invoice)).toEqual([unpaid.buyerInvoice.formattedNumber, 'Total']);
    expect(atDue.map((row) => row.Invoice)).not.toContain(paid.buyerInvoice.formattedNumber);
    expect(atDue[0]).toMatchObject({
      Trade: unpaid.trade.formattedId,
      Buyer: unpaid.parties.buyer.organisation.tradingName,
      Issued: expect.stringMatching(/^\d{2} [A-Z][a-z]{2} \d{4}$/),
      Due: '01 Dec 2026',
      'Days past due': '0',
      Total: '33165.00',
      Paid: '0.00',
      Outstanding: '33165.00',
      Current: '33165.00',
      '1-30 days': '',
    });
    expect((await asAt('2026-12-31'))[0]).toMatchObject({ 'Days past due': '30', '1-30 days': '33165.00', Current: '' });
    expect((await asAt('2027-01-01'))[0]).toMatchObject({ '31-60 days': '33165.00' });
    const late = await asAt('2027-03-15');
    expect(late[0]).toMatchObject({ 'Days past due': '104', '90+ days': '33165.00' });
    expect(late[1]).toMatchObject({ Invoice: 'Total', Outstanding: '33165.00', '90+ days': '33165.00', Current: '0.00' });
    // Before the buyer paid it, trade A's invoice was unpaid too.
    expect((await asAt('2026-11-24')).map((row) => row.Invoice)).toContain(paid.buyerInvoice.formattedNumber);
  });

  it('levies withheld by recipient and financial quarter', async () => {
    const rows = await report('levies-withheld', 'dateFrom=2026-11-01&dateTo=2026-11-30');
    const ours = rows.filter((row) => row.Recipient === 'Grains Levy Collector Pty Ltd');
    expect(ours).toEqual([
      {
        Recipient: 'Grains Levy Collector Pty Ltd',
        Quarter: 'Q2 2026-27',
        Kind: 'Farm gate levy',
        'Levy or royalty': expect.stringContaining('Grains levy'),
        Trades: '2',
        Amount: '612.00',
      },
    ]);
    expect(await report('levies-withheld', 'dateFrom=2026-12-01&dateTo=2026-12-31')).toEqual([]);
  });

  it('payments made in the range, then their total', async () => {
    const rows = await report('payments-made', `dateFrom=${month.paidOn}&dateTo=${month.paidOn}`);
    const { paid } = month;
    expect(rows.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          'Paid on': formatDay(month.paidOn),
          Payee: paid.parties.seller.organisation.tradingName,
          Kind: 'Seller',
          'Lodgement reference': paid.sellerInvoice.formattedNumber,
          Trades: paid.trade.formattedId,
          Amount: '32474.00',
        }),
        expect.objectContaining({ Payee: 'Grains Levy Collector Pty Ltd', Kind: 'Levy', Amount: '306.00' }),
      ]),
    );
    expect(rows.slice(2)).toEqual([expect.objectContaining({ 'Paid on': 'Total', Amount: '32780.00' })]);
  });
});
