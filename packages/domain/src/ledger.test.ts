import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LedgerLine, balancesOf, ledgerLinesProblem, reversingLines } from './ledger.ts';

const buyer = 7;
const seller = 9;
const raised: LedgerLine[] = [
  { account: 'buyer_receivable', organisationId: buyer, amount: '15702.75' },
  { account: 'seller_payable', organisationId: seller, amount: '-15460.00' },
  { account: 'fee_revenue', organisationId: null, amount: '-220.68' },
  { account: 'gst_payable', organisationId: null, amount: '-22.07' },
];

describe('ledger entries', () => {
  it('takes two or more non-zero lines to the cent that sum to zero', () => {
    expect(ledgerLinesProblem(raised)).toBeNull();
    expect(ledgerLinesProblem(raised.slice(0, 1))).toBe('An entry needs at least two lines');
    expect(ledgerLinesProblem([...raised.slice(0, 3)])).toBe('The lines do not balance: they sum to 22.07');
    expect(ledgerLinesProblem([raised[0] as LedgerLine, { ...(raised[1] as LedgerLine), amount: '-15702.745' }])).toBe(
      'Not an amount to the cent: -15702.745',
    );
    expect(ledgerLinesProblem([...raised, { account: 'bank', organisationId: null, amount: '0.00' }])).toBe('A line of zero moves nothing');
  });

  it('a reversal turns every sign, and with the entry it reverses leaves every balance at zero', () => {
    const reversed = reversingLines(raised);
    expect(reversed.map((line) => line.amount)).toEqual(['-15702.75', '15460.00', '220.68', '22.07']);
    expect(ledgerLinesProblem(reversed)).toBeNull();
    expect(balancesOf([...raised, ...reversed])).toEqual([]);
  });

  it('balances by account and party: a settled trade leaves the bank with the exchange’s fees and GST only', () => {
    const paid: LedgerLine[] = [
      { account: 'bank', organisationId: null, amount: '15702.75' },
      { account: 'buyer_receivable', organisationId: buyer, amount: '-15702.75' },
    ];
    const paidOut: LedgerLine[] = [
      { account: 'seller_payable', organisationId: seller, amount: '15460.00' },
      { account: 'bank', organisationId: null, amount: '-15460.00' },
    ];
    expect(balancesOf([...raised, ...paid, ...paidOut])).toEqual([
      { account: 'fee_revenue', organisationId: null, balance: '-220.68' },
      { account: 'gst_payable', organisationId: null, balance: '-22.07' },
      { account: 'bank', organisationId: null, balance: '242.75' },
    ]);
  });

  it('no money is made or lost by any entry and its reversal (property)', () => {
    const cents = fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((value) => value !== 0);
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 8 }), (amounts) => {
        const total = amounts.reduce((sum, value) => sum + value, 0);
        const lines: LedgerLine[] = [
          ...amounts.map((value, index) => ({
            account: 'seller_payable' as const,
            organisationId: index,
            amount: (value / 100).toFixed(2),
          })),
          ...(total === 0 ? [] : [{ account: 'bank' as const, organisationId: null, amount: (-total / 100).toFixed(2) }]),
        ];
        if (lines.length < 2) return;
        expect(ledgerLinesProblem(lines)).toBeNull();
        expect(balancesOf([...lines, ...reversingLines(lines)])).toEqual([]);
      }),
    );
  });
});
