import { type TStatement, WITHHELD_KIND_LABELS } from '@cgx/domain/statements.schemas';
import { formatDay, formatPricePerTonne, formatTonnes } from '@cgx/domain/format';
import type { CsvColumn } from '../../../lib/csv.ts';
import { dayColumn, moneyColumn } from '../../../lib/download-columns.ts';

/**
 * A statement as one CSV table (issue 14 §7): a row per trade, invoice, payment and withheld line,
 * each under its section, then the totals. Days read 'dd MMM yyyy' and amounts are plain decimals to
 * the cent (a spreadsheet sums them; decision 0209); money the organisation is paid or owed by the
 * exchange and money it owes read the same sign: the section says which.
 */
export type StatementCsvRow = {
  section: string;
  date: string;
  trade: string;
  reference: string;
  description: string;
  amount: string;
};

export const STATEMENT_CSV_COLUMNS: CsvColumn<StatementCsvRow>[] = [
  { header: 'Section', cell: (row) => row.section },
  dayColumn('Date', (row) => row.date || null),
  { header: 'Trade', cell: (row) => row.trade },
  { header: 'Reference', cell: (row) => row.reference },
  { header: 'Description', cell: (row) => row.description },
  moneyColumn('Amount', (row) => row.amount),
];

const INVOICE_KIND = { seller: 'Recipient Created Tax Invoice', buyer: 'Tax Invoice' } as const;
const PAYEE_KIND = { buyer: 'Payment received', seller: 'Paid to seller', levy: 'Levy paid', royalty: 'Royalty paid' } as const;

export function statementCsvRows(statement: TStatement): StatementCsvRow[] {
  const { totals } = statement;
  return [
    ...statement.trades.map((trade) => ({
      section: trade.side === 'seller' ? 'Trade (sold)' : 'Trade (bought)',
      date: trade.titleTransferDate ?? '',
      trade: trade.formattedId,
      reference: '',
      description: [
        trade.season,
        trade.commodity,
        trade.grade,
        `${formatTonnes(trade.deliveredTonnes ?? trade.quantity)} t at ${formatPricePerTonne(trade.price)}`,
      ]
        .filter(Boolean)
        .join(' '),
      amount: '',
    })),
    ...statement.invoices.map((invoice) => ({
      section: 'Invoice',
      date: invoice.issuedOn,
      trade: invoice.formattedTradeId,
      reference: invoice.number,
      description: `${INVOICE_KIND[invoice.kind]}, due ${formatDay(invoice.dueDate)}${invoice.status === 'void' ? ' (void)' : ''}`,
      amount: invoice.total,
    })),
    ...statement.payments.map((payment) => ({
      section: payment.direction === 'received' ? 'Payment received' : 'Payment made',
      date: payment.date,
      trade: payment.formattedTradeIds.join(' '),
      reference: payment.reference,
      description: PAYEE_KIND[payment.kind],
      amount: payment.amount,
    })),
    ...statement.withheld.map((line) => ({
      section: 'Withheld',
      date: line.issuedOn,
      trade: line.formattedTradeId,
      reference: line.invoiceNumber,
      description: `${WITHHELD_KIND_LABELS[line.kind]}: ${line.label}${line.payee ? `, for ${line.payee}` : ''}`,
      amount: line.amount,
    })),
    ...statement.withheldFor.map((line) => ({
      section: 'Withheld for you',
      date: line.issuedOn,
      trade: line.formattedTradeId,
      reference: line.invoiceNumber,
      description: `${WITHHELD_KIND_LABELS[line.kind]}: ${line.label} (${line.commodity})`,
      amount: line.amount,
    })),
    ...(
      [
        ['Sellers’ invoices (net payable)', totals.sellerInvoiced],
        ['Buyers’ invoices', totals.buyerInvoiced],
        ['Payments received', totals.paymentsReceived],
        ['Payments made', totals.paymentsMade],
        ['Levies and royalties withheld', totals.withheld],
        ['Levies and royalties withheld for you', totals.withheldFor],
      ] as const
    ).map(([description, amount]) => ({ section: 'Total', date: '', trade: '', reference: '', description, amount })),
  ];
}

/** 'statement-quokka-creek-farms-2026-07-01-to-2026-09-30' (and the extension). */
export function statementFilename(statement: TStatement, extension: 'pdf' | 'csv'): string {
  const name = statement.organisation.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `statement-${name || statement.organisation.id}-${statement.dateFrom}-to-${statement.dateTo}.${extension}`;
}
