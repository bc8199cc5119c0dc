/**
 * Dates, business days and Sydney time. Settlement counts business days in the state of the
 * trade (design §2, §5); the market runs on Sydney time (spec 000 §9).
 *
 * A calendar date is a plain 'YYYY-MM-DD' string (LocalDate): it has no time zone, sorts
 * correctly as text, and is what the database's `date` columns and the API carry. Arithmetic on
 * it goes through UTC midnight so that no local time zone or daylight-saving change can shift a day.
 */

import { formatDay } from './format.ts';

export type LocalDate = string;

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export interface PublicHoliday {
  date: LocalDate;
  name: string;
}

const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date in 'YYYY-MM-DD' form ('2026-02-30' is not one). */
export function isLocalDate(text: string): boolean {
  const match = LOCAL_DATE_PATTERN.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toUtcMs(date: LocalDate): number {
  if (!isLocalDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): LocalDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The date `year`-`month`-`day` (month 1-12). */
export function localDate(year: number, month: number, day: number): LocalDate {
  return fromUtcMs(Date.UTC(year, month - 1, day));
}

/** Calendar days later (or earlier, for a negative n). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export function dayOfWeek(date: LocalDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

const SUNDAY = 0;
const MONDAY = 1;
const TUESDAY = 2;
const SATURDAY = 6;

export const isWeekend = (date: LocalDate): boolean => {
  const day = dayOfWeek(date);
  return day === SATURDAY || day === SUNDAY;
};

/** The n-th (1-based) given weekday of a month: the second Monday in June is nthWeekday(y, 6, MONDAY, 2). */
function nthWeekday(year: number, month: number, weekday: number, n: number): LocalDate {
  const first = localDate(year, month, 1);
  const offset = (weekday - dayOfWeek(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

function lastWeekday(year: number, month: number, weekday: number): LocalDate {
  const last = addDays(localDate(year, month + 1, 1), -1);
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

/** The first given weekday on or after a date. */
function weekdayOnOrAfter(date: LocalDate, weekday: number): LocalDate {
  return addDays(date, (weekday - dayOfWeek(date) + 7) % 7);
}

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return localDate(year, month, day);
}

/**
 * When a holiday falling on a weekend gives an extra weekday off: never, on a Sunday only, or on
 * a Saturday or Sunday. The extra day is the next weekday that is not already a holiday (so a
 * Saturday Christmas gives Monday 27 and the Sunday Boxing Day Tuesday 28).
 */
type Substitute = 'none' | 'sunday' | 'weekend';

interface HolidayRule {
  name: string;
  states: readonly AustralianState[] | 'all';
  date: (year: number) => LocalDate;
  substitute?: Substitute | Partial<Record<AustralianState, Substitute>>;
}

const ALL = 'all';

/**
 * The statewide public holidays as the states legislate them today (2026-2027). Not historical:
 * older years get today's rules (King's Birthday, Easter Sunday in SA, WA and NT, and so on).
 *
 * Left out on purpose, because a business day in the whole state is what settlement needs:
 * - part days: Christmas Eve and New Year's Eve from 7 pm (SA, NT);
 * - regional days: Royal Queensland Show (Brisbane), NT show days, Royal Hobart Regatta and
 *   Recreation Day (TAS), and the council-chosen replacements of Melbourne Cup Day in country VIC;
 * - days for some employees only: Easter Tuesday (TAS, public servants and some awards), the NSW
 *   bank holiday (first Monday in August);
 * - the Friday before the AFL Grand Final (VIC): its date follows the AFL fixture, which no rule
 *   computes; add it as data when the fixture is published.
 * - WA has announced a reshuffle from 2028 (King's Birthday to June, WA Day to November, Labour
 *   Day to the second Monday in March, plus Easter Saturday and a Show Day). Not modelled until
 *   it is law; revisit before publishing 2028 due dates.
 */
const RULES: readonly HolidayRule[] = [
  // National days. Every state gives the following Monday when New Year's Day or Australia Day falls on a weekend.
  { name: "New Year's Day", states: ALL, date: (year) => localDate(year, 1, 1), substitute: 'weekend' },
  { name: 'Australia Day', states: ALL, date: (year) => localDate(year, 1, 26), substitute: 'weekend' },
  { name: 'Good Friday', states: ALL, date: (year) => addDays(easterSunday(year), -2) },
  // Easter Saturday: everywhere but TAS and WA (WA plans to add it from 2028).
  { name: 'Easter Saturday', states: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'VIC'], date: (year) => addDays(easterSunday(year), -1) },
  // Easter Sunday: by statute in ACT, NSW, QLD, VIC, WA (2022) and SA (Public Holidays Act 2023, from 2024);
  // NT gazettes it each year since 2022 and lists it for 2026. TAS does not.
  { name: 'Easter Sunday', states: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'VIC', 'WA'], date: (year) => easterSunday(year) },
  { name: 'Easter Monday', states: ALL, date: (year) => addDays(easterSunday(year), 1) },
  // Anzac Day stays on 25 April. A Sunday Anzac Day gives Monday off in QLD (Holidays Act 1983 sch 1), SA and NT;
  // WA gives Monday for a Saturday or Sunday; the ACT gives Monday for a Sunday by statute and has declared it for a
  // Saturday each time (2020, 2026), so we assume it will again. NSW, VIC and TAS never give an extra day.
  {
    name: 'Anzac Day',
    states: ALL,
    date: (year) => localDate(year, 4, 25),
    substitute: { ACT: 'weekend', WA: 'weekend', QLD: 'sunday', SA: 'sunday', NT: 'sunday' },
  },
  // Christmas and Boxing Day: every state adds weekdays when they fall on a weekend. SA calls 26 December Proclamation Day.
  { name: 'Christmas Day', states: ALL, date: (year) => localDate(year, 12, 25), substitute: 'weekend' },
  {
    name: 'Boxing Day',
    states: ['ACT', 'NSW', 'NT', 'QLD', 'TAS', 'VIC', 'WA'],
    date: (year) => localDate(year, 12, 26),
    substitute: 'weekend',
  },
  { name: 'Proclamation Day', states: ['SA'], date: (year) => localDate(year, 12, 26), substitute: 'weekend' },

  // Labour Day, by whatever name, on each state's date.
  { name: 'Labour Day', states: ['WA'], date: (year) => nthWeekday(year, 3, MONDAY, 1) },
  { name: 'Labour Day', states: ['VIC'], date: (year) => nthWeekday(year, 3, MONDAY, 2) },
  { name: 'Eight Hours Day', states: ['TAS'], date: (year) => nthWeekday(year, 3, MONDAY, 2) },
  // QLD: '1 May, or if 1 May is not a Monday, the following Monday' = the first Monday in May.
  { name: 'Labour Day', states: ['QLD'], date: (year) => nthWeekday(year, 5, MONDAY, 1) },
  { name: 'May Day', states: ['NT'], date: (year) => nthWeekday(year, 5, MONDAY, 1) },
  { name: 'Labour Day', states: ['ACT', 'NSW', 'SA'], date: (year) => nthWeekday(year, 10, MONDAY, 1) },

  // The sovereign's birthday: second Monday in June, except QLD (first Monday in October) and WA (proclaimed each
  // year by the Governor; in practice the last Monday in September, as for 2022-2027 except 2024's 23 September).
  { name: "King's Birthday", states: ['ACT', 'NSW', 'NT', 'SA', 'TAS', 'VIC'], date: (year) => nthWeekday(year, 6, MONDAY, 2) },
  { name: "King's Birthday", states: ['QLD'], date: (year) => nthWeekday(year, 10, MONDAY, 1) },
  { name: "King's Birthday", states: ['WA'], date: (year) => lastWeekday(year, 9, MONDAY) },

  // Each state's own days.
  { name: 'Canberra Day', states: ['ACT'], date: (year) => nthWeekday(year, 3, MONDAY, 2) },
  // Reconciliation Day: 27 May if a Monday, otherwise the next Monday.
  { name: 'Reconciliation Day', states: ['ACT'], date: (year) => weekdayOnOrAfter(localDate(year, 5, 27), MONDAY) },
  // Adelaide Cup Day: the second Monday in March (moved there from May by proclamation since 2006, now in the Act).
  { name: 'Adelaide Cup Day', states: ['SA'], date: (year) => nthWeekday(year, 3, MONDAY, 2) },
  { name: 'Melbourne Cup Day', states: ['VIC'], date: (year) => nthWeekday(year, 11, TUESDAY, 1) },
  { name: 'WA Day', states: ['WA'], date: (year) => nthWeekday(year, 6, MONDAY, 1) },
  { name: 'Picnic Day', states: ['NT'], date: (year) => nthWeekday(year, 8, MONDAY, 1) },
];

function substituteFor(rule: HolidayRule, state: AustralianState): Substitute {
  if (rule.substitute === undefined) return 'none';
  if (typeof rule.substitute === 'string') return rule.substitute;
  return rule.substitute[state] ?? 'none';
}

/**
 * The statewide public holidays of a state in a year, one per date, sorted by date. A holiday that
 * falls on a weekend is listed on its own date and, where the state gives one, again on the extra
 * weekday ('Boxing Day (additional day)'); whether the weekend date itself stays a holiday differs
 * from state to state and does not matter for business days.
 */
export function australianPublicHolidays(year: number, state: AustralianState): PublicHoliday[] {
  if (!Number.isInteger(year) || year < 1900 || year > 9999) throw new RangeError(`Unsupported year: ${year}`);
  const rules = RULES.filter((rule) => rule.states === ALL || rule.states.includes(state));
  const holidays: PublicHoliday[] = rules.map((rule) => ({ date: rule.date(year), name: rule.name }));
  const taken = new Set(holidays.map((holiday) => holiday.date));
  // Rules are in date order within the substituting ones (New Year, Australia Day, Anzac, Christmas, Boxing),
  // so Christmas takes the first free weekday before Boxing Day looks for one.
  for (const rule of rules) {
    const substitute = substituteFor(rule, state);
    const date = rule.date(year);
    const day = dayOfWeek(date);
    const applies = (substitute === 'weekend' && (day === SATURDAY || day === SUNDAY)) || (substitute === 'sunday' && day === SUNDAY);
    if (!applies) continue;
    let extra = addDays(date, 1);
    while (isWeekend(extra) || taken.has(extra)) extra = addDays(extra, 1);
    taken.add(extra);
    holidays.push({ date: extra, name: `${rule.name} (additional day)` });
  }
  // One entry per date (the public_holidays table is unique on state and date): two holidays on one day, as Anzac Day
  // and Easter Sunday in 2038, share it under both names.
  const byDate = new Map<LocalDate, string[]>();
  for (const holiday of holidays) byDate.set(holiday.date, [...(byDate.get(holiday.date) ?? []), holiday.name]);
  return [...byDate]
    .map(([date, names]) => ({ date, name: names.join(' / ') }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The holiday dates of a state over several years, ready for isBusinessDay and addBusinessDays. */
export function publicHolidayDates(state: AustralianState, years: Iterable<number>): ReadonlySet<LocalDate> {
  const dates = new Set<LocalDate>();
  for (const year of years) for (const holiday of australianPublicHolidays(year, state)) dates.add(holiday.date);
  return dates;
}

/** A business day is a weekday that is not a public holiday in the set given. */
export function isBusinessDay(date: LocalDate, holidays: ReadonlySet<LocalDate>): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/**
 * The n-th business day after a date (n = 0 gives the date itself, business day or not, so that
 * adding k then m business days is adding k + m). The holiday set must cover the years crossed.
 */
export function addBusinessDays(date: LocalDate, n: number, holidays: ReadonlySet<LocalDate>): LocalDate {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Business days must be a whole number of 0 or more: ${n}`);
  if (!isLocalDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  let result = date;
  for (let counted = 0; counted < n;) {
    result = addDays(result, 1);
    if (isBusinessDay(result, holidays)) counted += 1;
  }
  return result;
}

/** Business days after `from` up to and including `to` (0 when `to` is not later): 'business days left' until a due date. */
export function businessDaysBetween(from: LocalDate, to: LocalDate, holidays: ReadonlySet<LocalDate>): number {
  if (!isLocalDate(from) || !isLocalDate(to)) throw new RangeError(`Not YYYY-MM-DD dates: ${from}, ${to}`);
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isBusinessDay(day, holidays)) count += 1;
  return count;
}

/** The first business day on or after a date: where a due date that falls on a weekend or holiday moves to. */
export function nextBusinessDayOnOrAfter(date: LocalDate, holidays: ReadonlySet<LocalDate>): LocalDate {
  let result = date;
  while (!isBusinessDay(result, holidays)) result = addDays(result, 1);
  return result;
}

/**
 * The Sunday that ends the week (Monday to Sunday) of a date; a Sunday is its own end of week.
 * 'N days EOW' in Australian grain contracts counts from the end of the week of delivery, and the
 * trade's own examples read that week as ending on Sunday: GrainCorp's '5 days end of delivery
 * week' pays 'the following Friday' for grain delivered and transferred that week, which is
 * Sunday + 5. (A Friday end would make the same terms pay on a Wednesday.)
 */
export function endOfWeek(date: LocalDate): LocalDate {
  return addDays(date, (7 - dayOfWeek(date)) % 7);
}

// ---- Sydney time -------------------------------------------------------------------------------

export const SYDNEY_TIME_ZONE = 'Australia/Sydney';

const sydneyFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: SYDNEY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface SydneyTimeParts {
  date: LocalDate;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday, in Sydney. */
  weekday: number;
  /** Minutes ahead of UTC: 600 (AEST) or 660 (AEDT). */
  offsetMinutes: number;
}

/** The wall-clock date and time in Sydney at an instant, from the platform's time-zone data. */
export function sydneyTimeParts(instant: Date): SydneyTimeParts {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  const parts = Object.fromEntries(sydneyFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  const [year, month, day, hour, minute, second] = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(
    Number,
  ) as [number, number, number, number, number, number];
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = localDate(year, month, day);
  return {
    date,
    hour,
    minute,
    second,
    weekday: dayOfWeek(date),
    offsetMinutes: Math.round((wallClockAsUtc - (ms - instant.getUTCMilliseconds())) / 60_000),
  };
}

/** The calendar date in Sydney at an instant (a trade at 23:30 UTC is already tomorrow there). */
export const sydneyDate = (instant: Date): LocalDate => sydneyTimeParts(instant).date;

/**
 * The exchange's day of an instant as people read it, 'dd MMM yyyy' (decision 0208): a trade at
 * 7:55 am AEDT on 28 Nov 2026 (20:55 UTC on the 27th) is '28 Nov 2026'. Takes a Date or an ISO string.
 */
export const formatSydneyDay = (instant: Date | string): string =>
  formatDay(sydneyDate(typeof instant === 'string' ? new Date(instant) : instant));

/**
 * 'AEST' or 'AEDT' at an instant. NSW daylight saving runs from 2 am on the first Sunday in
 * October to 3 am on the first Sunday in April, but we read the offset from the time-zone data
 * rather than hard-code those dates, so a change of law arrives with the platform's tz update.
 */
export function sydneyZoneAbbreviation(instant: Date): 'AEST' | 'AEDT' {
  const { offsetMinutes } = sydneyTimeParts(instant);
  if (offsetMinutes === 600) return 'AEST';
  if (offsetMinutes === 660) return 'AEDT';
  throw new RangeError(`Unexpected Sydney UTC offset: ${offsetMinutes} minutes`);
}
