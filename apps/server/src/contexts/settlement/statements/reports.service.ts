import {
  type AgeBucket,
  ageBucket,
  financialQuarter,
  type SettlementReport,
  type TDateRange,
  WITHHELD_KIND_LABELS,
  type WithheldKind,
} from '@cgx/domain/statements.schemas';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../lib/access.ts';
import { formatDay } from '@cgx/domain/format';
import { type CsvColumn, inBatches } from '../../../lib/csv.ts';
import { moneyCell } from '../../../lib/download-columns.ts';
import { leviesWithheld, paymentsMadePage, paymentsMadeTotal, unpaidInvoicesPage, unpaidInvoicesTotals } from './reports.repository.ts';
import { requireStatements } from './statements.service.ts';

/** A report's CSV: one cell per column, in the columns' order. */
export type ReportRow = readonly (string | number | null)[];
export interface ReportFile {
  filename: string;
  columns: CsvColumn<ReportRow>[];
  rows: AsyncIterable<ReportRow>;
}

/**
 * A report's columns from its headers and what each holds (decision 0209): a number (money as
 * moneyCell writes it), a day (the row holds 'YYYY-MM-DD'; the file says '28 Nov 2026'), or text.
 */
const columnsOf = (headers: readonly (readonly [string, ('number' | 'day')?])[]): CsvColumn<ReportRow>[] =>
  headers.map(([header, kind], index) => {
    const value = (row: ReportRow) => row[index] ?? null;
    if (kind === 'day') {
      const day = (row: ReportRow) => (typeof value(row) === 'string' && value(row) !== '' ? String(value(row)) : null);
      return { header, cell: (row) => (day(row) ? formatDay(day(row) ?? '') : value(row)), day };
    }
    return { header, cell: value, ...(kind === 'number' ? { number: true } : {}) };
  });

const AGE_COLUMNS: Record<AgeBucket, string> = {
  current: 'Current',
  '1-30': '1-30 days',
  '31-60': '31-60 days',
  '61-90': '61-90 days',
  '90+': '90+ days',
};
const PAYEE_KIND = { seller: 'Seller', levy: 'Levy', royalty: 'Royalty' } as const;

/** Unpaid buyers' invoices as at the range's last day, the outstanding amount in its age's column, then the totals. */
function unpaidInvoicesReport(context: AppContext, range: TDateRange): ReportFile {
  const buckets = Object.keys(AGE_COLUMNS) as AgeBucket[];
  return {
    filename: `unpaid-invoices-as-at-${range.dateTo}.csv`,
    columns: columnsOf([
      ['Invoice'],
      ['Trade'],
      ['Buyer'],
      ['Issued', 'day'],
      ['Due', 'day'],
      ['Days past due', 'number'],
      ['Total', 'number'],
      ['Paid', 'number'],
      ['Outstanding', 'number'],
      ...buckets.map((bucket) => [AGE_COLUMNS[bucket], 'number'] as const),
    ]),
    rows: (async function* () {
      for await (const row of inBatches(unpaidInvoicesPage(context.db, range))) {
        const age = ageBucket(row.days_past_due);
        yield [
          row.invoice,
          row.trade,
          row.buyer,
          row.issued_on,
          row.due_date,
          Math.max(row.days_past_due, 0),
          moneyCell(row.total),
          moneyCell(row.paid),
          moneyCell(row.outstanding),
          ...buckets.map((bucket) => (bucket === age ? moneyCell(row.outstanding) : '')),
        ];
      }
      const totals = await unpaidInvoicesTotals(context.db, range);
      yield [
        'Total',
        '',
        '',
        '',
        '',
        '',
        ...[totals.total, totals.paid, totals.outstanding, totals.current, totals.d30, totals.d60, totals.d90, totals.over90].map(
          moneyCell,
        ),
      ];
    })(),
  };
}

/** Levies and royalties withheld, by recipient, Australian financial quarter and levy. */
function leviesWithheldReport(context: AppContext, range: TDateRange): ReportFile {
  return {
    filename: `levies-withheld-${range.dateFrom}-to-${range.dateTo}.csv`,
    columns: columnsOf([['Recipient'], ['Quarter'], ['Kind'], ['Levy or royalty'], ['Trades', 'number'], ['Amount', 'number']]),
    rows: (async function* () {
      for (const row of await leviesWithheld(context.db, range)) {
        yield [
          row.recipient ?? 'No recipient on record',
          financialQuarter(row.quarter_start),
          WITHHELD_KIND_LABELS[row.kind as WithheldKind] ?? row.kind,
          row.label,
          row.trades,
          moneyCell(row.amount),
        ];
      }
    })(),
  };
}

/** Every payment of the payment runs paid in the range, then their total. */
function paymentsMadeReport(context: AppContext, range: TDateRange): ReportFile {
  return {
    filename: `payments-made-${range.dateFrom}-to-${range.dateTo}.csv`,
    columns: columnsOf([
      ['Paid on', 'day'],
      ['Payment run'],
      ['Payee'],
      ['Kind'],
      ['Lodgement reference'],
      ['Trades'],
      ['Amount', 'number'],
    ]),
    rows: (async function* () {
      for await (const row of inBatches(paymentsMadePage(context.db, range))) {
        yield [row.paid_on, row.run_id, row.payee, PAYEE_KIND[row.payee_kind], row.lodgement_reference, row.trades, moneyCell(row.amount)];
      }
      yield ['Total', '', '', '', '', '', moneyCell(await paymentsMadeTotal(context.db, range))];
    })(),
  };
}

const REPORTS: Record<SettlementReport, (context: AppContext, range: TDateRange) => ReportFile> = {
  'unpaid-invoices': unpaidInvoicesReport,
  'levies-withheld': leviesWithheldReport,
  'payments-made': paymentsMadeReport,
};

export function settlementReport(context: AppContext, auth: AuthContext, report: SettlementReport, range: TDateRange): ReportFile {
  requireStatements(auth);
  return REPORTS[report](context, range);
}
