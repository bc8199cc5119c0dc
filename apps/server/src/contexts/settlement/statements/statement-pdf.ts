import { PRODUCT_FULL_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import { ORGANISATION_TYPE_LABELS, type OrganisationType } from '@cgx/domain/roles';
import { type TStatement, WITHHELD_KIND_LABELS } from '@cgx/domain/statements.schemas';
import PDFDocument from 'pdfkit';
import { formatDay, formatMoney, formatPricePerTonne, formatTonnes } from '@cgx/domain/format';
import { formatAbn } from '../invoices/invoice-format.ts';
import {
  type AmountRow,
  amountRows,
  ensureSpace,
  footers,
  heading,
  MARGIN,
  paragraph,
  partyBlocks,
  type Pdf,
  titleBlock,
} from '../invoices/invoice-pdf-layout.ts';

/**
 * An organisation's statement as an A4 PDF (issue 14 §7), in the invoices' style (their layout and
 * money formatting): the period and the parties, then a table per section (trades, invoices,
 * payments, levies and royalties withheld from it, and withheld for it as a recipient) and the
 * totals. Tables flow onto the next page with their column captions repeated.
 */

export interface StatementIssuer {
  name: string;
  abn: string | null;
}

export interface RenderStatementPdfOptions {
  /** yyyy-mm-dd: the day it was made. */
  issuedOn: string;
  issuer: StatementIssuer;
  /** Deflate the page streams (the default). Tests turn it off to read the text back. */
  compress?: boolean;
}

const LEFT = MARGIN;
const WIDTH = 595.28 - 2 * MARGIN;
const ROW_GAP = 3;

type Column = { header: string; width: number; align?: 'left' | 'right' };

function tableHeader(pdf: Pdf, columns: readonly Column[]): void {
  ensureSpace(pdf, 36);
  const y = pdf.y;
  let x = LEFT;
  pdf.font('Helvetica-Bold').fontSize(8.5).fillColor('#555555');
  for (const column of columns) {
    pdf.text(column.header, x, y, { width: column.width * WIDTH - 4, align: column.align ?? 'left' });
    x += column.width * WIDTH;
  }
  pdf.fillColor('black');
  const lineY = Math.max(pdf.y, y + 10) + 2;
  pdf
    .moveTo(LEFT, lineY)
    .lineTo(LEFT + WIDTH, lineY)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  pdf.x = LEFT;
  pdf.y = lineY + 4;
}

/** A table under its heading; 'None in this period.' when it has no rows. */
function table(pdf: Pdf, title: string, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  heading(pdf, title);
  if (rows.length === 0) {
    paragraph(pdf, 'None in this period.');
    return;
  }
  tableHeader(pdf, columns);
  for (const row of rows) {
    pdf.font('Helvetica').fontSize(8.5);
    const height = Math.max(...row.map((cell, index) => pdf.heightOfString(cell, { width: (columns[index]?.width ?? 0) * WIDTH - 4 })));
    if (ensureSpace(pdf, height + ROW_GAP)) {
      tableHeader(pdf, columns);
      pdf.font('Helvetica').fontSize(8.5);
    }
    const y = pdf.y;
    let x = LEFT;
    row.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      pdf.text(cell, x, y, { width: column.width * WIDTH - 4, align: column.align ?? 'left' });
      x += column.width * WIDTH;
    });
    pdf.x = LEFT;
    pdf.y = y + height + ROW_GAP;
  }
  pdf.font('Helvetica').fontSize(9.5);
}

const PAYMENT_KIND = {
  buyer: 'Received from you',
  seller: 'Paid to you (grain)',
  levy: 'Paid to you (levies)',
  royalty: 'Paid to you (royalties)',
} as const;

function totalsRows(statement: TStatement): AmountRow[] {
  const { totals } = statement;
  const rows: AmountRow[] = [];
  const add = (description: string, amount: string, shown: boolean) => {
    if (shown) rows.push({ description, amount: formatMoney(amount) });
  };
  const invoices = statement.invoices;
  add(
    'Recipient created tax invoices to you (net payable)',
    totals.sellerInvoiced,
    invoices.some((each) => each.kind === 'seller'),
  );
  add(
    'Tax invoices to you (total owed)',
    totals.buyerInvoiced,
    invoices.some((each) => each.kind === 'buyer'),
  );
  add('Levies and royalties withheld from you', totals.withheld, statement.withheld.length > 0);
  add(
    'Payments received from you',
    totals.paymentsReceived,
    statement.payments.some((each) => each.direction === 'received'),
  );
  add(
    'Payments made to you',
    totals.paymentsMade,
    statement.payments.some((each) => each.direction === 'paid'),
  );
  add('Levies and royalties withheld for you', totals.withheldFor, statement.withheldFor.length > 0);
  if (rows.length === 0) rows.push({ description: 'Nothing in this period', amount: formatMoney('0') });
  return rows;
}

export function renderStatementPdf(statement: TStatement, options: RenderStatementPdfOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const title = 'Statement';
    const period = `${formatDay(statement.dateFrom)} to ${formatDay(statement.dateTo)}`;
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      compress: options.compress ?? true,
      info: { Title: `${title}: ${statement.organisation.name}, ${period}`, Author: options.issuer.name || PRODUCT_FULL_NAME },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.on('pageAdded', () => {
      pdf
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor('#555555')
        .text(`${title}: ${statement.organisation.name}, ${period} (continued)`, MARGIN, MARGIN);
      pdf.fillColor('black').moveDown(0.8);
    });
    try {
      body(pdf, statement, options, title);
      footers(
        pdf,
        (page, pages) =>
          `${options.issuer.name} · ABN ${formatAbn(options.issuer.abn)} · ${SUPPORT_PHONE} · ${SUPPORT_EMAIL} · Page ${page} of ${pages}`,
      );
      pdf.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function body(pdf: Pdf, statement: TStatement, options: RenderStatementPdfOptions, title: string): void {
  const { organisation } = statement;
  titleBlock(pdf, title, [
    ['Period from', formatDay(statement.dateFrom)],
    ['Period to', formatDay(statement.dateTo)],
    ['Date of issue', formatDay(options.issuedOn)],
  ]);
  partyBlocks(pdf, [
    { caption: 'From', lines: [options.issuer.name, `ABN ${formatAbn(options.issuer.abn)}`] },
    {
      caption: 'Statement for',
      lines: [
        organisation.name,
        `ABN ${formatAbn(organisation.abn)}`,
        ORGANISATION_TYPE_LABELS[organisation.type as OrganisationType] ?? organisation.type,
      ],
    },
  ]);

  table(
    pdf,
    'Trades',
    [
      { header: 'Trade', width: 0.2 },
      { header: 'Side', width: 0.1 },
      { header: 'Grain', width: 0.28 },
      { header: 'Title transfer', width: 0.14 },
      { header: 'Tonnes', width: 0.13, align: 'right' },
      { header: 'Price', width: 0.15, align: 'right' },
    ],
    statement.trades.map((trade) => [
      trade.formattedId,
      trade.side === 'seller' ? 'Sold' : 'Bought',
      [trade.season, trade.commodity, trade.grade].filter(Boolean).join(' '),
      trade.titleTransferDate ? formatDay(trade.titleTransferDate) : '',
      `${formatTonnes(trade.deliveredTonnes ?? trade.quantity)} t`,
      formatPricePerTonne(trade.price),
    ]),
  );

  table(
    pdf,
    'Invoices',
    [
      { header: 'Invoice', width: 0.16 },
      { header: 'Kind', width: 0.14 },
      { header: 'Trade', width: 0.2 },
      { header: 'Issued', width: 0.13 },
      { header: 'Due', width: 0.13 },
      { header: 'Total', width: 0.24, align: 'right' },
    ],
    statement.invoices.map((invoice) => [
      invoice.number,
      invoice.kind === 'seller' ? 'RCTI' : 'Tax invoice',
      invoice.formattedTradeId,
      formatDay(invoice.issuedOn),
      formatDay(invoice.dueDate),
      invoice.status === 'void' ? `VOID (${formatMoney(invoice.total)})` : formatMoney(invoice.total),
    ]),
  );

  table(
    pdf,
    'Payments',
    [
      { header: 'Date', width: 0.14 },
      { header: 'Payment', width: 0.22 },
      { header: 'Reference', width: 0.2 },
      { header: 'Trades', width: 0.26 },
      { header: 'Amount', width: 0.18, align: 'right' },
    ],
    statement.payments.map((payment) => [
      formatDay(payment.date),
      PAYMENT_KIND[payment.kind],
      payment.reference,
      payment.formattedTradeIds.join(', '),
      formatMoney(payment.amount),
    ]),
  );

  if (statement.withheld.length > 0 || statement.trades.some((trade) => trade.side === 'seller'))
    table(
      pdf,
      'Levies and royalties withheld from you',
      [
        { header: 'Invoice', width: 0.15 },
        { header: 'Trade', width: 0.19 },
        { header: 'Levy or royalty', width: 0.32 },
        { header: 'Paid on to', width: 0.19 },
        { header: 'Amount', width: 0.15, align: 'right' },
      ],
      statement.withheld.map((line) => [
        line.invoiceNumber,
        line.formattedTradeId,
        `${line.label} (${WITHHELD_KIND_LABELS[line.kind]})`,
        line.payee ?? '',
        formatMoney(line.amount),
      ]),
    );

  if (statement.withheldFor.length > 0)
    table(
      pdf,
      'Levies and royalties withheld for you',
      [
        { header: 'Invoice', width: 0.15 },
        { header: 'Issued', width: 0.13 },
        { header: 'Trade', width: 0.19 },
        { header: 'Levy or royalty', width: 0.38 },
        { header: 'Amount', width: 0.15, align: 'right' },
      ],
      statement.withheldFor.map((line) => [
        line.invoiceNumber,
        formatDay(line.issuedOn),
        line.formattedTradeId,
        `${line.label}, ${line.commodity}`,
        formatMoney(line.amount),
      ]),
    );

  heading(pdf, 'Totals for the period');
  amountRows(pdf, totalsRows(statement));
}
