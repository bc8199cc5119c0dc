import { z } from 'zod';
import { dec, money, tryDec } from '../decimal.ts';

/**
 * Issue 14 payment run: the bank's direct-entry file in the Australian ABA format (also called
 * Cemtex, the APCA BECS "Direct Entry" file). Decision 0188 records the sources and the choices.
 *
 * A file is one descriptive record (type 0), one detail record (type 1) per payment, optionally a
 * balancing debit detail record from the exchange's trust account, and one file total record
 * (type 7). Every record is exactly 120 characters of printable ASCII, ended by CR LF.
 *
 * Positions (1-based, inclusive), as written below and read back by parseAbaFile:
 *
 * Type 0: 1 '0' | 2-18 blank | 19-20 reel sequence, zero-filled | 21-23 financial institution |
 *   24-30 blank | 31-56 APCA user name, left, blank-filled | 57-62 APCA user id, zero-filled |
 *   63-74 description, left | 75-80 processing date DDMMYY | 81-120 blank
 * Type 1: 1 '1' | 2-8 BSB nnn-nnn | 9-17 account number, right, blank-filled | 18 indicator (blank) |
 *   19-20 transaction code | 21-30 amount in cents, right, zero-filled | 31-62 account title, left |
 *   63-80 lodgement reference, left | 81-87 trace BSB | 88-96 trace account, right, blank-filled |
 *   97-112 remitter name, left | 113-120 withholding tax in cents, zero-filled
 * Type 7: 1 '7' | 2-8 '999-999' | 9-20 blank | 21-30 net total | 31-40 credit total |
 *   41-50 debit total (cents, zero-filled) | 51-74 blank | 75-80 count of type 1 records | 81-120 blank
 */

export const ABA_RECORD_LENGTH = 120;
export const ABA_LINE_ENDING = '\r\n';
/** The amount fields are 10 digits of cents. */
export const ABA_MAX_AMOUNT = '99999999.99';
/** The count of type 1 records is 6 digits. */
export const ABA_MAX_DETAIL_RECORDS = 999_999;
export const ABA_CREDIT = '50';
export const ABA_DEBIT = '13';

export const ABA_MESSAGES = {
  invalidInput: 'The payment file cannot be written',
  bsb: 'BSB must be 6 digits written nnn-nnn',
  accountNumber: 'Account number must be 1 to 9 digits (hyphens allowed) and not all zeros',
  amount: 'Amount must be in dollars and cents, above 0',
  amountMax: 'Amount must be at most $99,999,999.99 (the file holds 10 digits of cents): split the payment',
  fileTotalMax: 'The payments total more than $99,999,999.99, the most one file can hold: split the payment run',
  tooManyPayments: `A file holds at most ${ABA_MAX_DETAIL_RECORDS} detail records: split the payment run`,
  noPayments: 'A payment file needs at least one payment',
  financialInstitution: "Financial institution must be the bank's 3-letter code, e.g. CBA",
  userId: 'APCA user id must be 6 digits',
  processingDate: 'Processing date must be a date (yyyy-mm-dd)',
  reel: 'Reel sequence number must be a whole number from 1 to 99',
  transactionCode: 'Payments are credits: transaction code 50',
  lodgementReferenceStart: 'Lodgement reference must not start with a zero or a hyphen',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
  notAscii: (label: string, character: string) =>
    `${label} can only use letters, digits, spaces and common punctuation: ${JSON.stringify(character)} cannot be sent to the bank`,
} as const;

/** Thrown by writeAbaFile for input it cannot write; `issues` has every problem, with its path. */
export class AbaInputError extends Error {
  readonly issues: readonly { path: string; message: string }[];
  constructor(issues: readonly { path: string; message: string }[]) {
    super(
      `${ABA_MESSAGES.invalidInput}: ${issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')}`,
    );
    this.name = 'AbaInputError';
    this.issues = issues;
  }
}

/** Thrown by parseAbaFile for text that is not an ABA file; the message names the line. */
export class AbaFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AbaFormatError';
  }
}

const TYPOGRAPHIC: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
};

/**
 * Text as the bank can take it: accents dropped (José → Jose), curly quotes and dashes made plain,
 * whitespace collapsed and trimmed. Anything still outside printable ASCII is left in, for the
 * schema to refuse by name (a name is never silently mangled beyond that).
 */
export function toAbaText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u201C\u201D\u2013\u2014]/g, (character) => TYPOGRAPHIC[character] ?? character)
    .replace(/\s+/g, ' ')
    .trim();
}

const NOT_PRINTABLE_ASCII = /[^\x20-\x7E]/u;

/**
 * A text field. Names (`upper`) are upper-cased. `truncate`: a longer value is cut to fit (account
 * titles and the remitter name, which no bank matches on); otherwise it is refused.
 */
const zAbaText = (label: string, max: number, options: { upper?: boolean; truncate?: boolean } = {}) =>
  z
    .string({ error: ABA_MESSAGES.required(label) })
    .transform((value) => (options.upper ? toAbaText(value).toUpperCase() : toAbaText(value)))
    .superRefine((value, context) => {
      const bad = NOT_PRINTABLE_ASCII.exec(value);
      if (bad) context.addIssue({ code: 'custom', message: ABA_MESSAGES.notAscii(label, bad[0]) });
      else if (value === '') context.addIssue({ code: 'custom', message: ABA_MESSAGES.required(label) });
      else if (!options.truncate && value.length > max) context.addIssue({ code: 'custom', message: ABA_MESSAGES.tooLong(label, max) });
    })
    .transform((value) => (options.truncate ? value.slice(0, max).trimEnd() : value));

export const zBsb = z
  .string({ error: ABA_MESSAGES.bsb })
  .trim()
  .regex(/^\d{3}-\d{3}$/, ABA_MESSAGES.bsb);

/** Spaces are dropped ('1234 5678' → '12345678'); digits and hyphens, 1 to 9, with a digit other than 0. */
export const zAccountNumber = z
  .string({ error: ABA_MESSAGES.accountNumber })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(/^[0-9-]{1,9}$/, ABA_MESSAGES.accountNumber)
      .regex(/[1-9]/, ABA_MESSAGES.accountNumber),
  );

/** Dollars and cents above 0 and at most ABA_MAX_AMOUNT ('100', '100.5' and '100.50' are all $100.50 or $100). */
export const zAbaAmount = z
  .string({ error: ABA_MESSAGES.amount })
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, { error: ABA_MESSAGES.amount, abort: true })
  .refine((value) => dec(value).greaterThan(0), { error: ABA_MESSAGES.amount, abort: true })
  .refine((value) => dec(value).lessThanOrEqualTo(ABA_MAX_AMOUNT), ABA_MESSAGES.amountMax)
  .transform((value) => money(value));

const isRealDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const ZAbaHeader = z.object({
  financialInstitution: z
    .string({ error: ABA_MESSAGES.financialInstitution })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, ABA_MESSAGES.financialInstitution),
  /** The APCA "user preferred specification" the bank advised: kept as given (not upper-cased), refused past 26. */
  userName: zAbaText('APCA user name', 26),
  userId: z
    .string({ error: ABA_MESSAGES.userId })
    .trim()
    .regex(/^\d{6}$/, ABA_MESSAGES.userId),
  description: zAbaText('Description', 12),
  processingDate: z.string({ error: ABA_MESSAGES.processingDate }).refine(isRealDate, ABA_MESSAGES.processingDate),
  reel: z.number({ error: ABA_MESSAGES.reel }).int(ABA_MESSAGES.reel).min(1, ABA_MESSAGES.reel).max(99, ABA_MESSAGES.reel).default(1),
});

/** The exchange's trust account: debited by the balancing record, and the trace account of every payment. */
export const ZAbaAccount = z.object({
  bsb: zBsb,
  accountNumber: zAccountNumber,
  accountName: zAbaText('Account name', 32, { upper: true, truncate: true }),
});

export const ZAbaPayment = z.object({
  bsb: zBsb,
  accountNumber: zAccountNumber,
  accountName: zAbaText('Account name', 32, { upper: true, truncate: true }),
  amount: zAbaAmount,
  lodgementReference: zAbaText('Lodgement reference', 18).refine((value) => !/^[0-]/.test(value), ABA_MESSAGES.lodgementReferenceStart),
  transactionCode: z.literal(ABA_CREDIT, { error: ABA_MESSAGES.transactionCode }).default(ABA_CREDIT),
});

export const ZAbaFileInput = z
  .object({
    header: ZAbaHeader,
    account: ZAbaAccount,
    /**
     * Shown to each payee as who paid them (16 characters; longer is cut). Defaults to the APCA
     * user name, cut to 16.
     */
    remitterName: zAbaText('Remitter name', 16, { upper: true, truncate: true }).optional(),
    payments: z
      .array(ZAbaPayment)
      .min(1, ABA_MESSAGES.noPayments)
      .max(ABA_MAX_DETAIL_RECORDS - 1, ABA_MESSAGES.tooManyPayments),
    /**
     * Add a debit (transaction code 13) from the trust account for the total, so the file nets to
     * zero. Default true: many banks only accept a self-balancing file; a bank whose portal adds
     * the debit itself wants false (decision 0188).
     */
    selfBalancing: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    // Runs even when a payment's own checks failed: an amount that is not a decimal is skipped here.
    const total = input.payments.reduce((sum, payment) => sum.plus(tryDec(payment.amount) ?? 0), dec(0));
    if (total.greaterThan(ABA_MAX_AMOUNT)) context.addIssue({ code: 'custom', path: ['payments'], message: ABA_MESSAGES.fileTotalMax });
  });

export type TAbaFileInput = z.input<typeof ZAbaFileInput>;
export type TAbaPayment = z.input<typeof ZAbaPayment>;

/** Cents of a dollars-and-cents string, as a digit string ('1234.5' → '123450'). */
export const abaCents = (amount: string): string => dec(amount).times(100).toFixed(0);

const left = (text: string, width: number): string => text.slice(0, width).padEnd(width, ' ');
const rightBlank = (text: string, width: number): string => text.slice(0, width).padStart(width, ' ');
const zeros = (digits: string, width: number): string => {
  if (digits.length > width) throw new RangeError(`${digits} does not fit in ${width} digits`);
  return digits.padStart(width, '0');
};
const blank = (width: number): string => ' '.repeat(width);

const ddmmyy = (isoDate: string): string => `${isoDate.slice(8, 10)}${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;

interface DetailFields {
  bsb: string;
  accountNumber: string;
  transactionCode: string;
  cents: string;
  accountName: string;
  lodgementReference: string;
  traceBsb: string;
  traceAccountNumber: string;
  remitterName: string;
}

const detailRecord = (fields: DetailFields): string =>
  '1' +
  fields.bsb +
  rightBlank(fields.accountNumber, 9) +
  ' ' +
  fields.transactionCode +
  zeros(fields.cents, 10) +
  left(fields.accountName, 32) +
  left(fields.lodgementReference, 18) +
  fields.traceBsb +
  rightBlank(fields.traceAccountNumber, 9) +
  left(fields.remitterName, 16) +
  zeros('0', 8);

/**
 * The ABA file for a payment run: every record 120 characters, each ended by CR LF. Throws an
 * AbaInputError listing every problem for input it cannot write (see ABA_MESSAGES).
 */
export function writeAbaFile(input: TAbaFileInput): string {
  const parsed = ZAbaFileInput.safeParse(input);
  if (!parsed.success) {
    throw new AbaInputError(parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
  }
  const { header, account, payments, selfBalancing } = parsed.data;
  const remitterName = parsed.data.remitterName ?? header.userName.toUpperCase().slice(0, 16).trimEnd();

  const descriptive =
    '0' +
    blank(17) +
    zeros(String(header.reel), 2) +
    header.financialInstitution +
    blank(7) +
    left(header.userName, 26) +
    header.userId +
    left(header.description, 12) +
    ddmmyy(header.processingDate) +
    blank(40);

  const trace = { traceBsb: account.bsb, traceAccountNumber: account.accountNumber, remitterName };
  const details = payments.map((payment) =>
    detailRecord({
      bsb: payment.bsb,
      accountNumber: payment.accountNumber,
      transactionCode: payment.transactionCode,
      cents: abaCents(payment.amount),
      accountName: payment.accountName,
      lodgementReference: payment.lodgementReference,
      ...trace,
    }),
  );
  const credits = payments.reduce((sum, payment) => sum.plus(abaCents(payment.amount)), dec(0));
  if (selfBalancing) {
    details.push(
      detailRecord({
        bsb: account.bsb,
        accountNumber: account.accountNumber,
        transactionCode: ABA_DEBIT,
        cents: credits.toFixed(0),
        accountName: account.accountName,
        lodgementReference: header.description,
        ...trace,
      }),
    );
  }
  const debits = selfBalancing ? credits : dec(0);

  const total =
    '7' +
    '999-999' +
    blank(12) +
    zeros(credits.minus(debits).abs().toFixed(0), 10) +
    zeros(credits.toFixed(0), 10) +
    zeros(debits.toFixed(0), 10) +
    blank(24) +
    zeros(String(details.length), 6) +
    blank(40);

  const records = [descriptive, ...details, total];
  for (const record of records) {
    if (record.length !== ABA_RECORD_LENGTH) throw new Error(`ABA record of ${record.length} characters: ${record}`);
  }
  return records.map((record) => record + ABA_LINE_ENDING).join('');
}

export interface AbaDescriptiveRecord {
  type: 'descriptive';
  reel: number;
  financialInstitution: string;
  userName: string;
  userId: string;
  description: string;
  /** yyyy-mm-dd (the file's DDMMYY, read as 20YY). */
  processingDate: string;
}

export interface AbaDetailRecord {
  type: 'detail';
  bsb: string;
  accountNumber: string;
  /** ' ' normally; 'N', 'W', 'X' or 'Y' as the format defines. */
  indicator: string;
  transactionCode: string;
  /** Dollars and cents, e.g. '1234.50'. */
  amount: string;
  accountName: string;
  lodgementReference: string;
  traceBsb: string;
  traceAccountNumber: string;
  remitterName: string;
  /** Dollars and cents. */
  withholdingTax: string;
}

export interface AbaTotalRecord {
  type: 'total';
  /** Dollars and cents, unsigned. */
  netTotal: string;
  creditTotal: string;
  debitTotal: string;
  /** The count of type 1 records the file says it has. */
  detailCount: number;
}

export type AbaRecord = AbaDescriptiveRecord | AbaDetailRecord | AbaTotalRecord;

/**
 * A minimal reader: the records of an ABA file, in order, fields trimmed. Lines may end in CR LF
 * or LF. Throws an AbaFormatError naming the line for a record that is not 120 characters, an
 * unknown record type or a non-numeric number field. It does not check totals (see abaFileProblems).
 */
export function parseAbaFile(text: string): AbaRecord[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line, index) => {
    const lineNumber = index + 1;
    if (line.length !== ABA_RECORD_LENGTH) {
      throw new AbaFormatError(`Line ${lineNumber}: a record must be ${ABA_RECORD_LENGTH} characters, this one has ${line.length}`);
    }
    const field = (from: number, to: number): string => line.slice(from - 1, to).trim();
    const digits = (from: number, to: number, name: string): string => {
      const value = line.slice(from - 1, to);
      if (!/^\d+$/.test(value))
        throw new AbaFormatError(`Line ${lineNumber}: ${name} (positions ${from}-${to}) must be digits: ${JSON.stringify(value)}`);
      return value;
    };
    const dollars = (from: number, to: number, name: string): string => money(dec(digits(from, to, name)).dividedBy(100));
    switch (line[0]) {
      case '0': {
        const date = digits(75, 80, 'processing date');
        return {
          type: 'descriptive',
          reel: Number(digits(19, 20, 'reel sequence number')),
          financialInstitution: field(21, 23),
          userName: field(31, 56),
          userId: digits(57, 62, 'user id'),
          description: field(63, 74),
          processingDate: `20${date.slice(4, 6)}-${date.slice(2, 4)}-${date.slice(0, 2)}`,
        };
      }
      case '1':
        return {
          type: 'detail',
          bsb: field(2, 8),
          accountNumber: field(9, 17),
          indicator: line.slice(17, 18),
          transactionCode: digits(19, 20, 'transaction code'),
          amount: dollars(21, 30, 'amount'),
          accountName: field(31, 62),
          lodgementReference: field(63, 80),
          traceBsb: field(81, 87),
          traceAccountNumber: field(88, 96),
          remitterName: field(97, 112),
          withholdingTax: dollars(113, 120, 'withholding tax'),
        };
      case '7':
        return {
          type: 'total',
          netTotal: dollars(21, 30, 'net total'),
          creditTotal: dollars(31, 40, 'credit total'),
          debitTotal: dollars(41, 50, 'debit total'),
          detailCount: Number(digits(75, 80, 'count of type 1 records')),
        };
      default:
        throw new AbaFormatError(`Line ${lineNumber}: unknown record type ${JSON.stringify(line[0])} (expected 0, 1 or 7)`);
    }
  });
}

/**
 * What is wrong with a read file's structure and totals, or [] when it is consistent: one
 * descriptive record first, one total record last, and the totals and count equal to the detail
 * records (transaction code 13 is a debit, every other code a credit).
 */
export function abaFileProblems(records: readonly AbaRecord[]): string[] {
  const problems: string[] = [];
  if (records[0]?.type !== 'descriptive') problems.push('The first record must be the descriptive record (type 0)');
  const last = records.at(-1);
  if (last?.type !== 'total') problems.push('The last record must be the file total record (type 7)');
  const details = records.filter((record): record is AbaDetailRecord => record.type === 'detail');
  if (records.filter((record) => record.type === 'descriptive').length > 1) problems.push('More than one descriptive record');
  if (records.filter((record) => record.type === 'total').length > 1) problems.push('More than one file total record');
  if (last?.type !== 'total') return problems;
  const sum = (code: (transactionCode: string) => boolean) =>
    details.filter((record) => code(record.transactionCode)).reduce((total, record) => total.plus(record.amount), dec(0));
  const credits = sum((code) => code !== ABA_DEBIT);
  const debits = sum((code) => code === ABA_DEBIT);
  if (!credits.equals(last.creditTotal)) problems.push(`The credit total ${last.creditTotal} is not the credits' sum ${money(credits)}`);
  if (!debits.equals(last.debitTotal)) problems.push(`The debit total ${last.debitTotal} is not the debits' sum ${money(debits)}`);
  if (!credits.minus(debits).abs().equals(last.netTotal))
    problems.push(`The net total ${last.netTotal} is not ${money(credits.minus(debits).abs())}`);
  if (last.detailCount !== details.length) problems.push(`The count ${last.detailCount} is not the ${details.length} detail records`);
  return problems;
}
