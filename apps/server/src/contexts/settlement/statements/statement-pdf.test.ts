import type { TStatement } from '@cgx/domain/statements.schemas';
import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText } from '../invoices/pdf-text.ts';
import { renderStatementPdf } from './statement-pdf.ts';

const options = { issuedOn: '2026-11-30', issuer: { name: 'CGX Grain Exchange Pty Ltd', abn: '51824753556' }, compress: false };

const statement = (trades: number): TStatement => ({
  organisation: { id: 1, name: 'Quokka Creek Farms Pty Ltd', abn: '33102417032', type: 'grower' },
  dateFrom: '2026-11-01',
  dateTo: '2026-11-30',
  trades: Array.from({ length: trades }, (_, index) => ({
    tradeId: index + 1,
    formattedId: `CGX-T${String(index + 1).padStart(6, '0')}`,
    side: 'seller' as const,
    season: '2026/27',
    commodity: 'Wheat',
    grade: 'APW1',
    quantity: '100.000',
    price: '300.00',
    titleTransferDate: '2026-11-20',
    deliveredTonnes: '98.500',
  })),
  invoices: [
    {
      id: 2,
      number: 'RCTI-000040',
      kind: 'seller',
      formattedTradeId: 'CGX-T000040',
      issuedOn: '2026-11-02',
      dueDate: '2026-11-12',
      status: 'void',
      total: '1200.00',
    },
  ],
  payments: [],
  withheld: [
    {
      formattedTradeId: 'CGX-T000001',
      invoiceNumber: 'RCTI-000041',
      issuedOn: '2026-11-20',
      commodity: 'Wheat',
      kind: 'royalty',
      label: 'End-point royalty: Scepter',
      amount: '379.23',
      payee: null,
    },
  ],
  withheldFor: [],
  totals: {
    sellerInvoiced: '0.00',
    buyerInvoiced: '0.00',
    paymentsReceived: '0.00',
    paymentsMade: '0.00',
    withheld: '379.23',
    withheldFor: '0.00',
  },
});

describe('renderStatementPdf', () => {
  it('one page for a short statement: a void invoice marked, an empty section said so, money as on invoices', async () => {
    const pdf = await renderStatementPdf(statement(1), options);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const item of [
      'Statement',
      'Period from 01 Nov 2026',
      'Period to 30 Nov 2026',
      'ABN 33 102 417 032',
      'CGX-T000001 Sold 2026/27 Wheat APW1 20 Nov 2026 98.5 t $300.00/mt',
      'VOID ($1,200.00)',
      'Payments',
      'None in this period.',
      'End-point royalty: Scepter (Royalty)',
      'Levies and royalties withheld from you $379.23',
      'Page 1 of 1',
    ])
      expect(text).toContain(item);
  });

  it('flows a long table onto further pages, its captions repeated, every page numbered', async () => {
    const pdf = await renderStatementPdf(statement(120), options);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    const text = pdfText(pdf);
    expect(text).toContain('Statement: Quokka Creek Farms Pty Ltd, 01 Nov 2026 to 30 Nov 2026 (continued)');
    expect(text.match(/Trade Side Grain Title transfer Tonnes Price/g)?.length).toBe(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('CGX-T000120');
  });
});
