import { type LocalDate, sydneyDate } from '@cgx/domain/calendar';
import { isDecimalString, money, tonnes } from '@cgx/domain/decimal';
import { formatDay } from '@cgx/domain/format';
import type { CsvColumn } from './csv.ts';

/**
 * The cells a download writes for days, money and tonnes (decision 0209): a day as the exchange's
 * day, 'dd MMM yyyy' in a CSV and a real date shown so in a workbook; money as a plain decimal to
 * the cent and tonnes to the kilogram, half-up, without '$' or thousands separators, so that a
 * spreadsheet reads them as numbers it can add up (the header names the unit).
 */

/** The day in Sydney of an instant (a trade's time as the API carries it): 20:55 UTC on the 27th is the 28th. */
export const sydneyDayOf = (instant: string | Date): LocalDate => sydneyDate(typeof instant === 'string' ? new Date(instant) : instant);

/** A column of days ('YYYY-MM-DD', already the exchange's day): '28 Nov 2026', a date in a workbook. */
export function dayColumn<Row>(header: string, day: (row: Row) => LocalDate | null | undefined): CsvColumn<Row> {
  return {
    header,
    cell: (row) => {
      const value = day(row);
      return value ? formatDay(value) : null;
    },
    day: (row) => day(row) ?? null,
  };
}

/** What a decimal column writes: the decimal rounded as `round` does, or the text as it came when it is not one. */
const decimalCell = (value: string | null | undefined, round: (value: string) => string): string | null =>
  value === null || value === undefined || value === '' ? null : isDecimalString(value) ? round(value) : value;

/** A column of dollars ($ or $/mt): '25230' → 25230.00. */
export const moneyColumn = <Row>(header: string, amount: (row: Row) => string | null | undefined): CsvColumn<Row> => ({
  header,
  cell: (row) => decimalCell(amount(row), money),
  number: true,
});

/** A column of tonnes: '98.5' → 98.500. */
export const tonnesColumn = <Row>(header: string, quantity: (row: Row) => string | null | undefined): CsvColumn<Row> => ({
  header,
  cell: (row) => decimalCell(quantity(row), tonnes),
  number: true,
});

/** A cell of money in a download whose columns are built by hand (a report's rows). */
export const moneyCell = (amount: string | null | undefined): string | null => decimalCell(amount, money);
