/**
 * Drawing helpers shared by the two invoice layouts: an A4 page with 56pt margins, label/value
 * rows, and a three-column amounts table (description, GST, amount) that moves to a new page
 * before a row would cross the bottom margin, so a long list of levies flows legibly.
 */

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 56;
/** Reserved above the bottom margin for the footer drawn on every page. */
const FOOTER_SPACE = 24;
const LEFT = MARGIN;
const RIGHT = 595.28 - MARGIN;
const DESCRIPTION_WIDTH = 330;
const GST_X = LEFT + DESCRIPTION_WIDTH + 6;
const GST_WIDTH = 50;
const AMOUNT_X = GST_X + GST_WIDTH + 4;
const AMOUNT_WIDTH = RIGHT - AMOUNT_X;
const ROW_GAP = 4;

const bottom = (pdf: Pdf) => pdf.page.height - pdf.page.margins.bottom - FOOTER_SPACE;

/** Starts a new page unless `height` more points fit on this one; true when it did. */
export function ensureSpace(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= bottom(pdf)) return false;
  pdf.addPage();
  return true;
}

export function heading(pdf: Pdf, text: string): void {
  ensureSpace(pdf, 40);
  pdf.moveDown(0.6);
  pdf
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(text, LEFT, pdf.y, { width: RIGHT - LEFT });
  pdf.moveDown(0.3);
  pdf.font('Helvetica').fontSize(9.5);
}

/** Label in bold on the left, value beside it; each row kept whole on one page. */
export function labelRows(pdf: Pdf, rows: readonly (readonly [string, string])[], labelWidth = 140): void {
  pdf.fontSize(9.5);
  const valueX = LEFT + labelWidth + 4;
  const valueWidth = RIGHT - valueX;
  for (const [label, value] of rows) {
    pdf.font('Helvetica');
    const height = Math.max(pdf.heightOfString(value, { width: valueWidth }), pdf.heightOfString(label, { width: labelWidth }));
    ensureSpace(pdf, height + ROW_GAP);
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(label, LEFT, y, { width: labelWidth });
    pdf.font('Helvetica').text(value, valueX, y, { width: valueWidth });
    pdf.x = LEFT;
    pdf.y = y + height + ROW_GAP;
  }
}

/** Label/value pairs two to a row (left half, right half), for the grain's many short facts. */
export function labelGrid(pdf: Pdf, rows: readonly (readonly [string, string])[], labelWidth = 92): void {
  const half = (RIGHT - LEFT - 16) / 2;
  const valueWidth = half - labelWidth - 4;
  pdf.fontSize(9.5);
  for (let index = 0; index < rows.length; index += 2) {
    const pair = rows.slice(index, index + 2);
    pdf.font('Helvetica');
    const height = Math.max(...pair.map(([, value]) => pdf.heightOfString(value, { width: valueWidth })));
    ensureSpace(pdf, height + ROW_GAP);
    const y = pdf.y;
    pair.forEach(([label, value], column) => {
      const x = LEFT + column * (half + 16);
      pdf.font('Helvetica-Bold').text(label, x, y, { width: labelWidth });
      pdf.font('Helvetica').text(value, x + labelWidth + 4, y, { width: valueWidth });
    });
    pdf.x = LEFT;
    pdf.y = y + height + ROW_GAP;
  }
}

/** The title on the left and label/value lines on the right, level with it. */
export function titleBlock(pdf: Pdf, title: string, rows: readonly (readonly [string, string])[]): void {
  const top = pdf.y;
  const rightWidth = 200;
  const rightX = RIGHT - rightWidth;
  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(title, LEFT, top, { width: rightX - LEFT - 10 });
  const titleBottom = pdf.y;
  pdf.fontSize(9.5);
  pdf.y = top + 2;
  for (const [label, value] of rows) {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(label, rightX, y, { width: 90 });
    pdf.font('Helvetica').text(value, rightX + 94, y, { width: rightWidth - 94, align: 'right' });
    pdf.y = Math.max(pdf.y, y + 12);
  }
  pdf.x = LEFT;
  pdf.y = Math.max(titleBottom, pdf.y) + 10;
}

/** Two blocks of lines side by side (issuer and recipient), each under its caption. */
export function partyBlocks(pdf: Pdf, blocks: readonly { caption: string; lines: readonly string[] }[]): void {
  const width = (RIGHT - LEFT - 20) / 2;
  ensureSpace(pdf, 90);
  const top = pdf.y;
  let lowest = top;
  blocks.forEach((block, index) => {
    const x = LEFT + index * (width + 20);
    pdf.font('Helvetica-Bold').fontSize(8.5).fillColor('#555555').text(block.caption.toUpperCase(), x, top, { width });
    pdf.fillColor('black').fontSize(9.5);
    block.lines.forEach((line, lineIndex) => pdf.font(lineIndex === 0 ? 'Helvetica-Bold' : 'Helvetica').text(line, x, pdf.y, { width }));
    lowest = Math.max(lowest, pdf.y);
  });
  pdf.x = LEFT;
  pdf.y = lowest + 6;
}

export interface AmountRow {
  description: string;
  /** The GST column: 'Yes'/'No' for a line that is or is not taxable; empty for totals. */
  gst?: string;
  /** Already formatted ('$1,234.50'), or empty for a caption row. */
  amount: string;
  bold?: boolean;
  /** A rule above the row: a subtotal or total. */
  ruled?: boolean;
}

export function amountsHeader(pdf: Pdf): void {
  ensureSpace(pdf, 40);
  const y = pdf.y;
  pdf.font('Helvetica-Bold').fontSize(9).fillColor('#555555');
  pdf.text('Description', LEFT, y, { width: DESCRIPTION_WIDTH });
  pdf.text('GST', GST_X, y, { width: GST_WIDTH, align: 'center' });
  pdf.text('Amount', AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
  pdf.fillColor('black');
  const lineY = pdf.y + 2;
  pdf.moveTo(LEFT, lineY).lineTo(RIGHT, lineY).lineWidth(0.5).strokeColor('#999999').stroke();
  pdf.x = LEFT;
  pdf.y = lineY + 4;
}

export function amountRows(pdf: Pdf, rows: readonly AmountRow[]): void {
  for (const row of rows) {
    pdf.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    const height = pdf.heightOfString(row.description, { width: DESCRIPTION_WIDTH });
    if (ensureSpace(pdf, height + ROW_GAP + (row.ruled ? 4 : 0))) {
      // The table goes on: its column captions again at the top of the new page.
      amountsHeader(pdf);
      pdf.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    }
    if (row.ruled) {
      pdf
        .moveTo(AMOUNT_X - 60, pdf.y)
        .lineTo(RIGHT, pdf.y)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke();
      pdf.y += 4;
    }
    const y = pdf.y;
    pdf.text(row.description, LEFT, y, { width: DESCRIPTION_WIDTH });
    if (row.gst) pdf.text(row.gst, GST_X, y, { width: GST_WIDTH, align: 'center' });
    if (row.amount) pdf.text(row.amount, AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
    pdf.x = LEFT;
    pdf.y = y + height + ROW_GAP;
  }
  pdf.font('Helvetica');
}

/** A paragraph in the body width; pdfkit flows it onto the next page when it is long. */
export function paragraph(pdf: Pdf, text: string, options: { size?: number; bold?: boolean } = {}): void {
  pdf.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.size ?? 9.5);
  // A short paragraph is kept whole; a long one starts here if a few lines fit, and flows on.
  ensureSpace(pdf, Math.min(pdf.heightOfString(text, { width: RIGHT - LEFT }), 40));
  pdf.text(text, LEFT, pdf.y, { width: RIGHT - LEFT });
  pdf.moveDown(0.4);
  pdf.font('Helvetica');
}

/** A boxed line of emphasis: the amount payable and its due date, or a status such as VOID. */
export function callout(pdf: Pdf, text: string, options: { colour?: string } = {}): void {
  pdf.font('Helvetica-Bold').fontSize(11);
  const height = pdf.heightOfString(text, { width: RIGHT - LEFT - 16 }) + 12;
  ensureSpace(pdf, height + 8);
  const y = pdf.y;
  pdf
    .rect(LEFT, y, RIGHT - LEFT, height)
    .lineWidth(1)
    .strokeColor(options.colour ?? '#2f6b3a')
    .stroke();
  pdf.fillColor(options.colour ?? 'black').text(text, LEFT + 8, y + 6, { width: RIGHT - LEFT - 16 });
  pdf.fillColor('black').font('Helvetica').fontSize(9.5);
  pdf.x = LEFT;
  pdf.y = y + height + 8;
}

/** 'Page n of m' and the issuer's contacts at the foot of every page (the document must buffer its pages). */
export function footers(pdf: Pdf, text: (page: number, pages: number) => string): void {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const saved = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(text(index - range.start + 1, range.count), LEFT, pdf.page.height - saved - 14, { width: RIGHT - LEFT, align: 'center' });
    pdf.fillColor('black');
    pdf.page.margins.bottom = saved;
  }
}
