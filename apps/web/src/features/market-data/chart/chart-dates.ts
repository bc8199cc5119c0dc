import type { StatisticsPeriod } from '@cgx/domain/market-data.schemas';

/** The chart's periods, default Weekly (spec 000 §4). Kept here, not imported, to keep the domain's decimal.js out of the home page. */
export const CHART_PERIODS = ['Daily', 'Weekly', 'Monthly'] as const satisfies readonly StatisticsPeriod[];
export const DEFAULT_CHART_PERIOD: StatisticsPeriod = 'Weekly';

/** spec 000 §9: how far back each period reaches. */
export const CHART_RANGE_TEXT: Record<StatisticsPeriod, string> = {
  Daily: 'the last 2 months',
  Weekly: 'the last 12 months',
  Monthly: 'the last 4 years',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * spec 000 §9 date formats of a bucket's first day ('YYYY-MM-DD', a calendar date without a time
 * zone): Daily and Weekly 'dd MMM yyyy' (05 Jan 2026), Monthly 'MMM yyyy' (Jan 2026).
 */
export function formatChartDate(date: string, period: StatisticsPeriod): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return period === 'Monthly' ? `${month} ${match[1]}` : `${match[3]} ${month} ${match[1]}`;
}
