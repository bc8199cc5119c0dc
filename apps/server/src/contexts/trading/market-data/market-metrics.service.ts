import { addDays, sydneyDate } from '@cgx/domain/calendar';
import { dec, money, tonnes } from '@cgx/domain/decimal';
import {
  STATISTICS_MAX_BUCKETS,
  type TStatisticsQuery,
  type TStatisticsResponse,
  type TTodayMetrics,
  type TTotalMetrics,
} from '@cgx/domain/market-data.schemas';
import type { AppContext } from '../../../context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { openOrderTonnes, tradeStatistics, tradedTonnesBetween, tradeTotals } from './market-metrics.repository.ts';
import { bucketCount, bucketDates, bucketStart, defaultStartDate } from './statistics-buckets.ts';
import { sydneyDayOf, sydneyDayStart } from './sydney-day.ts';

/** Definitions: docs/decisions/0022-market-metrics.md. */

export async function todayMetrics(context: AppContext): Promise<TTodayMetrics> {
  const day = sydneyDayOf(context.clock.now());
  const open = await openOrderTonnes(context.db, day.date);
  const traded = await tradedTonnesBetween(context.db, day.start, day.end);
  return { offeredToday: tonnes(open.offered), wantedToday: tonnes(open.wanted), tradedToday: tonnes(traded) };
}

const BILLION = '1000000000';

export async function totalMetrics(context: AppContext): Promise<TTotalMetrics> {
  const totals = await tradeTotals(context.db);
  return { totalTraded: tonnes(totals.tonnes), billionsSettled: money(dec(totals.settledValue).dividedBy(BILLION)) };
}

/** Whole buckets from the one holding the start date to the one holding today, empty ones included. */
export async function tradingStatistics(context: AppContext, query: TStatisticsQuery): Promise<TStatisticsResponse> {
  const today = sydneyDate(context.clock.now());
  const startDate = query.startDate ?? defaultStartDate(query.period, today);
  if (startDate > today) throw fieldError('startDate', 'Must not be after today');
  if (bucketCount(query.period, startDate, today) > STATISTICS_MAX_BUCKETS) {
    throw fieldError('startDate', `Choose a later date: at most ${STATISTICS_MAX_BUCKETS} bars at a time`);
  }
  const from = sydneyDayStart(bucketStart(query.period, startDate));
  const rows = await tradeStatistics(context.db, query.period, from, sydneyDayStart(addDays(today, 1)));
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const statistics = bucketDates(query.period, startDate, today).map((date) => {
    const row = byDate.get(date);
    return { date, tonnesTraded: tonnes(row?.tonnes ?? '0'), buyers: Number(row?.buyers ?? 0) };
  });
  const totalTraded = statistics.reduce((sum, bucket) => sum.plus(bucket.tonnesTraded), dec(0));
  return { statistics, totalTraded: tonnes(totalTraded) };
}
