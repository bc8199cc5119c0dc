import { addDays, sydneyDate } from '@cgx/domain/calendar';
import type { TMarketFeedItem } from '@cgx/domain/market-data.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { marketFeedItems } from '../../../db/schema/market.ts';
import { TOPICS } from '../../../realtime/topics.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { portNameForTown } from '../../../modules/reference/gazetteer/nearest-town.ts';
import { buyer, insertOffer, insertTrade, marketReference, type MarketReference, seller } from './market-data.fixtures.ts';
import { recordOfferFeedItem, recordTradeFeedItem } from './market-feed.service.ts';
import { sydneyDayStart } from './sydney-day.ts';

const t = useTestApp();
const published: TMarketFeedItem[] = [];
let stop: (() => Promise<void>) | undefined;
let ref: MarketReference;
let parties: { buyer: Awaited<ReturnType<typeof buyer>>; seller: Awaited<ReturnType<typeof seller>> };

beforeAll(async () => {
  ref = await marketReference(t.context);
  parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
  stop = await t.context.realtime.pubsub.subscribe(TOPICS.marketFeed, (message) => published.push(message as TMarketFeedItem));
});
afterAll(async () => stop?.());

const publishedWithId = (id: number) => vi.waitFor(() => expect(published.find((item) => item.id === id)).toBeDefined());
const recordTrade = (tradeId: number) => t.context.db.transaction((tx) => recordTradeFeedItem(t.context, tx, tradeId));
/** An instant on a Sydney day, hours after its midnight. */
const at = (date: string, hours: number) => new Date(sydneyDayStart(date).getTime() + hours * 3_600_000);
const today = () => sydneyDate(new Date());

describe('recording an offer', () => {
  it('stores the names of things, plays a pop and publishes the item when the transaction commits', async () => {
    const offer = await insertOffer(t.context, ref, parties.seller, { quantity: '150', remaining: '120.5', price: '310.00' });
    const item = await t.context.db.transaction((tx) => recordOfferFeedItem(t.context, tx, offer.id));
    expect(item).toMatchObject({
      feedType: 'OFFER',
      marketType: 'cgx',
      commodityName: 'Wheat',
      gradeName: ref.apw1.name,
      siteName: 'Moree',
      storageProviderNickname: 'GrainCorp',
      state: 'NSW',
      pricingPoint: null,
      portName: 'Newcastle',
      seasonName: '2026/27',
      deliveryPeriodName: 'Jan 2027',
      quantity: '120.500',
      price: '310.00',
      portEquiv: '348.00',
      sound: 'pop',
    });
    const [row] = await t.context.db.select().from(marketFeedItems).where(eq(marketFeedItems.id, item.id));
    expect(row).toMatchObject({ offerId: offer.id, tradeId: null, sound: 'pop' });
    await publishedWithId(item.id);
    expect(published.find((entry) => entry.id === item.id)).toEqual(item);
  });

  it('neither stores nor publishes anything when the transaction rolls back', async () => {
    const offer = await insertOffer(t.context, ref, parties.seller);
    let recorded: TMarketFeedItem | undefined;
    await expect(
      t.context.db.transaction(async (tx) => {
        recorded = await recordOfferFeedItem(t.context, tx, offer.id);
        throw new Error('matching failed');
      }),
    ).rejects.toThrow('matching failed');
    const id = recorded?.id ?? 0;
    expect(await t.context.db.select().from(marketFeedItems).where(eq(marketFeedItems.id, id))).toEqual([]);
    const marker = await insertOffer(t.context, ref, parties.seller);
    const after = await t.context.db.transaction((tx) => recordOfferFeedItem(t.context, tx, marker.id));
    await publishedWithId(after.id);
    expect(published.some((item) => item.id === id)).toBe(false);
  });

  it('shows an igrainX Delivered offer at its delivered site and port, without a port equivalent', async () => {
    const offer = await insertOffer(t.context, ref, parties.seller, {
      market: 'igrainx',
      siteId: null,
      pricingPoint: 'Delivered',
      deliveredSiteId: ref.deliveredSite.id,
    });
    const item = await t.context.db.transaction((tx) => recordOfferFeedItem(t.context, tx, offer.id));
    expect(item).toMatchObject({
      marketType: 'igrainx',
      pricingPoint: 'Delivered',
      siteName: ref.deliveredSite.siteName,
      state: ref.deliveredSite.state,
      storageProviderNickname: null,
      portEquiv: null,
    });
    expect(item.portName).toEqual(expect.any(String));
  });

  it('shows an Ex Farm offer by its nearest town only, never the address, distance or direction', async () => {
    const offer = await insertOffer(t.context, ref, parties.seller, {
      market: 'igrainx',
      siteId: null,
      pricingPoint: 'Ex Farm',
      nearestTown: 'Dubbo',
      nearestTownCity: 'Dubbo, NSW',
      nearestTownDirection: 'NE',
      nearestTownDistanceRange: '10-15 km',
      address: '1234 Hidden Valley Road',
    });
    const item = await t.context.db.transaction((tx) => recordOfferFeedItem(t.context, tx, offer.id));
    expect(item).toMatchObject({ pricingPoint: 'Ex Farm', siteName: 'Dubbo', state: 'NSW', portName: portNameForTown('Dubbo, NSW') });
    expect(JSON.stringify(item)).not.toMatch(/Hidden Valley|10-15 km|"NE"/);
  });
});

describe('recording a trade', () => {
  it('is anonymous: no organisation name of buyer or seller', async () => {
    const trade = await insertTrade(t.context, ref, parties, { quantity: '42', createdAt: at(addDays(today(), -40), 10) });
    const item = await recordTrade(trade.id);
    expect(item).toMatchObject({ feedType: 'TRADE', quantity: '42.000', price: '300.00', portEquiv: '338.00', siteName: 'Moree' });
    const text = JSON.stringify(item);
    expect(text).not.toContain(parties.buyer.organisation.tradingName);
    expect(text).not.toContain(parties.seller.organisation.tradingName);
    const [row] = await t.context.db.select().from(marketFeedItems).where(eq(marketFeedItems.id, item.id));
    expect(row).toMatchObject({ tradeId: trade.id, offerId: trade.offerId });
    await publishedWithId(item.id);
  });

  it('sounds by size, and the trumpet for the trade that takes the Sydney day across 10,000 t', async () => {
    const day = addDays(today(), -30);
    // Not the same Sydney day, or cancelled: neither counts towards the day's total.
    await insertTrade(t.context, ref, parties, { quantity: '20000', createdAt: at(day, -0.5) });
    await insertTrade(t.context, ref, parties, { quantity: '20000', createdAt: at(day, 1), status: 'cancelled' });
    const big = await insertTrade(t.context, ref, parties, { quantity: '9950', createdAt: at(day, 2) });
    expect((await recordTrade(big.id)).sound).toBe('fireworks');
    const crossing = await insertTrade(t.context, ref, parties, { quantity: '50', createdAt: at(day, 3) });
    expect((await recordTrade(crossing.id)).sound).toBe('trumpet');
    const small = await insertTrade(t.context, ref, parties, { quantity: '99.999', createdAt: at(day, 4) });
    expect((await recordTrade(small.id)).sound).toBe('cha-ching');
    const medium = await insertTrade(t.context, ref, parties, { quantity: '100', createdAt: at(day, 5) });
    expect((await recordTrade(medium.id)).sound).toBe('clapping');
  });

  it('orders trades of one matching transaction by id, whichever is recorded first', async () => {
    const instant = at(addDays(today(), -20), 12);
    const first = await insertTrade(t.context, ref, parties, { quantity: '9500', createdAt: instant });
    const second = await insertTrade(t.context, ref, parties, { quantity: '600', createdAt: instant });
    const sounds = await t.context.db.transaction(async (tx) => [
      (await recordTradeFeedItem(t.context, tx, second.id)).sound,
      (await recordTradeFeedItem(t.context, tx, first.id)).sound,
    ]);
    expect(sounds).toEqual(['trumpet', 'fireworks']);
  });
});
