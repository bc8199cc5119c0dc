import { describe, expect, it } from 'vitest';
import { BUYER, canolaDocuments, cerealDocuments, SELLER } from './invoice-document.fixtures.ts';
import { invoiceEmail, invoicePdfFilename } from './invoice-email.ts';

describe('invoiceEmail', () => {
  it('the seller’s: the RCTI attached, the net payable and its due date', () => {
    const { seller } = cerealDocuments();
    const email = invoiceEmail(seller);
    expect(email.subject).toBe('Recipient Created Tax Invoice RCTI-000041 for trade CGX-26-000123');
    expect(email.text).toContain('recipient created tax invoice RCTI-000041 for the grain is attached as a PDF');
    expect(email.text).toContain('Net payable to you: $37,004.96, due 01 Dec 2026 (Within 7 business days).');
    expect(email.text).toContain('98.5 t of APW1 Australian Premium White Wheat at Moree, NSW');
    expect(email.text).toContain('you do not issue a tax invoice for this supply');
    expect(email.html).toContain('Net payable to you: $37,004.96, due 01 Dec 2026 (Within 7 business days).');
    expect(email.html).toContain('<h1');
    expect(`${email.subject}${email.text}${email.html}`).not.toContain(BUYER.name);
  });

  it('the seller’s net includes deferred interest', () => {
    const { seller } = cerealDocuments();
    const email = invoiceEmail({
      ...seller,
      dueLabel: 'Deferred until July',
      interest: [{ label: 'Deferred interest', amount: '871.75' }],
    });
    expect(email.text).toContain('Net payable to you: $37,876.71, due 01 Dec 2026 (Deferred until July).');
  });

  it('the buyer’s: the tax invoice attached, the amount, the due date and how to pay with the invoice number as reference', () => {
    const { buyer } = canolaDocuments();
    const email = invoiceEmail(buyer);
    expect(email.subject).toBe('Tax Invoice INV-000057 for trade IGX-26-000045');
    expect(email.text).toContain('Your tax invoice INV-000057 is attached as a PDF.');
    expect(email.text).toContain('Amount payable: $44,852.72 including GST, due 01 Dec 2026 (Within 7 business days).');
    expect(email.text).toContain(
      'Pay by electronic funds transfer to CGX Grain Exchange Trust Account, BSB 065-000, account number 10452233, with INV-000057 as the payment reference.',
    );
    expect(`${email.subject}${email.text}${email.html}`).not.toContain(SELLER.name);
  });

  it('an overdue buyer’s invoice: the subject says so and the amount includes late-payment interest', () => {
    const { buyer } = cerealDocuments();
    const email = invoiceEmail({ ...buyer, status: 'overdue', interest: [{ label: 'Late-payment interest', amount: '93.75' }] });
    expect(email.subject).toBe('Overdue: Tax Invoice INV-000057 for trade CGX-26-000123');
    expect(email.text).toContain('was due on 01 Dec 2026 and has not been paid');
    expect(email.text).toContain('Amount payable: $38,113.77 including GST');
  });

  it('a buyer invoice without the account details still gives the reference', () => {
    const email = invoiceEmail({ ...cerealDocuments().buyer, payTo: null });
    expect(email.text).toContain('Quote INV-000057 as the payment reference');
  });

  it('a void invoice: cancelled, not to be paid', () => {
    const { buyer, seller } = cerealDocuments();
    expect(invoiceEmail({ ...buyer, status: 'void' })).toMatchObject({ subject: 'Tax Invoice INV-000057 cancelled' });
    expect(invoiceEmail({ ...buyer, status: 'void' }).text).toContain('has been cancelled: do not pay it');
    expect(invoiceEmail({ ...seller, status: 'void' }).text).toContain('has been cancelled: it will not be paid');
  });

  it('escapes what it puts in the HTML', () => {
    const { buyer } = cerealDocuments();
    const email = invoiceEmail({ ...buyer, trade: { ...buyer.trade, location: 'Moree <b>NSW</b> & co' } });
    expect(email.html).toContain('Moree &lt;b&gt;NSW&lt;/b&gt; &amp; co');
    expect(email.html).not.toContain('<b>NSW');
  });

  it('names the PDF after the invoice', () => {
    expect(invoicePdfFilename(cerealDocuments().seller)).toBe('RCTI-000041 Recipient Created Tax Invoice.pdf');
    expect(invoicePdfFilename(cerealDocuments().buyer)).toBe('INV-000057 Tax Invoice.pdf');
  });
});
