import { dec, type Decimal, maxDec, money } from '../decimal.ts';
import { formatMoney } from '../format.ts';

/**
 * Issue 14 settlement: buyers pay their invoices into the exchange's trust account; staff import
 * the account's statement (the bank's CSV export, already read into rows of cells) to record the
 * payments. Reading is forgiving and reports every bad row with its number; matching is on the
 * invoice number in the description ('INV-000123'), and shows part and over-payments as they
 * are, never guessing where the money was meant to go. Decision 0188.
 */

/** The most lines a statement may have (below its header): a month of a busy trust account is a few thousand. */
export const BANK_STATEMENT_MAX_ROWS = 20_000;

export const STATEMENT_MESSAGES = {
  date: 'Date must be a date (dd/mm/yyyy)',
  amount: 'Amount must be a number',
  amountCents: 'Amount must be in dollars and cents',
  noAmount: 'There is no amount on this row',
  debitAndCredit: 'A row has a debit amount or a credit amount, not both',
  layout:
    "The statement's columns were not recognised: use the bank's CSV export with Date, Amount and Description columns (CommBank), or Date, Narrative, Debit Amount and Credit Amount columns (NAB, Westpac)",
  empty: 'The statement has no transactions',
  duplicate: 'Already imported',
  noReference: 'No invoice number (like INV-000123) in the description',
  noSuchInvoice: (invoiceNumber: string) => `There is no invoice ${invoiceNumber}`,
  invoiceVoid: (invoiceNumber: string) => `Invoice ${invoiceNumber} is void`,
  full: 'Pays the invoice in full',
  partial: (outstanding: string) => `Part payment: ${formatMoney(outstanding)} still owing`,
  over: (overBy: string) => `Overpaid by ${formatMoney(overBy)}`,
} as const;

/**
 * 'signed-amount': a header with Date, Amount, Description (CommBank style; NAB's export too, with
 * 'Transaction Details'), money out negative. 'debit-credit': a header with Date, Narrative, Debit
 * Amount, Credit Amount (Westpac, NAB style). 'headerless': CommBank's export without a header:
 * date, signed amount, description, balance.
 */
export type StatementLayout = 'signed-amount' | 'debit-credit' | 'headerless';

export interface StatementLine {
  /** The row's number in the file, 1-based, counting the header. */
  row: number;
  /** yyyy-mm-dd. */
  date: string;
  /** Money in, two decimals, above 0. */
  amount: string;
  /** The description (and the reference column's text, where the layout has one), whitespace collapsed. */
  description: string;
  /** The first invoice number in the reference or description, as 'INV-000123'; null when there is none. */
  reference: string | null;
  /**
   * The same for the same transaction in any export of the statement: date|amount|description|n,
   * where n counts identical lines earlier in the same file (1 for the first). Importing a file
   * twice, or two overlapping statements, gives the same fingerprints for the same money.
   */
  fingerprint: string;
}

export interface StatementProblem {
  row: number;
  message: string;
}

export interface StatementReadResult {
  /** null when the columns were not recognised (then problems says so and there are no lines). */
  layout: StatementLayout | null;
  /** The credits (money in), in file order. */
  lines: StatementLine[];
  /** Rows of money out: not payments, skipped. */
  debitsSkipped: number;
  problems: StatementProblem[];
}

const INVOICE_NUMBER = /(?<![A-Z])INV[\s\-_#:./]*(\d{1,6})(?!\d)/i;

/** The first invoice number in a text, normalised: 'inv-123', 'INV 000123', 'INV000123' → 'INV-000123'. */
export function invoiceReferenceIn(text: string): string | null {
  const match = INVOICE_NUMBER.exec(text);
  return match ? `INV-${(match[1] ?? '').padStart(6, '0')}` : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const isoDate = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const fullYear = (year: string): number => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * A statement date as yyyy-mm-dd, or null: dd/mm/yyyy as Australian banks write it (also d/m/yy,
 * with - or . between), yyyy-mm-dd, and '27 Nov 2026' / '27-Nov-26'.
 */
export function statementDate(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(value);
  if (match) return isoDate(fullYear(match[3] ?? ''), Number(match[2]), Number(match[1]));
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s-](\d{4}|\d{2})$/.exec(value);
  if (match) {
    const month = MONTHS.indexOf((match[2] ?? '').toLowerCase());
    return month < 0 ? null : isoDate(fullYear(match[3] ?? ''), month + 1, Number(match[1]));
  }
  return null;
}

type AmountReading = { ok: true; value: Decimal | null } | { ok: false; message: string };

/** A signed amount: '$1,234.50', '-1234.5', '+20', '(20.00)' (negative); blank is null. */
function readAmount(text: string | undefined): AmountReading {
  let value = (text ?? '').replace(/[\s$,]/g, '');
  if (value === '') return { ok: true, value: null };
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(value);
  if (bracketed) {
    negative = true;
    value = bracketed[1] ?? '';
  }
  const match = /^([+-]?)(\d+(?:\.\d+)?|\.\d+)$/.exec(value);
  if (!match) return { ok: false, message: STATEMENT_MESSAGES.amount };
  const digits = match[2] ?? '';
  if (/\.\d{3,}$/.test(digits)) return { ok: false, message: STATEMENT_MESSAGES.amountCents };
  const amount = dec(digits.startsWith('.') ? `0${digits}` : digits);
  return { ok: true, value: negative !== (match[1] === '-') ? amount.negated() : amount };
}

/** A cell's text on one line: whitespace and control characters (a NUL, a line break) collapsed to one space (decision 0222). */
const normalise = (cell: string | undefined): string =>
  (cell ?? '')
    .replace(/^\uFEFF/, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
const headerName = (cell: string | undefined): string =>
  normalise(cell)
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim();

const HEADER_NAMES = {
  date: ['date', 'transaction date', 'posted date', 'posting date', 'effective date', 'value date'],
  amount: ['amount', 'transaction amount', 'amount aud'],
  debit: ['debit amount', 'debit', 'debits', 'withdrawal', 'withdrawals', 'money out'],
  credit: ['credit amount', 'credit', 'credits', 'deposit', 'deposits', 'money in'],
  description: ['description', 'narrative', 'transaction details', 'details', 'transaction description', 'narration', 'particulars'],
  reference: ['reference', 'lodgement reference', 'payment reference', 'customer reference'],
} as const;

interface Columns {
  layout: StatementLayout;
  date: number;
  description: number;
  reference: number | null;
  amount: number | null;
  debit: number | null;
  credit: number | null;
}

function columnsOfHeader(row: readonly string[]): Columns | null {
  const names = row.map(headerName);
  const find = (candidates: readonly string[]): number | null => {
    const index = names.findIndex((name) => candidates.includes(name));
    return index < 0 ? null : index;
  };
  const date = find(HEADER_NAMES.date);
  const description = find(HEADER_NAMES.description);
  if (date === null || description === null) return null;
  const [amount, debit, credit, reference] = [
    find(HEADER_NAMES.amount),
    find(HEADER_NAMES.debit),
    find(HEADER_NAMES.credit),
    find(HEADER_NAMES.reference),
  ];
  if (debit !== null && credit !== null) return { layout: 'debit-credit', date, description, reference, amount: null, debit, credit };
  if (amount !== null) return { layout: 'signed-amount', date, description, reference, amount, debit: null, credit: null };
  return null;
}

const HEADERLESS: Columns = { layout: 'headerless', date: 0, amount: 1, description: 2, reference: null, debit: null, credit: null };

const isBlank = (row: readonly string[]): boolean => row.every((cell) => normalise(cell) === '');

/** How far down a header is looked for: some exports start with the account's name and dates. */
const HEADER_SEARCH_ROWS = 10;

/**
 * The credits of a bank statement read into rows of cells (row 1 first). The layout is found from
 * the header (or its absence: CommBank's headerless export); debits are skipped and counted; every
 * row's problems are collected with its row number, none is thrown.
 */
export function readBankStatement(rows: readonly (readonly string[])[]): StatementReadResult {
  const result: StatementReadResult = { layout: null, lines: [], debitsSkipped: 0, problems: [] };
  const filled = rows.map((row, index) => ({ row, number: index + 1 })).filter(({ row }) => !isBlank(row));
  const first = filled[0];
  if (!first) {
    result.problems.push({ row: 1, message: STATEMENT_MESSAGES.empty });
    return result;
  }
  let columns: Columns | null = null;
  let dataFrom = 0;
  for (const [index, { row }] of filled.slice(0, HEADER_SEARCH_ROWS).entries()) {
    columns = columnsOfHeader(row);
    if (columns) {
      dataFrom = index + 1;
      break;
    }
  }
  if (!columns) {
    const amount = readAmount(first.row[1]);
    if (statementDate(first.row[0] ?? '') === null || !amount.ok || amount.value === null) {
      result.problems.push({ row: first.number, message: STATEMENT_MESSAGES.layout });
      return result;
    }
    columns = HEADERLESS;
  }
  result.layout = columns.layout;

  const occurrences = new Map<string, number>();
  const data = filled.slice(dataFrom);
  if (data.length === 0) result.problems.push({ row: first.number, message: STATEMENT_MESSAGES.empty });
  for (const { row, number } of data) {
    const problems: string[] = [];
    const date = statementDate(row[columns.date] ?? '');
    if (date === null) problems.push(STATEMENT_MESSAGES.date);
    const credit = creditOf(row, columns);
    if (!credit.ok) problems.push(credit.message);
    if (problems.length > 0 || date === null || !credit.ok) {
      for (const message of problems) result.problems.push({ row: number, message });
      continue;
    }
    if (credit.value === 'debit') {
      result.debitsSkipped += 1;
      continue;
    }
    const amount = money(credit.value);
    const ownReference = columns.reference === null ? '' : normalise(row[columns.reference]);
    const narrative = normalise(row[columns.description]);
    const description = ownReference === '' || narrative.includes(ownReference) ? narrative : `${narrative} ${ownReference}`.trim();
    const key = `${date}|${amount}|${description}`;
    const occurrence = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, occurrence);
    result.lines.push({
      row: number,
      date,
      amount,
      description,
      reference: invoiceReferenceIn(ownReference) ?? invoiceReferenceIn(narrative),
      fingerprint: `${key}|${occurrence}`,
    });
  }
  return result;
}

/** The row's money in (a positive decimal), 'debit' for money out, or the problem. */
function creditOf(row: readonly string[], columns: Columns): { ok: true; value: Decimal | 'debit' } | { ok: false; message: string } {
  if (columns.amount !== null) {
    const amount = readAmount(row[columns.amount]);
    if (!amount.ok) return amount;
    if (amount.value === null || amount.value.isZero()) return { ok: false, message: STATEMENT_MESSAGES.noAmount };
    return { ok: true, value: amount.value.greaterThan(0) ? amount.value : 'debit' };
  }
  const debit = readAmount(columns.debit === null ? undefined : row[columns.debit]);
  const credit = readAmount(columns.credit === null ? undefined : row[columns.credit]);
  if (!debit.ok) return debit;
  if (!credit.ok) return credit;
  const isDebit = debit.value !== null && !debit.value.isZero();
  const isCredit = credit.value !== null && !credit.value.isZero();
  if (isDebit && isCredit) return { ok: false, message: STATEMENT_MESSAGES.debitAndCredit };
  if (isCredit && credit.value) return { ok: true, value: credit.value.abs() };
  if (isDebit) return { ok: true, value: 'debit' };
  return { ok: false, message: STATEMENT_MESSAGES.noAmount };
}

export interface StatementInvoice {
  id: number;
  /** 'INV-000123'. */
  number: string;
  total: string;
  /** What has been recorded as paid before this statement. */
  paid: string;
  status: string;
}

/** Invoice statuses a payment is not recorded against. */
export const UNPAYABLE_INVOICE_STATUSES: readonly string[] = ['void'];

export type StatementMatch =
  | { line: StatementLine; outcome: 'duplicate'; reason: string }
  | { line: StatementLine; outcome: 'unmatched'; code: 'no-reference' | 'no-such-invoice' | 'invoice-void'; reason: string }
  | {
      line: StatementLine;
      outcome: 'matched';
      invoiceId: number;
      invoiceNumber: string;
      /** The line's amount, recorded against the invoice as received. */
      amount: string;
      settles: 'full' | 'partial' | 'over';
      /** Owing before this line (after earlier lines of the file), never below 0. */
      outstandingBefore: string;
      /** Owing after this line, never below 0. */
      outstandingAfter: string;
      /** With 'over': how much more than its total the invoice has now been paid. */
      overBy?: string;
      /** The line's outcome in words (STATEMENT_MESSAGES). */
      reason: string;
    };

export type MatchedStatementLine = Extract<StatementMatch, { outcome: 'matched' }>;

/**
 * Each line's outcome, in order: 'duplicate' when its fingerprint was imported before (or earlier in
 * these lines), 'unmatched' when it names no invoice, an unknown one or a void one, else 'matched'
 * with how it leaves the invoice. Lines paying the same invoice accumulate in file order.
 */
export function matchStatementLines(
  lines: readonly StatementLine[],
  invoices: readonly StatementInvoice[],
  alreadyImported: ReadonlySet<string>,
): StatementMatch[] {
  const byNumber = new Map<string, StatementInvoice>();
  for (const invoice of invoices) byNumber.set(invoiceReferenceIn(invoice.number) ?? invoice.number.trim().toUpperCase(), invoice);
  const paid = new Map<number, Decimal>();
  const seen = new Set(alreadyImported);

  return lines.map((line): StatementMatch => {
    if (seen.has(line.fingerprint)) return { line, outcome: 'duplicate', reason: STATEMENT_MESSAGES.duplicate };
    seen.add(line.fingerprint);
    if (line.reference === null) return { line, outcome: 'unmatched', code: 'no-reference', reason: STATEMENT_MESSAGES.noReference };
    const invoice = byNumber.get(line.reference);
    if (!invoice) return { line, outcome: 'unmatched', code: 'no-such-invoice', reason: STATEMENT_MESSAGES.noSuchInvoice(line.reference) };
    if (UNPAYABLE_INVOICE_STATUSES.includes(invoice.status.toLowerCase())) {
      return { line, outcome: 'unmatched', code: 'invoice-void', reason: STATEMENT_MESSAGES.invoiceVoid(line.reference) };
    }
    const before = paid.get(invoice.id) ?? dec(invoice.paid);
    const after = before.plus(line.amount);
    paid.set(invoice.id, after);
    const owing = (paidSoFar: Decimal) => money(maxDec(0, dec(invoice.total).minus(paidSoFar)));
    const remaining = dec(invoice.total).minus(after);
    const common = {
      line,
      outcome: 'matched' as const,
      invoiceId: invoice.id,
      invoiceNumber: line.reference,
      amount: line.amount,
      outstandingBefore: owing(before),
      outstandingAfter: owing(after),
    };
    if (remaining.isZero()) return { ...common, settles: 'full', reason: STATEMENT_MESSAGES.full };
    if (remaining.greaterThan(0)) return { ...common, settles: 'partial', reason: STATEMENT_MESSAGES.partial(money(remaining)) };
    const overBy = money(remaining.negated());
    return { ...common, settles: 'over', overBy, reason: STATEMENT_MESSAGES.over(overBy) };
  });
}
