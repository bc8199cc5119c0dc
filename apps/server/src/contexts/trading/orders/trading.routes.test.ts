import { MSG } from '@cgx/domain/messages';
import { formatTradeId } from '@cgx/domain/trade-id';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tradeCounters, trades } from '../../../db/schema/market.ts';
import { drainJobs } from '../../../composition/jobs.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

const t = useTestApp();
const { ref, setMarket, trader, grower, bidAt, bid, offer, messagesTo } = useTradingFixtures(t);

describe('trading through the API', () => {
  it('a grower offering below a resting bid trades at once at the bid price; both parties are told', async () => {
    await setMarket('open');
    const buyer = await trader();
    const seller = await grower();
    const placed = await bid(buyer, '350.00', '100');
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'active', remaining: '100.000', trades: [], marketOpen: true });

    const sold = await offer(seller, '340.00', '60');
    expect(sold.statusCode).toBe(201);
    const body = sold.json();
    expect(body).toMatchObject({ status: 'filled', remaining: '0.000' });
    expect(body.trades).toHaveLength(1);
    expect(body.trades[0]).toMatchObject({ quantity: '60.000', price: '350.00' });
    expect(body.trades[0].formattedId).toMatch(/^CGX-\d{6}$/);

    const bids = (await t.app.inject({ method: 'GET', url: '/api/bids', headers: { authorization: buyer.authorization } })).json();
    expect(bids.total).toBe(1);
    expect(bids.rows[0]).toMatchObject({ id: placed.json().id, status: 'active', remaining: '40.000' });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/bids/${placed.json().id}`,
      headers: { authorization: buyer.authorization },
    });
    expect(one.json()).toMatchObject({ id: placed.json().id, lines: [{ price: '350.00', site: { name: 'Moree' } }] });
    const stranger = await trader();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/bids/${placed.json().id}`, headers: { authorization: stranger.authorization } }))
        .statusCode,
    ).toBe(404);

    // The trade-made job announces the trade (decision 0014).
    await drainJobs(t.context);
    for (const party of [buyer.user, seller.user]) {
      expect(await messagesTo(party.id, 'contract_note')).toHaveLength(1);
      expect(await messagesTo(party.id, 'trade')).toHaveLength(1);
    }
    const note = (await messagesTo(seller.user.id, 'contract_note'))[0]?.message;
    expect(note?.summary).toContain('you sold 60 mt of APH1 Wheat at Moree for $350.00/mt');
    expect(note?.summary).not.toContain(buyer.user.email);
    const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: buyer.authorization } })).json();
    expect(bell.notifications[0].body).toMatch(/you bought 60 mt of APH1 Wheat/);
  });

  it('a bid crossing resting offers fills the cheapest first, partly, at the offers’ prices', async () => {
    await setMarket('open');
    const sellerA = await grower('200', ref.narrabri);
    const sellerB = await grower('200', ref.narrabri);
    await offer(sellerA, '330.00', '50');
    await offer(sellerB, '320.00', '50');
    const buyer = await trader();
    const placed = await bidAt(buyer, { price: '335.00', quantity: '80', gradeId: ref.aph1, siteId: ref.narrabri });
    const trades = placed.json().trades;
    expect(trades.map((trade: { price: string; quantity: string }) => [trade.price, trade.quantity])).toEqual([
      ['320.00', '50.000'],
      ['330.00', '30.000'],
    ]);
    // 80 t filled exactly: the bid is filled; seller A keeps 20 t on offer, below the 25 t minimum, so it is closed.
    expect(placed.json()).toMatchObject({ status: 'filled' });
    const offersOfA = (
      await t.app.inject({ method: 'GET', url: '/api/offers?status=ended', headers: { authorization: sellerA.authorization } })
    ).json().rows;
    expect(offersOfA[0]).toMatchObject({ status: 'closed', remaining: '20.000' });
  });

  it('numbers trades without gaps, one after the other, and writes ids as formatTradeId does past six digits', async () => {
    await setMarket('open');
    const [counter] = await t.context.db.select().from(tradeCounters).where(eq(tradeCounters.market, 'cgx'));
    await t.context.db.update(tradeCounters).set({ lastNumber: 999_998 }).where(eq(tradeCounters.market, 'cgx'));
    try {
      const sellerA = await grower('200', ref.narrabri);
      const sellerB = await grower('200', ref.narrabri);
      await offer(sellerA, '320.00', '50');
      await offer(sellerB, '330.00', '50');
      const buyer = await trader();
      const placed = await bidAt(buyer, { price: '335.00', quantity: '100', gradeId: ref.aph1, siteId: ref.narrabri });
      expect(placed.json().trades.map((trade: { formattedId: string }) => trade.formattedId)).toEqual(['CGX-999999', 'CGX-1000000']);
      const written = await t.context.db.select().from(trades).where(eq(trades.bidGroupId, placed.json().id));
      expect(written.map((trade) => [trade.number, trade.formattedId]).sort()).toEqual([
        [1_000_000, formatTradeId('cgx', 1_000_000)],
        [999_999, formatTradeId('cgx', 999_999)],
      ]);
      const [after] = await t.context.db.select().from(tradeCounters).where(eq(tradeCounters.market, 'cgx'));
      expect(after?.lastNumber).toBe(1_000_000);
    } finally {
      // Later tests expect six-digit ids: the counter goes back where it was.
      await t.context.db
        .update(tradeCounters)
        .set({ lastNumber: counter?.lastNumber ?? 0 })
        .where(eq(tradeCounters.market, 'cgx'));
    }
  });

  it('orders arriving at the same moment are each checked on their own terms (one lookup serves them all)', async () => {
    await setMarket('closed');
    try {
      const buyer = await trader();
      const other = await trader();
      const answers = await Promise.all([
        bid(buyer, '301.00', '50'),
        bid(other, '302.00', '50', { seasonId: 987_654 }),
        bid(buyer, '303.00', '50', { passwordToken: 'not-a-token' }),
        bid(other, '304.00', '50'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 400, 400, 201]);
      expect(answers[1]?.json().errors).toEqual({ seasonId: ['Choose an active season'] });
      expect(answers[2]?.json().errors).toEqual({ password: [MSG.passwordNotAuthorised] });
    } finally {
      await setMarket('open');
    }
  });

  it('nothing trades while the market is closed', async () => {
    await setMarket('closed');
    try {
      const buyer = await trader();
      const seller = await grower('100', ref.moree, ref.h1);
      await bidAt(buyer, { price: '400.00', quantity: '50', gradeId: ref.h1, siteId: ref.moree });
      const sold = await offer(seller, '300.00', '50');
      expect(sold.json()).toMatchObject({ trades: [], marketOpen: false, status: 'active' });
    } finally {
      await setMarket('open');
    }
  });

  it('tonnes sold stay committed on the holding until the grain is delivered', async () => {
    await setMarket('open');
    const buyer = await trader();
    const seller = await grower('100');
    // The best bid in the book, so the offer trades with it alone.
    await bid(buyer, '950.00', '60');
    expect((await offer(seller, '340.00', '60')).json()).toMatchObject({ status: 'filled', trades: [{ price: '950.00' }] });
    const over = await offer(seller, '340.00', '50');
    expect(over.json().errors).toEqual({ quantity: ['Can not be more than the 40.000 mt available'] });
    // Title has moved: the trade no longer holds tonnes of the holding.
    await t.context.db
      .update(trades)
      .set({ status: 'awaiting_payment' })
      .where(eq(trades.sellerOrganisationId, seller.user.organisationId));
    expect((await offer(seller, '990.00', '50')).statusCode).toBe(201);
  });

  it('a grower cannot offer more than is available on the holding', async () => {
    const seller = await grower('100');
    expect((await offer(seller, '900.00', '80')).statusCode).toBe(201);
    const over = await offer(seller, '900.00', '30');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ quantity: ['Can not be more than the 20.000 mt available'] });
  });
});

describe('order validation and access', () => {
  it('answers 401 anonymous and 403 for the wrong role', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/offers', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/bids', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/bids' })).statusCode).toBe(401);
    const seller = await grower();
    expect((await bid(seller, '300.00')).statusCode).toBe(403);
    const analyst = await bearerFor(t.context, await createUser(t.context, 'Analyst'));
    expect((await t.app.inject({ method: 'GET', url: '/api/offers', headers: { authorization: analyst.authorization } })).statusCode).toBe(
      403,
    );
  });

  it('answers 400 with the spec messages on their fields', async () => {
    const buyer = await trader();
    const empty = await t.app.inject({ method: 'POST', url: '/api/bids', headers: { authorization: buyer.authorization }, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ quantity: [MSG.required], seasonId: [MSG.required], deliveryPeriodId: [MSG.required] });
    const zero = await bid(buyer, '300.00', '0');
    expect(zero.json().errors).toEqual({ quantity: [MSG.quantityPositive] });
    const small = await bid(buyer, '300.00', '10');
    expect(small.json().errors).toEqual({ quantity: ['must be equal or greater than 25mt for delivery period Now'] });
    const noToken = await bid({ authorization: buyer.authorization, passwordToken: '' }, '300.00');
    expect(noToken.json().errors).toEqual({ password: [MSG.passwordTokenRequired] });
    const noLocation = await bid(buyer, '300.00', '100', { bidsAttributes: [{ gradeId: ref.aph1, price: '300.00' }] });
    expect(noLocation.json().errors).toEqual({ 'bidsAttributes.0.siteId': [MSG.required] });
  });

  it("keeps another organisation's orders invisible: not listed, and 404 to cancel", async () => {
    await setMarket('closed');
    try {
      const mine = await grower();
      const theirs = await grower();
      const placed = (await offer(theirs, '999.00', '50')).json();
      const listed = (await t.app.inject({ method: 'GET', url: '/api/offers', headers: { authorization: mine.authorization } })).json()
        .rows;
      expect(listed.some((row: { id: number }) => row.id === placed.id)).toBe(false);
      const read = await t.app.inject({ method: 'GET', url: `/api/offers/${placed.id}`, headers: { authorization: mine.authorization } });
      expect(read.statusCode).toBe(404);
      const ownRead = await t.app.inject({
        method: 'GET',
        url: `/api/offers/${placed.id}`,
        headers: { authorization: theirs.authorization },
      });
      expect(ownRead.json()).toMatchObject({ id: placed.id, price: '999.00', status: 'active' });
      expect((await t.app.inject({ method: 'GET', url: `/api/offers/${placed.id}` })).statusCode).toBe(401);
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${placed.id}/cancel`,
        headers: { authorization: mine.authorization },
        payload: { passwordToken: mine.passwordToken },
      });
      expect(cancel.statusCode).toBe(404);
      const own = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${placed.id}/cancel`,
        headers: { authorization: theirs.authorization },
        payload: { passwordToken: theirs.passwordToken },
      });
      expect(own.statusCode).toBe(204);
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${placed.id}/cancel`,
        headers: { authorization: theirs.authorization },
        payload: { passwordToken: theirs.passwordToken },
      });
      expect(again.statusCode).toBe(409);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/offers/x1y/cancel',
            headers: { authorization: theirs.authorization },
            payload: {},
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await setMarket('open');
    }
  });
});

describe('what the market sees and hears', () => {
  it('the public feed shows the trade and a standing offer, without any party’s name', async () => {
    await setMarket('open');
    const buyer = await trader();
    const seller = await grower('300', ref.moree);
    await bid(buyer, '361.00', '50');
    const sold = (await offer(seller, '355.00', '50')).json();
    const standing = await grower('300', ref.narrabri);
    expect((await offer(standing, '990.00', '40')).json()).toMatchObject({ status: 'active', marketOpen: true });
    await drainJobs(t.context);
    const feed = await t.app.inject({ method: 'GET', url: '/api/market/feed' });
    expect(feed.statusCode).toBe(200);
    const items = feed.json();
    const trade = items.find((item: { feedType: string; price: string }) => item.feedType === 'TRADE' && item.price === '361.00');
    expect(trade).toMatchObject({ siteName: 'Moree', gradeName: expect.any(String), quantity: '50.000' });
    expect(items.find((item: { feedType: string; price: string }) => item.feedType === 'OFFER' && item.price === '990.00')).toMatchObject({
      sound: 'pop',
      siteName: 'Narrabri',
    });
    const text = JSON.stringify(items);
    for (const party of [buyer.user, seller.user, standing.user]) expect(text).not.toContain(party.email);
    expect(sold.trades[0].price).toBe('361.00');
  });

  it('a grower who opted in and holds matching grain gets an SMS about a new bid', async () => {
    await setMarket('closed');
    try {
      const holder = await grower('200', ref.moree, ref.h1);
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile/preferences',
        headers: { authorization: holder.authorization },
        payload: { smsBidAlerts: true },
      });
      const quiet = await grower('200', ref.moree, ref.h1);
      const buyer = await trader();
      const placed = await bidAt(buyer, { price: '372.50', quantity: '100', gradeId: ref.h1, siteId: ref.moree });
      expect(placed.statusCode).toBe(201);
      await drainJobs(t.context);
      const alerts = await messagesTo(holder.user.id, 'bid_alert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.message.body).toContain('new firm bid $372.50/mt for H1 Wheat at Moree');
      expect(await messagesTo(quiet.user.id, 'bid_alert')).toHaveLength(0);
    } finally {
      await setMarket('open');
    }
  });
});
