import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { farmGrain, trades } from '../../../db/schema/market.ts';
import { offers } from '../../../db/schema/orders.ts';
import { agentAuthorisations } from '../../../db/schema/organisations.ts';
import { onFarmStorages, seasons } from '../../../db/schema/reference.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { insertHolding } from '../holdings/holdings.fixtures.ts';
import { useTradingFixtures } from '../orders/orders.fixtures.ts';

const t = useTestApp();
const { ref, setMarket, declareOnFarm } = useTradingFixtures(t);

let storageId = 0;
let otherSeasonId = 0;
beforeAll(async () => {
  storageId = (await t.context.db.select({ id: onFarmStorages.id }).from(onFarmStorages).limit(1))[0]?.id ?? 0;
  otherSeasonId = (await t.context.db.query.seasons.findFirst({ where: eq(seasons.name, '2025/26') }))?.id ?? 0;
});

type Caller = { authorization: string };
const call = (who: Caller | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { authorization: who.authorization } : {}, ...(payload ? { payload } : {}) });

const declaration = (changes: object = {}) => ({
  seasonId: ref.seasonId,
  commodityId: ref.commodityId,
  gradeId: ref.aph1,
  quantity: '250',
  storageId,
  location: { nearestTown: 'Dubbo', nearestTownDirection: 'NE', nearestTownDistanceRange: '5-10 km' },
  ...changes,
});

async function signedIn(role: 'Grower' | 'Agent' | 'Trader' | 'Analyst', organisationId?: number) {
  const user = await createUser(t.context, role, organisationId ? { organisationId } : {});
  return { user, ...(await bearerFor(t.context, user)) };
}

/** An igrainX offer on the grain, as the orders module writes it. */
async function offerOn(grain: typeof farmGrain.$inferSelect, remaining: string, userId: number) {
  const [row] = await t.context.db
    .insert(offers)
    .values({
      market: 'igrainx',
      organisationId: grain.organisationId,
      createdByUserId: userId,
      seasonId: grain.seasonId,
      commodityId: grain.commodityId,
      deliveryPeriodId: ref.now,
      farmGrainId: grain.id,
      pricingPoint: 'Ex Farm',
      quantity: remaining,
      remaining,
      minQuantity: '25.000',
      price: '300.00',
      chemicalDeclaration: true,
    })
    .returning();
  if (!row) throw new Error('no offer');
  return row;
}

describe('grain declared on farm', () => {
  it('answers 401 anonymous and 403 to roles that hold no grain, on every route', async () => {
    const grower = await signedIn('Grower');
    const grain = await declareOnFarm(grower.user.organisationId, '100');
    const routes: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/farm-grain'],
      ['POST', '/api/farm-grain', declaration()],
      ['GET', `/api/farm-grain/${grain.id}`],
      ['PUT', `/api/farm-grain/${grain.id}`, declaration()],
      ['POST', `/api/farm-grain/${grain.id}/archive`],
    ];
    const trader = await signedIn('Trader');
    const analyst = await signedIn('Analyst');
    for (const [method, url, body] of routes) {
      expect((await call(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(trader, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(analyst, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('a grower declares grain, lists it with what is committed and available, and reads it; others get 404', async () => {
    const grower = await signedIn('Grower');
    const declared = await call(grower, 'POST', '/api/farm-grain', declaration());
    expect(declared.statusCode).toBe(201);
    const grain = declared.json();
    expect(grain).toMatchObject({
      organisationId: grower.user.organisationId,
      grade: { id: ref.aph1, code: 'APH1' },
      storage: { id: storageId },
      location: { nearestTown: 'Dubbo', state: 'NSW', address: null },
      status: 'active',
      quantity: '250.000',
      committed: '0.000',
      available: '250.000',
    });
    const row = await t.context.db.query.farmGrain.findFirst({ where: eq(farmGrain.id, grain.id) });
    await offerOn(row as typeof farmGrain.$inferSelect, '90', grower.user.id);
    const listed = await call(grower, 'GET', '/api/farm-grain');
    expect(listed.json()).toEqual({
      rows: [expect.objectContaining({ id: grain.id, onOffer: '90.000', sold: '0.000', committed: '90.000', available: '160.000' })],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    expect((await call(grower, 'GET', `/api/farm-grain/${grain.id}`)).json()).toMatchObject({ available: '160.000' });

    const stranger = await signedIn('Grower');
    expect((await call(stranger, 'GET', `/api/farm-grain/${grain.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/api/farm-grain/${grain.id}`, declaration())).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/farm-grain/${grain.id}/archive`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/farm-grain')).json().rows).toEqual([]);
    expect((await call(stranger, 'GET', `/api/farm-grain?organisationId=${grower.user.organisationId}`)).statusCode).toBe(403);
    expect((await call(stranger, 'POST', '/api/farm-grain', declaration({ organisationId: grower.user.organisationId }))).statusCode).toBe(
      403,
    );
    expect((await call(grower, 'GET', '/api/farm-grain/2000000000')).statusCode).toBe(404);
  });

  it('an agent declares and lists for a verified client only; anyone else’s grain answers 404', async () => {
    const client = await signedIn('Grower');
    const agent = await signedIn('Agent');
    await t.context.db
      .insert(agentAuthorisations)
      .values({ agentOrganisationId: agent.user.organisationId, growerOrganisationId: client.user.organisationId, verified: true });
    const missing = await call(agent, 'POST', '/api/farm-grain', declaration());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ organisationId: ['Required'] });
    const declared = await call(agent, 'POST', '/api/farm-grain', declaration({ organisationId: client.user.organisationId }));
    expect(declared.statusCode).toBe(201);
    expect(declared.json().organisationId).toBe(client.user.organisationId);
    const listed = await call(agent, 'GET', `/api/farm-grain?organisationId=${client.user.organisationId}`);
    expect(listed.json().rows.map((grain: { id: number }) => grain.id)).toEqual([declared.json().id]);
    expect((await call(agent, 'GET', `/api/farm-grain/${declared.json().id}`)).statusCode).toBe(200);

    const notClient = await signedIn('Grower');
    const theirs = await declareOnFarm(notClient.user.organisationId, '50');
    expect((await call(agent, 'GET', `/api/farm-grain/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(agent, 'GET', `/api/farm-grain?organisationId=${notClient.user.organisationId}`)).statusCode).toBe(403);
    expect((await call(agent, 'POST', '/api/farm-grain', declaration({ organisationId: notClient.user.organisationId }))).statusCode).toBe(
      403,
    );
  });

  it('checks the references, the quantity and the location, every problem on its field', async () => {
    const grower = await signedIn('Grower');
    const wrong = await call(
      grower,
      'POST',
      '/api/farm-grain',
      declaration({
        gradeId: 2_000_000_000,
        storageId: 2_000_000_000,
        location: { nearestTown: 'Nowhereville', nearestTownDirection: 'NE', nearestTownDistanceRange: '5-10 km' },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      gradeId: ['Choose an active grade of this commodity'],
      storageId: ['Choose an active on-farm storage'],
      'location.nearestTown': ['Choose a town from the list'],
    });
    // The direction and range lists are the shared schema's: answered before any lookup.
    const offList = await call(
      grower,
      'POST',
      '/api/farm-grain',
      declaration({ location: { nearestTown: 'Dubbo', nearestTownDirection: 'UP', nearestTownDistanceRange: '40 km' } }),
    );
    expect(offList.json().errors).toEqual({
      'location.nearestTownDirection': ['Choose a direction'],
      'location.nearestTownDistanceRange': ['Choose a distance range'],
    });
    const zero = await call(grower, 'POST', '/api/farm-grain', declaration({ quantity: '0' }));
    expect(zero.json().errors).toEqual({ quantity: ['Must be greater than 0'] });
    const huge = await call(grower, 'POST', '/api/farm-grain', declaration({ quantity: '1000000.001' }));
    expect(huge.json().errors).toEqual({ quantity: ['must be equal or less than 1000000mt'] });
    const empty = await call(grower, 'POST', '/api/farm-grain', declaration({ location: {} }));
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'location.nearestTown',
      'location.nearestTownDirection',
      'location.nearestTownDistanceRange',
    ]);
    const exact = await call(
      grower,
      'POST',
      '/api/farm-grain',
      declaration({ location: { address: '12 Mill Road, Parkes', state: 'NSW' } }),
    );
    expect(exact.statusCode).toBe(201);
    expect(exact.json().location).toMatchObject({ address: '12 Mill Road, Parkes', state: 'NSW', nearestTown: null });
  });

  it('an edit keeps what is on offer or sold, and the season once offers drew on it', async () => {
    const grower = await signedIn('Grower');
    const grain = await declareOnFarm(grower.user.organisationId, '200');
    const offer = await offerOn(grain, '80', grower.user.id);
    const url = `/api/farm-grain/${grain.id}`;
    const tooLittle = await call(grower, 'PUT', url, declaration({ quantity: '79.999' }));
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.json().errors).toEqual({ quantity: ['Can not be less than the 80.000 mt on offer or sold'] });
    const otherSeason = await call(grower, 'PUT', url, declaration({ seasonId: otherSeasonId }));
    expect(otherSeason.json().errors).toEqual({ seasonId: ['Can not be changed: offers have drawn on this grain'] });

    const edited = await call(grower, 'PUT', url, declaration({ quantity: '80' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ quantity: '80.000', committed: '80.000', available: '0.000', grade: { id: ref.aph1 } });

    // Sold tonnes stay committed while the trade stands, and come back when it is cancelled.
    await t.context.db.update(offers).set({ status: 'filled', remaining: '0' }).where(eq(offers.id, offer.id));
    const buyer = await createUser(t.context, 'Trader');
    const [trade] = await t.context.db
      .insert(trades)
      .values({
        market: 'igrainx',
        number: 900_000 + grain.id,
        formattedId: `IGX-T${grain.id}`,
        bidGroupId: 1,
        bidLineId: 1,
        offerId: offer.id,
        buyerOrganisationId: buyer.organisationId,
        sellerOrganisationId: grower.user.organisationId,
        seasonId: grain.seasonId,
        commodityId: grain.commodityId,
        deliveryPeriodId: ref.now,
        farmGrainId: grain.id,
        quantity: '80',
        price: '300.00',
        paymentTermsKind: 'default',
        restingSide: 'bid',
      })
      .returning();
    // Sold, no longer on offer (issue 24): the list shows the two apart.
    expect((await call(grower, 'GET', url)).json()).toMatchObject({
      onOffer: '0.000',
      sold: '80.000',
      committed: '80.000',
      available: '0.000',
    });
    expect((await call(grower, 'GET', '/api/farm-grain')).json().rows).toMatchObject([{ id: grain.id, onOffer: '0.000', sold: '80.000' }]);
    await t.context.db
      .update(trades)
      .set({ status: 'cancelled' })
      .where(eq(trades.id, trade?.id ?? 0));
    expect((await call(grower, 'GET', url)).json()).toMatchObject({ sold: '0.000', committed: '0.000', available: '80.000' });
  });

  it('pages, sorts and searches the declarations in SQL', async () => {
    const grower = await signedIn('Grower');
    const small = await declareOnFarm(grower.user.organisationId, '50');
    const large = await declareOnFarm(grower.user.organisationId, '400');
    const middle = await declareOnFarm(grower.user.organisationId, '200');
    await offerOn(large, '390', grower.user.id);
    const ids = async (query: string) =>
      ((await call(grower, 'GET', `/api/farm-grain${query}`)).json().rows as { id: number }[]).map((row) => row.id);

    expect(await ids('')).toEqual([middle.id, large.id, small.id]);
    expect(await ids('?sort=quantity&direction=asc')).toEqual([small.id, middle.id, large.id]);
    expect(await ids('?sort=available&direction=desc')).toEqual([middle.id, small.id, large.id]);
    expect(await ids('?term=wheat')).toHaveLength(3);
    expect(await ids('?term=canola')).toEqual([]);
    const second = (await call(grower, 'GET', '/api/farm-grain?pageSize=10&page=2')).json();
    expect(second).toEqual({ rows: [], total: 3, page: 2, pageSize: 10 });
    const bad = await call(grower, 'GET', '/api/farm-grain?sort=storage&status=gone');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sort', 'status']);
  });

  it('archives grain with no active offers; archived grain takes no edits and lists apart', async () => {
    await setMarket('closed');
    const grower = await signedIn('Grower');
    const grain = await declareOnFarm(grower.user.organisationId, '120');
    const offer = await offerOn(grain, '50', grower.user.id);
    const url = `/api/farm-grain/${grain.id}`;
    expect((await call(grower, 'POST', `${url}/archive`)).statusCode).toBe(409);
    await t.context.db.update(offers).set({ status: 'cancelled' }).where(eq(offers.id, offer.id));
    const archived = await call(grower, 'POST', `${url}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().status).toBe('archived');
    expect((await call(grower, 'POST', `${url}/archive`)).statusCode).toBe(409);
    expect((await call(grower, 'PUT', url, declaration())).statusCode).toBe(409);
    expect((await call(grower, 'GET', '/api/farm-grain')).json().rows).toEqual([]);
    expect((await call(grower, 'GET', '/api/farm-grain?status=archived')).json().rows).toEqual([expect.objectContaining({ id: grain.id })]);
    // Warehouse grain is another list.
    await insertHolding(t.context, {
      organisationId: grower.user.organisationId,
      ngr: '99990000',
      site: 'Moree',
      commodity: 'WHT',
      grade: 'APH1',
      quantity: '10',
    });
    expect((await call(grower, 'GET', '/api/farm-grain?status=archived')).json().rows).toHaveLength(1);
  });
});
