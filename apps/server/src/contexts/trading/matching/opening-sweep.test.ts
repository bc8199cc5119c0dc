import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trades } from '../../../db/schema/market.ts';
import { jobs } from '../../../db/schema/platform.ts';
import { drainJobs } from '../../../composition/jobs.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { refreshMarketStatuses } from '../market/market-status.service.ts';
import { useTradingFixtures } from '../orders/orders.fixtures.ts';

const t = useTestApp();
const { ref, setMarket, trader, grower, bidAt, offer, messagesTo } = useTradingFixtures(t);

/** The opening's jobs not yet run: the market's and each book's (decision 0146). */
const waitingSweepJobs = () =>
  t.context.db
    .select({ name: jobs.name, payload: jobs.payload })
    .from(jobs)
    .where(and(inArray(jobs.name, ['market-opened', 'sweep-book']), isNull(jobs.completedAt)));

/** A crossing offer and bid placed while cgx is closed: the offer first, so the trade is at its price. */
async function crossWhileClosed(price: { offer: string; bid: string }) {
  await setMarket('closed');
  await refreshMarketStatuses(t.context);
  const seller = await grower('150', ref.narrabri, ref.h1);
  const buyer = await trader();
  const resting = await offer(seller, price.offer, '75');
  expect(resting.json()).toMatchObject({ marketOpen: false, trades: [] });
  const arriving = await bidAt(buyer, { price: price.bid, quantity: '75', gradeId: ref.h1, siteId: ref.narrabri });
  expect(arriving.json()).toMatchObject({ marketOpen: false, trades: [] });
  const offerStatus = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/offers/${resting.json().id}`, headers: { authorization: seller.authorization } })
    ).json().status;
  const tradesOfOffer = () => t.context.db.select().from(trades).where(eq(trades.offerId, resting.json().id));
  return { seller, offerStatus, tradesOfOffer };
}

describe('the opening sweep', () => {
  it('trades the crossing orders placed while the market was closed, at the earlier order’s price', async () => {
    const { seller, offerStatus } = await crossWhileClosed({ offer: '301.00', bid: '315.00' });
    await setMarket('open');
    const changed = await refreshMarketStatuses(t.context);
    expect(changed).toContainEqual({ market: 'cgx', status: 'open' });
    await drainJobs(t.context);
    expect(await offerStatus()).toBe('filled');
    const note = (await messagesTo(seller.user.id, 'contract_note'))[0]?.message;
    // The offer rested first, so the trade is at its price.
    expect(note?.summary).toContain('you sold 75 mt of H1 Wheat at Narrabri for $301.00/mt');
  });

  it('answers a staff member’s opening once the market is open and its job queued; a worker then makes the trades', async () => {
    const { offerStatus, tradesOfOffer } = await crossWhileClosed({ offer: '302.00', bid: '316.00' });
    const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));

    const opened = await t.app.inject({
      method: 'PUT',
      url: '/api/market/status/cgx',
      payload: { status: 'open' },
      headers: { authorization: admin.authorization },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().cgx).toBe('open');
    // Answered before matching: nothing has traded, the opening waits in the queue.
    expect(await tradesOfOffer()).toEqual([]);
    expect(await offerStatus()).toBe('active');
    expect(await waitingSweepJobs()).toEqual([{ name: 'market-opened', payload: { market: 'cgx' } }]);

    // The market's job queues one job per book with orders on both sides, and that job trades.
    expect(await drainJobs(t.context)).toBeGreaterThanOrEqual(2);
    expect(await waitingSweepJobs()).toEqual([]);
    const made = await tradesOfOffer();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ quantity: '75.000', price: '302.00' });
    expect(await offerStatus()).toBe('filled');
    const sweptBooks = await t.context.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.name, 'sweep-book'));
    expect(sweptBooks.map((job) => job.payload)).toContainEqual({
      market: 'cgx',
      seasonId: ref.seasonId,
      commodityId: ref.commodityId,
      deliveryPeriodId: ref.now,
    });
  });

  it('queues an opening once however many processes notice it', async () => {
    await setMarket('closed');
    await refreshMarketStatuses(t.context);
    await drainJobs(t.context);
    await setMarket('open');
    const noticed = await Promise.all([
      refreshMarketStatuses(t.context),
      refreshMarketStatuses(t.context),
      refreshMarketStatuses(t.context),
    ]);
    expect(noticed.flat().filter((change) => change.market === 'cgx')).toEqual([{ market: 'cgx', status: 'open' }]);
    expect(await waitingSweepJobs()).toEqual([{ name: 'market-opened', payload: { market: 'cgx' } }]);
    await drainJobs(t.context);
  });
});
