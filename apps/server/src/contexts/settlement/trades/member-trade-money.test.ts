import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { invoicedTrade, paidTrade } from '../settlement/settlement.fixtures.ts';
import { moneyOfTrades } from './member-trade-money.ts';

const t = useTestApp();

describe('moneyOfTrades', () => {
  it('tells the seller their RCTI, its net and the business days left, and the buyer its invoice', async () => {
    const invoiced = await invoicedTrade(t.context);
    const paid = await paidTrade(t.context);
    const rows = [invoiced, paid].map(({ trade }) => ({
      trade: { id: trade.id, status: trade.id === paid.trade.id ? ('funds_received' as const) : ('awaiting_payment' as const) },
      state: 'NSW',
    }));
    // Thursday 26 November 2026 (Sydney): due Tuesday 1 December is 3 business days away (27, 30 Nov, 1 Dec).
    const now = new Date('2026-11-26T01:00:00Z');
    const seller = await moneyOfTrades(t.context.db, rows, 'seller', now);
    expect(seller.get(invoiced.trade.id)).toEqual({
      stage: 'invoiced',
      label: 'Invoiced: awaiting the buyer’s payment',
      invoiceNumber: invoiced.sellerInvoice.formattedNumber,
      amount: invoiced.sellerInvoice.total,
      dueDate: '2026-12-01',
      businessDaysLeft: 3,
      overdue: false,
    });
    expect(seller.get(paid.trade.id)).toMatchObject({ stage: 'buyer_paid', label: 'Buyer paid: payment to you is on its way' });
    const buyer = await moneyOfTrades(t.context.db, rows, 'buyer', now);
    expect(buyer.get(invoiced.trade.id)).toMatchObject({
      invoiceNumber: invoiced.buyerInvoice.formattedNumber,
      amount: invoiced.buyerInvoice.total,
    });
  });
});
