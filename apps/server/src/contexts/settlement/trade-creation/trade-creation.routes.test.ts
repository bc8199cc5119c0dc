import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@cgx/domain/roles';
import { drainJobs } from '../../../composition/jobs.ts';
import { marketFeedItems, notifications, trades } from '../../../db/schema/market.ts';
import { offers } from '../../../db/schema/orders.ts';
import { commodities, deliveredSites, grades } from '../../../db/schema/reference.ts';
import { bearerFor, createUser, passwordTokenFor } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { forgetFeatureFlags, writeFeatureFlag } from '../../../platform/settings/feature-flags.repository.ts';
import { useTradingFixtures } from '../../trading/orders/orders.fixtures.ts';

const t = useTestApp();
const { ref, setMarket, trader, grower, declareOnFarm, bidAt, offer, messagesTo } = useTradingFixtures(t);

type Signed = { authorization: string; passwordToken: string };
let admin: Signed & { userId: number };
let sales: Signed;
let barleyGrade = 0;
let deliveredSiteId = 0;

async function staff(role: 'Admin' | 'CGX Sales') {
  const user = await createUser(t.context, role);
  const { authorization } = await bearerFor(t.context, user);
  return { userId: user.id, authorization, passwordToken: await passwordTokenFor(t.app, authorization) };
}

const setIgrainTrade = async (enabled: boolean) => {
  await writeFeatureFlag(t.context.db, 'igrainTrade', enabled, null);
  forgetFeatureFlags();
};

beforeAll(async () => {
  admin = await staff('Admin');
  sales = await staff('CGX Sales');
  const barley = await t.context.db.query.commodities.findFirst({ where: eq(commodities.code, 'BAR') });
  barleyGrade = (await t.context.db.query.grades.findFirst({ where: and(eq(grades.commodityId, barley?.id ?? 0)) }))?.id ?? 0;
  deliveredSiteId = (await t.context.db.select().from(deliveredSites).where(eq(deliveredSites.status, 'active')).limit(1))[0]?.id ?? 0;
});

const post = (url: string, who: Signed | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: who ? { authorization: who.authorization } : {},
    payload: who ? { passwordToken: who.passwordToken, ...payload } : payload,
  });
const get = (url: string, who: Signed | null) =>
  t.app.inject({ method: 'GET', url, headers: who ? { authorization: who.authorization } : {} });

/** A seller with a holding of 300 mt APH1 wheat at Moree and a buyer, both verified. */
async function parties(tonnes = '300') {
  const seller = await grower(tonnes);
  const buyer = await trader();
  return { seller, buyer };
}

const cgxTerms = (seller: { user: { organisationId: number }; holdingId: number }, buyer: { user: { organisationId: number } }) => ({
  sellerOrganisationId: seller.user.organisationId,
  buyerOrganisationId: buyer.user.organisationId,
  seasonId: ref.seasonId,
  commodityId: ref.commodityId,
  gradeId: ref.aph1,
  deliveryPeriodId: ref.now,
  holdingId: seller.holdingId,
  quantity: '100',
  price: '310.50',
  paymentTerms: 7,
});

const igrainTerms = (sellerOrganisationId: number, buyerOrganisationId: number, farmGrainId: number) => ({
  sellerOrganisationId,
  buyerOrganisationId,
  seasonId: ref.seasonId,
  commodityId: ref.commodityId,
  gradeId: ref.aph1,
  deliveryPeriodId: ref.now,
  farmGrainId,
  pricingPoint: 'Ex Farm',
  quantity: '40',
  price: '280.00',
});

/** A valid igrainX body: a grower's 60 mt declared on farm, sold Ex Farm to a trader. */
async function igrainBody() {
  const seller = await grower();
  const buyer = await trader();
  const grain = await declareOnFarm(seller.user.organisationId, '60');
  return igrainTerms(seller.user.organisationId, buyer.user.organisationId, grain.id);
}

const numberOf = (formattedId: string) => Number(formattedId.split('-')[1]);
const tradeCount = async () => (await t.context.db.select({ n: count() }).from(trades))[0]?.n ?? 0;

describe('who may record a trade', () => {
  const routes = [
    ['POST', '/api/back-office/trades/cgx'],
    ['POST', '/api/back-office/trades/multiple'],
    ['POST', '/api/back-office/trades/igrainx'],
    ['GET', '/api/back-office/trades/create/parties?side=seller'],
    ['GET', '/api/back-office/trades/create/holdings?organisationId=1'],
    ['GET', '/api/back-office/trades/create/farm-grain?organisationId=1'],
  ] as const;

  it('answers 401 to anonymous callers on every route', async () => {
    for (const [method, url] of routes) {
      const response = method === 'GET' ? await get(url, null) : await post(url, null, {});
      expect(response.statusCode, url).toBe(401);
    }
  });

  it.each(['Grower', 'Trader', 'Agent', 'Analyst'] as Role[])('answers 403 to a %s on every route', async (role) => {
    const user = await createUser(t.context, role);
    const { authorization } = await bearerFor(t.context, user);
    const who = { authorization, passwordToken: await passwordTokenFor(t.app, authorization) };
    const { seller, buyer } = await parties();
    for (const [method, url] of routes) {
      const body = url.endsWith('multiple')
        ? { rows: [cgxTerms(seller, buyer)] }
        : url.endsWith('igrainx')
          ? await igrainBody()
          : cgxTerms(seller, buyer);
      const response = method === 'GET' ? await get(url, who) : await post(url, who, body);
      expect(response.statusCode, url).toBe(403);
    }
    expect(await t.context.db.select().from(trades).where(eq(trades.sellerOrganisationId, seller.user.organisationId))).toEqual([]);
  });

  it('refuses igrainX trades to CGX Sales, and to everyone while the igrainTrade flag is off', async () => {
    await setIgrainTrade(true);
    expect((await post('/api/back-office/trades/igrainx', sales, await igrainBody())).statusCode).toBe(403);
    expect((await get('/api/back-office/trades/create/farm-grain?organisationId=1', sales)).statusCode).toBe(403);
    expect((await get('/api/back-office/trades/create/parties?side=seller&market=igrainx', sales)).statusCode).toBe(403);
    // Refused before its input is read: an empty body is 403 too, not 400 (as 401 comes before 400).
    expect((await post('/api/back-office/trades/igrainx', sales, {})).statusCode).toBe(403);
    const grower = await bearerFor(t.context, await createUser(t.context, 'Grower'));
    expect((await post('/api/back-office/trades/cgx', { authorization: grower.authorization, passwordToken: '' }, {})).statusCode).toBe(
      403,
    );
    await setIgrainTrade(false);
    expect((await post('/api/back-office/trades/igrainx', admin, await igrainBody())).statusCode).toBe(403);
    expect((await get('/api/back-office/trades/create/farm-grain?organisationId=1', admin)).statusCode).toBe(403);
  });
});

describe('POST /api/back-office/trades/cgx', () => {
  it('refuses a grade of another commodity, the same organisation on both sides, a buyer that is not a trader and a missing password', async () => {
    const { seller, buyer } = await parties();
    const wrongGrade = await post('/api/back-office/trades/cgx', admin, { ...cgxTerms(seller, buyer), gradeId: barleyGrade });
    expect(wrongGrade.statusCode).toBe(400);
    expect(wrongGrade.json().errors).toEqual({ gradeId: ['Choose an active grade of this commodity'] });

    const same = await post('/api/back-office/trades/cgx', admin, {
      ...cgxTerms(seller, buyer),
      buyerOrganisationId: seller.user.organisationId,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.buyerOrganisationId).toEqual(['The buyer and the seller must be different organisations']);

    const growerBuys = await post('/api/back-office/trades/cgx', admin, {
      ...cgxTerms(seller, buyer),
      sellerOrganisationId: buyer.user.organisationId,
      buyerOrganisationId: (await grower()).user.organisationId,
    });
    expect(growerBuys.statusCode).toBe(400);
    expect(growerBuys.json().errors).toMatchObject({
      buyerOrganisationId: ['Choose an active, verified trader'],
    });

    const noPassword = await post('/api/back-office/trades/cgx', { ...admin, passwordToken: '' }, cgxTerms(seller, buyer));
    expect(noPassword.statusCode).toBe(400);
    expect(Object.keys(noPassword.json().errors)).toEqual(['password']);
  });

  it('refuses more than the holding has uncommitted, and a grade that is not the holding’s', async () => {
    const { seller, buyer } = await parties('120');
    await offer(seller, '400.00', '50');
    const tooMuch = await post('/api/back-office/trades/cgx', admin, { ...cgxTerms(seller, buyer), quantity: '80' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual({ quantity: ['Can not be more than the 70.000 mt available'] });
    const otherGrade = await post('/api/back-office/trades/cgx', admin, { ...cgxTerms(seller, buyer), quantity: '60', gradeId: ref.h1 });
    expect(otherGrade.statusCode).toBe(400);
    expect(otherGrade.json().errors).toEqual({ gradeId: ['Choose the grade of the grain in the holding'] });
    const notTheirs = await post('/api/back-office/trades/cgx', admin, {
      ...cgxTerms(seller, buyer),
      holdingId: (await grower()).holdingId,
    });
    expect(notTheirs.json().errors).toEqual({ holdingId: ['Choose grain you hold'] });
  });

  it('records a trade numbered after the market’s, commits the holding and announces it to both parties and the feed', async () => {
    await setMarket('open');
    const market = await parties();
    const marketBuyer = await trader();
    expect((await bidAt(marketBuyer, { price: '300.00', quantity: '60' })).statusCode).toBe(201);
    const placed = await offer(market.seller, '300.00', '60');
    const [marketTrade] = placed.json().trades;
    expect(marketTrade).toBeDefined();
    await setMarket(null);

    const { seller, buyer } = await parties();
    const response = await post('/api/back-office/trades/cgx', admin, cgxTerms(seller, buyer));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.market).toBe('cgx');
    expect(numberOf(created.formattedId)).toBe(numberOf(marketTrade.formattedId) + 1);

    const [trade] = await t.context.db.select().from(trades).where(eq(trades.id, created.id));
    expect(trade).toMatchObject({
      recordedByUserId: admin.userId,
      sellerOrganisationId: seller.user.organisationId,
      buyerOrganisationId: buyer.user.organisationId,
      holdingId: seller.holdingId,
      siteId: ref.moree,
      gradeId: ref.aph1,
      quantity: '100.000',
      price: '310.50',
      status: 'awaiting_grain',
      paymentTermsKind: 'default',
    });
    expect(trade?.portEquiv).not.toBeNull();
    expect(trade?.paymentDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [sold] = await t.context.db
      .select()
      .from(offers)
      .where(eq(offers.id, trade?.offerId ?? 0));
    expect(sold).toMatchObject({ status: 'filled', remaining: '0.000', createdByUserId: admin.userId });

    // The holding's 100 mt are committed: 200 left for the seller's holdings list and the next trade.
    const holdings = await get(`/api/back-office/trades/create/holdings?organisationId=${seller.user.organisationId}`, admin);
    expect(holdings.json()).toEqual([expect.objectContaining({ id: seller.holdingId, quantity: '300.000', available: '200.000' })]);

    await drainJobs(t.context);
    for (const party of [seller, buyer]) {
      const bell = await t.context.db.select().from(notifications).where(eq(notifications.userId, party.user.id));
      expect(bell.map((row) => row.body)).toEqual([expect.stringContaining(`Trade ${created.formattedId}`)]);
      expect(await messagesTo(party.user.id, 'contract_note')).toHaveLength(1);
    }
    // The outbox's contract notes are delivered by the next jobs, each with its PDF.
    await drainJobs(t.context);
    const notes = t.sentEmails.filter((email) => email.subject === `Contract note ${created.formattedId}`);
    expect(notes).toHaveLength(2);
    expect(notes.map((email) => email.attachments?.[0]?.content.subarray(0, 5).toString())).toEqual(['%PDF-', '%PDF-']);
    const feed = await t.context.db.select().from(marketFeedItems).where(eq(marketFeedItems.tradeId, created.id));
    expect(feed).toEqual([expect.objectContaining({ feedType: 'TRADE', price: '310.50', quantity: '100.000' })]);

    // The trade's page says who recorded it.
    const detail = await get(`/api/back-office/trades/${created.id}`, sales);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ formattedId: created.formattedId, recordedBy: 'Test Admin' });
  });
});

describe('recorded trades and offers on one holding at once', () => {
  it('never draw more than the holding has: the holding’s lock orders them (on PostgreSQL, in parallel)', async () => {
    const { seller, buyer } = await parties('300');
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => post('/api/back-office/trades/cgx', admin, cgxTerms(seller, buyer))),
      offer(seller, '350.00', '100'),
      post('/api/back-office/trades/multiple', sales, { rows: [cgxTerms(seller, buyer)] }),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 400)).toHaveLength(3);
    const holdings = await get(`/api/back-office/trades/create/holdings?organisationId=${seller.user.organisationId}`, admin);
    expect(holdings.json()[0]).toMatchObject({ quantity: '300.000', available: '0.000' });
  });
});

describe('POST /api/back-office/trades/multiple', () => {
  it('saves nothing while any row is wrong, and names each wrong row', async () => {
    const { seller, buyer } = await parties('150');
    const before = await tradeCount();
    const response = await post('/api/back-office/trades/multiple', admin, {
      rows: [
        cgxTerms(seller, buyer),
        { ...cgxTerms(seller, buyer), quantity: '100' },
        { ...cgxTerms(seller, buyer), gradeId: barleyGrade },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'rows.2.gradeId': ['Choose an active grade of this commodity'] });
    // The rows' terms are right; together they draw 200 mt from a holding of 150.
    const drawn = await post('/api/back-office/trades/multiple', admin, {
      rows: [cgxTerms(seller, buyer), { ...cgxTerms(seller, buyer), quantity: '100' }],
    });
    expect(drawn.statusCode).toBe(400);
    expect(drawn.json()).toMatchObject({
      message: 'Nothing was saved: please correct the rows shown.',
      errors: { 'rows.1.quantity': ['Can not be more than the 50.000 mt available'] },
    });
    expect(await tradeCount()).toBe(before);
  });

  it('answers a schema error under its row', async () => {
    const { seller, buyer } = await parties();
    const response = await post('/api/back-office/trades/multiple', admin, {
      rows: [cgxTerms(seller, buyer), { ...cgxTerms(seller, buyer), price: '-1' }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['rows.1.price']);
  });

  it('saves every row in one go, numbered in the order of the rows', async () => {
    const { seller, buyer } = await parties();
    const other = await parties();
    const response = await post('/api/back-office/trades/multiple', sales, {
      rows: [cgxTerms(seller, buyer), { ...cgxTerms(other.seller, other.buyer), quantity: '50', paymentTerms: 14 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const [first, second] = response.json().trades;
    expect(numberOf(second.formattedId)).toBe(numberOf(first.formattedId) + 1);
    const [eow] = await t.context.db.select().from(trades).where(eq(trades.id, second.id));
    expect(eow).toMatchObject({ paymentTermsKind: 'eow', paymentTermsDays: 14, paymentDueDate: null, quantity: '50.000' });
  });
});

describe('POST /api/back-office/trades/igrainx', () => {
  it('records a trade on grain declared on farm, priced at the farm, and counts the tonnes sold', async () => {
    await setIgrainTrade(true);
    const seller = await grower();
    const buyer = await trader();
    const grain = await declareOnFarm(seller.user.organisationId, '60');
    const response = await post(
      '/api/back-office/trades/igrainx',
      admin,
      igrainTerms(seller.user.organisationId, buyer.user.organisationId, grain.id),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ market: 'igrainx', formattedId: expect.stringMatching(/^IGX-\d+$/) });
    const [trade] = await t.context.db.select().from(trades).where(eq(trades.id, response.json().id));
    expect(trade).toMatchObject({ farmGrainId: grain.id, holdingId: null, siteId: null, portEquiv: null, recordedByUserId: admin.userId });
    const [sold] = await t.context.db
      .select()
      .from(offers)
      .where(eq(offers.id, trade?.offerId ?? 0));
    expect(sold).toMatchObject({ pricingPoint: 'Ex Farm', nearestTown: 'Dubbo, NSW', nearestTownDirection: 'NE' });

    const left = await get(`/api/back-office/trades/create/farm-grain?organisationId=${seller.user.organisationId}`, admin);
    expect(left.json()).toEqual([expect.objectContaining({ id: grain.id, available: '20.000' })]);
    const tooMuch = await post(
      '/api/back-office/trades/igrainx',
      admin,
      igrainTerms(seller.user.organisationId, buyer.user.organisationId, grain.id),
    );
    expect(tooMuch.json().errors).toEqual({ quantity: ['Can not be more than the 20.000 mt available'] });
  });

  it('needs a delivered site when Delivered, and a grower as the seller', async () => {
    await setIgrainTrade(true);
    const seller = await grower();
    const buyer = await trader();
    const grain = await declareOnFarm(seller.user.organisationId, '60');
    const terms = igrainTerms(seller.user.organisationId, buyer.user.organisationId, grain.id);
    const noSite = await post('/api/back-office/trades/igrainx', admin, { ...terms, pricingPoint: 'Delivered' });
    expect(noSite.json().errors).toEqual({ deliveredSiteId: ['Required'] });
    const traderSells = await post('/api/back-office/trades/igrainx', admin, {
      ...terms,
      sellerOrganisationId: (await trader()).user.organisationId,
    });
    expect(traderSells.json().errors).toEqual({ sellerOrganisationId: ['Choose an active, verified grower'] });
    const delivered = await post('/api/back-office/trades/igrainx', admin, { ...terms, pricingPoint: 'Delivered', deliveredSiteId });
    expect(delivered.statusCode, delivered.body).toBe(201);
  });
});

describe('GET /api/back-office/trades/create/parties', () => {
  it('lists verified growers and traders as cgx sellers, and only traders as buyers', async () => {
    const { seller, buyer } = await parties();
    const sellers = (await get('/api/back-office/trades/create/parties?side=seller', sales)).json();
    const buyers = (await get('/api/back-office/trades/create/parties?side=buyer', sales)).json();
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    expect(ids(sellers)).toEqual(expect.arrayContaining([seller.user.organisationId, buyer.user.organisationId]));
    expect(ids(buyers)).toContain(buyer.user.organisationId);
    expect(ids(buyers)).not.toContain(seller.user.organisationId);
  });
});
