import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentAuthorisations, organisations } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';
import { seedDemoData } from '../../../composition/seed/demo.ts';
import { addNgr, bearerFor, createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, marketReference } from '../market-data/market-data.fixtures.ts';
import { insertHolding, insertOfferOn } from './holdings.fixtures.ts';

const t = useTestApp();

beforeAll(async () => {
  await seedDemoData(t.context.db);
});

async function demoBearer(email: string) {
  const user = await t.context.db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) throw new Error(`no demo user ${email}`);
  return bearerFor(t.context, user);
}

async function demoOrganisationId(tradingName: string) {
  const organisation = await t.context.db.query.organisations.findFirst({ where: eq(organisations.tradingName, tradingName) });
  if (!organisation) throw new Error(`no demo organisation ${tradingName}`);
  return organisation.id;
}

const get = (authorization: string | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/holdings${query}`, headers: authorization ? { authorization } : {} });

/** A grower of its own with one NGR and a user. */
async function newGrower(ngr: string) {
  const organisation = await createOrganisation(t.context, { type: 'grower', state: 'NSW' });
  await addNgr(t.context, organisation.id, ngr);
  const user = await createUser(t.context, 'Grower', { organisationId: organisation.id });
  return { organisation, user, ...(await bearerFor(t.context, user)) };
}

describe('GET /api/holdings', () => {
  it('answers 401 anonymous and 403 to analysts and staff', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(undefined, '?organisationId=abc')).statusCode).toBe(401);
    for (const role of ['Analyst', 'Admin', 'CGX Sales'] as const) {
      const { authorization } = await bearerFor(t.context, await createUser(t.context, role));
      expect((await get(authorization)).statusCode, role).toBe(403);
    }
  });

  it("gives a trader its own warehouse grain (sell-grain), never another organisation's", async () => {
    const grower = await newGrower('81234599');
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Trader'));
    const own = await get(authorization);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ rows: [], total: 0 });
    expect((await get(authorization, `?organisationId=${grower.organisation.id}`)).statusCode).toBe(403);
  });

  it('narrows the page to one holding by holdingId (the offer form reads its grain)', async () => {
    const { authorization } = await demoBearer('jack@wattlecreek.com.au');
    const all = (await get(authorization)).json().rows as { id: number }[];
    const one = await get(authorization, `?holdingId=${all[1]?.id}`);
    expect(one.json()).toMatchObject({ total: 1, rows: [{ id: all[1]?.id }] });
    expect((await get(authorization, '?holdingId=x')).statusCode).toBe(400);
  });

  it("gives a grower its own grain with site, port, season, commodity and grade (the demo's Wattle Creek)", async () => {
    const { authorization } = await demoBearer('jack@wattlecreek.com.au');
    const response = await get(authorization);
    expect(response.statusCode).toBe(200);
    const holdings = response.json().rows;
    expect(holdings).toHaveLength(3);
    expect(response.json()).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const wheat = holdings.find((holding: { grade: { code: string } }) => holding.grade.code === 'APH1');
    expect(wheat).toMatchObject({
      ngr: '12345678',
      site: { name: 'Moree', state: 'NSW', storageProviderNickname: 'GrainCorp', portZoneName: 'Newcastle', portName: 'Newcastle' },
      season: { name: '2026/27' },
      commodity: { name: 'Wheat' },
      grade: { code: 'APH1', name: 'Australian Prime Hard 1' },
      quantity: '420.000',
      committed: '0.000',
      available: '420.000',
    });
    expect(holdings.find((holding: { grade: { code: string } }) => holding.grade.code === 'BAR1')).toMatchObject({
      site: { name: 'Narrabri' },
      commodity: { name: 'Barley' },
      quantity: '400.000',
    });
  });

  it('counts the remaining of the active cgx offers of the organisation on each holding as committed', async () => {
    const grower = await newGrower('81234501');
    const holding = await insertHolding(t.context, {
      organisationId: grower.organisation.id,
      ngr: '81234501',
      site: 'Moree',
      commodity: 'WHT',
      grade: 'APH1',
      quantity: '420',
    });
    const other = await insertHolding(t.context, {
      organisationId: grower.organisation.id,
      ngr: '81234501',
      site: 'Narrabri',
      commodity: 'BAR',
      grade: 'BAR1',
      quantity: '260.5',
    });
    await insertOfferOn(t.context, holding, { userId: grower.user.id, quantity: '150', remaining: '100.250' });
    await insertOfferOn(t.context, holding, { userId: grower.user.id, remaining: '20.1' });
    // Not committed: ended offers, and an offer of another organisation.
    await insertOfferOn(t.context, holding, { userId: grower.user.id, remaining: '50', status: 'cancelled' });
    await insertOfferOn(t.context, holding, { userId: grower.user.id, remaining: '60', status: 'lapsed' });
    await insertOfferOn(t.context, holding, { userId: grower.user.id, remaining: '70', status: 'filled' });
    const stranger = await newGrower('81234502');
    await insertOfferOn(t.context, holding, { userId: stranger.user.id, organisationId: stranger.organisation.id, remaining: '80' });

    const holdings = (await get(grower.authorization)).json().rows;
    expect(holdings.map((row: { id: number }) => row.id).sort()).toEqual([holding.id, other.id].sort());
    expect(holdings.find((row: { id: number }) => row.id === holding.id)).toMatchObject({
      quantity: '420.000',
      onOffer: '120.350',
      soldAwaitingDelivery: '0.000',
      committed: '120.350',
      available: '299.650',
    });
    expect(holdings.find((row: { id: number }) => row.id === other.id)).toMatchObject({
      quantity: '260.500',
      committed: '0.000',
      available: '260.500',
    });
    expect((await get(stranger.authorization)).json().rows).toEqual([]);
  });

  it("shows tonnes sold and awaiting delivery apart from what is on offer: 'On offer' counts only active offers (issue 24)", async () => {
    const grower = await newGrower('81234506');
    const holding = await insertHolding(t.context, {
      organisationId: grower.organisation.id,
      ngr: '81234506',
      site: 'Moree',
      commodity: 'WHT',
      grade: 'APW1',
      quantity: '500',
    });
    await insertOfferOn(t.context, holding, { userId: grower.user.id, quantity: '200', remaining: '120' });
    const ref = await marketReference(t.context);
    const parties = { buyer: await buyer(t.context), seller: grower };
    const sold = (quantity: string, status: 'awaiting_grain' | 'overdue_grain' | 'awaiting_payment' | 'cancelled') =>
      insertTrade(t.context, ref, parties, { holdingId: holding.id, quantity, status });
    await sold('50', 'awaiting_grain');
    await sold('30', 'overdue_grain');
    // Delivered (title transferred: the storage provider's stock has moved on) and cancelled: neither.
    await sold('25', 'awaiting_payment');
    await sold('40', 'cancelled');

    expect((await get(grower.authorization)).json().rows).toMatchObject([
      {
        id: holding.id,
        quantity: '500.000',
        onOffer: '120.000',
        soldAwaitingDelivery: '80.000',
        committed: '200.000',
        available: '300.000',
      },
    ]);
  });

  it('shows 0 available, never a negative, when offers exceed a holding', async () => {
    const grower = await newGrower('81234503');
    const holding = await insertHolding(t.context, {
      organisationId: grower.organisation.id,
      ngr: '81234503',
      site: 'Dalby',
      commodity: 'SOR',
      grade: 'SOR1',
      quantity: '100',
    });
    await insertOfferOn(t.context, holding, { userId: grower.user.id, remaining: '130.5' });
    expect((await get(grower.authorization)).json().rows).toMatchObject([
      { quantity: '100.000', committed: '130.500', available: '0.000' },
    ]);
  });

  it('pages, sorts and searches in SQL, available tonnes included', async () => {
    const grower = await newGrower('81234505');
    const holding = (site: string, commodity: string, grade: string, quantity: string) =>
      insertHolding(t.context, { organisationId: grower.organisation.id, ngr: '81234505', site, commodity, grade, quantity });
    const wheat = await holding('Moree', 'WHT', 'APH1', '300');
    const barley = await holding('Narrabri', 'BAR', 'BAR1', '200');
    const sorghum = await holding('Dalby', 'SOR', 'SOR1', '100');
    await insertOfferOn(t.context, wheat, { userId: grower.user.id, remaining: '250' });
    const ids = (body: { rows: { id: number }[] }) => body.rows.map((row) => row.id);

    const byAvailable = (await get(grower.authorization, '?sort=available&direction=desc')).json();
    expect(ids(byAvailable)).toEqual([barley.id, sorghum.id, wheat.id]);
    expect(ids((await get(grower.authorization, '?sort=quantity&direction=asc')).json())).toEqual([sorghum.id, barley.id, wheat.id]);
    expect(ids((await get(grower.authorization, '?sort=site&direction=asc')).json())).toEqual([sorghum.id, wheat.id, barley.id]);
    expect(ids((await get(grower.authorization, '?term=narra')).json())).toEqual([barley.id]);
    expect(ids((await get(grower.authorization, '?term=81234505')).json())).toHaveLength(3);

    const second = (await get(grower.authorization, '?sort=quantity&direction=asc&pageSize=10&page=2')).json();
    expect(second).toEqual({ rows: [], total: 3, page: 2, pageSize: 10 });
    const bad = await get(grower.authorization, '?sort=ngr&pageSize=7');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['pageSize', 'sort']);
  });

  it('lets a grower name only its own organisation', async () => {
    const { authorization } = await demoBearer('jack@wattlecreek.com.au');
    const wattle = await demoOrganisationId('Wattle Creek Farming');
    expect((await get(authorization, `?organisationId=${wattle}`)).statusCode).toBe(200);
    const mallee = await demoOrganisationId('Mallee Downs Pastoral');
    expect((await get(authorization, `?organisationId=${mallee}`)).statusCode).toBe(403);
  });

  it("gives an agent a verified client's grain, and nobody else's", async () => {
    const { authorization } = await demoBearer('chloe@riverinagrain.com.au');
    const missing = await get(authorization);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ organisationId: ['Required'] });

    const mallee = await get(authorization, `?organisationId=${await demoOrganisationId('Mallee Downs Pastoral')}`);
    expect(mallee.statusCode).toBe(200);
    expect(
      mallee
        .json()
        .rows.map((row: { commodity: { name: string } }) => row.commodity.name)
        .sort(),
    ).toEqual(['Canola', 'Lentils', 'Wheat']);
    expect(mallee.json().rows.every((row: { ngr: string }) => row.ngr === '34567890')).toBe(true);

    // Eyre Peninsula's authorisation is not verified yet; Darling Downs is not a client.
    expect((await get(authorization, `?organisationId=${await demoOrganisationId('Eyre Peninsula Farms')}`)).statusCode).toBe(403);
    expect((await get(authorization, `?organisationId=${await demoOrganisationId('Darling Downs Grain Co')}`)).statusCode).toBe(403);
  });

  it("refuses an agent another agent's client", async () => {
    const agent = await createUser(t.context, 'Agent');
    const client = await newGrower('81234504');
    await t.context.db
      .insert(agentAuthorisations)
      .values({ agentOrganisationId: agent.organisationId, growerOrganisationId: client.organisation.id, verified: true });
    const { authorization: own } = await bearerFor(t.context, agent);
    expect((await get(own, `?organisationId=${client.organisation.id}`)).statusCode).toBe(200);
    const { authorization: riverina } = await demoBearer('chloe@riverinagrain.com.au');
    expect((await get(riverina, `?organisationId=${client.organisation.id}`)).statusCode).toBe(403);
  });

  it('answers 400 for a malformed organisationId', async () => {
    const { authorization } = await demoBearer('chloe@riverinagrain.com.au');
    for (const value of ['abc', '0', '-3', '1.5']) {
      const response = await get(authorization, `?organisationId=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().errors).toHaveProperty('organisationId');
    }
  });
});
