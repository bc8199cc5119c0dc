import { describe, expect, it } from 'vitest';
import { type TradeProgressFacts, tradeProgress } from './member-trade-progress.ts';

const facts = (over: Partial<TradeProgressFacts> = {}): TradeProgressFacts => ({
  side: 'seller',
  status: 'awaiting_grain',
  tradedOn: '2026-11-02',
  titleTransferredOn: null,
  invoiceNumber: null,
  buyerPaidOn: null,
  sellerPaid: null,
  ...over,
});

const done = (steps: ReturnType<typeof tradeProgress>) => steps?.map((step) => `${step.label}${step.done ? ' ✓' : ''}`);

describe('a trade’s payment progress (issue 24)', () => {
  it('takes a seller from traded through title transfer and the buyer’s payment to paid, with the day and reference of each', () => {
    expect(done(tradeProgress(facts()))).toEqual(['Traded ✓', 'Title transferred', 'Buyer paid', 'Paid to you']);
    const invoiced = facts({ status: 'awaiting_payment', titleTransferredOn: '2026-11-10', invoiceNumber: 'RCTI-000007' });
    expect(tradeProgress(invoiced)?.[1]).toEqual({
      key: 'title_transferred',
      label: 'Title transferred',
      done: true,
      on: '2026-11-10',
      reference: 'RCTI-000007',
    });
    const paidByBuyer = { ...invoiced, status: 'funds_received' as const, buyerPaidOn: '2026-11-14' };
    expect(done(tradeProgress(paidByBuyer))).toEqual(['Traded ✓', 'Title transferred ✓', 'Buyer paid ✓', 'Paid to you']);
    const settled = { ...paidByBuyer, status: 'settled' as const, sellerPaid: { paidOn: '2026-11-19', reference: 'PAYRUN-000004' } };
    expect(tradeProgress(settled)?.[3]).toEqual({
      key: 'paid',
      label: 'Paid to you',
      done: true,
      on: '2026-11-19',
      reference: 'PAYRUN-000004',
    });
  });

  it('takes a buyer from traded through title transfer to paid, and counts an overdue trade as not there yet', () => {
    expect(done(tradeProgress(facts({ side: 'buyer', status: 'overdue_grain' })))).toEqual(['Traded ✓', 'Title transferred', 'Paid']);
    const overdue = facts({ side: 'buyer', status: 'overdue_payment', titleTransferredOn: '2026-11-10', invoiceNumber: 'INV-000009' });
    expect(done(tradeProgress(overdue))).toEqual(['Traded ✓', 'Title transferred ✓', 'Paid']);
    const paid = { ...overdue, status: 'settled' as const, buyerPaidOn: '2026-11-20' };
    expect(tradeProgress(paid)?.[2]).toEqual({ key: 'paid', label: 'Paid', done: true, on: '2026-11-20', reference: null });
  });

  it('has no progress for a cancelled trade or one settled outside the exchange', () => {
    expect(tradeProgress(facts({ status: 'cancelled' }))).toBeNull();
    expect(tradeProgress(facts({ status: 'settled_externally' }))).toBeNull();
  });
});
