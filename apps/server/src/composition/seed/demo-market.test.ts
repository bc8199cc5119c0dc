import { sydneyTimeParts } from '@cgx/domain/calendar';
import { dec } from '@cgx/domain/decimal';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { useTestApp } from '../../test/test-app.ts';
import { seedDemoData } from './demo.ts';
import { type DemoMarketSummary, seedDemoMarket } from './demo-market.ts';
import { planDemoMarket } from './demo-market-plan.ts';
import { type DemoSettlementSummary, seedDemoSettlement } from './demo-settlement.ts';

const t = useTestApp();
let summary: DemoMarketSummary | null = null;
let settlement: DemoSettlementSummary | null = null;

beforeAll(async () => {
  // Just after midnight in Sydney there is no 'earlier today' to trade in: the app's clock moves on to 2 am.
  const { hour } = sydneyTimeParts(t.context.clock.now());
  if (hour < 2) t.context.clock.shift((2 - hour) * 60);
  await seedDemoData(t.context.db);
  summary = await seedDemoMarket(t.context);
  settlement = await seedDemoSettlement(t.context);
  // The seed itself is what is under test: its ~300 orders take 15-60 s on PGlite, more on a loaded machine.
}, 300_000);

const rows = <T extends object>(query: ReturnType<typeof sql>) => queryRows<T>(t.context.db, query);

describe('the demo market', () => {
  it('has settled as it would have: every step of settlement shows, the books balance and nothing was sent', async () => {
    console.info(
      `demo settlement: ${settlement?.transferred} title transfers, ${settlement?.paid} payments, ${settlement?.runs} runs in ${settlement?.seconds.toFixed(1)} s`,
    );
    const statuses = await rows<{ status: string; count: number }>(sql`SELECT status, count(*)::int AS count FROM trades GROUP BY status`);
    const count = (status: string) => statuses.find((row) => row.status === status)?.count ?? 0;
    expect(count('settled')).toBeGreaterThan(50);
    expect(count('awaiting_grain') + count('awaiting_payment') + count('funds_received')).toBeGreaterThan(0);
    // Every settled trade's seller and buyer accounts are back at zero.
    const [open] = await rows<{ open: number }>(
      sql`SELECT count(*)::int AS open FROM (
            SELECT e.trade_id, l.account, l.organisation_id FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
            JOIN trades t ON t.id = e.trade_id
            WHERE t.status = 'settled' AND l.account IN ('buyer_receivable', 'seller_payable')
            GROUP BY 1, 2, 3 HAVING sum(l.amount) <> 0) unbalanced`,
    );
    expect(open?.open).toBe(0);
    // The grain's varieties (issue 24): the trades that sold one withheld its royalty and the royalty's GST from the seller.
    const [royalties] = await rows<{ trades: number; withheld: number }>(
      sql`SELECT count(DISTINCT t.id)::int AS trades,
                 count(DISTINCT i.id) FILTER (WHERE (i.document->'settlement'->'seller'->>'royaltyGst')::numeric > 0)::int AS withheld
          FROM trades t LEFT JOIN invoices i ON i.trade_id = t.id AND i.kind = 'seller' AND i.status = 'issued'
          WHERE t.variety_id IS NOT NULL`,
    );
    expect(royalties?.trades).toBeGreaterThan(10);
    expect(royalties?.withheld).toBeGreaterThan(0);
    const [sent] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM messages WHERE kind IN ('invoice', 'remittance', 'settlement')`,
    );
    expect(sent?.count).toBe(0);
  });

  it('is a year of trades across seasons, commodities, grades, states and both parties’ kinds', async () => {
    expect(summary).not.toBeNull();
    console.info(
      `demo market: ${summary?.orders} orders, ${summary?.trades} trades, ${summary?.tonnes} t in ${summary?.seconds.toFixed(1)} s`,
    );
    const [spread] = await rows<{
      trades: number;
      seasons: number;
      commodities: number;
      grades: number;
      states: number;
      months: number;
      buyers: number;
      agents: number;
    }>(
      sql`SELECT count(*)::int AS trades, count(DISTINCT t.season_id)::int AS seasons, count(DISTINCT t.commodity_id)::int AS commodities,
                 count(DISTINCT t.grade_id)::int AS grades, count(DISTINCT s.state)::int AS states,
                 count(DISTINCT to_char(t.created_at AT TIME ZONE 'Australia/Sydney', 'YYYY-MM'))::int AS months,
                 count(DISTINCT t.buyer_organisation_id)::int AS buyers, count(DISTINCT t.agent_organisation_id)::int AS agents
          FROM trades t JOIN sites s ON s.id = t.site_id`,
    );
    expect(spread).toMatchObject({ seasons: 2, states: 5, buyers: 4, agents: 1 });
    expect(spread?.trades).toBe(summary?.trades);
    expect(spread?.trades).toBeGreaterThan(100);
    expect(spread?.commodities).toBeGreaterThanOrEqual(7);
    expect(spread?.grades).toBeGreaterThanOrEqual(12);
    expect(spread?.months).toBeGreaterThanOrEqual(12);
    // Every trade was announced at the moment it was made.
    const [feed] = await rows<{ missing: number }>(
      sql`SELECT count(*)::int AS missing FROM trades t
          WHERE NOT EXISTS (SELECT 1 FROM market_feed_items f WHERE f.trade_id = t.id AND f.created_at = t.created_at)`,
    );
    expect(feed?.missing).toBe(0);
  });

  it('keeps plausible Australian prices', async () => {
    const ranges = await rows<{ code: string; grade: string; low: string; high: string }>(
      sql`SELECT c.code, g.code AS grade, min(t.price)::text AS low, max(t.price)::text AS high
          FROM trades t JOIN commodities c ON c.id = t.commodity_id JOIN grades g ON g.id = t.grade_id
          WHERE g.code IN ('APW1', 'BAR1', 'CAN1') GROUP BY 1, 2`,
    );
    const range = (grade: string) => ranges.find((row) => row.grade === grade);
    expect(Number(range('APW1')?.low)).toBeGreaterThanOrEqual(318);
    expect(Number(range('APW1')?.high)).toBeLessThanOrEqual(440);
    expect(Number(range('APW1')?.high) - Number(range('APW1')?.low)).toBeGreaterThan(30);
    expect(Number(range('BAR1')?.low)).toBeGreaterThanOrEqual(272);
    expect(Number(range('BAR1')?.high)).toBeLessThanOrEqual(372);
    expect(Number(range('CAN1')?.low)).toBeGreaterThanOrEqual(640);
    expect(Number(range('CAN1')?.high)).toBeLessThanOrEqual(810);
  });

  it('balances its books: every traded tonne is a bid’s and an offer’s, nothing over-filled, nothing standing crossed', async () => {
    const offers = await rows<{ id: number; quantity: string; remaining: string; traded: string; status: string }>(
      sql`SELECT o.id, o.quantity::text, o.remaining::text, o.status, coalesce(sum(t.quantity), 0)::text AS traded
          FROM offers o LEFT JOIN trades t ON t.offer_id = o.id GROUP BY o.id`,
    );
    for (const offer of offers) {
      expect(dec(offer.quantity).minus(offer.remaining).toString(), `offer ${offer.id}`).toBe(dec(offer.traded).toString());
      expect(dec(offer.remaining).greaterThanOrEqualTo(0)).toBe(true);
    }
    const bids = await rows<{ id: number; quantity: string; remaining: string; traded: string }>(
      sql`SELECT b.id, b.quantity::text, b.remaining::text, coalesce(sum(t.quantity), 0)::text AS traded
          FROM bid_groups b LEFT JOIN trades t ON t.bid_group_id = b.id GROUP BY b.id`,
    );
    for (const bid of bids) {
      expect(dec(bid.quantity).minus(bid.remaining).toString(), `bid ${bid.id}`).toBe(dec(bid.traded).toString());
      expect(dec(bid.remaining).greaterThanOrEqualTo(0)).toBe(true);
    }
    // Each trade is at a price both sides accepted (one site: the bid's price at or above the offer's).
    const [badPrices] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM trades t JOIN offers o ON o.id = t.offer_id JOIN bid_lines l ON l.id = t.bid_line_id
          WHERE t.price < o.price OR t.price > l.price OR l.price < o.price`,
    );
    expect(badPrices?.count).toBe(0);
    const [crossed] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM offers o
          JOIN bid_groups b ON b.season_id = o.season_id AND b.commodity_id = o.commodity_id AND b.delivery_period_id = o.delivery_period_id
          JOIN bid_lines l ON l.bid_group_id = b.id AND l.site_id = o.site_id AND l.grade_id = o.grade_id AND NOT l.deleted
          WHERE o.status = 'active' AND b.status = 'active' AND l.price >= o.price AND b.organisation_id <> o.organisation_id`,
    );
    expect(crossed?.count).toBe(0);
    const standing = await rows<{ side: string; count: number }>(
      sql`SELECT 'offer' AS side, count(*)::int AS count FROM offers WHERE status = 'active'
          UNION ALL SELECT 'bid', count(*)::int FROM bid_groups WHERE status = 'active'`,
    );
    for (const side of standing) expect(side.count, side.side).toBeGreaterThanOrEqual(8);
    const [lapsed] = await rows<{ count: number }>(sql`SELECT count(*)::int AS count FROM offers WHERE status = 'lapsed'`);
    expect(lapsed?.count).toBeGreaterThan(0);
  });

  it('never commits more grain than a holding has', async () => {
    const response = await rows<{ id: number; quantity: string; committed: string }>(
      sql`SELECT h.id, h.quantity::text,
                 (coalesce((SELECT sum(remaining) FROM offers WHERE holding_id = h.id AND status = 'active'), 0)
                  + coalesce((SELECT sum(quantity) FROM trades WHERE holding_id = h.id AND status IN ('awaiting_grain', 'overdue_grain')), 0))::text AS committed
          FROM holdings h`,
    );
    for (const holding of response) expect(dec(holding.committed).lessThanOrEqualTo(holding.quantity), `holding ${holding.id}`).toBe(true);
  });

  it('gives the home page figures: today’s counters, the totals and a year of weekly statistics', async () => {
    const today = (await t.app.inject({ method: 'GET', url: '/api/market/metrics/today' })).json() as Record<string, string>;
    expect(Number(today.offeredToday)).toBeGreaterThan(0);
    expect(Number(today.wantedToday)).toBeGreaterThan(0);
    expect(Number(today.tradedToday)).toBeGreaterThan(0);
    expect(Number(today.tradedToday)).toBeLessThan(10_000);
    const total = (await t.app.inject({ method: 'GET', url: '/api/market/metrics/total' })).json() as { totalTraded: string };
    expect(Number(total.totalTraded)).toBeGreaterThan(30_000);
    const weekly = (await t.app.inject({ method: 'GET', url: '/api/market/statistics?period=Weekly' })).json() as {
      statistics: { tonnesTraded: string; buyers: number }[];
      totalTraded: string;
    };
    expect(weekly.statistics.filter((bucket) => Number(bucket.tonnesTraded) > 0).length).toBeGreaterThan(30);
    expect(Math.max(...weekly.statistics.map((bucket) => bucket.buyers))).toBeGreaterThanOrEqual(3);
    const feed = (await t.app.inject({ method: 'GET', url: '/api/market/feed?limit=50' })).json() as { feedType: string }[];
    expect(new Set(feed.map((item) => item.feedType))).toEqual(new Set(['TRADE', 'OFFER']));
  });

  it('runs once: a database with orders is left alone', async () => {
    expect(await seedDemoMarket(t.context)).toBeNull();
  });

  it('plans the same market for the same day', () => {
    const input = {
      now: new Date('2026-11-23T03:00:00Z'),
      seasons: [
        { name: '2025/26', startDate: '2025-10-01', endDate: '2026-09-30' },
        { name: '2026/27', startDate: '2026-10-01', endDate: '2027-09-30' },
      ],
      periods: [
        { name: 'Now', kind: 'now', startDate: null, endDate: null },
        { name: 'Dec 2026', kind: 'month', startDate: '2026-12-01', endDate: '2026-12-31' },
      ],
      differentials: new Map([['Moree', 38]]),
    };
    const first = planDemoMarket(input);
    expect(planDemoMarket(input)).toEqual(first);
    expect(first.every((order) => order.at <= input.now)).toBe(true);
  });
});
