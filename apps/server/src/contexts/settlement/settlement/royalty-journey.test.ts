import type { TAcqFileUploaded } from '@cgx/domain/acq-files.schemas';
import { dec, money } from '@cgx/domain/decimal';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerLines } from '../../../db/schema/ledger.ts';
import { holdings, markets, trades } from '../../../db/schema/market.ts';
import { invoices } from '../../../db/schema/settlement.ts';
import { varieties } from '../../../db/schema/reference.ts';
import { addNgr, bearerFor, createUser, passwordTokenFor } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { documentAsItStands } from '../invoices/invoices.service.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { pdfText } from '../invoices/pdf-text.ts';
import { buyer, marketReference, type MarketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';

/**
 * Issue 24 item 13: a trade the market makes from an offer placed as the offer form places it
 * (POST /api/offers) with a variety that carries an end-point royalty, through an ACQ file to both
 * invoices: the seller's RCTI withholds the royalty and its GST, the net is right to the cent, and
 * the ledger balances with the royalty and its GST owed to the royalty's recipient.
 */

const t = useTestApp();
let ref: MarketReference;
let rockstar: typeof varieties.$inferSelect;

beforeAll(async () => {
  ref = await marketReference(t.context);
  await t.context.db.update(markets).set({ forcedStatus: 'open' });
  // APW1 wheat's variety with a royalty: $3.50/mt, paid to InterGrain (demo reference data).
  const [row] = await t.context.db
    .select()
    .from(varieties)
    .where(and(eq(varieties.seasonId, ref.season.id), eq(varieties.code, 'RKST')));
  if (!row) throw new Error('no Rockstar variety');
  rockstar = row;
});

async function signedIn(user: Awaited<ReturnType<typeof seller>>['user']) {
  const session = await bearerFor(t.context, user);
  return { authorization: session.authorization, passwordToken: await passwordTokenFor(t.app, session.authorization) };
}

describe('an end-point royalty from the offer form to both invoices', () => {
  it('withholds the variety’s royalty plus GST from the seller of a market-made trade raised by an ACQ file; the ledger balances', async () => {
    const db = t.context.db;
    const growerParty = await seller(t.context, 'Royalty Grower Pty Ltd');
    const traderParty = await buyer(t.context, 'Royalty Buyer Pty Ltd');
    const ngr = '24013013';
    await addNgr(t.context, growerParty.organisation.id, ngr);
    const [holding] = await db
      .insert(holdings)
      .values({
        organisationId: growerParty.organisation.id,
        ngr,
        siteId: ref.moree.id,
        seasonId: ref.season.id,
        commodityId: ref.wheat.id,
        gradeId: ref.apw1.id,
        quantity: '100',
      })
      .returning();
    const grower = await signedIn(growerParty.user);
    const trader = await signedIn(traderParty.user);
    const terms = { market: 'cgx', seasonId: ref.season.id, commodityId: ref.wheat.id, deliveryPeriodId: ref.period.id, quantity: '100' };

    const bid = await t.app.inject({
      method: 'POST',
      url: '/api/bids',
      headers: { authorization: trader.authorization },
      payload: {
        ...terms,
        passwordToken: trader.passwordToken,
        bidsAttributes: [{ gradeId: ref.apw1.id, siteId: ref.moree.id, price: '300.00' }],
      },
    });
    expect(bid.statusCode).toBe(201);
    // The offer as the offer form sends it: the variety chosen from the season and commodity's list.
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: { authorization: grower.authorization },
      payload: {
        ...terms,
        passwordToken: grower.passwordToken,
        gradeId: ref.apw1.id,
        holdingId: holding?.id,
        price: '300.00',
        chemicalDeclaration: true,
        varietyIds: [rockstar.id],
      },
    });
    expect(offer.statusCode).toBe(201);
    const [made] = offer.json().trades;
    expect(made).toMatchObject({ quantity: '100.000', price: '300.00' });

    const staff = await bearerFor(t.context, await createUser(t.context, 'CGX Sales'));
    const acq = [
      'Ticket number,Trade id,NGR,Site code,Commodity code,Grade code,Net tonnes,Title transfer date,Oil (%),Admix (%)',
      `RTY-1,${made.formattedId},${ngr},Moree,WHT,APW1,100.000,20/11/2026,,`,
    ].join('\n');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/back-office/settlements/acq-files',
      query: { storageProviderOrganisationId: String(ref.moree.storageProviderId), fileName: 'royalty.csv' },
      headers: { authorization: staff.authorization, 'content-type': 'text/csv' },
      payload: acq,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json<TAcqFileUploaded>().file).toMatchObject({ matchedRows: 1 });

    // 100 t of APW1 wheat at $300.00/mt, at Moree (NSW); the seller is registered for GST:
    //   grain value 100 × 300.00 = 30,000.00, its GST 3,000.00;
    //   grains levy 1.02% × 300.00 × 100 = 306.00 (no GST);
    //   Rockstar's royalty 3.50 × 100 = 350.00, its GST 35.00;
    //   exchange fee 1.50 × 100 = 150.00 and Clear Settle fee 0.50 × 100 = 50.00, their GST 20.00;
    //   net = 30,000.00 + 3,000.00 − 306.00 − 350.00 − 35.00 − 150.00 − 50.00 − 20.00 = 32,089.00.
    // The buyer: 30,000.00 + fee 150.00 + GST (3,000.00 + 15.00) = 33,165.00.
    const [trade] = await db.select().from(trades).where(eq(trades.formattedId, made.formattedId));
    if (!trade) throw new Error('no trade');
    expect(trade.status).toBe('awaiting_payment');
    const raised = await db.select().from(invoices).where(eq(invoices.tradeId, trade.id));
    const rcti = raised.find((invoice) => invoice.kind === 'seller');
    const tax = raised.find((invoice) => invoice.kind === 'buyer');
    if (!rcti || !tax) throw new Error('invoices not raised');
    expect(rcti.total).toBe('32089.00');
    expect(tax.total).toBe('33165.00');

    const sellerDoc = await documentAsItStands(db, { ...rcti, paid: '0.00' }, '2026-11-20');
    const royalty = sellerDoc.settlement.seller.withheld.find((line) => line.kind === 'royalty');
    expect(royalty).toMatchObject({ label: 'End-point royalty: Rockstar', amount: '350.00', taxable: true });
    expect(sellerDoc.settlement.seller).toMatchObject({ royaltyGst: '35.00', withheldGst: '55.00', totalWithheld: '911.00' });
    const rctiText = pdfText(await renderInvoicePdf(sellerDoc, { compress: false }));
    expect(rctiText).toContain('End-point royalty: Rockstar');
    expect(rctiText).toContain('GST on the end-point royalty (10%) $35.00');
    expect(rctiText).toContain('Net payable to you $32,089.00');
    const buyerDoc = await documentAsItStands(db, { ...tax, paid: '0.00' }, '2026-11-20');
    expect(buyerDoc.settlement.buyer.lines.map((line) => line.kind)).toEqual(['grain_value', 'fee']);

    // Every entry balances; the seller is owed the net, the royalty's recipient the royalty and its GST.
    const lines = await db
      .select({ entryId: ledgerLines.entryId, account: ledgerLines.account, amount: ledgerLines.amount })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(eq(ledgerEntries.tradeId, trade.id));
    const total = (pick: (line: (typeof lines)[number]) => boolean) =>
      money(lines.filter(pick).reduce((sum, line) => sum.plus(line.amount), dec(0)));
    for (const entryId of new Set(lines.map((line) => line.entryId))) expect(total((line) => line.entryId === entryId)).toBe('0.00');
    expect(total((line) => line.account === 'seller_payable')).toBe('-32089.00');
    expect(total((line) => line.account === 'royalty_payable')).toBe('-385.00');
    // The exchange owes GST on the fees only (buyer's 15.00, seller's 20.00): the royalty's GST is its recipient's.
    expect(total((line) => line.account === 'gst_payable')).toBe('-35.00');
    expect(total((line) => line.account === 'buyer_receivable')).toBe('33165.00');
    expect(total(() => true)).toBe('0.00');
  });
});
