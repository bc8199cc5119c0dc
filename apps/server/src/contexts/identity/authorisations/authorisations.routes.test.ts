import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentAuthorisations, organisations } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';
import { seedDemoData } from '../../../composition/seed/demo.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

beforeAll(async () => {
  await seedDemoData(t.context.db);
});

async function demoBearer(email: string) {
  const user = await t.context.db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) throw new Error(`no demo user ${email}`);
  return bearerFor(t.context, user);
}

const list = async (authorization: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/authorisations${query}`, headers: { authorization } });

const names = (body: { rows: { growerTradingName: string }[] }) => body.rows.map((client) => client.growerTradingName);

describe('GET /api/authorisations', () => {
  it('answers 401 anonymous and 403 to every role but Agent', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/authorisations' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/authorisations?verified=yes' })).statusCode).toBe(401);
    for (const role of ['Grower', 'Trader', 'Analyst', 'Admin', 'CGX Sales'] as const) {
      const { authorization } = await bearerFor(t.context, await createUser(t.context, role));
      expect((await list(authorization)).statusCode, role).toBe(403);
    }
  });

  it("lists the agent's client growers with their NGRs and administrator e-mail", async () => {
    const { authorization } = await demoBearer('chloe@riverinagrain.com.au');
    const response = await list(authorization);
    expect(response.statusCode).toBe(200);
    const clients = response.json().rows;
    expect(names(response.json())).toEqual(['Eyre Peninsula Farms', 'Mallee Downs Pastoral', 'Wattle Creek Farming']);
    const wattle = await t.context.db.query.organisations.findFirst({ where: eq(organisations.tradingName, 'Wattle Creek Farming') });
    const authorisation = await t.context.db.query.agentAuthorisations.findFirst({
      where: eq(agentAuthorisations.growerOrganisationId, wattle?.id ?? 0),
    });
    expect(clients[2]).toEqual({
      id: authorisation?.id,
      growerId: wattle?.id,
      growerTradingName: 'Wattle Creek Farming',
      growerNgr: '12345678, 23456789',
      growerNgrs: ['12345678', '23456789'],
      verified: true,
      growerIgrainInsureAmount: null,
      growerAdminEmail: 'jack@wattlecreek.com.au',
    });
    // Mallee has two users; only Emma administers it. Eyre's one user does not administer it.
    expect(clients[1]).toMatchObject({ growerNgr: '34567890', growerAdminEmail: 'emma@malleedowns.com.au', verified: true });
    expect(clients[0]).toMatchObject({ growerNgr: '56789012', growerAdminEmail: null, verified: false });
  });

  it('filters by verification and by a term in the trading name or an NGR', async () => {
    const { authorization } = await demoBearer('chloe@riverinagrain.com.au');
    expect(names((await list(authorization, '?verified=true')).json())).toEqual(['Mallee Downs Pastoral', 'Wattle Creek Farming']);
    expect(names((await list(authorization, '?verified=false')).json())).toEqual(['Eyre Peninsula Farms']);
    expect(names((await list(authorization, '?term=DOWNS')).json())).toEqual(['Mallee Downs Pastoral']);
    expect(names((await list(authorization, '?term=2345')).json())).toEqual(['Wattle Creek Farming']);
    expect(names((await list(authorization, '?term=5678&verified=false')).json())).toEqual(['Eyre Peninsula Farms']);
    const mallee = await t.context.db.query.organisations.findFirst({ where: eq(organisations.tradingName, 'Mallee Downs Pastoral') });
    expect(names((await list(authorization, `?growerId=${mallee?.id}`)).json())).toEqual(['Mallee Downs Pastoral']);
    expect(names((await list(authorization, `?growerId=${mallee?.id}&verified=false`)).json())).toEqual([]);
    expect(names((await list(authorization, '?term=%20%20')).json())).toHaveLength(3);
    // LIKE wildcards are searched for literally.
    expect((await list(authorization, '?term=%25')).json().rows).toEqual([]);
    expect((await list(authorization, '?term=_')).json().rows).toEqual([]);
  });

  it("shows an agent only its own organisation's clients", async () => {
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Agent'));
    const response = await list(authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rows: [], total: 0, page: 1, pageSize: 25 });
  });

  it('pages and sorts in SQL: the total counts every match, the direction reverses the order', async () => {
    const { authorization } = await demoBearer('chloe@riverinagrain.com.au');
    const desc = (await list(authorization, '?direction=desc')).json();
    expect(names(desc)).toEqual(['Wattle Creek Farming', 'Mallee Downs Pastoral', 'Eyre Peninsula Farms']);
    expect(desc).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const second = (await list(authorization, '?pageSize=10&page=2')).json();
    expect(second).toMatchObject({ rows: [], total: 3, page: 2, pageSize: 10 });
    const badSort = await list(authorization, '?sort=growerAdminEmail');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors).toHaveProperty('sort');
  });

  it('answers 400 for a malformed filter', async () => {
    const { authorization } = await demoBearer('chloe@riverinagrain.com.au');
    const bad = await list(authorization, '?verified=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('verified');
    const long = await list(authorization, `?term=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('term');
  });
});
