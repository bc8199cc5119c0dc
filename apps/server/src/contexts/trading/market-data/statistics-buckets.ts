import { addDays, dayOfWeek, type LocalDate, localDate } from '@cgx/domain/calendar';
import { STATISTICS_RANGE_MONTHS, type StatisticsPeriod } from '@cgx/domain/market-data.schemas';

/** Chart buckets (spec 000 §2.5): Sydney days, ISO weeks from Monday, calendar months. Dates are 'YYYY-MM-DD'. */

const parts = (date: LocalDate) => date.split('-').map(Number) as [number, number, number];

/** The same day n months earlier, or the month's last day when it has no such day (31 Mar - 1 month = 28/29 Feb). */
export function subtractMonths(date: LocalDate, months: number): LocalDate {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = Number(addDays(localDate(targetYear, targetMonth + 1, 1), -1).slice(8));
  return localDate(targetYear, targetMonth, Math.min(day, lastDay));
}

/** spec 000 §9: Daily 2 months, Weekly 12 months, Monthly 4 years before today. */
export const defaultStartDate = (period: StatisticsPeriod, today: LocalDate): LocalDate =>
  subtractMonths(today, STATISTICS_RANGE_MONTHS[period]);

/** The first day of the bucket holding a date. */
export function bucketStart(period: StatisticsPeriod, date: LocalDate): LocalDate {
  if (period === 'Daily') return date;
  if (period === 'Weekly') return addDays(date, -((dayOfWeek(date) + 6) % 7));
  return `${date.slice(0, 7)}-01`;
}

export function nextBucket(period: StatisticsPeriod, start: LocalDate): LocalDate {
  if (period === 'Daily') return addDays(start, 1);
  if (period === 'Weekly') return addDays(start, 7);
  const [year, month] = parts(start);
  return localDate(year, month + 1, 1);
}

/** How many buckets from the one holding `from` to the one holding `to`, both included (0 when from is later). */
export function bucketCount(period: StatisticsPeriod, from: LocalDate, to: LocalDate): number {
  const first = bucketStart(period, from);
  const last = bucketStart(period, to);
  if (first > last) return 0;
  if (period === 'Monthly') {
    const [fromYear, fromMonth] = parts(first);
    const [toYear, toMonth] = parts(last);
    return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
  }
  const days = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000;
  return days / (period === 'Daily' ? 1 : 7) + 1;
}

/** The first day of every bucket from the one holding `from` to the one holding `to`. */
export function bucketDates(period: StatisticsPeriod, from: LocalDate, to: LocalDate): LocalDate[] {
  const last = bucketStart(period, to);
  const dates: LocalDate[] = [];
  for (let date = bucketStart(period, from); date <= last; date = nextBucket(period, date)) dates.push(date);
  return dates;
}
