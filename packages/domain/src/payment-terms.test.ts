import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, isBusinessDay, publicHolidayDates } from './calendar.ts';
import {
  DEFAULT_PAYMENT_TERMS,
  type PaymentTerms,
  paymentDueDate,
  paymentTermsFromColumns,
  paymentTermsFromPayload,
  paymentTermsLabel,
  paymentTermsToColumns,
  paymentTermsToPayload,
} from './payment-terms.ts';

const nsw = publicHolidayDates('NSW', [2026, 2027, 2028, 2029]);
const wa = publicHolidayDates('WA', [2026, 2027, 2028, 2029]);

describe('paymentDueDate', () => {
  it('default: the 7th business day after the trigger, across Easter', () => {
    expect(paymentDueDate(DEFAULT_PAYMENT_TERMS, '2026-04-02', nsw)).toBe('2026-04-15');
    expect(paymentDueDate(DEFAULT_PAYMENT_TERMS, '2026-06-10', nsw)).toBe('2026-06-19');
  });

  it('EOW: N days after the Sunday ending the week of delivery, moved to a business day', () => {
    // Delivered Wednesday 3 June 2026; the week ends Sunday 7 June.
    expect(paymentDueDate({ kind: 'eow', days: 14 }, '2026-06-03', nsw)).toBe('2026-06-22');
    expect(paymentDueDate({ kind: 'eow', days: 21 }, '2026-06-03', nsw)).toBe('2026-06-29');
    expect(paymentDueDate({ kind: 'eow', days: 28 }, '2026-06-07', nsw)).toBe('2026-07-06');
    // Sunday 27 December + Monday 28 (Boxing Day additional day) are not business days.
    expect(paymentDueDate({ kind: 'eow', days: 14 }, '2026-12-09', nsw)).toBe('2026-12-29');
  });

  it('EOW: the state decides whether the due Monday is a holiday', () => {
    // 14 days after Sunday 24 May 2026 is Sunday 7 June; Monday 8 June is King's Birthday in NSW, not in WA.
    expect(paymentDueDate({ kind: 'eow', days: 14 }, '2026-05-20', nsw)).toBe('2026-06-09');
    expect(paymentDueDate({ kind: 'eow', days: 14 }, '2026-05-20', wa)).toBe('2026-06-08');
  });

  it('deferred: the next 1 July on or after the trigger, moved to a business day', () => {
    expect(paymentDueDate({ kind: 'deferred_july' }, '2026-03-10', nsw)).toBe('2026-07-01');
    expect(paymentDueDate({ kind: 'deferred_july' }, '2026-07-01', nsw)).toBe('2026-07-01');
    expect(paymentDueDate({ kind: 'deferred_july' }, '2026-07-02', nsw)).toBe('2027-07-01');
    expect(paymentDueDate({ kind: 'deferred_july' }, '2027-11-20', nsw)).toBe('2028-07-03');
  });

  it('refuses EOW days that are not offered and malformed dates', () => {
    expect(() => paymentDueDate({ kind: 'eow', days: 30 } as unknown as PaymentTerms, '2026-06-03', nsw)).toThrow(RangeError);
    expect(() => paymentDueDate(DEFAULT_PAYMENT_TERMS, '3/6/2026', nsw)).toThrow(RangeError);
  });

  it('always falls on a business day after the trigger, and never before a shorter term', () => {
    const terms = fc.constantFrom<PaymentTerms>(
      DEFAULT_PAYMENT_TERMS,
      { kind: 'eow', days: 14 },
      { kind: 'eow', days: 21 },
      { kind: 'eow', days: 28 },
      { kind: 'deferred_july' },
    );
    const trigger = fc.integer({ min: 0, max: 900 }).map((offset) => addDays('2026-01-01', offset));
    fc.assert(
      fc.property(terms, trigger, (chosen, date) => {
        const due = paymentDueDate(chosen, date, nsw);
        expect(isBusinessDay(due, nsw)).toBe(true);
        expect(due >= date).toBe(true);
        if (chosen.kind === 'eow') {
          expect(due > addDays(date, chosen.days)).toBe(true);
          expect(due <= addDays(date, chosen.days + 6 + 4)).toBe(true);
        }
        if (chosen.kind === 'deferred_july') expect(due.slice(5, 7)).toBe('07');
        expect(paymentDueDate({ kind: 'eow', days: 21 }, date, nsw) > paymentDueDate({ kind: 'eow', days: 14 }, date, nsw)).toBe(true);
      }),
    );
  });

  it('EOW dates without a holiday land on the Monday after the Sunday N days on', () => {
    const due = paymentDueDate({ kind: 'eow', days: 21 }, '2027-02-10', nsw);
    expect(dayOfWeek(due)).toBe(1);
  });
});

describe('labels and the payload (decision 0140)', () => {
  it('labels each kind as the forms do', () => {
    expect(paymentTermsLabel(DEFAULT_PAYMENT_TERMS)).toBe('Within 7 business days');
    expect(paymentTermsLabel({ kind: 'eow', days: 14 })).toBe('14 days EOW');
    expect(paymentTermsLabel({ kind: 'deferred_july' })).toBe('Deferred until July');
  });
  it('reads null as deferred, 7 as the business-day default and 14, 21, 28 as EOW', () => {
    expect(paymentTermsFromPayload(null)).toEqual({ kind: 'deferred_july' });
    expect(paymentTermsFromPayload(7)).toEqual({ kind: 'business_days', days: 7 });
    expect(paymentTermsFromPayload(21)).toEqual({ kind: 'eow', days: 21 });
    for (const bad of [0, 30, 14.5]) expect(() => paymentTermsFromPayload(bad), String(bad)).toThrow(RangeError);
  });
  it('writes back what it reads', () => {
    for (const value of [null, 7, 14, 21, 28] as const) expect(paymentTermsToPayload(paymentTermsFromPayload(value))).toBe(value);
    expect(() => paymentTermsToPayload({ kind: 'business_days', days: 2 })).toThrow(RangeError);
  });
});

describe('paymentTermsFromColumns', () => {
  it('reads the stored kind and days', () => {
    expect(paymentTermsFromColumns('deferred', null)).toEqual({ kind: 'deferred_july' });
    expect(paymentTermsFromColumns('eow', 21)).toEqual({ kind: 'eow', days: 21 });
    expect(paymentTermsFromColumns('eow', 30)).toEqual(DEFAULT_PAYMENT_TERMS);
    expect(paymentTermsFromColumns('default', null)).toEqual(DEFAULT_PAYMENT_TERMS);
  });
  it('stores what it reads', () => {
    for (const value of [null, 7, 14, 21, 28] as const) {
      const { paymentTermsKind, paymentTermsDays } = paymentTermsToColumns(paymentTermsFromPayload(value));
      expect(paymentTermsToPayload(paymentTermsFromColumns(paymentTermsKind, paymentTermsDays))).toBe(value);
    }
    expect(paymentTermsToColumns({ kind: 'eow', days: 28 })).toEqual({ paymentTermsKind: 'eow', paymentTermsDays: 28 });
  });
});
