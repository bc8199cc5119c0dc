import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { isDecimalString } from '@cgx/domain/decimal';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { CsvColumn } from './csv.ts';
import { safeCell } from './csv.ts';

function cellOf<Row>(column: CsvColumn<Row>, row: Row): string | number {
  const value = column.cell(row);
  if (column.number && typeof value === 'string' && isDecimalString(value)) return Number(value);
  return safeCell(value);
}

/**
 * Streams rows as an Excel workbook (.xlsx), one sheet, with exceljs's streaming writer: each row
 * is committed (zipped out) as it is read, so a long list never sits whole in memory. The columns
 * are a CSV download's; text a spreadsheet would run as a formula is quoted the same way.
 */
export function sendXlsx<Row>(
  reply: FastifyReply,
  filename: string,
  sheetName: string,
  columns: CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
): void {
  const stream = new PassThrough();
  // No styles (so no bold header): styling every cell halved the rows written a second
  // (exceljs 4, 200,000 rows of 19 columns: ~20,000 rows/s styled, 38,000-53,000 unstyled).
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, width: 18 }));
  void (async () => {
    try {
      for await (const row of rows) {
        sheet.addRow(columns.map((column) => cellOf(column, row))).commit();
        // The reader waits for a slow client instead of piling the workbook up in memory.
        if (stream.writableNeedDrain) await once(stream, 'drain');
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  void reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);
}
