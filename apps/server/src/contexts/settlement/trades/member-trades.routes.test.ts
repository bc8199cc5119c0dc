import { beforeAll, describe, expect, it } from 'vitest';
import { agentAuthorisations } from '../../../db/schema/organisations.ts';
import { bearerFor, createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  buyer,
  insertOffer,
  insertTrade,
  type MarketReference,
  marketReference,
  seller,
} from '../../trading/market-data/market-data.fixtures.ts';

const t = useTestApp();
type Party = Awaited<ReturnType<typeof seller>>;
let ref: MarketReference;

beforeAll(async () => {
  ref = await marketReference(t.context);
});

const get = async (who: Party | { user: Party['user'] }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: (await bearerFor(t.context, who.user)).authorization } });

/** `count` trades between two parties, one a day back from 2026-10-31 (Sydney noon), prices 301, 302, … */
async function tradesBetween(parties: { buyer: Party; seller: Party }, count: number, values: Parameters<typeof insertTrade>[3] = {}) {
  const made = [];
  for (let index = 0; index < count; index += 1) {
    made.push(
      await insertTrade(t.context, ref, parties, {
        price: (301 + index).toFixed(2),
        quantity: `${10 + index}.000`,
        siteId: index % 2 === 0 ? ref.moree.id : ref.narrabri.id,
        createdAt: new Date(Date.UTC(2026, 9, 31 - index, 1)),
        ...values,
      }),
    );
  }
  return made;
}

describe('GET /api/trades/:view', () => {
  it('gives each party its own side, with its contract note, and never names the counterparty', async () => {
    const parties = { buyer: await buyer(t.context, 'Hidden Buyer Pty Ltd'), seller: await seller(t.context, 'Hidden Seller Farms') };
    const [trade] = await tradesBetween(parties, 1, { paymentDueDate: '2026-11-10' });
    const bought = await get(parties.buyer, '/api/trades/purchases');
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toEqual({
      total: 1,
      page: 1,
      pageSize: 25,
      rows: [
        {
          id: trade?.id,
          formattedId: trade?.formattedId,
          market: 'cgx',
          status: 'awaiting_grain',
          side: 'bought',
          client: null,
          season: { id: ref.season.id, name: '2026/27' },
          commodity: { id: ref.wheat.id, name: ref.wheat.name },
          grade: { id: ref.apw1.id, code: 'APW1', name: ref.apw1.name },
          deliveryPeriod: { id: ref.period.id, name: 'Jan 2027' },
          location: `Moree, ${ref.moree.state}`,
          pricingPoint: null,
          quantity: '10.000',
          price: '301.00',
          portEquiv: '338.00',
          paymentTerms: expect.any(String),
          paymentDueDate: '2026-11-10',
          createdAt: '2026-10-31T01:00:00.000Z',
          documents: [{ kind: 'contract-note', label: 'Contract note', path: `contract-note/${trade?.id}/buyer` }],
          money: {
            stage: 'awaiting_title',
            label: 'Awaiting title transfer',
            invoiceNumber: null,
            amount: null,
            dueDate: null,
            businessDaysLeft: null,
            overdue: false,
          },
        },
      ],
    });
    expect(bought.body).not.toContain('Hidden Seller');
    const sold = await get(parties.seller, '/api/trades/sales');
    expect(sold.json().rows).toMatchObject([{ id: trade?.id, side: 'sold', documents: [{ path: `contract-note/${trade?.id}/seller` }] }]);
    expect(sold.body).not.toContain('Hidden Buyer');
    // The document it links to downloads for this party.
    const note = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/download?path=${encodeURIComponent(sold.json().rows[0].documents[0].path)}`,
      headers: { authorization: (await bearerFor(t.context, parties.seller.user)).authorization },
    });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
  });

  it('names an igrainX trade’s place as the public feed does: the delivered site of a Delivered trade, else the nearest town (issue 24)', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    const igrainx = { market: 'igrainx' as const, siteId: null, gradeId: ref.apw1.id };
    const delivered = await insertOffer(t.context, ref, parties.seller, {
      ...igrainx,
      pricingPoint: 'Delivered',
      deliveredSiteId: ref.deliveredSite.id,
    });
    const exFarm = await insertOffer(t.context, ref, parties.seller, { ...igrainx, pricingPoint: 'Ex Farm', nearestTown: 'Gunnedah, NSW' });
    const [toMill] = await tradesBetween(parties, 1, { market: 'igrainx', siteId: null, portEquiv: null, offerId: delivered.id });
    const [fromFarm] = await tradesBetween(parties, 1, {
      market: 'igrainx',
      siteId: null,
      portEquiv: null,
      offerId: exFarm.id,
      price: '280.00',
    });
    const mill = `${ref.deliveredSite.siteName}, ${ref.deliveredSite.state}`;
    for (const [who, view] of [
      [parties.seller, 'sales'],
      [parties.buyer, 'purchases'],
    ] as const) {
      const rows = (await get(who, `/api/trades/${view}?market=igrainx`)).json().rows as {
        id: number;
        location: string;
        pricingPoint: string;
      }[];
      expect(
        rows.find((row) => row.id === toMill?.id),
        view,
      ).toMatchObject({ location: mill, pricingPoint: 'Delivered' });
      expect(
        rows.find((row) => row.id === fromFarm?.id),
        view,
      ).toMatchObject({ location: 'Gunnedah, NSW', pricingPoint: 'Ex Farm' });
    }
  });

  it('keeps a trader’s purchases and sales apart, and other organisations’ trades out', async () => {
    const trader = await buyer(t.context);
    const grower = await seller(t.context);
    const otherTrader = await buyer(t.context);
    await tradesBetween({ buyer: trader, seller: grower }, 2);
    // The trader sells too (sell-grain), to another trader.
    await tradesBetween({ buyer: otherTrader, seller: trader }, 1, { price: '400.00' });
    await tradesBetween({ buyer: otherTrader, seller: grower }, 3);
    expect((await get(trader, '/api/trades/purchases')).json().total).toBe(2);
    expect((await get(trader, '/api/trades/sales')).json().rows.map((row: { price: string }) => row.price)).toEqual(['400.00']);
    expect((await get(grower, '/api/trades/sales')).json().total).toBe(5);
    expect((await get(otherTrader, '/api/trades/purchases')).json().total).toBe(4);
  });

  it('shows an agent its clients’ sales only while the authority is verified and not revoked, naming the client', async () => {
    const agentOrganisation = await createOrganisation(t.context, { type: 'agent', tradingName: 'Agent For Growers' });
    const agent = { user: await createUser(t.context, 'Agent', { organisationId: agentOrganisation.id }) };
    const verified = await seller(t.context, 'Verified Client Farms');
    const unverified = await seller(t.context, 'Unverified Client Farms');
    const revoked = await seller(t.context, 'Revoked Client Farms');
    await t.context.db.insert(agentAuthorisations).values([
      { agentOrganisationId: agentOrganisation.id, growerOrganisationId: verified.organisation.id, verified: true },
      { agentOrganisationId: agentOrganisation.id, growerOrganisationId: unverified.organisation.id, verified: false },
      { agentOrganisationId: agentOrganisation.id, growerOrganisationId: revoked.organisation.id, verified: true, revokedAt: new Date() },
    ]);
    const trader = await buyer(t.context, 'Unnamed Buyer Co');
    for (const client of [verified, unverified, revoked]) {
      await tradesBetween({ buyer: trader, seller: client }, 1, { agentOrganisationId: agentOrganisation.id });
    }
    // A trade of the verified client made without the agent is not the agent's.
    await tradesBetween({ buyer: trader, seller: verified }, 1);
    const response = await get(agent, '/api/trades/client-sales');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      rows: [{ side: 'sold', client: { id: verified.organisation.id, name: 'Verified Client Farms' } }],
    });
    expect(response.json().rows[0].documents[0].path).toMatch(/\/seller$/);
    expect(response.body).not.toContain('Unnamed Buyer');
    // The client sees both of its sales, the agent's and its own, without the agent's view of it.
    expect((await get(verified, '/api/trades/sales')).json()).toMatchObject({ total: 2, rows: [{ client: null }, { client: null }] });
  });

  it('pages with the count of every match, sorts either way, and filters by term, status, market, commodity, season and dates', async () => {
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    await tradesBetween(parties, 12);
    await tradesBetween(parties, 2, {
      status: 'settled',
      commodityId: ref.barley.id,
      gradeId: null,
      createdAt: new Date('2026-09-01T01:00:00Z'),
    });
    const igx = await tradesBetween(parties, 1, {
      market: 'igrainx',
      siteId: null,
      portEquiv: null,
      createdAt: new Date('2026-08-01T01:00:00Z'),
    });
    const prices = async (query: string) =>
      (await get(parties.seller, `/api/trades/sales?${query}`)).json().rows.map((row: { price: string }) => row.price);

    const first = (await get(parties.seller, '/api/trades/sales?pageSize=10')).json();
    expect(first).toMatchObject({ total: 15, page: 1, pageSize: 10 });
    expect(first.rows).toHaveLength(10);
    expect((await get(parties.seller, '/api/trades/sales?pageSize=10&page=2')).json().rows).toHaveLength(5);
    expect((await prices('sort=price&direction=asc&pageSize=10')).slice(0, 3)).toEqual(['301.00', '301.00', '301.00']);
    expect((await prices('sort=price&direction=desc&pageSize=10')).slice(0, 2)).toEqual(['312.00', '311.00']);
    expect((await prices('sort=quantity&direction=desc&status=awaiting_grain')).slice(0, 1)).toEqual(['312.00']);
    // Every other trade is at Narrabri; the term also finds the trade id; LIKE wildcards are taken literally.
    expect(await prices('term=narra&market=cgx&status=awaiting_grain&sort=price&direction=asc')).toEqual([
      '302.00',
      '304.00',
      '306.00',
      '308.00',
      '310.00',
      '312.00',
    ]);
    expect(await prices(`term=${encodeURIComponent(igx[0]?.formattedId ?? '')}`)).toEqual(['301.00']);
    expect(await prices('term=%25')).toEqual([]);
    expect(await prices('status=settled&sort=price&direction=asc')).toEqual(['301.00', '302.00']);
    expect(await prices(`commodityId=${ref.barley.id}&sort=price&direction=asc`)).toEqual(['301.00', '302.00']);
    expect((await prices(`seasonId=${ref.season.id}`)).length).toBe(15);
    expect((await get(parties.seller, '/api/trades/sales?market=igrainx')).json().rows).toMatchObject([
      { market: 'igrainx', portEquiv: null },
    ]);
    // Created 2026-10-31 and 2026-10-30 Sydney time (01:00 UTC is 12:00 in Sydney).
    expect(await prices('dateFrom=2026-10-30&dateTo=2026-10-31&sort=price&direction=asc')).toEqual(['301.00', '302.00']);
  });

  it('answers 401 anonymous, then 400 on the field for a bad page, size, sort, direction, filter or date', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/trades/sales' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/trades/everything?page=0' })).statusCode).toBe(401);
    const grower = await seller(t.context);
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['pageSize=7', 'pageSize'],
      ['sort=buyerOrganisationId', 'sort'],
      ['direction=up', 'direction'],
      ['status=paid', 'status'],
      ['market=nyse', 'market'],
      ['commodityId=abc', 'commodityId'],
      ['seasonId=0', 'seasonId'],
      ['dateFrom=2026-02-30', 'dateFrom'],
      ['dateFrom=2026-11-02&dateTo=2026-11-01', 'dateTo'],
      [`term=${'x'.repeat(101)}`, 'term'],
    ];
    for (const [query, field] of cases) {
      const response = await get(grower, `/api/trades/sales?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
    // A path that names no view is not a page of this API.
    expect((await get(grower, '/api/trades/everything')).statusCode).toBe(404);
  });

  it('answers 403 to a role the view is not for', async () => {
    const grower = await seller(t.context);
    const trader = await buyer(t.context);
    const agent = { user: await createUser(t.context, 'Agent') };
    const analyst = { user: await createUser(t.context, 'Analyst') };
    const admin = { user: await createUser(t.context, 'Admin') };
    const refused: [{ user: Party['user'] }, string][] = [
      [grower, 'purchases'],
      [grower, 'client-sales'],
      [trader, 'client-sales'],
      [agent, 'purchases'],
      [agent, 'sales'],
      [analyst, 'sales'],
      [admin, 'purchases'],
    ];
    for (const [who, view] of refused) expect((await get(who, `/api/trades/${view}`)).statusCode, `${who.user.role} ${view}`).toBe(403);
    for (const [who, view] of [
      [grower, 'sales'],
      [trader, 'purchases'],
      [trader, 'sales'],
      [agent, 'client-sales'],
    ] as const) {
      expect((await get(who, `/api/trades/${view}`)).statusCode, `${who.user.role} ${view}`).toBe(200);
    }
  });
});
