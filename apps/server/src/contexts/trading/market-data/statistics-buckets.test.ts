import { describe, expect, it } from 'vitest';
import { bucketCount, bucketDates, bucketStart, defaultStartDate, subtractMonths } from './statistics-buckets.ts';
import { sydneyDayOf, sydneyDayStart } from './sydney-day.ts';

describe('chart buckets', () => {
  it('start on the day, the Monday of the ISO week, the first of the month', () => {
    expect(bucketStart('Daily', '2026-11-22')).toBe('2026-11-22');
    expect(bucketStart('Weekly', '2026-11-22')).toBe('2026-11-16'); // a Sunday belongs to the week before
    expect(bucketStart('Weekly', '2026-11-23')).toBe('2026-11-23');
    expect(bucketStart('Weekly', '2027-01-01')).toBe('2026-12-28');
    expect(bucketStart('Monthly', '2026-11-22')).toBe('2026-11-01');
  });

  it('reach back 2 months, 12 months and 4 years by default, clamped to the end of a shorter month', () => {
    expect(defaultStartDate('Daily', '2026-11-22')).toBe('2026-09-22');
    expect(defaultStartDate('Weekly', '2026-11-22')).toBe('2025-11-22');
    expect(defaultStartDate('Monthly', '2026-11-22')).toBe('2022-11-22');
    expect(subtractMonths('2026-03-31', 1)).toBe('2026-02-28');
    expect(subtractMonths('2028-04-30', 2)).toBe('2028-02-29');
    expect(subtractMonths('2027-01-15', 2)).toBe('2026-11-15');
  });

  it('list every bucket from the start to today, and count them alike', () => {
    expect(bucketDates('Weekly', '2026-11-04', '2026-11-22')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(bucketDates('Monthly', '2026-10-31', '2027-01-02')).toEqual(['2026-10-01', '2026-11-01', '2026-12-01', '2027-01-01']);
    expect(bucketDates('Daily', '2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    for (const period of ['Daily', 'Weekly', 'Monthly'] as const) {
      expect(bucketCount(period, '2023-05-17', '2026-11-22')).toBe(bucketDates(period, '2023-05-17', '2026-11-22').length);
    }
    expect(bucketCount('Daily', '2026-11-23', '2026-11-22')).toBe(0);
  });
});

describe('the Sydney day', () => {
  it('begins at 13:00 UTC in summer and 14:00 UTC in winter, also on the days the clocks change', () => {
    expect(sydneyDayStart('2026-11-22').toISOString()).toBe('2026-11-21T13:00:00.000Z');
    expect(sydneyDayStart('2026-06-15').toISOString()).toBe('2026-06-14T14:00:00.000Z');
    expect(sydneyDayStart('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z'); // AEDT ends at 3 am
    expect(sydneyDayStart('2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(sydneyDayStart('2026-10-04').toISOString()).toBe('2026-10-03T14:00:00.000Z'); // AEDT starts at 2 am
    expect(sydneyDayStart('2026-10-05').toISOString()).toBe('2026-10-04T13:00:00.000Z');
  });

  it('holds an instant from its midnight up to the next', () => {
    expect(sydneyDayOf(new Date('2026-11-21T13:00:00Z'))).toEqual({
      date: '2026-11-22',
      start: new Date('2026-11-21T13:00:00Z'),
      end: new Date('2026-11-22T13:00:00Z'),
    });
    expect(sydneyDayOf(new Date('2026-11-21T12:59:59.999Z')).date).toBe('2026-11-21');
    expect(sydneyDayOf(new Date('2026-04-05T12:00:00Z'))).toMatchObject({ date: '2026-04-05', end: new Date('2026-04-05T14:00:00Z') });
  });
});
