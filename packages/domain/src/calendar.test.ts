import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  addDays,
  AUSTRALIAN_STATES,
  australianPublicHolidays,
  type AustralianState,
  dayOfWeek,
  easterSunday,
  endOfWeek,
  isBusinessDay,
  isLocalDate,
  isWeekend,
  nextBusinessDayOnOrAfter,
  publicHolidayDates,
  sydneyDate,
  sydneyTimeParts,
  sydneyZoneAbbreviation,
} from './calendar.ts';

const datesOf = (year: number, state: AustralianState) => australianPublicHolidays(year, state).map((holiday) => holiday.date);
const holidaysOn = (date: string, state: AustralianState) =>
  australianPublicHolidays(Number(date.slice(0, 4)), state)
    .filter((holiday) => holiday.date === date)
    .map((holiday) => holiday.name);

/** Any date from 2025 to 2028, the years the holiday sets below cover with room to spare. */
const dateIn2025To2028 = fc.integer({ min: 0, max: 4 * 365 - 60 }).map((offset) => addDays('2025-01-01', offset));
const state = fc.constantFrom(...AUSTRALIAN_STATES);
const holidaySets = new Map(AUSTRALIAN_STATES.map((code) => [code, publicHolidayDates(code, [2025, 2026, 2027, 2028, 2029])]));
const holidaysFor = (code: AustralianState) => holidaySets.get(code) ?? new Set<string>();

describe('dates', () => {
  it('knows a real YYYY-MM-DD date', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('26-01-01')).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-04-04', 1)).toBe('2026-04-05');
    expect(addDays('2026-10-04', -1)).toBe('2026-10-03');
    expect(dayOfWeek('2026-12-26')).toBe(6);
  });
});

describe('easterSunday', () => {
  it.each([
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
  it('is always a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2400 }), (year) => {
        const easter = easterSunday(year);
        expect(dayOfWeek(easter)).toBe(0);
        expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`).toBe(true);
      }),
    );
  });
});

describe('australianPublicHolidays', () => {
  it('gives the published NSW 2026 list', () => {
    expect(australianPublicHolidays(2026, 'NSW')).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-26', name: 'Australia Day' },
      { date: '2026-04-03', name: 'Good Friday' },
      { date: '2026-04-04', name: 'Easter Saturday' },
      { date: '2026-04-05', name: 'Easter Sunday' },
      { date: '2026-04-06', name: 'Easter Monday' },
      { date: '2026-04-25', name: 'Anzac Day' },
      { date: '2026-06-08', name: "King's Birthday" },
      { date: '2026-10-05', name: 'Labour Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-26', name: 'Boxing Day' },
      { date: '2026-12-28', name: 'Boxing Day (additional day)' },
    ]);
  });

  it.each<[AustralianState, string, string]>([
    ['ACT', '2026-03-09', 'Canberra Day'],
    ['ACT', '2026-06-01', 'Reconciliation Day'],
    ['ACT', '2026-04-27', 'Anzac Day (additional day)'],
    ['ACT', '2026-10-05', 'Labour Day'],
    ['NT', '2026-05-04', 'May Day'],
    ['NT', '2026-08-03', 'Picnic Day'],
    ['NT', '2026-04-05', 'Easter Sunday'],
    ['QLD', '2026-05-04', 'Labour Day'],
    ['QLD', '2026-10-05', "King's Birthday"],
    ['SA', '2026-03-09', 'Adelaide Cup Day'],
    ['SA', '2026-04-05', 'Easter Sunday'],
    ['SA', '2026-12-26', 'Proclamation Day'],
    ['SA', '2026-12-28', 'Proclamation Day (additional day)'],
    ['TAS', '2026-03-09', 'Eight Hours Day'],
    ['TAS', '2026-06-08', "King's Birthday"],
    ['VIC', '2026-03-09', 'Labour Day'],
    ['VIC', '2026-11-03', 'Melbourne Cup Day'],
    ['WA', '2026-03-02', 'Labour Day'],
    ['WA', '2026-04-27', 'Anzac Day (additional day)'],
    ['WA', '2026-06-01', 'WA Day'],
    ['WA', '2026-09-28', "King's Birthday"],
    ['WA', '2026-12-28', 'Boxing Day (additional day)'],
  ])('2026 %s: %s is %s', (code, date, name) => {
    expect(holidaysOn(date, code)).toEqual([name]);
  });

  it('2026: Easter Saturday is not a holiday in TAS or WA, Easter Sunday not in TAS', () => {
    expect(holidaysOn('2026-04-04', 'TAS')).toEqual([]);
    expect(holidaysOn('2026-04-04', 'WA')).toEqual([]);
    expect(holidaysOn('2026-04-05', 'TAS')).toEqual([]);
  });

  it('2026: a Saturday Anzac Day gives Monday off in WA and the ACT only', () => {
    const withMonday = AUSTRALIAN_STATES.filter((code) => datesOf(2026, code).includes('2026-04-27'));
    expect(withMonday).toEqual(['ACT', 'WA']);
  });

  it('2027: a Sunday Anzac Day gives Monday off in the ACT, NT, QLD, SA and WA, not in NSW, TAS or VIC', () => {
    const withMonday = AUSTRALIAN_STATES.filter((code) => datesOf(2027, code).includes('2027-04-26'));
    expect(withMonday).toEqual(['ACT', 'NT', 'QLD', 'SA', 'WA']);
  });

  it('2027: the Easter, Labour Day and King’s Birthday dates move with the calendar', () => {
    for (const code of AUSTRALIAN_STATES) {
      expect(datesOf(2027, code)).toEqual(expect.arrayContaining(['2027-03-26', '2027-03-29']));
    }
    expect(holidaysOn('2027-03-08', 'ACT')).toEqual(['Canberra Day']);
    expect(holidaysOn('2027-05-31', 'ACT')).toEqual(['Reconciliation Day']);
    expect(holidaysOn('2027-03-01', 'WA')).toEqual(['Labour Day']);
    expect(holidaysOn('2027-06-07', 'WA')).toEqual(['WA Day']);
    expect(holidaysOn('2027-09-27', 'WA')).toEqual(["King's Birthday"]);
    expect(holidaysOn('2027-06-14', 'NSW')).toEqual(["King's Birthday"]);
    expect(holidaysOn('2027-10-04', 'QLD')).toEqual(["King's Birthday"]);
    expect(holidaysOn('2027-11-02', 'VIC')).toEqual(['Melbourne Cup Day']);
    expect(holidaysOn('2027-08-02', 'NT')).toEqual(['Picnic Day']);
  });

  it('2027: a Saturday Christmas gives Monday 27 and Tuesday 28 December everywhere', () => {
    for (const code of AUSTRALIAN_STATES) {
      expect(datesOf(2027, code)).toEqual(expect.arrayContaining(['2027-12-25', '2027-12-26', '2027-12-27', '2027-12-28']));
    }
  });

  it('moves weekend New Year, Australia Day and Christmas to the next free weekday', () => {
    expect(holidaysOn('2028-01-03', 'VIC')).toEqual(["New Year's Day (additional day)"]);
    expect(holidaysOn('2023-01-02', 'QLD')).toEqual(["New Year's Day (additional day)"]);
    expect(holidaysOn('2025-01-27', 'NSW')).toEqual(['Australia Day (additional day)']);
    // A Sunday Christmas: Boxing Day keeps Monday 26, Christmas takes Tuesday 27.
    expect(holidaysOn('2022-12-26', 'NSW')).toEqual(['Boxing Day']);
    expect(holidaysOn('2022-12-27', 'NSW')).toEqual(['Christmas Day (additional day)']);
  });

  it('never puts an additional day on a weekend or on another holiday, for any state and year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), state, (year, code) => {
        const holidays = australianPublicHolidays(year, code);
        const sorted = holidays.map((holiday) => holiday.date);
        expect([...sorted].sort()).toEqual(sorted);
        for (const holiday of holidays) {
          expect(holiday.date.startsWith(`${year}-`)).toBe(true);
          if (!holiday.name.includes('(additional day)')) continue;
          // An additional day is a weekday of its own, never shared with another holiday.
          expect(isWeekend(holiday.date)).toBe(false);
          expect(holiday.name).not.toContain(' / ');
        }
      }),
    );
  });

  it('a Sunday Anzac Day that is also Easter Sunday (2038) gives Tuesday, as Monday is Easter Monday', () => {
    expect(holidaysOn('2038-04-25', 'QLD')).toEqual(['Easter Sunday / Anzac Day']);
    expect(holidaysOn('2038-04-26', 'QLD')).toEqual(['Easter Monday']);
    expect(holidaysOn('2038-04-27', 'QLD')).toEqual(['Anzac Day (additional day)']);
  });

  it('lists each date once, as the public_holidays table (unique on state and date) needs', () => {
    for (let year = 2000; year <= 2100; year += 1) {
      for (const code of AUSTRALIAN_STATES) {
        const dates = datesOf(year, code);
        expect(new Set(dates).size, `${code} ${year}`).toBe(dates.length);
      }
    }
  });
});

describe('business days', () => {
  const nsw = holidaysFor('NSW');
  const wa = holidaysFor('WA');

  it('skips weekends and the state’s holidays', () => {
    expect(isBusinessDay('2026-04-02', nsw)).toBe(true);
    expect(isBusinessDay('2026-04-03', nsw)).toBe(false);
    expect(isBusinessDay('2026-04-04', nsw)).toBe(false);
    expect(isBusinessDay('2026-06-01', nsw)).toBe(true);
    expect(isBusinessDay('2026-06-01', wa)).toBe(false);
  });

  it('counts the business days left until a due date, the inverse of adding them', () => {
    expect(businessDaysBetween('2026-04-01', '2026-04-14', nsw)).toBe(7);
    expect(businessDaysBetween('2026-04-02', '2026-04-07', nsw)).toBe(1);
    expect(businessDaysBetween('2026-04-14', '2026-04-14', nsw)).toBe(0);
    expect(businessDaysBetween('2026-04-15', '2026-04-14', nsw)).toBe(0);
    expect(businessDaysBetween('2026-05-29', '2026-06-10', wa)).toBe(7);
  });

  it('counts across Easter 2026 and 2027', () => {
    expect(addBusinessDays('2026-04-02', 1, nsw)).toBe('2026-04-07');
    expect(addBusinessDays('2026-04-01', 7, nsw)).toBe('2026-04-14');
    expect(addBusinessDays('2027-03-25', 1, nsw)).toBe('2027-03-30');
    expect(addBusinessDays('2027-03-24', 7, nsw)).toBe('2027-04-06');
  });

  it('counts across a state holiday: WA Day is a business day in NSW', () => {
    expect(addBusinessDays('2026-05-29', 1, nsw)).toBe('2026-06-01');
    expect(addBusinessDays('2026-05-29', 1, wa)).toBe('2026-06-02');
    expect(addBusinessDays('2026-05-29', 7, nsw)).toBe('2026-06-10');
    expect(addBusinessDays('2026-05-29', 7, wa)).toBe('2026-06-10');
    // WA's Monday after the Saturday Anzac Day 2026.
    expect(addBusinessDays('2026-04-24', 1, wa)).toBe('2026-04-28');
    expect(addBusinessDays('2026-04-24', 1, nsw)).toBe('2026-04-27');
  });

  it('counts across Christmas 2026 (Boxing Day on a Saturday)', () => {
    expect(addBusinessDays('2026-12-24', 1, nsw)).toBe('2026-12-29');
    expect(addBusinessDays('2026-12-24', 7, nsw)).toBe('2027-01-07');
  });

  it('adds zero days as the date itself and refuses negative or fractional counts', () => {
    expect(addBusinessDays('2026-04-04', 0, nsw)).toBe('2026-04-04');
    expect(() => addBusinessDays('2026-04-04', -1, nsw)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-04-04', 1.5, nsw)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-04-31', 1, nsw)).toThrow(RangeError);
  });

  it('moves a date to the next business day on or after it', () => {
    expect(nextBusinessDayOnOrAfter('2026-04-03', nsw)).toBe('2026-04-07');
    expect(nextBusinessDayOnOrAfter('2026-04-07', nsw)).toBe('2026-04-07');
  });

  it('never lands on a weekend or a holiday, and passes exactly n business days', () => {
    fc.assert(
      fc.property(dateIn2025To2028, fc.integer({ min: 1, max: 40 }), state, (date, n, code) => {
        const holidays = holidaysFor(code);
        const result = addBusinessDays(date, n, holidays);
        expect(isBusinessDay(result, holidays)).toBe(true);
        let counted = 0;
        for (let day = addDays(date, 1); day <= result; day = addDays(day, 1)) if (isBusinessDay(day, holidays)) counted += 1;
        expect(counted).toBe(n);
      }),
    );
  });

  it('adding k then m business days is adding k + m', () => {
    fc.assert(
      fc.property(dateIn2025To2028, fc.nat(30), fc.nat(30), state, (date, k, m, code) => {
        const holidays = holidaysFor(code);
        expect(addBusinessDays(addBusinessDays(date, k, holidays), m, holidays)).toBe(addBusinessDays(date, k + m, holidays));
      }),
    );
  });
});

describe('endOfWeek', () => {
  it('is the Sunday ending the Monday-to-Sunday week', () => {
    expect(endOfWeek('2026-06-01')).toBe('2026-06-07');
    expect(endOfWeek('2026-06-05')).toBe('2026-06-07');
    expect(endOfWeek('2026-06-07')).toBe('2026-06-07');
    expect(endOfWeek('2026-12-29')).toBe('2027-01-03');
  });
  it('is always a Sunday less than a week ahead', () => {
    fc.assert(
      fc.property(dateIn2025To2028, (date) => {
        const end = endOfWeek(date);
        expect(dayOfWeek(end)).toBe(0);
        expect(end >= date && end <= addDays(date, 6)).toBe(true);
      }),
    );
  });
});

describe('Sydney time', () => {
  it('gives the Sydney date, which can be a day ahead of UTC', () => {
    expect(sydneyDate(new Date('2026-06-30T14:30:00Z'))).toBe('2026-07-01');
    expect(sydneyDate(new Date('2026-06-30T13:59:59Z'))).toBe('2026-06-30');
    expect(sydneyDate(new Date('2026-12-31T13:00:00Z'))).toBe('2027-01-01');
  });
  it('gives the wall-clock parts and offset', () => {
    expect(sydneyTimeParts(new Date('2026-01-15T00:00:00Z'))).toEqual({
      date: '2026-01-15',
      hour: 11,
      minute: 0,
      second: 0,
      weekday: 4,
      offsetMinutes: 660,
    });
    expect(sydneyTimeParts(new Date('2026-07-15T10:05:30.999Z'))).toMatchObject({ hour: 20, minute: 5, second: 30, offsetMinutes: 600 });
    expect(() => sydneyTimeParts(new Date('nonsense'))).toThrow(RangeError);
  });
  it('switches AEDT to AEST at 3 am on the first Sunday in April 2026', () => {
    expect(sydneyZoneAbbreviation(new Date('2026-04-04T15:59:59Z'))).toBe('AEDT');
    expect(sydneyZoneAbbreviation(new Date('2026-04-04T16:00:00Z'))).toBe('AEST');
    expect(sydneyTimeParts(new Date('2026-04-04T16:00:00Z')).hour).toBe(2);
  });
  it('switches AEST to AEDT at 2 am on the first Sunday in October 2026', () => {
    expect(sydneyZoneAbbreviation(new Date('2026-10-03T15:59:59Z'))).toBe('AEST');
    expect(sydneyZoneAbbreviation(new Date('2026-10-03T16:00:00Z'))).toBe('AEDT');
    expect(sydneyTimeParts(new Date('2026-10-03T16:00:00Z')).hour).toBe(3);
  });
  it('is AEST in winter and AEDT in summer, every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2035 }), (year) => {
        expect(sydneyZoneAbbreviation(new Date(Date.UTC(year, 6, 1)))).toBe('AEST');
        expect(sydneyZoneAbbreviation(new Date(Date.UTC(year, 0, 15)))).toBe('AEDT');
      }),
    );
  });
});
