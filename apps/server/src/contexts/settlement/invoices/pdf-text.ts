/**
 * For tests: the text of an uncompressed pdfkit PDF (render with `compress: false`). pdfkit writes
 * each laid-out line as one TJ array of hex strings in the standard fonts' WinAnsi encoding, split
 * only for kerning; this joins each array into its line and decodes the bytes. Not a general PDF
 * reader: it knows exactly what pdfkit writes.
 */

/** WinAnsi bytes 0x80-0x9f that differ from Latin-1 and that invoices use. */
const WIN_ANSI: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x80: '€' };

const decodeHex = (hex: string): string => {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const byte = Number.parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI[byte] ?? String.fromCharCode(byte);
  }
  return text;
};

/** Every line of text in page order, one per TJ operator. */
export function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
    const parts = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => decodeHex(part[1] ?? ''));
    lines.push(parts.join('').trimEnd());
  }
  return lines;
}

/** All the text with runs of white space (line breaks included) folded to one space: search it for wrapped sentences. */
export const pdfText = (pdf: Buffer): string => pdfLines(pdf).join(' ').replace(/\s+/g, ' ');

/** How many pages the PDF has. */
export const pdfPageCount = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
