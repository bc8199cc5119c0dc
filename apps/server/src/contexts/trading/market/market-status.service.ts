import { type Market, type MarketStatus, type MarketWindow, marketHoursLabel, marketStatusAt } from '@cgx/domain/market-hours';
import type { TMarketStatusResponse } from '@cgx/domain/market-hours.schemas';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { send } from '../../../db/together.ts';
import { type AuthContext, type RequestMeta, requirePermission, requireStaff } from '../../../lib/access.ts';
import { enqueueJob } from '../../../queue/jobs.repository.ts';
import { wakeWorkers } from '../../../queue/wake-workers.ts';
import { activityLog } from '../../../platform/activity/index.ts';
import { marketOpenedJob } from './market.jobs.ts';
import { type MarketRow, listMarkets, recordStatusChange, setForcedStatus, setSchedule } from './market-status.repository.ts';

const statusOf = (row: MarketRow, now: Date): MarketStatus =>
  marketStatusAt(now, { windows: row.windows, windowsMean: row.windowsMean, forcedStatus: row.forcedStatus });

function present(rows: MarketRow[], now: Date): TMarketStatusResponse {
  const states = rows.map((row) => ({
    market: row.market,
    status: statusOf(row, now),
    forced: row.forcedStatus !== null,
    windows: row.windows,
    windowsMean: row.windowsMean,
    hoursLabel: marketHoursLabel(row.windows, now),
  }));
  const status = (market: Market) => states.find((state) => state.market === market)?.status ?? 'closed';
  return { cgx: status('cgx'), igrainX: status('igrainx'), markets: states, checkedAt: now.toISOString() };
}

/** Whether a market trades now (inside the matching transaction: no trade while it is closed, design §5). */
export async function isMarketOpen(context: AppContext, db: Db, market: Market): Promise<boolean> {
  const row = (await send(listMarkets(db))).find((candidate) => candidate.market === market);
  return row !== undefined && statusOf(row, context.clock.now()) === 'open';
}

/** Public: the ticker's status, also fetched again when a tab comes back after 4 hours. */
export async function getMarketStatus(context: AppContext): Promise<TMarketStatusResponse> {
  return present(await listMarkets(context.db), context.clock.now());
}

/** Staff force a market open or closed (null returns it to its schedule); every change is in the activity log. */
export async function forceMarketStatus(
  context: AppContext,
  auth: AuthContext,
  market: Market,
  status: MarketStatus | null,
  meta: RequestMeta,
): Promise<TMarketStatusResponse> {
  requireStaff(auth);
  requirePermission(auth, 'setting');
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    await setForcedStatus(tx, market, status, auth.user.id, now);
    await activityLog.record(tx, {
      action: 'market_status_forced',
      userId: auth.user.id,
      organisationId: auth.organisation.id,
      detail: { market, status },
      ip: meta.ip,
    });
  });
  return announceMarketStatus(context);
}

export async function updateMarketSchedule(
  context: AppContext,
  auth: AuthContext,
  market: Market,
  schedule: { windows: MarketWindow[]; windowsMean: 'closed' | 'open' },
  meta: RequestMeta,
): Promise<TMarketStatusResponse> {
  requireStaff(auth);
  requirePermission(auth, 'setting');
  await context.db.transaction(async (tx) => {
    await setSchedule(tx, market, schedule.windows, schedule.windowsMean);
    await activityLog.record(tx, {
      action: 'market_schedule_changed',
      userId: auth.user.id,
      organisationId: auth.organisation.id,
      detail: { market, ...schedule },
      ip: meta.ip,
    });
  });
  return announceMarketStatus(context);
}

/** After a staff change: record it, and push the status whether or not it flipped (forcing shows on the ticker). */
async function announceMarketStatus(context: AppContext): Promise<TMarketStatusResponse> {
  await refreshMarketStatuses(context);
  const status = await getMarketStatus(context);
  await context.realtime.publishMarketStatus(status);
  return status;
}

/**
 * Compares each market's status now with the last one recorded and records the changes; a
 * market that opened gets a `market-opened` job in the same transaction, and a worker sweeps its
 * books (decision 0146): a staff member's request does not wait for the sweep. Returns the
 * markets that changed.
 */
export async function refreshMarketStatuses(context: AppContext): Promise<{ market: Market; status: MarketStatus }[]> {
  const now = context.clock.now();
  const changed: { market: Market; status: MarketStatus }[] = [];
  for (const row of await listMarkets(context.db)) {
    const status = statusOf(row, now);
    const recorded = await context.db.transaction(async (tx) => {
      // Only the process that records the opening enqueues its job, so the books are swept once.
      if (!(await recordStatusChange(tx, row.market, status, now))) return false;
      if (status === 'open') await enqueueJob(tx, marketOpenedJob, { market: row.market }, now);
      return true;
    });
    if (recorded) changed.push({ market: row.market, status });
  }
  if (changed.some((change) => change.status === 'open')) wakeWorkers(context);
  return changed;
}

/** The worker's periodic check: a scheduled opening or closing is pushed on MarketChannel by the one process that records it. */
export async function tickMarketStatus(context: AppContext): Promise<void> {
  const changed = await refreshMarketStatuses(context);
  if (changed.length > 0) await context.realtime.publishMarketStatus(await getMarketStatus(context));
}
