import { addBusinessDays, addDays, endOfWeek, isLocalDate, type LocalDate, nextBusinessDayOnOrAfter } from './calendar.ts';
import { EOW_PAYMENT_DAYS, PAYMENT_BUSINESS_DAYS } from './constants.ts';

/**
 * How a buyer pays for a trade (spec 001 §3, design §5): within 7 business days (the default),
 * N days after the end of the week of delivery (14, 21 or 28 days EOW), or deferred until July.
 */
export type EowDays = (typeof EOW_PAYMENT_DAYS)[number];
export type PaymentTerms = { kind: 'business_days'; days: number } | { kind: 'eow'; days: EowDays } | { kind: 'deferred_july' };

export const DEFAULT_PAYMENT_TERMS: PaymentTerms = { kind: 'business_days', days: PAYMENT_BUSINESS_DAYS };

export const isEowDays = (value: unknown): value is EowDays => (EOW_PAYMENT_DAYS as readonly unknown[]).includes(value);

/** The month and day a deferred payment falls due: 1 July, the start of the next financial year. */
const DEFERRED_MONTH_DAY = '07-01';

/**
 * The date payment falls due, counted from the trigger date the server passes: the date title
 * transfers (ACQ upload) for 7 business days, the delivery date for EOW terms, the trade or
 * delivery date for deferred. Holidays are the state's (publicHolidayDates) over the years crossed.
 *
 * - business days: the 7th business day after the trigger (never itself a weekend or holiday);
 * - EOW: N days after the Sunday ending the week of the trigger, moved forward to a business day;
 * - deferred: the next 1 July on or after the trigger, moved forward to a business day (a trade
 *   on 1 July is due that day: it is already 'July', and waiting a year is not what a seller means).
 */
export function paymentDueDate(terms: PaymentTerms, triggerDate: LocalDate, holidays: ReadonlySet<LocalDate>): LocalDate {
  if (!isLocalDate(triggerDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(triggerDate)}`);
  switch (terms.kind) {
    case 'business_days':
      return addBusinessDays(triggerDate, terms.days, holidays);
    case 'eow':
      if (!isEowDays(terms.days)) throw new RangeError(`EOW terms are ${EOW_PAYMENT_DAYS.join(', ')} days, not ${String(terms.days)}`);
      return nextBusinessDayOnOrAfter(addDays(endOfWeek(triggerDate), terms.days), holidays);
    case 'deferred_july': {
      const year = Number(triggerDate.slice(0, 4));
      const thisJuly = `${year}-${DEFERRED_MONTH_DAY}`;
      return nextBusinessDayOnOrAfter(triggerDate <= thisJuly ? thisJuly : `${year + 1}-${DEFERRED_MONTH_DAY}`, holidays);
    }
  }
}

/** The words a user reads (spec 001 §3, spec 002 §4). */
export function paymentTermsLabel(terms: PaymentTerms): string {
  switch (terms.kind) {
    case 'business_days':
      return `Within ${terms.days} business days`;
    case 'eow':
      return `${terms.days} days EOW`;
    case 'deferred_july':
      return 'Deferred until July';
  }
}

/**
 * The payment terms a bid or an offer sends and answers (decision 0140, docs/api.md): a number of
 * days, as spec 001 §3 says ('a number of days'; a bid sends a list of them): 7 is 'Within 7
 * business days', 14, 21 and 28 are that many days EOW. An offer's null is 'Deferred until July'.
 */
export const PAYMENT_TERMS_DAYS = [PAYMENT_BUSINESS_DAYS, ...EOW_PAYMENT_DAYS] as const;
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];

/** The terms of a payload's days (null: deferred until July). Anything else is a RangeError (the API schema refuses it first). */
export function paymentTermsFromPayload(value: number | null): PaymentTerms {
  if (value === null) return { kind: 'deferred_july' };
  if (value === PAYMENT_BUSINESS_DAYS) return DEFAULT_PAYMENT_TERMS;
  if (isEowDays(value)) return { kind: 'eow', days: value };
  throw new RangeError(`Payment terms are null or one of ${PAYMENT_TERMS_DAYS.join(', ')} days: ${String(value)}`);
}

/** The inverse of paymentTermsFromPayload, for answering; only the 7-business-day default has a payload form. */
export function paymentTermsToPayload(terms: PaymentTerms): PaymentTermsDays | null {
  switch (terms.kind) {
    case 'business_days':
      if (terms.days !== PAYMENT_BUSINESS_DAYS) throw new RangeError(`Orders only carry the ${PAYMENT_BUSINESS_DAYS}-business-day default`);
      return PAYMENT_BUSINESS_DAYS;
    case 'eow':
      return terms.days;
    case 'deferred_july':
      return null;
  }
}

/** The columns an offer or a trade stores its terms in (the inverse of paymentTermsFromColumns). */
export function paymentTermsToColumns(terms: PaymentTerms): {
  paymentTermsKind: 'default' | 'eow' | 'deferred';
  paymentTermsDays: number | null;
} {
  switch (terms.kind) {
    case 'business_days':
      return { paymentTermsKind: 'default', paymentTermsDays: null };
    case 'eow':
      return { paymentTermsKind: 'eow', paymentTermsDays: terms.days };
    case 'deferred_july':
      return { paymentTermsKind: 'deferred', paymentTermsDays: null };
  }
}

/** Orders and trades store payment terms as a kind and, for EOW, a number of days. */
export function paymentTermsFromColumns(kind: 'default' | 'eow' | 'deferred', days: number | null): PaymentTerms {
  if (kind === 'deferred') return { kind: 'deferred_july' };
  if (kind === 'eow' && isEowDays(days)) return { kind: 'eow', days };
  return DEFAULT_PAYMENT_TERMS;
}
