import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../composition/seed/demo.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { commodities, fees, grades, seasons, varieties } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { bearerFor } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const ids = { season: 0, previousSeason: 0, wheat: 0, barley: 0, apw1: 0, barleyGrade: 0 };
const org: Record<string, number> = {};
const auth: Record<string, string> = {};

async function signIn(email: string) {
  const [user] = await t.context.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no demo user ${email}`);
  return (await bearerFor(t.context, user)).authorization;
}

beforeAll(async () => {
  await seedDemoData(t.context.db);
  const { db } = t.context;
  const seasonId = async (name: string) => (await db.select().from(seasons).where(eq(seasons.name, name)))[0]?.id ?? 0;
  const commodityId = async (code: string) => (await db.select().from(commodities).where(eq(commodities.code, code)))[0]?.id ?? 0;
  ids.season = await seasonId('2026/27');
  ids.previousSeason = await seasonId('2025/26');
  ids.wheat = await commodityId('WHT');
  ids.barley = await commodityId('BAR');
  const gradeId = async (commodity: number, code: string) =>
    (
      await db
        .select()
        .from(grades)
        .where(and(eq(grades.commodityId, commodity), eq(grades.code, code)))
    )[0]?.id ?? 0;
  ids.apw1 = await gradeId(ids.wheat, 'APW1');
  ids.barleyGrade = await gradeId(ids.barley, 'F1');
  for (const row of await db.select().from(organisations)) org[row.tradingName] = row.id;
  auth.grower = await signIn('jack@wattlecreek.com.au');
  auth.trader = await signIn('olivia@southerncrossgrain.com.au');
  auth.agent = await signIn('chloe@riverinagrain.com.au');
});

const wattle = () => org['Wattle Creek Farming'] ?? 0;

function estimate(authorization: string | undefined, params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  const defaults = { organisationId: wattle(), seasonId: ids.season, commodityId: ids.wheat, gradeId: ids.apw1, price: '350.00' };
  for (const [key, value] of Object.entries({ ...defaults, ...params })) if (value !== undefined) query.set(key, String(value));
  return t.app.inject({ method: 'GET', url: `/api/fees/estimate?${query}`, headers: authorization ? { authorization } : {} });
}

async function lines(authorization: string, params: Record<string, string | number | undefined>) {
  const response = await estimate(authorization, params);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as { name: string; amount: string }[];
}

describe('GET /api/fees/estimate', () => {
  it('answers 401 anonymous, whatever the query', async () => {
    expect((await estimate(undefined, { state: 'SA' })).statusCode).toBe(401);
    expect((await estimate(undefined, { price: 'abc' })).statusCode).toBe(401);
  });

  it("gives a grower's seller fees, the SA levies and GST per tonne", async () => {
    expect(await lines(auth.grower ?? '', { state: 'SA' })).toEqual([
      { name: 'Exchange fee', amount: '1.50' },
      { name: 'Clear Settle fee', amount: '0.50' },
      { name: 'SAGIT levy', amount: '0.30' },
      // 1.02% of $350.00 = $3.57; the opt-in Grain Producers SA levy is left out
      { name: 'Grains levy', amount: '3.57' },
      { name: 'GST', amount: '0.20' },
    ]);
  });

  it('applies state levies only in their state, and national ones everywhere', async () => {
    const nsw = await lines(auth.grower ?? '', { state: 'nsw' });
    expect(nsw.map((line) => line.name)).toEqual(['Exchange fee', 'Clear Settle fee', 'Grains levy', 'GST']);
    const wa = await lines(auth.grower ?? '', { state: 'WA', price: '400' });
    expect(wa).toContainEqual({ name: 'WA Grains Industry Funding Scheme', amount: '0.20' });
    expect(wa).toContainEqual({ name: 'Grains levy', amount: '4.08' }); // 1.02% of $400.00
    const unknown = await lines(auth.grower ?? '', { state: undefined });
    expect(unknown.map((line) => line.name)).toEqual(['Exchange fee', 'Clear Settle fee', 'Grains levy', 'GST']);
  });

  it("gives a trader the buyer's fee and GST only: levies are the grower's", async () => {
    const trader = org['Southern Cross Grain Trading Pty Ltd'];
    expect(await lines(auth.trader ?? '', { organisationId: trader, state: 'SA' })).toEqual([
      { name: 'Exchange fee', amount: '1.50' },
      { name: 'GST', amount: '0.15' },
    ]);
    const selling = await lines(auth.trader ?? '', { organisationId: trader, state: 'SA', side: 'seller' });
    expect(selling.map((line) => line.name)).toContain('SAGIT levy');
  });

  it('adds the variety’s end-point royalty to the seller’s estimate, with its GST; never to the buyer’s (issue 24)', async () => {
    const varietyOf = async (code: string) =>
      (
        await t.context.db
          .select()
          .from(varieties)
          .where(and(eq(varieties.seasonId, ids.season), eq(varieties.code, code)))
      )[0]?.id ?? 0;
    const rockstar = await varietyOf('RKST');
    // Rockstar $3.50/mt: GST 10% × (1.50 + 0.50 + 3.50) = 0.55.
    expect(await lines(auth.grower ?? '', { state: 'NSW', varietyId: rockstar })).toEqual([
      { name: 'Exchange fee', amount: '1.50' },
      { name: 'Clear Settle fee', amount: '0.50' },
      { name: 'Grains levy', amount: '3.57' },
      { name: 'End-point royalty: Rockstar', amount: '3.50' },
      { name: 'GST', amount: '0.55' },
    ]);
    const trader = org['Southern Cross Grain Trading Pty Ltd'];
    const buying = await lines(auth.trader ?? '', { organisationId: trader, varietyId: rockstar });
    expect(buying.map((line) => line.name)).toEqual(['Exchange fee', 'GST']);
    const barleys = await estimate(auth.grower, { varietyId: await varietyOf('COMP') });
    expect(barleys.statusCode).toBe(400);
    expect(barleys.json().errors).toEqual({ varietyId: ['Choose a variety of this season and commodity'] });
  });

  it('scopes fees by season and commodity, a fee without them applying to all', async () => {
    const previous = await lines(auth.grower ?? '', { seasonId: ids.previousSeason, state: 'SA' });
    expect(previous.map((line) => line.name)).toEqual(['SAGIT levy', 'Grains levy', 'GST']);
    await t.context.db.insert(fees).values([
      { name: 'Data fee', chargedTo: 'seller', amountPerTonne: '0.10' },
      { name: 'Barley fee', chargedTo: 'seller', commodityId: ids.barley, amountPerTonne: '0.25' },
      { name: 'Old fee', chargedTo: 'seller', amountPerTonne: '9.99', status: 'inactive' },
    ]);
    const wheat = await lines(auth.grower ?? '', { seasonId: ids.previousSeason, state: 'SA' });
    expect(wheat).toContainEqual({ name: 'Data fee', amount: '0.10' });
    expect(wheat.map((line) => line.name)).not.toContain('Barley fee');
    expect(wheat.at(-1)).toEqual({ name: 'GST', amount: '0.01' });
    const barley = await lines(auth.grower ?? '', { commodityId: ids.barley, gradeId: ids.barleyGrade });
    expect(barley).toContainEqual({ name: 'Barley fee', amount: '0.25' });
    expect(barley.map((line) => line.name)).not.toContain('Old fee');
  });

  it("lets an agent estimate for a verified client, but not an unverified one or anyone else's", async () => {
    expect((await estimate(auth.agent, { organisationId: wattle() })).statusCode).toBe(200);
    expect((await estimate(auth.agent, { organisationId: org['Riverina Grain Marketing'] })).statusCode).toBe(200);
    expect((await estimate(auth.agent, { organisationId: org['Eyre Peninsula Farms'] })).statusCode).toBe(403);
    expect((await estimate(auth.agent, { organisationId: org['Wheatbelt Holdings'] })).statusCode).toBe(403);
    expect((await estimate(auth.grower, { organisationId: org['Mallee Downs Pastoral'] })).statusCode).toBe(403);
    expect((await estimate(auth.trader, { organisationId: wattle() })).statusCode).toBe(403);
    expect((await estimate(auth.grower, { organisationId: 999_999 })).statusCode).toBe(403);
  });

  it.each([
    [{ price: undefined }, 'price', 'Required'],
    [{ price: '' }, 'price', 'Required'],
    [{ price: 'abc' }, 'price', 'Must be a number'],
    [{ price: '12.345' }, 'price', 'Enter an amount in dollars and cents'],
    [{ price: '0' }, 'price', 'Must be greater than 0'],
    [{ price: '-5.00' }, 'price', 'Must be greater than 0'],
    [{ state: 'XX' }, 'state', 'Choose an Australian state'],
    [{ seasonId: 'x' }, 'seasonId', 'Must be an id'],
    [{ seasonId: '0x1' }, 'seasonId', 'Must be an id'],
    [{ seasonId: '2147483648' }, 'seasonId', 'Must be an id'],
    [{ price: '5000.01' }, 'price', 'must be equal or less than $5000/mt'],
    [{ organisationId: undefined }, 'organisationId', 'Required'],
    [{ side: 'middle' }, 'side', undefined],
  ])('answers 400 for %o', async (params, field, message) => {
    const response = await estimate(auth.grower, params);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]).toEqual([message]);
  });

  it('answers 400 for a grade of another commodity', async () => {
    const response = await estimate(auth.grower, { gradeId: ids.barleyGrade });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ gradeId: ['Not a grade of this commodity'] });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/fees/estimate'].get.parameters.map((parameter: { name: string }) => parameter.name)).toContain('price');
  });
});
