import { addDays, type LocalDate, sydneyDate, sydneyTimeParts } from '@cgx/domain/calendar';

/** The exchange's day is the Sydney day (spec 000 §2.4): these turn one into UTC instants for indexed range queries. */

/**
 * The instant a Sydney calendar day begins. Daylight saving changes at 2 or 3 am, so the
 * offset in force at 00:00 is the one of the instant 00:00 AEST (00:00 or 01:00 that day).
 */
export function sydneyDayStart(date: LocalDate): Date {
  const wallClockMidnight = Date.parse(`${date}T00:00:00Z`);
  const { offsetMinutes } = sydneyTimeParts(new Date(wallClockMidnight - 600 * 60_000));
  return new Date(wallClockMidnight - offsetMinutes * 60_000);
}

/** [start, end) of the Sydney day of an instant, and the day itself. */
export function sydneyDayOf(instant: Date): { date: LocalDate; start: Date; end: Date } {
  const date = sydneyDate(instant);
  return { date, start: sydneyDayStart(date), end: sydneyDayStart(addDays(date, 1)) };
}
