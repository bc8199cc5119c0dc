import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { invoicedTrade } from '../settlement/settlement.fixtures.ts';
import { documentAsItStands } from './invoices.service.ts';
import { pdfText } from './pdf-text.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const t = useTestApp();

describe('documentAsItStands', () => {
  it('shows an unpaid buyer invoice past its due date as overdue, with the late-payment interest owed so far', async () => {
    const { buyerInvoice, sellerInvoice } = await invoicedTrade(t.context);
    const stored = { ...buyerInvoice, paid: '0.00' };
    expect((await documentAsItStands(t.context.db, stored, '2026-12-01')).status).toBe('issued');

    // $33,165.00 × 10% × 10 days / 365 = $90.86.
    const overdue = await documentAsItStands(t.context.db, stored, '2026-12-11');
    expect(overdue.status).toBe('overdue');
    expect(overdue.interest).toEqual([{ label: 'Late-payment interest: 10 days at 10% a year on $33,165.00 overdue', amount: '90.86' }]);
    const text = pdfText(await renderInvoicePdf(overdue, { compress: false }));
    expect(text).toContain('Late-payment interest: 10 days');
    expect(text).toContain('$90.86');

    // Part paid: interest on what is outstanding; paid in full: paid, no interest; the seller's RCTI is never overdue.
    expect((await documentAsItStands(t.context.db, { ...buyerInvoice, paid: '33165.00' }, '2026-12-11')).status).toBe('paid');
    expect((await documentAsItStands(t.context.db, { ...sellerInvoice, paid: '0.00' }, '2026-12-11')).status).toBe('issued');
  });
});
