import { describe, expect, it } from 'vitest';
import { LEGACY_TRADE_MESSAGES, ZLegacyTradeRow, abnInCell, legacyDate, legacyTradeStatus, parseSpreads } from './legacy-trades.schemas.ts';

/** A row as the file gives it: every cell text, empty optional cells left out (as the upload reads them). */
const row = (cells: Record<string, string> = {}) => ({
  reference: 'WC-2019-0001',
  type: 'cgx',
  tradeDate: '2019-11-04',
  season: '2019/20',
  commodity: 'Wheat',
  quantity: '120.5',
  price: '285.00',
  sellerType: 'Grower',
  sellerOrganisation: 'Paddock Farms',
  buyerOrganisation: '51 824 753 556',
  ...cells,
});

const problems = (cells: Record<string, string>) => {
  const parsed = ZLegacyTradeRow.safeParse(row(cells));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a legacy trade row', () => {
  it('reads a minimal row: empty cells null, no spreads, settled externally without invoices', () => {
    expect(ZLegacyTradeRow.parse(row())).toEqual({
      ...row(),
      deliveryPeriod: null,
      grade: null,
      site: null,
      shrunk: null,
      portEquiv: null,
      status: 'settled_externally',
      sellerInvoice: null,
      buyerInvoice: null,
      spreads: [],
      oil: null,
      admix: null,
      agentOrganisation: null,
      offerCreator: null,
      bidCreator: null,
      sellerUser: null,
      buyerUser: null,
      agentUser: null,
    });
  });

  it('reads every optional cell: Australian dates, status by code or label, spreads, users lower-cased', () => {
    const parsed = ZLegacyTradeRow.parse(
      row({
        tradeDate: '4/11/2019',
        status: 'Funds Received',
        sellerInvoice: 'INV-77',
        sellerType: 'trader',
        spreads: 'APW1:5.00; H2:-3',
        oil: '42.5',
        admix: '0',
        shrunk: '118.250',
        portEquiv: '310.40',
        sellerUser: 'Grower@Example.com',
      }),
    );
    expect(parsed).toMatchObject({
      tradeDate: '2019-11-04',
      status: 'funds_received',
      sellerType: 'Trader',
      spreads: [
        { gradeName: 'APW1', amount: '5.00' },
        { gradeName: 'H2', amount: '-3.00' },
      ],
      oil: '42.5',
      admix: '0',
      shrunk: '118.250',
      portEquiv: '310.40',
      sellerUser: 'grower@example.com',
    });
    expect(ZLegacyTradeRow.parse(row({ status: 'overdue_payment', buyerInvoice: 'B-1' })).status).toBe('overdue_payment');
  });

  it('names each wrong cell with the message a staff user can act on', () => {
    expect(problems({ reference: '', quantity: '0', price: '12.345', tradeDate: '2019-02-30' })).toEqual({
      reference: 'Required',
      quantity: LEGACY_TRADE_MESSAGES.quantity,
      price: LEGACY_TRADE_MESSAGES.price,
      tradeDate: LEGACY_TRADE_MESSAGES.date,
    });
    expect(problems({ quantity: '1.2345', price: '6000', oil: '60', admix: '26' })).toEqual({
      quantity: LEGACY_TRADE_MESSAGES.quantity,
      price: LEGACY_TRADE_MESSAGES.priceMax,
      oil: 'must be between 35 and 55',
      admix: 'must be between 0 and 25',
    });
    expect(problems({ quantity: '250000', status: 'paid', sellerType: 'Bank', spreads: 'APW1=5', sellerUser: 'nobody' })).toEqual({
      quantity: LEGACY_TRADE_MESSAGES.quantityMax,
      status: LEGACY_TRADE_MESSAGES.status,
      sellerType: LEGACY_TRADE_MESSAGES.sellerType,
      spreads: LEGACY_TRADE_MESSAGES.spreads,
      sellerUser: LEGACY_TRADE_MESSAGES.email,
    });
  });

  it('asks for the status when the trade has an invoice', () => {
    expect(problems({ sellerInvoice: 'INV-1' })).toEqual({ status: LEGACY_TRADE_MESSAGES.statusWithInvoices });
  });
});

describe('legacy trade helpers', () => {
  it('reads dates both ways and refuses impossible ones', () => {
    expect(legacyDate('2021-03-31')).toBe('2021-03-31');
    expect(legacyDate('31/03/2021')).toBe('2021-03-31');
    expect(legacyDate('1/3/2021')).toBe('2021-03-01');
    expect(legacyDate('31/02/2021')).toBeNull();
    expect(legacyDate('03-31-2021')).toBeNull();
  });

  it('reads spreads', () => {
    expect(parseSpreads('APW1:5.00;H2:-3.00;')).toEqual([
      { gradeName: 'APW1', amount: '5.00' },
      { gradeName: 'H2', amount: '-3.00' },
    ]);
    expect(parseSpreads('APW1 5')).toBeNull();
  });

  it('tells an ABN from a trading name', () => {
    expect(abnInCell('51 824 753 556')).toBe('51824753556');
    expect(abnInCell('Paddock Farms')).toBeNull();
  });

  it('shows a trade without invoices as settled externally (spec 002 §4)', () => {
    expect(legacyTradeStatus({ status: 'settled', sellerInvoice: null, buyerInvoice: null })).toBe('settled_externally');
    expect(legacyTradeStatus({ status: 'settled', sellerInvoice: 'S-1', buyerInvoice: null })).toBe('settled');
  });
});
