import { addBusinessDays, isLocalDate, type LocalDate } from '../calendar.ts';
import { PAYMENT_BUSINESS_DAYS } from '../constants.ts';
import { dec, type DecimalInput, money } from '../decimal.ts';
import { type PaymentTerms, paymentDueDate, paymentTermsFromColumns } from '../payment-terms.ts';

/**
 * design §5: the buyer's due date, counted from title transfer in the site's state (holidays are
 * the state's, passed in), and the interest a deferred or a late payment carries. The three terms
 * are paymentDueDate's (payment-terms.ts); this file names the settlement's use of them and adds
 * the interest. Interest is actual/365 on an annual percentage rate, rounded half-up to the cent once.
 */

/** The buyer's due date for the trade's terms, counted from the title transfer date. */
export const buyerDueDate = (terms: PaymentTerms, titleTransferDate: LocalDate, holidays: ReadonlySet<LocalDate>): LocalDate =>
  paymentDueDate(terms, titleTransferDate, holidays);

/** The same from a trade's columns (paymentTermsKind, paymentTermsDays). */
export const buyerDueDateFromColumns = (
  kind: 'default' | 'eow' | 'deferred',
  days: number | null,
  titleTransferDate: LocalDate,
  holidays: ReadonlySet<LocalDate>,
): LocalDate => paymentDueDate(paymentTermsFromColumns(kind, days), titleTransferDate, holidays);

const DAY_MS = 86_400_000;
const DAYS_IN_YEAR = 365;

/** Calendar days from one date to a later one (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  for (const date of [from, to]) if (!isLocalDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Simple interest, actual/365: amount × rate% × days / 365, to the cent once; nothing for 0 days or fewer. */
export function simpleInterest(amount: DecimalInput, annualRatePercent: DecimalInput, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  const principal = dec(amount);
  const rate = dec(annualRatePercent);
  if (principal.isNegative() || rate.isNegative()) throw new RangeError('Interest needs a principal and a rate of 0 or more');
  if (days <= 0) return money(0);
  return money(principal.times(rate).dividedBy(100).times(days).dividedBy(DAYS_IN_YEAR));
}

export interface DeferredInterest {
  /** The date a 'Within 7 business days' buyer would have paid: interest runs from here… */
  from: LocalDate;
  /** …to the deferred due date (the first business day on or after the next 1 July). */
  to: LocalDate;
  days: number;
  amount: string;
}

/**
 * 'Deferred until July': the buyer pays interest on the grain value (before GST) at the setting's
 * annual rate, actual/365, from the 7-business-day date to the deferred date; it is paid to the seller.
 */
export function deferredInterest(input: {
  grainValue: DecimalInput;
  annualRatePercent: DecimalInput;
  titleTransferDate: LocalDate;
  holidays: ReadonlySet<LocalDate>;
}): DeferredInterest {
  const from = addBusinessDays(input.titleTransferDate, PAYMENT_BUSINESS_DAYS, input.holidays);
  const to = paymentDueDate({ kind: 'deferred_july' }, input.titleTransferDate, input.holidays);
  const days = Math.max(0, daysBetween(from, to));
  return { from, to, days, amount: simpleInterest(input.grainValue, input.annualRatePercent, days) };
}

export interface LateInterest {
  daysOverdue: number;
  amount: string;
}

/**
 * A late buyer owes interest on what is overdue at the setting's annual rate, actual/365, for each
 * calendar day after the due date up to the day paid (or today, while unpaid). Paid on the due date: nothing.
 */
export function lateInterest(input: {
  amountOverdue: DecimalInput;
  annualRatePercent: DecimalInput;
  dueDate: LocalDate;
  paidOn: LocalDate;
}): LateInterest {
  const daysOverdue = Math.max(0, daysBetween(input.dueDate, input.paidOn));
  return { daysOverdue, amount: simpleInterest(input.amountOverdue, input.annualRatePercent, daysOverdue) };
}
