import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers } from '../../../db/schema/orders.ts';
import { agentAuthorisations } from '../../../db/schema/organisations.ts';
import { activityLog } from '../../../db/schema/platform.ts';
import { bearerFor, createUser, passwordTokenFor } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { placeInBook } from '../../trading/matching/index.ts';
import { useTradingFixtures } from '../../trading/orders/orders.fixtures.ts';

const t = useTestApp();
const { ref, setMarket, grower } = useTradingFixtures(t);

/** A grower with a holding, an agent holding its verified authority, both signed in. */
async function agentAndClient() {
  const client = await grower('500');
  const agentUser = await createUser(t.context, 'Agent');
  const [authorisation] = await t.context.db
    .insert(agentAuthorisations)
    .values({ agentOrganisationId: agentUser.organisationId, growerOrganisationId: client.user.organisationId, verified: true })
    .returning();
  const { authorization } = await bearerFor(t.context, agentUser);
  const agent = { user: agentUser, authorization, passwordToken: await passwordTokenFor(t.app, authorization) };
  return { client, agent, authorisationId: authorisation?.id ?? 0 };
}

type Caller = { authorization: string; passwordToken: string };
const offerFor = (agent: Caller, client: { user: { organisationId: number }; holdingId: number }, price = '950.00') =>
  t.app.inject({
    method: 'POST',
    url: '/api/offers',
    headers: { authorization: agent.authorization },
    payload: {
      market: 'cgx',
      passwordToken: agent.passwordToken,
      organisationId: client.user.organisationId,
      seasonId: ref.seasonId,
      commodityId: ref.commodityId,
      deliveryPeriodId: ref.now,
      holdingId: client.holdingId,
      quantity: '100',
      price,
      chemicalDeclaration: true,
    },
  });
const get = (who: { authorization: string }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });
const revoke = (who: { authorization: string } | undefined, authorisationId: number | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/authorisations/${authorisationId}/revoke`,
    headers: who ? { authorization: who.authorization } : {},
  });

describe('revoking an agent’s authority', () => {
  it('lists the agents holding a grower’s authority to the grower only', async () => {
    const { client, agent, authorisationId } = await agentAndClient();
    const listed = await get(client, '/api/authorisations/granted');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: authorisationId, agentId: agent.user.organisationId, verified: true })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/authorisations/granted' })).statusCode).toBe(401);
    expect((await get(agent, '/api/authorisations/granted')).statusCode).toBe(403);
  });

  it('answers 401 anonymous, 403 to the agent and other roles, 404 for another grower’s authority or none, 409 once revoked', async () => {
    const { agent, client, authorisationId } = await agentAndClient();
    expect((await revoke(undefined, authorisationId)).statusCode).toBe(401);
    expect((await revoke(agent, authorisationId)).statusCode).toBe(403);
    const trader = await bearerFor(t.context, await createUser(t.context, 'Trader'));
    expect((await revoke(trader, authorisationId)).statusCode).toBe(403);
    const otherGrower = await grower('10');
    expect((await revoke(otherGrower, authorisationId)).statusCode).toBe(404);
    expect((await revoke(client, 2_000_000_000)).statusCode).toBe(404);
    expect((await revoke(client, authorisationId)).statusCode).toBe(200);
    expect((await revoke(client, authorisationId)).statusCode).toBe(409);
  });

  it('cancels the agent’s live offers for the grower; the agent can no longer read, cancel or place them', async () => {
    await setMarket('closed');
    const { agent, client, authorisationId } = await agentAndClient();
    const placed = await offerFor(agent, client);
    expect(placed.statusCode).toBe(201);
    const offerId = placed.json().id as number;
    expect((await get(agent, `/api/offers/${offerId}`)).statusCode).toBe(200);

    const revoked = await revoke(client, authorisationId);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: authorisationId, cancelledOffers: 1 });
    const row = await t.context.db.query.offers.findFirst({ where: eq(offers.id, offerId) });
    expect(row?.status).toBe('cancelled');

    expect((await get(agent, `/api/offers/${offerId}`)).statusCode).toBe(404);
    expect((await get(agent, '/api/offers?status=ended')).json().rows).toEqual([]);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${offerId}/cancel`,
      headers: { authorization: agent.authorization },
      payload: { passwordToken: agent.passwordToken },
    });
    expect(cancel.statusCode).toBe(404);
    expect((await offerFor(agent, client)).statusCode).toBe(403);
    expect((await get(agent, `/api/holdings?organisationId=${client.user.organisationId}`)).statusCode).toBe(403);
    expect((await get(agent, '/api/authorisations')).json().rows).toEqual([]);
    // The grower still sees its offer, cancelled.
    expect((await get(client, '/api/offers?status=ended')).json().rows).toEqual([
      expect.objectContaining({ id: offerId, status: 'cancelled' }),
    ]);
    const logged = await t.context.db.select().from(activityLog).where(eq(activityLog.action, 'agent_authorisation_revoked'));
    expect(logged.map((entry) => entry.detail)).toContainEqual(expect.objectContaining({ authorisationId, cancelledOffers: 1 }));
  });

  it('staff may revoke any authority', async () => {
    await setMarket('closed');
    const { agent, client, authorisationId } = await agentAndClient();
    expect((await offerFor(agent, client)).statusCode).toBe(201);
    const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    const revoked = await revoke(admin, authorisationId);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().cancelledOffers).toBe(1);
    const row = await t.context.db.query.agentAuthorisations.findFirst({ where: eq(agentAuthorisations.id, authorisationId) });
    expect(row?.revokedByUserId).not.toBeNull();
  });

  it('a matching batch refuses an agent’s offer whose authority ended after the offer’s checks', async () => {
    await setMarket('closed');
    const { agent, client, authorisationId } = await agentAndClient();
    const placed = await offerFor(agent, client);
    const row = await t.context.db.query.offers.findFirst({ where: eq(offers.id, placed.json().id) });
    if (!row) throw new Error('no offer');
    await revoke(client, authorisationId);
    // The same offer again, straight into the book, as if its checks had passed a moment before the revocation.
    const { id: _id, sequence: _sequence, ...values } = row;
    const again = placeInBook(t.context, row, {
      side: 'offer',
      values: { ...values, status: 'active', remaining: row.quantity, endedAt: null },
      qualityValues: [],
    });
    await expect(again).rejects.toMatchObject({ statusCode: 403 });
    expect(await t.context.db.select().from(offers).where(eq(offers.organisationId, client.user.organisationId))).toHaveLength(1);
  });
});
