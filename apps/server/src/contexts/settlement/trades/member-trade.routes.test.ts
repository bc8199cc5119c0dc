import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentAuthorisations } from '../../../db/schema/organisations.ts';
import { paymentRunItems } from '../../../db/schema/settlement.ts';
import { bearerFor, createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, type MarketReference, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';
import { runPayments } from '../settlement/payment-run.service.ts';
import { invoicedTrade, paidTrade } from '../settlement/settlement.fixtures.ts';

const t = useTestApp();
type Party = Awaited<ReturnType<typeof seller>>;
let ref: MarketReference;

beforeAll(async () => {
  ref = await marketReference(t.context);
});

const get = async (who: { user: Party['user'] } | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { authorization: (await bearerFor(t.context, who.user)).authorization } : {} });

describe('GET /api/trades/:view/:tradeId', () => {
  it('gives the seller its sale: the terms, its contract note, the title transfer, its RCTI alone and the way to being paid', async () => {
    const { trade, parties, sellerInvoice, buyerInvoice } = await paidTrade(t.context);
    const run = await runPayments(t.context, null);
    const response = await get(parties.seller, `/api/trades/sales/${trade.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      id: trade.id,
      formattedId: trade.formattedId,
      market: 'cgx',
      status: 'settled',
      side: 'sold',
      counterparty: 'Anonymous, through the exchange',
      location: `Moree, ${ref.moree.state}`,
      portZone: expect.stringMatching(/\(port .+\)$/),
      quantity: trade.quantity,
      price: trade.price,
      tolerance: { min: expect.any(String), max: expect.any(String) },
      value: expect.stringMatching(/^\d+\.\d\d$/),
      insuredValue: null,
      documents: [{ kind: 'contract-note', label: 'Contract note', path: `contract-note/${trade.id}/seller` }],
      titleTransfer: { source: 'acq', transferredOn: '2026-11-20', deliveredTonnes: trade.quantity, shortfall: false },
      money: { stage: 'paid', label: 'Paid to you', invoiceNumber: sellerInvoice.formattedNumber },
    });
    // The seller's own invoice only: the buyer's tax invoice is the buyer's.
    expect(page.invoices).toMatchObject([{ number: sellerInvoice.formattedNumber, kind: 'seller', standing: 'Paid' }]);
    expect(response.body).not.toContain(buyerInvoice.formattedNumber);
    expect(response.body).not.toContain(parties.buyer.organisation.tradingName);
    const [credit] = await t.context.db
      .select({ reference: paymentRunItems.lodgementReference })
      .from(paymentRunItems)
      .where(and(eq(paymentRunItems.runId, run.run.id), eq(paymentRunItems.organisationId, parties.seller.organisation.id)));
    expect(page.progress).toEqual([
      { key: 'traded', label: 'Traded', done: true, on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), reference: null },
      { key: 'title_transferred', label: 'Title transferred', done: true, on: '2026-11-20', reference: sellerInvoice.formattedNumber },
      { key: 'buyer_paid', label: 'Buyer paid', done: true, on: '2026-11-25', reference: null },
      { key: 'paid', label: 'Paid to you', done: true, on: run.run.paidOn, reference: credit?.reference },
    ]);
  });

  it('gives the buyer its purchase with its tax invoice alone, paid in part: not paid yet', async () => {
    const { trade, parties, sellerInvoice, buyerInvoice } = await invoicedTrade(t.context);
    const page = (await get(parties.buyer, `/api/trades/purchases/${trade.id}`)).json();
    expect(page).toMatchObject({ side: 'bought', counterparty: 'Anonymous, through the exchange', status: 'awaiting_payment' });
    expect(page.documents).toEqual([{ kind: 'contract-note', label: 'Contract note', path: `contract-note/${trade.id}/buyer` }]);
    expect(page.invoices).toMatchObject([{ number: buyerInvoice.formattedNumber, kind: 'buyer', total: buyerInvoice.total }]);
    expect(JSON.stringify(page)).not.toContain(sellerInvoice.formattedNumber);
    expect(JSON.stringify(page)).not.toContain(parties.seller.organisation.tradingName);
    expect(page.progress.map((step: { label: string; done: boolean }) => `${step.label}:${step.done}`)).toEqual([
      'Traded:true',
      'Title transferred:true',
      'Paid:false',
    ]);
  });

  it('names an igrainX trade’s insured value and a trade awaiting title has no title transfer, invoice or payment yet', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    const trade = await insertTrade(t.context, ref, parties, {
      market: 'igrainx',
      siteId: null,
      portEquiv: null,
      price: '300.00',
      quantity: '100.000',
    });
    const page = (await get(parties.seller, `/api/trades/sales/${trade.id}`)).json();
    expect(page).toMatchObject({
      market: 'igrainx',
      portZone: null,
      value: '30000.00',
      insuredValue: '27000.00',
      titleTransfer: null,
      invoices: [],
      money: { stage: 'awaiting_title' },
    });
    expect(page.progress.filter((step: { done: boolean }) => step.done)).toHaveLength(1);
  });

  it('is 404 to another organisation, for the other side of one’s own trade and for a malformed id, 403 to a role the view is not for, 401 signed out', async () => {
    const { trade, parties } = await invoicedTrade(t.context);
    expect((await get(undefined, `/api/trades/sales/${trade.id}`)).statusCode).toBe(401);
    expect((await get(undefined, '/api/trades/sales/abc')).statusCode).toBe(401);
    const otherGrower = await seller(t.context);
    const otherTrader = await buyer(t.context);
    expect((await get(otherGrower, `/api/trades/sales/${trade.id}`)).statusCode).toBe(404);
    expect((await get(otherTrader, `/api/trades/purchases/${trade.id}`)).statusCode).toBe(404);
    expect((await get(otherTrader, `/api/trades/sales/${trade.id}`)).statusCode).toBe(404);
    // The buyer's trade is not among its sales; nor is an id that does not exist.
    expect((await get(parties.buyer, `/api/trades/sales/${trade.id}`)).statusCode).toBe(404);
    expect((await get(parties.buyer, '/api/trades/purchases/2147483647')).statusCode).toBe(404);
    expect((await get(parties.seller, `/api/trades/purchases/${trade.id}`)).statusCode).toBe(403);
    expect((await get({ user: await createUser(t.context, 'Admin') }, `/api/trades/sales/${trade.id}`)).statusCode).toBe(403);
    // A malformed id is a page that does not exist (spec 002 §2).
    expect((await get(parties.seller, '/api/trades/sales/abc')).statusCode).toBe(404);
  });

  it('serves an agent its verified client’s sale, naming the client, and nothing once the authority is revoked', async () => {
    const agentOrganisation = await createOrganisation(t.context, { type: 'agent' });
    const agent = { user: await createUser(t.context, 'Agent', { organisationId: agentOrganisation.id }) };
    const { trade, parties, sellerInvoice } = await invoicedTrade(t.context, { values: { agentOrganisationId: agentOrganisation.id } });
    const [authority] = await t.context.db
      .insert(agentAuthorisations)
      .values({ agentOrganisationId: agentOrganisation.id, growerOrganisationId: parties.seller.organisation.id, verified: true })
      .returning();
    const page = await get(agent, `/api/trades/client-sales/${trade.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      client: { id: parties.seller.organisation.id },
      invoices: [{ number: sellerInvoice.formattedNumber }],
      documents: [{ path: `contract-note/${trade.id}/seller` }],
    });
    const { agentAuthorisations: table } = await import('../../../db/schema/organisations.ts');
    const { eq } = await import('drizzle-orm');
    await t.context.db
      .update(table)
      .set({ revokedAt: new Date() })
      .where(eq(table.id, authority?.id ?? 0));
    expect((await get(agent, `/api/trades/client-sales/${trade.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/trades/:view/download', () => {
  it('as CSV holds exactly the organisation’s trades of the view the filter selects, in the list’s order, with its invoice', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    const made = [];
    for (let index = 0; index < 3; index += 1) {
      made.push(
        await insertTrade(t.context, ref, parties, {
          price: (301 + index).toFixed(2),
          quantity: `${10 + index}.000`,
          createdAt: new Date(Date.UTC(2026, 9, 31 - index, 20)),
        }),
      );
    }
    const cancelled = await insertTrade(t.context, ref, parties, { status: 'cancelled', price: '299.00' });
    // Another organisation's sale, and the buyer's side of these: neither is the seller's.
    await insertTrade(t.context, ref, { buyer: parties.buyer, seller: await seller(t.context) }, { price: '305.00' });
    const { trade: invoiced, sellerInvoice } = await invoicedTrade(t.context);

    const response = await get(
      parties.seller,
      '/api/trades/sales/download?sort=price&direction=asc&status=awaiting_grain&pageSize=10&page=2',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sales.csv"');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    // Every page, in the list's order; the cancelled trade is filtered out.
    expect(rows.map((row) => row['Trade ID'])).toEqual(made.map((trade) => trade.formattedId));
    expect(rows.map((row) => row['Trade ID'])).not.toContain(cancelled.formattedId);
    expect(rows[0]).toMatchObject({
      // 20:00 UTC on 31 October is 1 November in Sydney.
      Date: '2026-11-01',
      Market: 'CGX',
      Side: 'Sold',
      Commodity: ref.wheat.name,
      Grade: 'APW1',
      Location: `Moree, ${ref.moree.state}`,
      'Quantity (mt)': '10.000',
      'Price ($/mt)': '301.00',
      'Value ($, excl. GST)': '3010.00',
      Status: 'Awaiting Grain',
      Settlement: 'Awaiting title transfer',
    });
    expect(Object.keys(rows[0] ?? {})).not.toContain('Client');
    expect(response.body).not.toContain(parties.buyer.organisation.tradingName);

    const buyerRows = parse((await get(parties.buyer, '/api/trades/purchases/download')).body, { columns: true }) as Record<
      string,
      string
    >[];
    expect(buyerRows).toHaveLength(5);
    expect(buyerRows.every((row) => row.Side === 'Bought')).toBe(true);

    const invoicedRows = parse((await get(await sellerOf(invoiced.sellerOrganisationId), '/api/trades/sales/download')).body, {
      columns: true,
    }) as Record<string, string>[];
    expect(invoicedRows).toMatchObject([
      { 'Trade ID': invoiced.formattedId, Invoice: sellerInvoice.formattedNumber, 'Invoice amount ($)': sellerInvoice.total },
    ]);
  });

  it('as Excel holds the same rows, quantities and prices as numbers', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    const trade = await insertTrade(t.context, ref, parties, { price: '288.50', quantity: '42.250' });
    const response = await get(parties.buyer, '/api/trades/purchases/download?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="purchases.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Trades');
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const first = (sheet?.getRow(2).values as unknown[]).slice(1);
    expect(first[header.indexOf('Trade ID')]).toBe(trade.formattedId);
    expect(first[header.indexOf('Quantity (mt)')]).toBe(42.25);
    expect(first[header.indexOf('Price ($/mt)')]).toBe(288.5);
    expect(sheet?.rowCount).toBe(2);
  });

  it('answers 401 signed out, 403 to a role the view is not for, 400 on the field for a bad format or filter', async () => {
    expect((await get(undefined, '/api/trades/sales/download')).statusCode).toBe(401);
    const grower = await seller(t.context);
    expect((await get(grower, '/api/trades/purchases/download')).statusCode).toBe(403);
    expect((await get({ user: await createUser(t.context, 'Analyst') }, '/api/trades/sales/download')).statusCode).toBe(403);
    for (const [query, field] of [
      ['format=pdf', 'format'],
      ['status=paid', 'status'],
      ['sort=buyer', 'sort'],
    ]) {
      const response = await get(grower, `/api/trades/sales/download?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
  });
});

/** A user of the organisation, to call as it. */
async function sellerOf(organisationId: number) {
  return { user: await createUser(t.context, 'Grower', { organisationId }) };
}
