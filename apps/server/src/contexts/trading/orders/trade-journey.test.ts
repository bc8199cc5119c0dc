import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../../composition/jobs.ts';
import { holdings, markets } from '../../../db/schema/market.ts';
import { messageRecipients, messages } from '../../../db/schema/messages.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';
import { seedDemoData } from '../../../composition/seed/demo.ts';
import { CableTestClient, cableUrl, identifierOf } from '../../../realtime/cable/cable-test-client.ts';
import { bearerFor, createUser, passwordTokenFor } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const clients: CableTestClient[] = [];

beforeAll(async () => {
  await seedDemoData(t.context.db);
  await t.context.db.update(markets).set({ forcedStatus: 'open' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

async function party(role: 'Trader' | 'Grower') {
  const user = await createUser(t.context, role);
  const session = await bearerFor(t.context, user);
  const passwordToken = await passwordTokenFor(t.app, session.authorization);
  const socket = await CableTestClient.connect(cableUrl(t.app, session.wsToken));
  clients.push(socket);
  await socket.nextOfType('welcome');
  expect(await socket.subscribe('NotificationChannel')).toBe('confirm_subscription');
  return { user, authorization: session.authorization, passwordToken, socket };
}

describe('the trading journey through the API', () => {
  it('trader bids, grower offers below, a trade appears; sockets, contract notes with PDFs, SMS and the anonymous feed all follow', async () => {
    const db = t.context.db;
    const seasonId = (await db.query.seasons.findFirst({ where: eq(seasons.name, '2026/27') }))?.id ?? 0;
    const commodityId = (await db.query.commodities.findFirst({ where: eq(commodities.code, 'BAR') }))?.id ?? 0;
    const gradeId =
      (await db.query.grades.findFirst({ where: and(eq(grades.code, 'BAR1'), eq(grades.commodityId, commodityId)) }))?.id ?? 0;
    const periodId = (await db.query.deliveryPeriods.findFirst({ where: eq(deliveryPeriods.kind, 'now') }))?.id ?? 0;
    const siteId = (await db.query.sites.findFirst({ where: eq(sites.name, 'Dooen') }))?.id ?? 0;

    const feed = await CableTestClient.connect(cableUrl(t.app));
    clients.push(feed);
    await feed.nextOfType('welcome');
    expect(await feed.subscribe('MarketFeedChannel')).toBe('confirm_subscription');

    const buyer = await party('Trader');
    const seller = await party('Grower');
    const [holding] = await db
      .insert(holdings)
      .values({ organisationId: seller.user.organisationId, ngr: '87654321', siteId, seasonId, commodityId, gradeId, quantity: '500' })
      .returning();

    const bid = await t.app.inject({
      method: 'POST',
      url: '/api/bids',
      headers: { authorization: buyer.authorization },
      payload: {
        market: 'cgx',
        passwordToken: buyer.passwordToken,
        seasonId,
        commodityId,
        deliveryPeriodId: periodId,
        quantity: '120',
        bidsAttributes: [{ gradeId, siteId, price: '285.00' }],
      },
    });
    expect(bid.statusCode).toBe(201);
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: { authorization: seller.authorization },
      payload: {
        market: 'cgx',
        passwordToken: seller.passwordToken,
        seasonId,
        commodityId,
        deliveryPeriodId: periodId,
        holdingId: holding?.id,
        quantity: '120',
        price: '279.50',
        chemicalDeclaration: true,
      },
    });
    expect(offer.statusCode).toBe(201);
    const [trade] = offer.json().trades;
    expect(trade).toMatchObject({ quantity: '120.000', price: '285.00' });

    // The trade-made job announces it (decision 0014): feed, notifications, contract notes, SMS.
    await drainJobs(t.context);
    // Both parties' sockets get their notification; the public feed socket gets the trade, without names.
    const bought = await buyer.socket.nextMessage(identifierOf('NotificationChannel'));
    expect(bought.message).toMatchObject({
      body: expect.stringContaining(`you bought 120 mt of BAR1 Barley at Dooen`),
      // The trade's own page (issue 24), under the list of the recipient's side.
      link: `/portal/our-purchases/${trade.tradeId}`,
    });
    const sold = await seller.socket.nextMessage(identifierOf('NotificationChannel'));
    expect(sold.message).toMatchObject({
      body: expect.stringContaining(`Trade ${trade.formattedId}: you sold`),
      link: `/portal/my-sales/${trade.tradeId}`,
    });
    const pushed = await feed.nextMessage(identifierOf('MarketFeedChannel'));
    expect(pushed.message).toMatchObject({ feedType: 'TRADE', price: '285.00', siteName: 'Dooen', quantity: '120.000' });
    expect(JSON.stringify(pushed.message)).not.toMatch(new RegExp(`${buyer.user.email}|${seller.user.email}|Test Farm`));

    // The outbox holds a contract note e-mail and an SMS for each party; delivery attaches the PDF.
    for (const person of [buyer.user, seller.user]) {
      const rows = await db
        .select({ message: messages })
        .from(messages)
        .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
        .where(eq(messageRecipients.userId, person.id));
      expect(rows.map((row) => row.message.kind).sort()).toEqual(['contract_note', 'trade']);
      expect(rows.find((row) => row.message.kind === 'contract_note')?.message.attachments).toEqual([
        expect.objectContaining({ contentType: 'application/pdf', filename: `${trade.formattedId} contract note.pdf` }),
      ]);
    }
    await drainJobs(t.context);
    const delivered = t.sentEmails.filter((email) => email.subject === `Contract note ${trade.formattedId}`);
    expect(delivered).toHaveLength(2);
    for (const email of delivered) expect(email.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(t.sentSms.filter((sms) => sms.text.includes(trade.formattedId))).toHaveLength(2);

    const publicFeed = (await t.app.inject({ method: 'GET', url: '/api/market/feed?feedType=TRADE' })).json();
    expect(publicFeed[0]).toMatchObject({ price: '285.00', commodityName: 'Barley' });
  });
});
