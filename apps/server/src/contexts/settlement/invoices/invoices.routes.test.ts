import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, trades } from '../../../db/schema/market.ts';
import { messages } from '../../../db/schema/messages.ts';
import { agentAuthorisations } from '../../../db/schema/organisations.ts';
import { buyerPayments, invoiceLedgerEntries, invoices } from '../../../db/schema/settlement.ts';
import { jobs } from '../../../db/schema/platform.ts';
import { ATTACHMENT_KINDS } from '../../../composition/attachments.ts';
import { deliverMessage } from '../../../platform/messages/deliver-message.ts';
import { bearerFor, createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, type MarketReference, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';
import { recordTitleTransfer } from '../settlement/title-transfer.service.ts';
import { notifyInvoiceUsers } from './invoice-messages.ts';
import { invoiceNotificationsJob } from './invoices.jobs.ts';
import { pdfText } from './pdf-text.ts';

const t = useTestApp();
type Party = Awaited<ReturnType<typeof seller>>;
type Who = { user: Party['user'] };
let ref: MarketReference;
let staff: Who;

beforeAll(async () => {
  ref = await marketReference(t.context);
  const exchange = await createOrganisation(t.context, { type: 'exchange', tradingName: 'Exchange Invoices Staff' });
  staff = { user: await createUser(t.context, 'Admin', { organisationId: exchange.id }) };
});

const get = async (who: Who | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { authorization: (await bearerFor(t.context, who.user)).authorization } : {} });

/** A trade between the parties whose title transfers on `transferredOn`: both invoices raised. */
async function invoicedTrade(
  parties: { buyer: Party; seller: Party },
  { transferredOn = '2030-06-03', ...values }: Parameters<typeof insertTrade>[3] & { transferredOn?: string } = {},
) {
  const trade = await insertTrade(t.context, ref, parties, values);
  const { invoices: raised } = await t.context.db.transaction((tx) =>
    recordTitleTransfer(tx, {
      tradeId: trade.id,
      source: 'acq',
      transferredOn,
      deliveredTonnes: '100.000',
      oil: null,
      admix: null,
      userId: null,
      at: new Date(`${transferredOn}T01:00:00Z`),
    }),
  );
  const [rcti, invoice] = raised;
  if (!rcti || !invoice) throw new Error('invoices not raised');
  return { trade, rcti, invoice };
}

/** The PDF with its deflated streams inflated, for pdfText (which reads what pdfkit writes uncompressed). */
function inflated(pdf: Buffer): Buffer {
  const raw = pdf.toString('latin1');
  return Buffer.from(
    raw.replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, body: string) => {
      try {
        return `stream\n${inflateSync(Buffer.from(body, 'latin1')).toString('latin1')}\nendstream`;
      } catch {
        return whole;
      }
    }),
    'latin1',
  );
}

async function pay(invoiceId: number, amount: string) {
  const [entry] = await t.context.db.select().from(invoiceLedgerEntries).where(eq(invoiceLedgerEntries.invoiceId, invoiceId));
  await t.context.db
    .insert(buyerPayments)
    .values({ invoiceId, amount, receivedOn: '2030-06-04', source: 'manual', ledgerEntryId: entry?.entryId ?? 0 });
}

describe('raising invoices', () => {
  it('e-mails each party its own invoice with the PDF attached, and tells them in the app', async () => {
    const parties = { buyer: await buyer(t.context, 'Mailed Buyer Pty Ltd'), seller: await seller(t.context, 'Mailed Seller Farms') };
    const { trade, rcti, invoice } = await invoicedTrade(parties);
    const sent = await t.context.db.select().from(messages).where(eq(messages.kind, 'invoice'));
    const toSeller = sent.find((message) => message.subject?.includes(rcti.formattedNumber));
    const toBuyer = sent.find((message) => message.subject?.includes(invoice.formattedNumber));
    expect(toSeller?.subject).toBe(`Recipient Created Tax Invoice ${rcti.formattedNumber} for trade ${trade.formattedId}`);
    expect(toSeller?.attachments).toEqual([
      { path: `invoice/${rcti.id}`, filename: `${rcti.formattedNumber} Recipient Created Tax Invoice.pdf`, contentType: 'application/pdf' },
    ]);
    expect(toBuyer?.attachments).toEqual([
      { path: `invoice/${invoice.id}`, filename: `${invoice.formattedNumber} Tax Invoice.pdf`, contentType: 'application/pdf' },
    ]);
    expect(toBuyer?.summary).toContain('Amount payable: $33,165.00 including GST');
    expect(`${toBuyer?.body}${toBuyer?.summary}`).not.toContain('Mailed Seller');

    // The notifications come from a job the raise enqueued (it needs the app's clock and sockets).
    const queued = await t.context.db.select().from(jobs).where(eq(jobs.name, invoiceNotificationsJob.id));
    const payload = queued.map((job) => job.payload).find((each) => (each as { invoiceIds: number[] }).invoiceIds.includes(invoice.id));
    expect(payload).toEqual({ invoiceIds: [rcti.id, invoice.id] });
    await notifyInvoiceUsers(t.context, t.context.db, invoiceNotificationsJob.payload.parse(payload).invoiceIds);
    const bell = await t.context.db.select().from(notifications).where(eq(notifications.userId, parties.buyer.user.id));
    expect(bell.map((row) => row.link)).toContain('/portal/invoices');
    expect(bell.map((row) => row.body)).toContain(
      `Invoice ${invoice.formattedNumber} for ${trade.formattedId}: $33,165.00 due 12 Jun 2030`,
    );
    const sellerBell = await t.context.db.select().from(notifications).where(eq(notifications.userId, parties.seller.user.id));
    expect(sellerBell.map((row) => row.body).join()).toContain(
      `${rcti.formattedNumber} for ${trade.formattedId}: $32,474.00 payable to you`,
    );

    // Delivered: the PDF rendered from the invoice and attached.
    await deliverMessage(t.context, ATTACHMENT_KINDS, { messageId: toSeller?.id ?? 0 });
    const email = t.sentEmails.at(-1);
    expect(email?.to).toEqual([parties.seller.user.email]);
    expect(email?.attachments?.[0]).toMatchObject({
      filename: `${rcti.formattedNumber} Recipient Created Tax Invoice.pdf`,
      contentType: 'application/pdf',
    });
    expect(pdfText(inflated(email?.attachments?.[0]?.content ?? Buffer.alloc(0)))).toContain('Recipient Created Tax Invoice');
  });
});

describe('GET /api/invoices', () => {
  it('answers 401 signed out and 403 to a role without invoices', async () => {
    expect((await get(null, '/api/invoices')).statusCode).toBe(401);
    const analystOrganisation = await createOrganisation(t.context, { type: 'analyst' });
    const analyst = { user: await createUser(t.context, 'Analyst', { organisationId: analystOrganisation.id }) };
    expect((await get(analyst, '/api/invoices')).statusCode).toBe(403);
  });

  it('gives the seller its RCTIs and the buyer its tax invoices, each with what is paid and where it stands', async () => {
    const parties = { buyer: await buyer(t.context, 'Paying Buyer Co'), seller: await seller(t.context, 'Paid Seller Farms') };
    const { trade, rcti, invoice } = await invoicedTrade(parties);
    const bought = await get(parties.buyer, '/api/invoices');
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toEqual({
      total: 1,
      page: 1,
      pageSize: 25,
      rows: [
        {
          id: invoice.id,
          number: invoice.formattedNumber,
          kind: 'buyer',
          tradeId: trade.id,
          tradeFormattedId: trade.formattedId,
          organisation: { id: parties.buyer.organisation.id, name: 'Paying Buyer Co' },
          issuedOn: '2030-06-03',
          dueDate: '2030-06-12',
          total: '33165.00',
          paid: '0.00',
          outstanding: '33165.00',
          status: 'issued',
          standing: 'Awaiting payment',
        },
      ],
    });
    expect(bought.body).not.toContain('Paid Seller');

    await pay(invoice.id, '1000.00');
    expect((await get(parties.buyer, '/api/invoices')).json().rows[0]).toMatchObject({
      paid: '1000.00',
      outstanding: '32165.00',
      standing: 'Part paid',
    });
    await pay(invoice.id, '32165.00');
    expect((await get(parties.buyer, '/api/invoices')).json().rows[0]).toMatchObject({ paid: '33165.00', standing: 'Paid' });

    const sold = await get(parties.seller, '/api/invoices');
    expect(sold.json().rows).toMatchObject([
      { id: rcti.id, kind: 'seller', total: '32474.00', paid: '0.00', standing: 'Awaiting payment' },
    ]);
    expect(sold.body).not.toContain('Paying Buyer');
    // Paid to the seller once the trade is settled.
    await t.context.db.update(trades).set({ status: 'settled' }).where(eq(trades.id, trade.id));
    expect((await get(parties.seller, '/api/invoices')).json().rows[0]).toMatchObject({ paid: '32474.00', standing: 'Paid' });
  });

  it('shows an overdue invoice as overdue, a void one as void', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    const late = await invoicedTrade(parties, { transferredOn: '2026-01-05' });
    const voided = await invoicedTrade(parties, { transferredOn: '2026-01-06' });
    await t.context.db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, voided.invoice.id));
    const rows = (await get(parties.buyer, '/api/invoices?sort=issuedOn&direction=asc')).json().rows;
    expect(rows.map((row: { standing: string }) => row.standing)).toEqual(['Overdue', 'Void']);
    expect(rows[0].id).toBe(late.invoice.id);
    expect(rows[1]).toMatchObject({ status: 'void', outstanding: '0.00' });
  });

  it('pages newest first, and filters by term and issue dates; a bad value is a 400 on its field', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    const made = [];
    for (const day of ['2030-07-01', '2030-07-02', '2030-07-03']) made.push(await invoicedTrade(parties, { transferredOn: day }));
    const first = (await get(parties.buyer, '/api/invoices?pageSize=10&page=1')).json();
    expect(first.total).toBe(3);
    expect(first.rows.map((row: { issuedOn: string }) => row.issuedOn)).toEqual(['2030-07-03', '2030-07-02', '2030-07-01']);
    const all = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = await get(parties.seller, `/api/invoices?pageSize=10&page=${page}&sort=number&direction=asc`);
      all.push(...response.json().rows);
    }
    expect(all.map((row: { id: number }) => row.id)).toEqual(made.map((each) => each.rcti.id));
    const byNumber = (await get(parties.buyer, `/api/invoices?term=${made[1]?.invoice.formattedNumber.toLowerCase()}`)).json();
    expect(byNumber.rows.map((row: { id: number }) => row.id)).toEqual([made[1]?.invoice.id]);
    const byTrade = (await get(parties.buyer, `/api/invoices?term=${made[2]?.trade.formattedId}`)).json();
    expect(byTrade.rows.map((row: { id: number }) => row.id)).toEqual([made[2]?.invoice.id]);
    const dated = (await get(parties.buyer, '/api/invoices?dateFrom=2030-07-02&dateTo=2030-07-02')).json();
    expect(dated.rows.map((row: { id: number }) => row.id)).toEqual([made[1]?.invoice.id]);
    const bad = await get(parties.buyer, '/api/invoices?pageSize=7&kind=agent&dateFrom=2030-07-03&dateTo=2030-07-01');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'pageSize']);
    const reversed = await get(parties.buyer, '/api/invoices?dateFrom=2030-07-03&dateTo=2030-07-01');
    expect(reversed.json().errors).toEqual({ dateTo: ['Must be on or after the start date'] });
  });

  it('shows an agent its verified clients’ RCTIs naming the client, never the buyer’s invoice', async () => {
    const agentOrganisation = await createOrganisation(t.context, { type: 'agent', tradingName: 'Invoice Agent Co' });
    const agent = { user: await createUser(t.context, 'Agent', { organisationId: agentOrganisation.id }) };
    const verified = await seller(t.context, 'Verified Invoice Client');
    const revoked = await seller(t.context, 'Revoked Invoice Client');
    await t.context.db.insert(agentAuthorisations).values([
      { agentOrganisationId: agentOrganisation.id, growerOrganisationId: verified.organisation.id, verified: true },
      { agentOrganisationId: agentOrganisation.id, growerOrganisationId: revoked.organisation.id, verified: true, revokedAt: new Date() },
    ]);
    const trader = await buyer(t.context, 'Hidden Invoice Buyer');
    const mine = await invoicedTrade({ buyer: trader, seller: verified }, { agentOrganisationId: agentOrganisation.id });
    const theirs = await invoicedTrade({ buyer: trader, seller: revoked }, { agentOrganisationId: agentOrganisation.id });
    const response = await get(agent, '/api/invoices');
    expect(response.json()).toMatchObject({
      total: 1,
      rows: [{ id: mine.rcti.id, kind: 'seller', organisation: { name: 'Verified Invoice Client' } }],
    });
    expect(response.body).not.toContain('Hidden Invoice Buyer');
    expect((await get(agent, `/api/invoices/${mine.rcti.id}/pdf`)).statusCode).toBe(200);
    expect((await get(agent, `/api/invoices/${mine.invoice.id}/pdf`)).statusCode).toBe(404);
    expect((await get(agent, `/api/invoices/${theirs.rcti.id}/pdf`)).statusCode).toBe(404);
  });

  it('shows staff every invoice with the party’s name', async () => {
    const parties = { buyer: await buyer(t.context, 'Staff Sees Buyer'), seller: await seller(t.context, 'Staff Sees Seller') };
    const { trade } = await invoicedTrade(parties);
    const response = await get(staff, `/api/invoices?term=${trade.formattedId}&sort=number&direction=asc`);
    expect(response.statusCode).toBe(200);
    expect(response.json().rows.map((row: { kind: string; organisation: { name: string } }) => [row.kind, row.organisation.name])).toEqual([
      ['buyer', 'Staff Sees Buyer'],
      ['seller', 'Staff Sees Seller'],
    ]);
  });
});

describe('GET /api/invoices/:invoiceId/pdf', () => {
  it('gives the invoice’s organisation its PDF; another organisation gets 404, signed out 401', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    const { rcti, invoice } = await invoicedTrade(parties);
    expect((await get(null, `/api/invoices/${rcti.id}/pdf`)).statusCode).toBe(401);
    const response = await get(parties.seller, `/api/invoices/${rcti.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${rcti.formattedNumber} Recipient Created Tax Invoice.pdf"; filename*=UTF-8''${encodeURIComponent(`${rcti.formattedNumber} Recipient Created Tax Invoice.pdf`)}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The seller may not read the buyer's invoice, nor the buyer the RCTI, nor a stranger either.
    expect((await get(parties.seller, `/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(404);
    expect((await get(parties.buyer, `/api/invoices/${rcti.id}/pdf`)).statusCode).toBe(404);
    expect((await get(await seller(t.context), `/api/invoices/${rcti.id}/pdf`)).statusCode).toBe(404);
    expect((await get(parties.buyer, '/api/invoices/99999999/pdf')).statusCode).toBe(404);
    expect((await get(parties.buyer, '/api/invoices/abc/pdf')).statusCode).toBe(404);
    expect((await get(staff, `/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(200);
  });

  it('downloads an e-mail’s invoice attachment for the same people as the PDF, and 404 for anyone else', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    const { rcti } = await invoicedTrade(parties);
    const attachment = (path: string) => `/api/attachments/download?path=${encodeURIComponent(path)}`;
    const response = await get(parties.seller, attachment(`invoice/${rcti.id}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`${rcti.formattedNumber} Recipient Created Tax Invoice.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(parties.buyer, attachment(`invoice/${rcti.id}`))).statusCode).toBe(404);
    expect((await get(staff, attachment(`invoice/${rcti.id}`))).statusCode).toBe(200);
    expect((await get(parties.seller, attachment('invoice/99999999999'))).statusCode).toBe(400);
  });

  it('reads as a Recipient Created Tax Invoice, stamped void once voided and paid once paid', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    const { rcti, invoice } = await invoicedTrade(parties);
    const textOf = async (who: Who, invoiceId: number) => pdfText(inflated((await get(who, `/api/invoices/${invoiceId}/pdf`)).rawPayload));
    const issued = await textOf(parties.seller, rcti.id);
    expect(issued).toContain('Recipient Created Tax Invoice');
    expect(issued).toContain(rcti.formattedNumber);
    expect(issued).not.toContain('VOID');
    await pay(invoice.id, '33165.00');
    expect(await textOf(parties.buyer, invoice.id)).toContain('PAID');
    await t.context.db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, rcti.id));
    expect(await textOf(parties.seller, rcti.id)).toContain('VOID: this invoice has been cancelled and will not be paid');
  });
});

describe('GET /api/back-office/trades/:tradeId/invoices', () => {
  it('gives staff both invoices of a trade, voided ones too, with paid and outstanding', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    const { trade, rcti, invoice } = await invoicedTrade(parties);
    await pay(invoice.id, '165.00');
    expect((await get(null, `/api/back-office/trades/${trade.id}/invoices`)).statusCode).toBe(401);
    expect((await get(parties.buyer, `/api/back-office/trades/${trade.id}/invoices`)).statusCode).toBe(403);
    const response = await get(staff, `/api/back-office/trades/${trade.id}/invoices`);
    expect(response.statusCode).toBe(200);
    expect(response.json().invoices).toMatchObject([
      { id: rcti.id, kind: 'seller', total: '32474.00', paid: '0.00', outstanding: '32474.00', status: 'issued' },
      { id: invoice.id, kind: 'buyer', total: '33165.00', paid: '165.00', outstanding: '33000.00', standing: 'Part paid' },
    ]);
    await t.context.db.update(invoices).set({ status: 'void' }).where(eq(invoices.tradeId, trade.id));
    const after = (await get(staff, `/api/back-office/trades/${trade.id}/invoices`)).json().invoices;
    expect(after.map((row: { standing: string }) => row.standing)).toEqual(['Void', 'Void']);
    expect((await get(staff, '/api/back-office/trades/99999999/invoices')).statusCode).toBe(404);
  });
});
