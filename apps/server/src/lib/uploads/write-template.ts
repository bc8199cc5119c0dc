import ExcelJS from 'exceljs';
import type { UploadColumn } from './check-rows.ts';
import type { UploadKind } from './read-table.ts';

/** An upload's template: the header row and example rows, as CSV or as an .xlsx workbook. */
export async function writeTemplate(
  columns: readonly UploadColumn[],
  examples: readonly (readonly string[])[],
  kind: UploadKind,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rows');
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  for (const example of examples) sheet.addRow([...example]);
  sheet.columns.forEach((column) => (column.width = 18));
  const written = kind === 'csv' ? await workbook.csv.writeBuffer() : await workbook.xlsx.writeBuffer();
  return Buffer.from(written as ArrayBuffer);
}
