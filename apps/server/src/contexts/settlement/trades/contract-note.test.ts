import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trades } from '../../../db/schema/market.ts';
import { varieties } from '../../../db/schema/reference.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { pdfText } from '../invoices/pdf-text.ts';
import { useTradingFixtures } from '../../trading/orders/orders.fixtures.ts';
import { type ContractNote, contractNoteRows, loadContractNote, renderContractNotePdf } from './contract-note.ts';

const t = useTestApp();
const { ref, setMarket, trader, grower, bidAt, offer } = useTradingFixtures(t);

/** A trade made on the market from a grower's offer with a variety, special terms and a chemical treatment declared. */
async function marketTrade() {
  await setMarket('open');
  try {
    const buyer = await trader();
    const seller = await grower('200');
    expect((await bidAt(buyer, { price: '331.00', quantity: '60' })).statusCode).toBe(201);
    const [scepter] = await t.context.db
      .select({ id: varieties.id })
      .from(varieties)
      .where(and(eq(varieties.seasonId, ref.seasonId), eq(varieties.code, 'SCEP')));
    const sold = await offer(seller, '325.00', '60', {
      varietyIds: [scepter?.id ?? 0],
      termsAndConditions: ['Split loads accepted', 'Grower to load'],
      chemicalDeclaration: false,
      chemicalTreatment: 'K-Obiol',
      chemicalRate: '2 L/t',
      chemicalApplicationDate: '2026-11-01',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const [trade] = sold.json().trades as { tradeId: number; formattedId: string }[];
    if (!trade) throw new Error('no trade');
    return trade;
  } finally {
    await setMarket(null);
  }
}

const noteText = async (note: ContractNote, side: 'buyer' | 'seller') =>
  pdfText(await renderContractNotePdf(note, side, { compress: false }));

describe('contract notes', () => {
  it('date the trade by its day in Sydney: 7:55 am AEDT on 28 Nov 2026 is 28 Nov on both notes, not the UTC 27th', async () => {
    const trade = await marketTrade();
    await t.context.db
      .update(trades)
      .set({ createdAt: new Date('2026-11-27T20:55:00Z') })
      .where(eq(trades.id, trade.tradeId));
    const note = await loadContractNote(t.context.db, trade.tradeId);
    if (!note) throw new Error('no note');
    for (const side of ['buyer', 'seller'] as const) {
      const text = await noteText(note, side);
      expect(text).toContain('Date 28 Nov 2026');
      expect(text).not.toContain('2026-11-27');
    }
  });

  it('state what was agreed on both sides: variety, chemical declaration, special terms, payment terms, each side’s fees and the place', async () => {
    const trade = await marketTrade();
    const note = await loadContractNote(t.context.db, trade.tradeId);
    if (!note) throw new Error('no note');
    const [buyerText, sellerText] = await Promise.all([noteText(note, 'buyer'), noteText(note, 'seller')]);
    for (const text of [buyerText, sellerText]) {
      expect(text).toContain(`Contract note ${trade.formattedId}`);
      expect(text).toContain('Variety Scepter');
      expect(text).toContain('Chemical declaration Disagree: K-Obiol, 2 L/t, applied 01 Nov 2026');
      expect(text).toContain('Special terms Split loads accepted; Grower to load');
      expect(text).toContain('Payment terms Within 7 business days');
      // The demo fees (composition/seed/reference/levies.data.ts): $1.50/mt each side, and the seller's Clear Settle fee.
      expect(text).toContain('Buyer’s fees Exchange fee $1.50/mt + GST, per tonne invoiced');
      expect(text).toContain('Seller’s fees Exchange fee $1.50/mt + GST; Clear Settle fee $0.50/mt + GST, per tonne invoiced');
      expect(text).toMatch(/Location Moree \([^)]+\), NSW, port zone [^,]+ \(port [^)]+\)/);
      expect(text).toContain('Quantity 60 mt (tolerance 57 to 63 mt)');
      expect(text).toContain('Price $331.00/mt');
      expect(text).toContain('Value $19,860.00 excluding GST, fees and levies');
      expect(text).toContain('Counterparty Anonymous, through the exchange');
    }
    expect(buyerText).toContain('You Bought');
    expect(sellerText).toContain('You Sold');
    // The counterparty stays anonymous: neither note names an organisation.
    expect(buyerText).not.toContain(note.trade.seller.name);
    expect(sellerText).not.toContain(note.trade.buyer.name);
  });

  it('answers null for a trade that does not exist', async () => {
    expect(await loadContractNote(t.context.db, 99_999_999)).toBeNull();
  });
});

/** An igrainX trade's note, without a database: the place rows and the insurance. */
function igrainNote(place: NonNullable<ContractNote['trade']['place']>, pricingPoint: string): ContractNote {
  return {
    trade: {
      id: 1,
      formattedId: 'IGX-000001',
      market: 'igrainx',
      status: 'awaiting_grain',
      seller: { id: 1, name: 'Seller Pty Ltd', abn: null, state: null, orderedBy: null },
      sellerNgr: null,
      buyer: { id: 2, name: 'Buyer Pty Ltd', abn: null, state: null, orderedBy: null },
      agent: null,
      season: { id: 1, name: '2026/27' },
      commodity: { id: 1, name: 'Wheat' },
      grade: null,
      deliveryPeriod: { id: 1, name: 'Dec 2026' },
      location: 'Dubbo, NSW',
      pricingPoint,
      quantity: '1250.000',
      price: '312.345',
      portEquiv: null,
      paymentTerms: '30 days EOW',
      paymentDueDate: '2027-01-15',
      createdAt: '2026-06-30T23:30:00.000Z',
      bidGroupId: 1,
      bidLineId: 1,
      offerId: 1,
      restingSide: 'offer',
      site: null,
      place,
      variety: null,
      chemicalDeclaration: true,
      chemicalTreatment: null,
      chemicalRate: null,
      chemicalApplicationDate: null,
      termsAndConditions: [],
      quality: [{ name: 'Protein', unit: '%', value: '11.5' }],
      updatedAt: '2026-06-30T23:30:00.000Z',
      documents: [],
      recordedBy: null,
    },
    fees: { buyer: [], seller: [{ name: 'Exchange fee', amountPerTonne: '1.5', gstApplicable: false }] },
  };
}

describe('contractNoteRows', () => {
  const none = { nearestTown: null, direction: null, distanceRange: null, address: null, deliveredSite: null };

  it('words an igrainX place as the offer gave it, with the insurance and the money formatted one way', () => {
    const rows = new Map(
      contractNoteRows(igrainNote({ ...none, nearestTown: 'Dubbo, NSW', direction: 'NE', distanceRange: '5-10 km' }, 'Ex Farm'), 'seller'),
    );
    expect(rows.get('Date')).toBe('01 Jul 2026');
    expect(rows.get('Pricing point')).toBe('Ex Farm');
    expect(rows.get('Location')).toBe('5-10 km NE of Dubbo, NSW');
    expect(rows.get('Grade')).toBe('By quality parameters');
    expect(rows.get('Quality')).toBe('Protein 11.5 %');
    expect(rows.get('Variety')).toBe('Not stated');
    expect(rows.get('Chemical declaration')).toBe('Agree');
    expect(rows.get('Special terms')).toBe('None');
    expect(rows.get('Quantity')).toBe('1,250 mt (tolerance 1,230 to 1,270 mt)');
    expect(rows.get('Price')).toBe('$312.35/mt');
    expect(rows.get('Payment terms')).toBe('30 days EOW, due 15 Jan 2027');
    expect(rows.get('Buyer’s fees')).toBe('No exchange fee, per tonne invoiced');
    expect(rows.get('Seller’s fees')).toMatch(/^Exchange fee \$1\.50\/mt, per tonne invoiced/);
    expect(rows.get('Insurance')).toBe('Counterparty insurance covers 90% of the value: $351,388.13');
  });

  it('names the delivered site, or the address, when the offer gave one', () => {
    const delivered = new Map(contractNoteRows(igrainNote({ ...none, deliveredSite: 'Manildra Flour Mill' }, 'Delivered'), 'buyer'));
    expect(delivered.get('Delivered site')).toBe('Manildra Flour Mill');
    const exact = new Map(contractNoteRows(igrainNote({ ...none, address: '12 Mitchell Hwy, Dubbo' }, 'Free on Truck'), 'buyer'));
    expect(exact.get('Location')).toBe('12 Mitchell Hwy, Dubbo');
  });
});
