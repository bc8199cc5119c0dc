import { NO_GST_STATEMENT } from '@cgx/domain/settlement/invoices';
import { describe, expect, it } from 'vitest';
import { BUYER, canolaDocuments, cerealDocuments, EXCHANGE, longWithheldDocument, SELLER } from './invoice-document.fixtures.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { pdfLines, pdfPageCount, pdfText } from './pdf-text.ts';

const render = async (doc: InvoiceDocument) => {
  const pdf = await renderInvoicePdf(doc, { compress: false });
  return { pdf, text: pdfText(pdf), lines: pdfLines(pdf) };
};

const RCTI_AGREEMENT =
  'The recipient and the supplier agree that the recipient will issue tax invoices for the supply and the supplier will not issue tax invoices in respect of the supply.';

describe('renderInvoicePdf: the seller’s recipient-created tax invoice', () => {
  it('a cereal trade, GST-registered seller: every item an RCTI must state', async () => {
    const { seller } = cerealDocuments();
    const { pdf, text, lines } = await render(seller);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    for (const item of [
      'Recipient Created Tax Invoice',
      'RCTI-000041',
      'ABN 51 824 753 556', // the exchange's
      'ABN 33 102 417 032', // the seller's
      'NGR 21234567',
      SELLER.name,
      'Date of issue 20 Nov 2026',
      'Delivered 98.5 t',
      'Invoiced 98.5 t',
      'Clean tonnes 98.5 t',
      'APW1 Australian Premium White',
      'Contract price $350.00/mt',
      'Grain value: 98.5 t × $350.00/mt Yes $34,475.00',
      'GST on the grain (10%) $3,447.50',
      'Grain Industry Fund (SA) No $29.55',
      'National grains levy No $351.65',
      'End point royalty: Scepter Yes $379.23',
      'CGX seller fee Yes $108.35',
      // The royalty's GST (3.85 × 98.5 = 379.225 → 379.23; 10% → 37.92) apart from the fee's (108.35 → 10.84).
      'GST on the end-point royalty (10%) $37.92',
      'GST on fees and levies withheld $10.84',
      'Total withheld $917.54',
      'Net payable to you $37,004.96',
      'Net payable $37,004.96, due 01 Dec 2026 (Within 7 business days)',
      RCTI_AGREEMENT,
      'The supplier acknowledges that it is registered for GST',
    ])
      expect(text).toContain(item);
    expect(text).not.toContain(NO_GST_STATEMENT);
    expect(lines).toContain('Recipient Created Tax Invoice');
  });

  it('a canola trade, seller not registered for GST: the oil and admix adjustment and the no-GST statement', async () => {
    const { seller } = canolaDocuments();
    const { text } = await render(seller);
    for (const item of [
      'Recipient Created Tax Invoice',
      'ABN 51 824 753 556',
      'ABN 33 102 417 032',
      'NGR 21234567',
      'Not registered for GST',
      'Delivered 61.24 t',
      'Invoiced 61.24 t',
      'Clean tonnes 60.138 t (less 1.8% admix)',
      'Oil 44.3% (basis 42%)',
      'Admix 1.8%',
      'Adjusted price $744.84/mt',
      'Contract price $720.00/mt',
      'Grade By quality parameters',
      'Grain value: 60.138 t × $744.84/mt No $44,793.19',
      `${NO_GST_STATEMENT} $0.00`,
      'National grains levy No $456.89',
      'Grain Producers Australia opt-in levy Yes $22.40',
      'CGX seller fee Yes $66.15',
      'Net payable to you $44,238.89',
      RCTI_AGREEMENT,
      'The supplier has told the recipient that it is not registered for GST',
    ])
      expect(text).toContain(item);
    expect(text).not.toContain('The supplier acknowledges that it is registered for GST');
  });

  it('never names the buyer nor shows the buyer’s side of the settlement', async () => {
    for (const { seller, buyer } of [cerealDocuments(), canolaDocuments()]) {
      const { text } = await render(seller);
      expect(text).not.toContain(BUYER.name);
      expect(text).not.toContain('53 004 085 616');
      expect(text).not.toContain('CGX buyer fee');
      expect(text).not.toContain('INV-');
      const buyerText = (await render(buyer)).text;
      expect(buyerText).not.toContain(SELLER.name);
      expect(buyerText).not.toContain('33 102 417 032');
      expect(buyerText).not.toContain('21234567');
      expect(buyerText).not.toContain('CGX seller fee');
      expect(buyerText).not.toContain('RCTI-');
    }
  });

  it('an RCTI without a royalty, or raised before the royalty’s GST was shown apart, has one GST row for what is withheld', async () => {
    expect((await render(canolaDocuments().seller)).text).toContain('GST on amounts withheld $8.86');
    const { seller } = cerealDocuments();
    const { royaltyGst: _shownApartSinceIssue24, ...asStoredBefore } = seller.settlement.seller;
    const { text } = await render({
      ...seller,
      settlement: { ...seller.settlement, seller: asStoredBefore as typeof seller.settlement.seller },
    });
    expect(text).toContain('GST on amounts withheld $48.76');
    expect(text).not.toContain('GST on the end-point royalty');
  });

  it('adds deferred interest to the seller’s net payable', async () => {
    const { seller } = cerealDocuments();
    const { text } = await render({
      ...seller,
      dueLabel: 'Deferred until July',
      interest: [{ label: 'Deferred interest, 142 days at 6.5%', amount: '871.75' }],
    });
    expect(text).toContain('Net for the grain $37,004.96');
    expect(text).toContain('Deferred interest, 142 days at 6.5% (no GST) $871.75');
    expect(text).toContain('Net payable to you $37,876.71');
    expect(text).toContain('(Deferred until July)');
  });

  it('flows a long list of withheld lines onto a second page, the table headed again and every line kept', async () => {
    const doc = longWithheldDocument(40);
    const { pdf, text, lines } = await render(doc);
    expect(pdfPageCount(pdf)).toBe(2);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('Recipient Created Tax Invoice RCTI-000041 (continued)');
    for (let index = 1; index <= 40; index += 1) expect(text).toContain(`Regional levy number ${index} No $24.63`);
    expect(lines.filter((line) => line === 'Description')).toHaveLength(2);
    expect(text).toContain(RCTI_AGREEMENT);
  });
});

describe('renderInvoicePdf: the buyer’s tax invoice', () => {
  it('a cereal trade: both ABNs, grain value, GST, fees, total, due date and how to pay', async () => {
    const { buyer } = cerealDocuments();
    const { pdf, text } = await render(buyer);
    expect(pdfPageCount(pdf)).toBe(1);
    for (const item of [
      'Tax Invoice',
      'INV-000057',
      `ABN 51 824 753 556`,
      'ABN 53 004 085 616',
      BUYER.name,
      EXCHANGE.name,
      'Grain value: 98.5 t × $350.00/mt Yes $34,475.00',
      'CGX buyer fee Yes $88.65',
      'Subtotal excluding GST $34,563.65',
      'GST (10% of the taxable lines) $3,456.37',
      'Total including GST $38,020.02',
      'Amount payable $38,020.02, due 01 Dec 2026 (Within 7 business days)',
      'Account name CGX Grain Exchange Trust Account',
      'BSB 065-000',
      'Account number 10452233',
      'Reference INV-000057',
      'quoting INV-000057 as the payment reference',
    ])
      expect(text).toContain(item);
    expect(text).not.toContain('Recipient Created');
  });

  it('a canola trade from an unregistered seller: the grain carries no GST, the fee does', async () => {
    const { buyer } = canolaDocuments();
    const { text } = await render(buyer);
    for (const item of [
      'Tax Invoice',
      'Oil 44.3% (basis 42%)',
      'Adjusted price $744.84/mt',
      'Grain value: 60.138 t × $744.84/mt No $44,793.19',
      'CGX buyer fee Yes $54.12',
      'GST (10% of the taxable lines) $5.41',
      'Total including GST $44,852.72',
    ])
      expect(text).toContain(item);
  });

  it('an overdue invoice: late-payment interest, the amount now payable and the overdue banner', async () => {
    const { buyer } = cerealDocuments();
    const { text } = await render({
      ...buyer,
      status: 'overdue',
      interest: [{ label: 'Late-payment interest, 9 days at 10%', amount: '93.75' }],
    });
    expect(text).toContain('OVERDUE: payment was due on 01 Dec 2026');
    expect(text).toContain('Late-payment interest, 9 days at 10% (no GST) $93.75');
    expect(text).toContain('Amount payable $38,113.77');
  });

  it('marks a paid and a void invoice', async () => {
    const { buyer, seller } = cerealDocuments();
    expect((await render({ ...buyer, status: 'paid' })).lines).toContain('PAID');
    expect((await render({ ...buyer, status: 'void' })).text).toContain('VOID: this invoice has been cancelled: do not pay it');
    expect((await render({ ...seller, status: 'void' })).text).toContain('VOID: this invoice has been cancelled and will not be paid');
  });

  it('compresses by default', async () => {
    const pdf = await renderInvoicePdf(cerealDocuments().buyer);
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(pdfLines(pdf)).toEqual([]);
  });
});
