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
 * The offer payload convention of spec 001 §3: paymentTerms null means deferred until July, a
 * number means that many days EOW (14, 21 or 28), and no choice ('default') means the
 * 'Within 7 business days' default. Anything else is a RangeError (the API schema refuses it first).
 */
export function paymentTermsFromOffer(value: number | null | 'default'): PaymentTerms {
  if (value === 'default') return DEFAULT_PAYMENT_TERMS;
  if (value === null) return { kind: 'deferred_july' };
  if (isEowDays(value)) return { kind: 'eow', days: value };
  throw new RangeError(`Offer payment terms must be null, 'default' or one of ${EOW_PAYMENT_DAYS.join(', ')}: ${String(value)}`);
}

/** The inverse of paymentTermsFromOffer, for writing an offer payload back; only the 7-day default has a payload form. */
export function paymentTermsToOffer(terms: PaymentTerms): number | null | 'default' {
  switch (terms.kind) {
    case 'business_days':
      if (terms.days !== PAYMENT_BUSINESS_DAYS) throw new RangeError(`Offers only carry the ${PAYMENT_BUSINESS_DAYS}-business-day default`);
      return 'default';
    case 'eow':
      return terms.days;
    case 'deferred_july':
      return null;
  }
}

/** Orders and trades store payment terms as a kind and, for EOW, a number of days. */
export function paymentTermsFromColumns(kind: 'default' | 'eow' | 'deferred', days: number | null): PaymentTerms {
  if (kind === 'deferred') return { kind: 'deferred_july' };
  if (kind === 'eow' && isEowDays(days)) return { kind: 'eow', days };
  return DEFAULT_PAYMENT_TERMS;
}
