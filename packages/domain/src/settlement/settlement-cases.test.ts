import { describe, expect, it } from 'vitest';
import { publicHolidayDates } from '../calendar.ts';
import type { FarmGateLevyRule, FeeRule, RoyaltyRule, StatutoryLevyRule } from './charges.ts';
import { buyerDueDate, buyerDueDateFromColumns, deferredInterest, lateInterest } from './due-dates.ts';
import { NO_GST_STATEMENT, type SettlementInput, settle } from './invoices.ts';

/**
 * design §5 'Settlement arithmetic', worked by hand. Each case's comment is the working a reviewer
 * can repeat with a calculator: every line rounded half-up to the cent once (from the unrounded
 * product), GST = 10% of the sum of the taxable lines of its invoice (or invoice part), rounded once.
 */

const nationalGrainsLevy: FarmGateLevyRule = {
  name: 'National grains levy',
  ratePercentage: '1.02',
  farmGateDeductionPerTon: '0',
  gstApplicable: false,
  ngrOptIn: false,
};
const stateLevy: StatutoryLevyRule = { name: 'Grain Industry Fund (SA)', amountPerTonne: '0.30' };
const sellerFee: FeeRule = { name: 'CGX seller fee', amountPerTonne: '1.10', gstApplicable: true };
const buyerFee: FeeRule = { name: 'CGX buyer fee', amountPerTonne: '0.90', gstApplicable: true };

const base: SettlementInput = {
  quantity: '100',
  price: '350.00',
  deliveredTonnes: '98.500',
  quality: { canola: false },
  sellerGstRegistered: true,
  sellerNgrOptedIn: false,
  statutoryLevies: [],
  farmGateLevies: [],
  royalty: null,
  sellerFees: [],
  buyerFees: [],
};

const amounts = (lines: { label: string; amount: string; taxable: boolean }[]) =>
  lines.map((line) => [line.label, line.amount, line.taxable]);

describe('settlement cases worked by hand', () => {
  it('A. wheat, GST-registered seller, delivery within tolerance; a statutory levy, a farm-gate levy without GST, both fees', () => {
    // Q 100 t, T = min(5% × 100, 20) = 5 t, range 95-105; D 98.5 within → invoiced 98.5 t, clean 98.5 t.
    // Grain 350.00 × 98.5 = 34 475.00, taxable; its GST 10% = 3 447.50.
    // Statutory levy 0.30 × 98.5 = 29.55 (no GST). Farm-gate levy 1.02% × (350 − 0) × 98.5 = 351.645 → 351.65 (no GST).
    // Seller fee 1.10 × 98.5 = 108.35 (taxable) → withheld GST 10.835 → 10.84.
    // Withheld 29.55 + 351.65 + 108.35 = 489.55, + 10.84 = 500.39. Net 34 475.00 + 3 447.50 − 500.39 = 37 422.11.
    // Buyer: fee 0.90 × 98.5 = 88.65; taxable 34 475.00 + 88.65 = 34 563.65; GST 3 456.365 → 3 456.37; total 38 020.02.
    const result = settle({
      ...base,
      statutoryLevies: [stateLevy],
      farmGateLevies: [nationalGrainsLevy],
      sellerFees: [sellerFee],
      buyerFees: [buyerFee],
    });
    expect(result.tonnage).toMatchObject({ tolerance: '5.000', invoicedTonnes: '98.500', outcome: 'within', shortfall: false });
    expect(result.adjustedPrice).toBe('350.00');
    expect(result.cleanTonnes).toBe('98.500');
    expect(result.seller.grainValue).toEqual({
      kind: 'grain_value',
      label: 'Grain value: 98.5 t × $350.00/mt',
      amount: '34475.00',
      taxable: true,
    });
    expect(result.seller.grainGst).toBe('3447.50');
    expect(amounts(result.seller.withheld)).toEqual([
      ['Grain Industry Fund (SA)', '29.55', false],
      ['National grains levy', '351.65', false],
      ['CGX seller fee', '108.35', true],
    ]);
    expect(result.seller).toMatchObject({
      withheldSubtotal: '489.55',
      withheldGst: '10.84',
      totalWithheld: '500.39',
      netPayable: '37422.11',
      gstStatement: null,
    });
    expect(amounts(result.buyer.lines)).toEqual([
      ['Grain value: 98.5 t × $350.00/mt', '34475.00', true],
      ['CGX buyer fee', '88.65', true],
    ]);
    expect(result.buyer).toMatchObject({ subtotal: '34563.65', gst: '3456.37', total: '38020.02' });
  });

  it('B. barley, seller not registered for GST, delivery over tolerance; a farm-gate levy with GST and a deduction', () => {
    // Q 500 t, T = min(25, 20) = 20 t, range 480-520; D 530.24 > 520 → invoiced 520.000 t (10.240 t not invoiced).
    // Grain 298.40 × 520 = 155 168.00, not taxable (seller unregistered): GST 0.00 and the invoice says so.
    // Farm-gate levy 0.5% × (298.40 − 20.00) × 520 = 0.005 × 278.40 × 520 = 723.84 (GST applies).
    // Seller fee 1.25 × 520 = 650.00 (taxable). Withheld GST 10% × (723.84 + 650.00) = 137.384 → 137.38.
    // Withheld 1 373.84 + 137.38 = 1 511.22. Net 155 168.00 + 0 − 1 511.22 = 153 656.78.
    // Buyer: fee 0.75 × 520 = 390.00; only the fee is taxable: GST 39.00; total 155 168.00 + 390.00 + 39.00 = 155 597.00.
    const result = settle({
      ...base,
      quantity: '500',
      price: '298.40',
      deliveredTonnes: '530.24',
      sellerGstRegistered: false,
      farmGateLevies: [
        { name: 'Grower services levy', ratePercentage: '0.5', farmGateDeductionPerTon: '20.00', gstApplicable: true, ngrOptIn: false },
      ],
      sellerFees: [{ name: 'CGX seller fee', amountPerTonne: '1.25', gstApplicable: true }],
      buyerFees: [{ name: 'CGX buyer fee', amountPerTonne: '0.75', gstApplicable: true }],
    });
    expect(result.tonnage).toMatchObject({
      tolerance: '20.000',
      maxTonnes: '520.000',
      deliveredTonnes: '530.240',
      invoicedTonnes: '520.000',
      excessTonnes: '10.240',
      outcome: 'over',
      shortfall: false,
    });
    expect(result.seller.grainValue).toMatchObject({ amount: '155168.00', taxable: false });
    expect(result.seller.grainGst).toBe('0.00');
    expect(result.seller.gstStatement).toBe(NO_GST_STATEMENT);
    expect(amounts(result.seller.withheld)).toEqual([
      ['Grower services levy', '723.84', true],
      ['CGX seller fee', '650.00', true],
    ]);
    expect(result.seller).toMatchObject({
      withheldSubtotal: '1373.84',
      withheldGst: '137.38',
      totalWithheld: '1511.22',
      netPayable: '153656.78',
    });
    expect(result.buyer).toMatchObject({ subtotal: '155558.00', gst: '39.00', total: '155597.00' });
  });

  it('C. canola above 42% oil with admix, shortfall; farm-gate levy on the adjusted price, a variety royalty with GST', () => {
    // Q 200 t, T = 10 t, range 190-210; D 185.46 < 190 → shortfall, invoiced on D = 185.460 t.
    // Adjusted price 640.00 × (1 + 0.015 × (44.3 − 42)) = 640 × 1.0345 = 662.08.
    // Clean tonnes 185.460 × (1 − 0.018) = 182.12172 → 182.122.
    // Grain 662.08 × 182.122 = 120 579.33376 → 120 579.33; GST 12 057.933 → 12 057.93.
    // Farm-gate levy 1.02% × 662.08 × 182.122 = 1 229.909… → 1 229.91 (no GST).
    // Royalty 4.50 × 182.122 = 819.549 → 819.55, its GST 81.955 → 81.96. Seller fee 1.10 × 182.122 = 200.3342 → 200.33,
    // its GST 20.033 → 20.03. Withheld GST 81.96 + 20.03 = 101.99. Withheld 2 249.79 + 101.99 = 2 351.78.
    // Net 120 579.33 + 12 057.93 − 2 351.78 = 130 285.48.
    // Buyer: fee 0.90 × 182.122 = 163.9098 → 163.91; taxable 120 743.24; GST 12 074.324 → 12 074.32; total 132 817.56.
    const royalty: RoyaltyRule = { name: 'End-point royalty: HyTTec Trophy', amountPerTonne: '4.50' };
    const result = settle({
      ...base,
      quantity: '200',
      price: '640.00',
      deliveredTonnes: '185.46',
      quality: { canola: true, oilPercent: '44.3', admixPercent: '1.8' },
      farmGateLevies: [nationalGrainsLevy],
      royalty,
      sellerFees: [sellerFee],
      buyerFees: [buyerFee],
    });
    expect(result.tonnage).toMatchObject({
      tolerance: '10.000',
      minTonnes: '190.000',
      invoicedTonnes: '185.460',
      outcome: 'shortfall',
      shortfall: true,
    });
    expect(result.adjustedPrice).toBe('662.08');
    expect(result.cleanTonnes).toBe('182.122');
    expect(result.seller.grainValue.amount).toBe('120579.33');
    expect(result.seller.grainGst).toBe('12057.93');
    expect(amounts(result.seller.withheld)).toEqual([
      ['National grains levy', '1229.91', false],
      ['End-point royalty: HyTTec Trophy', '819.55', true],
      ['CGX seller fee', '200.33', true],
    ]);
    expect(result.seller).toMatchObject({
      withheldSubtotal: '2249.79',
      withheldGst: '101.99',
      royaltyGst: '81.96',
      totalWithheld: '2351.78',
      netPayable: '130285.48',
    });
    expect(result.buyer).toMatchObject({ subtotal: '120743.24', gst: '12074.32', total: '132817.56' });
  });

  it('D. canola below 42% oil, no admix, within tolerance, no charges', () => {
    // Q 50 t, T = 2.5 t, range 47.5-52.5; D 51 within. Price 700.00 × (1 + 0.015 × (40.5 − 42)) = 700 × 0.9775 = 684.25.
    // Clean 51.000 × (1 − 0) = 51.000. Grain 684.25 × 51 = 34 896.75; GST 3 489.675 → 3 489.68.
    // Nothing withheld: net 34 896.75 + 3 489.68 = 38 386.43; the buyer owes the same.
    const result = settle({
      ...base,
      quantity: '50',
      price: '700.00',
      deliveredTonnes: '51',
      quality: { canola: true, oilPercent: '40.5', admixPercent: '0' },
    });
    expect(result.tonnage).toMatchObject({ tolerance: '2.500', outcome: 'within', invoicedTonnes: '51.000' });
    expect(result.adjustedPrice).toBe('684.25');
    expect(result.cleanTonnes).toBe('51.000');
    expect(result.seller).toMatchObject({ grainGst: '3489.68', withheld: [], totalWithheld: '0.00', netPayable: '38386.43' });
    expect(result.buyer).toMatchObject({ subtotal: '34896.75', gst: '3489.68', total: '38386.43' });
  });

  describe('E. an NGR opt-in levy applies only to a seller who opted in', () => {
    // Q 100 t at 400.00, D 100. Opt-in levy 0.1% × 400 × 100 = 40.00 (no GST); a levy whose deduction
    // (450.00) exceeds the price charges 0.1% × max(0, 400 − 450) × 100 = 0.00.
    // Grain 40 000.00, GST 4 000.00. Opted in: net 44 000.00 − 40.00 = 43 960.00; not: 44 000.00.
    const optIn: FarmGateLevyRule = {
      name: 'Opt-in levy',
      ratePercentage: '0.1',
      farmGateDeductionPerTon: '0',
      gstApplicable: false,
      ngrOptIn: true,
    };
    const aboveFarmGate: FarmGateLevyRule = {
      name: 'Levy above the farm-gate value',
      ratePercentage: '0.1',
      farmGateDeductionPerTon: '450.00',
      gstApplicable: true,
      ngrOptIn: false,
    };
    const input = { ...base, price: '400.00', deliveredTonnes: '100', farmGateLevies: [optIn, aboveFarmGate] };
    it('opted in', () => {
      const { seller } = settle({ ...input, sellerNgrOptedIn: true });
      expect(amounts(seller.withheld)).toEqual([
        ['Opt-in levy', '40.00', false],
        ['Levy above the farm-gate value', '0.00', true],
      ]);
      expect(seller).toMatchObject({ withheldGst: '0.00', totalWithheld: '40.00', netPayable: '43960.00' });
    });
    it('not opted in', () => {
      const { seller } = settle({ ...input, sellerNgrOptedIn: false });
      expect(amounts(seller.withheld)).toEqual([['Levy above the farm-gate value', '0.00', true]]);
      expect(seller.netPayable).toBe('44000.00');
    });
  });

  it('F. GST is taken once per invoice, not per line', () => {
    // Q = D = 25 t (T 1.25). Grain 250.05 × 25 = 6 251.25; buyer fee 0.05 × 25 = 1.25.
    // Per line the GST would be 625.125 → 625.13 and 0.125 → 0.13, 625.26 in all; per invoice it is
    // 10% × (6 251.25 + 1.25) = 625.25. Buyer total 6 252.50 + 625.25 = 6 877.75.
    // The seller's grain GST alone: 625.125 → 625.13; seller fee 0.05 × 25 = 1.25, its GST 0.125 → 0.13;
    // net 6 251.25 + 625.13 − 1.25 − 0.13 = 6 875.00.
    const fee = (name: string): FeeRule => ({ name, amountPerTonne: '0.05', gstApplicable: true });
    const result = settle({
      ...base,
      quantity: '25',
      price: '250.05',
      deliveredTonnes: '25',
      sellerFees: [fee('Seller fee')],
      buyerFees: [fee('Buyer fee')],
    });
    expect(result.buyer).toMatchObject({ subtotal: '6252.50', gst: '625.25', total: '6877.75' });
    expect(result.seller).toMatchObject({ grainGst: '625.13', withheldGst: '0.13', totalWithheld: '1.38', netPayable: '6875.00' });
  });

  it('G. a fee without GST adds nothing to the withheld GST; a royalty always carries GST', () => {
    // Q = D = 30 t at 300.00: grain 9 000.00, GST 900.00. Fee 0.40 × 30 = 12.00 (no GST).
    // Royalty 3.333 × 30 = 99.99, its GST 9.999 → 10.00 (royalties are quoted GST-exclusive, design §5).
    // Withheld 111.99, GST 10.00, in all 121.99. Net 9 900.00 − 121.99 = 9 778.01.
    const result = settle({
      ...base,
      quantity: '30',
      price: '300.00',
      deliveredTonnes: '30',
      royalty: { name: 'Royalty', amountPerTonne: '3.333' },
      sellerFees: [{ name: 'Fee', amountPerTonne: '0.40', gstApplicable: false }],
    });
    expect(amounts(result.seller.withheld)).toEqual([
      ['Royalty', '99.99', true],
      ['Fee', '12.00', false],
    ]);
    expect(result.seller).toMatchObject({
      withheldSubtotal: '111.99',
      royaltyGst: '10.00',
      withheldGst: '10.00',
      totalWithheld: '121.99',
      netPayable: '9778.01',
    });
  });

  describe('H. an end-point royalty plus its GST, withheld from the seller (issue 24)', () => {
    const rockstar: RoyaltyRule = { name: 'End-point royalty: Rockstar', amountPerTonne: '3.50', payee: 7 };
    const fees: FeeRule[] = [
      { name: 'Exchange fee', amountPerTonne: '1.50', gstApplicable: true },
      { name: 'Clear Settle fee', amountPerTonne: '0.50', gstApplicable: true },
    ];
    const grainsLevy: FarmGateLevyRule = { ...nationalGrainsLevy, name: 'Grains levy', ratePercentage: '1.020' };

    it('wheat sold on the market, registered seller: the royalty, its GST, a levy and two fees', () => {
      // Q = D = 100 t of APW1 wheat at 300.00: grain 30 000.00, GST 3 000.00.
      // Grains levy 1.02% × 300.00 × 100 = 306.00 (no GST).
      // Royalty 3.50 × 100 = 350.00, its GST 35.00 (its owner's). Fees 1.50 × 100 = 150.00 and 0.50 × 100 = 50.00, their GST 20.00.
      // Withheld 306.00 + 350.00 + 150.00 + 50.00 = 856.00, GST 35.00 + 20.00 = 55.00, in all 911.00.
      // Net 30 000.00 + 3 000.00 − 911.00 = 32 089.00. Buyer: 30 000.00 + 150.00 + GST 3 015.00 = 33 165.00 (no royalty).
      const result = settle({
        ...base,
        price: '300.00',
        deliveredTonnes: '100',
        farmGateLevies: [grainsLevy],
        royalty: rockstar,
        sellerFees: fees,
        buyerFees: [{ name: 'Exchange fee', amountPerTonne: '1.50', gstApplicable: true }],
      });
      expect(result.seller.withheld).toContainEqual({
        kind: 'royalty',
        label: 'End-point royalty: Rockstar',
        amount: '350.00',
        taxable: true,
        payee: 7,
      });
      expect(result.seller).toMatchObject({
        grainGst: '3000.00',
        withheldSubtotal: '856.00',
        royaltyGst: '35.00',
        withheldGst: '55.00',
        totalWithheld: '911.00',
        netPayable: '32089.00',
      });
      expect(result.buyer).toMatchObject({ subtotal: '30150.00', gst: '3015.00', total: '33165.00' });
    });

    it('the royalty’s GST is rounded on its own, not with the exchange’s fees', () => {
      // Q = D = 10.01 t at 300.00: grain 3 003.00, GST 300.30.
      // Royalty 3.50 × 10.01 = 35.035 → 35.04, its GST 3.504 → 3.50. Fee 1.10 × 10.01 = 11.011 → 11.01, its GST 1.101 → 1.10.
      // Withheld GST 3.50 + 1.10 = 4.60 (one rounding of both would give 10% × 46.05 = 4.605 → 4.61).
      // Withheld 46.05 + 4.60 = 50.65. Net 3 003.00 + 300.30 − 50.65 = 3 252.65.
      const result = settle({
        ...base,
        quantity: '10.01',
        price: '300.00',
        deliveredTonnes: '10.01',
        royalty: rockstar,
        sellerFees: [sellerFee],
      });
      expect(amounts(result.seller.withheld)).toEqual([
        ['End-point royalty: Rockstar', '35.04', true],
        ['CGX seller fee', '11.01', true],
      ]);
      expect(result.seller).toMatchObject({
        withheldSubtotal: '46.05',
        royaltyGst: '3.50',
        withheldGst: '4.60',
        totalWithheld: '50.65',
        netPayable: '3252.65',
      });
    });

    it('a seller not registered for GST still pays the royalty’s GST; the grain carries none', () => {
      // Q = D = 42.5 t of barley at 280.00: grain 11 900.00, no GST (the seller is not registered).
      // Royalty 3.40 × 42.5 = 144.50, its GST 14.45: the owner charges it whether or not the seller is registered.
      // Nothing else withheld: 144.50 + 14.45 = 158.95. Net 11 900.00 − 158.95 = 11 741.05.
      const result = settle({
        ...base,
        quantity: '42.5',
        price: '280.00',
        deliveredTonnes: '42.5',
        sellerGstRegistered: false,
        royalty: { name: 'End-point royalty: Spartacus CL', amountPerTonne: '3.40' },
      });
      expect(result.seller).toMatchObject({
        grainGst: '0.00',
        gstStatement: NO_GST_STATEMENT,
        withheldSubtotal: '144.50',
        royaltyGst: '14.45',
        withheldGst: '14.45',
        totalWithheld: '158.95',
        netPayable: '11741.05',
      });
      expect(result.buyer).toMatchObject({ gst: '0.00', total: '11900.00' });
    });

    it('no variety royalty: no royalty line and no royalty GST', () => {
      const { seller } = settle({ ...base, price: '300.00', deliveredTonnes: '100' });
      expect(seller).toMatchObject({ withheld: [], royaltyGst: '0.00', withheldGst: '0.00', netPayable: '33000.00' });
    });
  });

  it('refuses canola without oil and admix, and nonsense quantities', () => {
    expect(() => settle({ ...base, quality: { canola: true, oilPercent: '', admixPercent: '' } })).toThrow(RangeError);
    expect(() => settle({ ...base, quantity: '0' })).toThrow(RangeError);
    expect(() => settle({ ...base, deliveredTonnes: '-1' })).toThrow(RangeError);
    expect(() => settle({ ...base, sellerFees: [{ name: 'Refund', amountPerTonne: '-1', gstApplicable: true }] })).toThrow(RangeError);
  });
});

/**
 * The state holidays a due date is counted with, as the server would pass them (the public_holidays
 * table). Written out so a reviewer can count days on a calendar; checked against calendar.ts below.
 */
const NSW = new Set([
  '2026-12-25', // Christmas Day (Friday)
  '2026-12-26', // Boxing Day (Saturday)
  '2026-12-28', // Boxing Day, additional day (Monday)
  '2027-01-01', // New Year's Day (Friday)
  '2027-01-26',
  '2027-03-26', // Good Friday
  '2027-03-27', // Easter Saturday
  '2027-03-28', // Easter Sunday
  '2027-03-29', // Easter Monday
  '2027-04-25', // Anzac Day (Sunday; no extra day in NSW)
  '2027-06-14', // King's Birthday (second Monday in June)
  '2027-10-04', // Labour Day
  '2027-12-25',
  '2027-12-26',
  '2027-12-27', // Christmas, additional day
  '2027-12-28', // Boxing Day, additional day
  '2028-01-01',
  '2028-01-03', // New Year's Day, additional day
  '2028-01-26',
  '2028-04-14',
  '2028-04-15',
  '2028-04-16',
  '2028-04-17',
  '2028-04-25',
  '2028-06-12',
]);
const WA = new Set([
  '2027-03-01', // Labour Day (first Monday in March)
  '2027-03-26', // Good Friday (no Easter Saturday in WA)
  '2027-03-28',
  '2027-03-29',
  '2027-04-25',
  '2027-04-26', // Anzac Day, additional day (WA gives one)
  '2027-06-07', // WA Day (first Monday in June)
  '2027-09-27', // King's Birthday (WA)
  '2027-12-25',
  '2027-12-26',
  '2027-12-27',
  '2027-12-28',
  '2028-01-01',
  '2028-01-03',
  '2028-01-26',
  '2028-03-06',
  '2028-04-14',
  '2028-04-16',
  '2028-04-17',
  '2028-04-25',
  '2028-06-05',
]);

describe('due dates worked by hand', () => {
  it('the holiday sets of these cases are the states’ real holidays', () => {
    const nsw = publicHolidayDates('NSW', [2026, 2027, 2028]);
    const wa = publicHolidayDates('WA', [2026, 2027, 2028]);
    for (const date of NSW) expect(nsw.has(date), date).toBe(true);
    for (const date of WA) expect(wa.has(date), date).toBe(true);
  });

  it.each([
    // 'Within 7 business days' = the 7th business day after title transfer.
    // Thu 25 Mar 2027, NSW, across Easter: Fri 26 and Mon 29 are holidays; Tue 30 (1), Wed 31 (2), Thu 1 Apr (3),
    // Fri 2 (4), Mon 5 (5), Tue 6 (6), Wed 7 Apr (7).
    ['7 business days across Easter 2027', 'default', null, '2027-03-25', NSW, '2027-04-07'],
    // Thu 24 Dec 2026, NSW: Fri 25 and Mon 28 (Boxing Day additional day) are holidays; Tue 29 (1), Wed 30 (2),
    // Thu 31 (3), Fri 1 Jan holiday, Mon 4 (4), Tue 5 (5), Wed 6 (6), Thu 7 Jan 2027 (7).
    ['7 business days across Christmas and New Year', 'default', null, '2026-12-24', NSW, '2027-01-07'],
    // Mon 31 May 2027 in WA: Tue 1 (1) … Fri 4 (4), Mon 7 June is WA Day, Tue 8 (5), Wed 9 (6), Thu 10 (7).
    ['7 business days across WA Day, in WA', 'default', null, '2027-05-31', WA, '2027-06-10'],
    // The same in NSW, where 7 June is a working day: Mon 7 (5), Tue 8 (6), Wed 9 June (7).
    ['7 business days, the same week in NSW', 'default', null, '2027-05-31', NSW, '2027-06-09'],
    // 'N days EOW': Wed 10 Mar 2027 → its week ends Sun 14 Mar; + 14 = Sun 28 Mar (Easter Sunday);
    // Mon 29 is Easter Monday → Tue 30 Mar.
    ['14 days EOW landing on Easter', 'eow', 14, '2027-03-10', NSW, '2027-03-30'],
    // Tue 1 Dec 2026 → Sun 6 Dec; + 21 = Sun 27 Dec; Mon 28 is Boxing Day's additional day → Tue 29 Dec.
    ['21 days EOW landing on Boxing Day', 'eow', 21, '2026-12-01', NSW, '2026-12-29'],
    // Sun 16 May 2027 is its own week's end; + 28 = Sun 13 June; Mon 14 is King's Birthday in NSW → Tue 15 June…
    ['28 days EOW landing on the NSW King’s Birthday', 'eow', 28, '2027-05-16', NSW, '2027-06-15'],
    // …but in WA Mon 14 June is a working day.
    ['28 days EOW, the same Monday in WA', 'eow', 28, '2027-05-16', WA, '2027-06-14'],
    // 'Deferred until July': the first business day on or after the next 1 July. 1 July 2027 is a Thursday.
    ['Deferred until July, in March', 'deferred', null, '2027-03-25', NSW, '2027-07-01'],
    // After 1 July 2027 the next is 1 July 2028, a Saturday → Mon 3 July 2028.
    ['Deferred until July, after July', 'deferred', null, '2027-08-10', WA, '2028-07-03'],
  ] as const)('%s', (_name, kind, days, titleTransfer, holidays, expected) => {
    expect(buyerDueDateFromColumns(kind, days, titleTransfer, holidays)).toBe(expected);
  });

  it('buyerDueDate takes the terms object as payment-terms.ts names them', () => {
    expect(buyerDueDate({ kind: 'business_days', days: 7 }, '2027-03-25', NSW)).toBe('2027-04-07');
    expect(buyerDueDate({ kind: 'eow', days: 14 }, '2027-03-10', NSW)).toBe('2027-03-30');
    expect(buyerDueDate({ kind: 'deferred_july' }, '2027-03-25', NSW)).toBe('2027-07-01');
  });
});

describe('interest worked by hand (actual/365, rounded once)', () => {
  it('deferred interest across Easter: grain value from the 7-business-day date to the deferred date', () => {
    // Title transfer Thu 25 Mar 2027 (NSW): the 7-business-day date is Wed 7 Apr (above); deferred to Thu 1 July 2027.
    // Days: 23 (7→30 Apr) + 31 (May) + 30 (June) + 1 = 85. 34 475.00 × 6.5% × 85 / 365 = 521.8476… → 521.85.
    expect(deferredInterest({ grainValue: '34475.00', annualRatePercent: '6.5', titleTransferDate: '2027-03-25', holidays: NSW })).toEqual({
      from: '2027-04-07',
      to: '2027-07-01',
      days: 85,
      amount: '521.85',
    });
  });

  it('deferred interest over a leap year still divides by 365', () => {
    // Title transfer Tue 10 Aug 2027 (NSW): Wed 11 (1) … Thu 19 Aug (7). Deferred to Mon 3 July 2028.
    // Days: 12 + 30 + 31 + 30 + 31 + 31 + 29 (Feb 2028) + 31 + 30 + 31 + 30 + 3 = 319.
    // 155 168.00 × 7.25% × 319 / 365 = 9 831.9121… → 9 831.91.
    expect(
      deferredInterest({ grainValue: '155168.00', annualRatePercent: '7.25', titleTransferDate: '2027-08-10', holidays: NSW }),
    ).toEqual({
      from: '2027-08-19',
      to: '2028-07-03',
      days: 319,
      amount: '9831.91',
    });
  });

  it('no deferred interest when the deferred date comes before the 7-business-day date', () => {
    // Title transfer Mon 28 June 2027: deferred to Thu 1 July, before the 7th business day (Wed 7 July): 0 days.
    expect(
      deferredInterest({ grainValue: '1000.00', annualRatePercent: '6.5', titleTransferDate: '2027-06-28', holidays: NSW }),
    ).toMatchObject({
      days: 0,
      amount: '0.00',
    });
  });

  it.each([
    // Due Wed 7 Apr 2027, paid Mon 19 Apr: 12 days. 38 020.02 × 9.75% × 12 / 365 = 121.8724 → 121.87.
    ['12 days late', '38020.02', '9.75', '2027-04-07', '2027-04-19', 12, '121.87'],
    // Due Wed 29 Dec 2027, paid Fri 28 Jan 2028: 30 days. 155 597.00 × 10% × 30 / 365 = 1 278.8795 → 1 278.88.
    ['30 days late across the new year', '155597.00', '10', '2027-12-29', '2028-01-28', 30, '1278.88'],
    ['paid on the due date', '38020.02', '9.75', '2027-04-07', '2027-04-07', 0, '0.00'],
    ['paid early', '38020.02', '9.75', '2027-04-07', '2027-04-01', 0, '0.00'],
  ] as const)('late-payment interest: %s', (_name, amountOverdue, annualRatePercent, dueDate, paidOn, days, amount) => {
    expect(lateInterest({ amountOverdue, annualRatePercent, dueDate, paidOn })).toEqual({ daysOverdue: days, amount });
  });
});
