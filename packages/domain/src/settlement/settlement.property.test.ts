import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, publicHolidayDates } from '../calendar.ts';
import { dec, type Decimal } from '../decimal.ts';
import { tolerance } from '../pricing.ts';
import type { InvoiceLine } from './charges.ts';
import { daysBetween, deferredInterest, lateInterest } from './due-dates.ts';
import { settle } from './invoices.ts';
import { cents, decimals, settlementArbitrary } from './settlement.arbitraries.ts';

/** design §5 'Settlement arithmetic' for random trades, deliveries and charges: the money adds up to the cent. */

const input = settlementArbitrary;
const sum = (amounts: readonly string[]): Decimal => amounts.reduce((total, amount) => total.plus(amount), dec(0));
const MONEY = /^-?\d+\.\d{2}$/;
const gstOf = (lines: readonly InvoiceLine[]) => sum(lines.filter((line) => line.taxable).map((line) => line.amount)).times('0.1');

describe('settlement arithmetic for random trades', () => {
  it('adds up to the cent, on both invoices', () => {
    fc.assert(
      fc.property(input, (trade) => {
        const { tonnage, cleanTonnes, seller, buyer } = settle(trade);
        const q = dec(trade.quantity);
        const t = dec(tolerance(q));

        // Tonnes: never more than Q + T nor than delivered; a shortfall exactly when D < Q − T; clean ≤ invoiced.
        expect(dec(tonnage.invoicedTonnes).lessThanOrEqualTo(q.plus(t))).toBe(true);
        expect(dec(tonnage.invoicedTonnes).lessThanOrEqualTo(trade.deliveredTonnes)).toBe(true);
        expect(tonnage.shortfall).toBe(dec(trade.deliveredTonnes).lessThan(q.minus(t)));
        expect(dec(cleanTonnes).lessThanOrEqualTo(tonnage.invoicedTonnes)).toBe(true);

        // No amount has more than two decimals; every line is positive or zero.
        const lines = [seller.grainValue, ...seller.withheld, ...buyer.lines];
        for (const line of lines) expect(line.amount).toMatch(/^\d+\.\d{2}$/);
        const totals = [seller.grainGst, seller.withheldSubtotal, seller.withheldGst, seller.totalWithheld, seller.netPayable];
        for (const amount of [...totals, buyer.subtotal, buyer.gst, buyer.total]) expect(amount).toMatch(MONEY);

        // Seller: net + everything withheld (levies, royalty, seller fees and the GST on them) = grain value + its GST.
        expect(dec(seller.totalWithheld).equals(sum(seller.withheld.map((line) => line.amount)).plus(seller.withheldGst))).toBe(true);
        expect(dec(seller.netPayable).plus(seller.totalWithheld).equals(dec(seller.grainValue.amount).plus(seller.grainGst))).toBe(true);
        expect(seller.grainValue.taxable).toBe(trade.sellerGstRegistered);
        if (!trade.sellerGstRegistered) expect(seller.grainGst).toBe('0.00');

        // Each GST is 10% of its taxable lines, rounded once: within half a cent of the exact tenth.
        expect(
          dec(seller.grainGst)
            .minus(gstOf([seller.grainValue]))
            .abs()
            .lessThanOrEqualTo('0.005'),
        ).toBe(true);
        // The royalty's GST is its owner's, rounded on its own; the exchange's part is the rest of the withheld GST.
        const royalty = seller.withheld.filter((line) => line.kind === 'royalty');
        const exchangeGst = dec(seller.withheldGst).minus(seller.royaltyGst);
        expect(royalty.every((line) => line.taxable)).toBe(true);
        expect(dec(seller.royaltyGst).minus(gstOf(royalty)).abs().lessThanOrEqualTo('0.005')).toBe(true);
        expect(
          exchangeGst
            .minus(gstOf(seller.withheld.filter((line) => line.kind !== 'royalty')))
            .abs()
            .lessThanOrEqualTo('0.005'),
        ).toBe(true);
        expect(dec(buyer.gst).minus(gstOf(buyer.lines)).abs().lessThanOrEqualTo('0.005')).toBe(true);

        // Buyer: total = grain value + buyer fees + GST on the taxable ones (the grain value's when the seller is registered).
        const [grain, ...buyerFees] = buyer.lines;
        expect(grain).toEqual(seller.grainValue);
        expect(buyerFees.length).toBe(trade.buyerFees.length);
        expect(
          dec(buyer.total).equals(
            dec(seller.grainValue.amount)
              .plus(sum(buyerFees.map((line) => line.amount)))
              .plus(buyer.gst),
          ),
        ).toBe(true);

        // Issue 14's wording: the seller's net plus everything withheld is what the buyer pays less the buyer's fees and
        // the GST of the buyer's invoice, plus the grain's GST (which the seller is credited; it is 0.00 for an unregistered seller).
        const buyerPaysForGrain = dec(buyer.total)
          .minus(sum(buyerFees.map((line) => line.amount)))
          .minus(buyer.gst);
        expect(dec(seller.netPayable).plus(seller.totalWithheld).equals(buyerPaysForGrain.plus(seller.grainGst))).toBe(true);
        // With GST-free buyer fees the two invoices carry the same grain GST.
        if (buyerFees.every((line) => !line.taxable)) expect(buyer.gst).toBe(seller.grainGst);

        // NGR opt-in levies only for sellers who opted in.
        const expectedLevies =
          trade.statutoryLevies.length + trade.farmGateLevies.filter((levy) => !levy.ngrOptIn || trade.sellerNgrOptedIn).length;
        expect(seller.withheld.filter((line) => line.kind.endsWith('levy')).length).toBe(expectedLevies);
      }),
      { numRuns: 500 },
    );
  });
});

const NSW = publicHolidayDates('NSW', [2026, 2027, 2028, 2029]);
const date = fc.integer({ min: 0, max: 1000 }).map((offset) => addDays('2026-01-01', offset));
const rate = decimals(2, 0, 2000);

describe('interest for random dates and amounts', () => {
  it('deferred interest runs from the 7-business-day date to the deferred date, never negative, to the cent', () => {
    fc.assert(
      fc.property(cents(100_000_000), rate, date, (grainValue, annualRatePercent, titleTransferDate) => {
        const interest = deferredInterest({ grainValue, annualRatePercent, titleTransferDate, holidays: NSW });
        expect(interest.amount).toMatch(/^\d+\.\d{2}$/);
        expect(interest.days).toBe(Math.max(0, daysBetween(interest.from, interest.to)));
        expect(interest.to.slice(5, 7)).toBe('07');
        const exact = dec(grainValue).times(annualRatePercent).dividedBy(100).times(interest.days).dividedBy(365);
        expect(dec(interest.amount).minus(exact).abs().lessThanOrEqualTo('0.005')).toBe(true);
      }),
    );
  });

  it('late interest grows with the days overdue and is nothing until the day after the due date', () => {
    fc.assert(
      fc.property(cents(100_000_000), rate, date, fc.integer({ min: -30, max: 400 }), (amountOverdue, annualRatePercent, dueDate, late) => {
        const one = lateInterest({ amountOverdue, annualRatePercent, dueDate, paidOn: addDays(dueDate, late) });
        const next = lateInterest({ amountOverdue, annualRatePercent, dueDate, paidOn: addDays(dueDate, late + 1) });
        expect(one.daysOverdue).toBe(Math.max(0, late));
        if (late <= 0) expect(one.amount).toBe('0.00');
        expect(dec(next.amount).greaterThanOrEqualTo(one.amount)).toBe(true);
      }),
    );
  });
});
