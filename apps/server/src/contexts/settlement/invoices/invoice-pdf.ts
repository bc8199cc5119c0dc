import { PRODUCT_FULL_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import PDFDocument from 'pdfkit';
import { buyerInvoiceBody } from './invoice-pdf-buyer.ts';
import { callout, footers, MARGIN, type Pdf, titleBlock } from './invoice-pdf-layout.ts';
import { rctiBody } from './invoice-pdf-rcti.ts';
import { type InvoiceDocument, invoiceTitle } from './invoice-document.ts';
import { formatDay } from '@cgx/domain/format';
import { formatAbn } from './invoice-format.ts';

export interface RenderInvoicePdfOptions {
  /** Deflate the page streams (the default). Tests turn it off to read the text back. */
  compress?: boolean;
}

/**
 * A settlement invoice as an A4 PDF: the seller's recipient-created tax invoice or the buyer's tax
 * invoice, from the plain document alone. One page for a normal trade; a long list of withheld
 * levies flows onto the next page, each page numbered and headed with the invoice number.
 */
export function renderInvoicePdf(doc: InvoiceDocument, options: RenderInvoicePdfOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const title = invoiceTitle(doc);
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      compress: options.compress ?? true,
      info: { Title: `${title} ${doc.number}`, Author: doc.exchange.name || PRODUCT_FULL_NAME, Subject: `Trade ${doc.trade.formattedId}` },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.on('pageAdded', () => {
      pdf.font('Helvetica').fontSize(8.5).fillColor('#555555').text(`${title} ${doc.number} (continued)`, MARGIN, MARGIN);
      pdf.fillColor('black').moveDown(0.8);
    });
    try {
      header(pdf, doc, title);
      if (doc.kind === 'seller') rctiBody(pdf, doc);
      else buyerInvoiceBody(pdf, doc);
      footers(
        pdf,
        (page, pages) =>
          `${doc.exchange.name} · ABN ${formatAbn(doc.exchange.abn)} · ${SUPPORT_PHONE} · ${SUPPORT_EMAIL} · Page ${page} of ${pages}`,
      );
      pdf.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

const STATUS_BANNERS = {
  paid: () => 'PAID',
  overdue: (doc: InvoiceDocument) => `OVERDUE: payment was due on ${formatDay(doc.dueDate)}`,
  void: (doc: InvoiceDocument) =>
    doc.kind === 'seller'
      ? 'VOID: this invoice has been cancelled and will not be paid'
      : 'VOID: this invoice has been cancelled: do not pay it',
} as const;

function header(pdf: Pdf, doc: InvoiceDocument, title: string): void {
  titleBlock(pdf, title, [
    ['Invoice number', doc.number],
    ['Date of issue', formatDay(doc.issuedOn)],
    ['Due date', formatDay(doc.dueDate)],
    ['Trade', doc.trade.formattedId],
  ]);
  if (doc.status && doc.status !== 'issued')
    callout(pdf, STATUS_BANNERS[doc.status](doc), { colour: doc.status === 'paid' ? '#2f6b3a' : '#b3261e' });
}
