import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insureSubscriptions } from '../../db/schema/insure.ts';
import { agentAuthorisations } from '../../db/schema/organisations.ts';
import { bearerFor, createOrganisation, createUser, lastMessageTo } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
type Caller = { authorization: string } | undefined;

/** A grower organisation with its administrator and a colleague, and an agent holding its authority. */
async function agentAndClient({ verified = true } = {}) {
  const grower = await createOrganisation(t.context, { type: 'grower', tradingName: `Mallee Downs ${Date.now()}` });
  const admin = await createUser(t.context, 'Grower', { organisationId: grower.id, isOrganisationAdmin: true, firstName: 'Emma' });
  const colleague = await createUser(t.context, 'Grower', { organisationId: grower.id });
  const agentOrganisation = await createOrganisation(t.context, { type: 'agent', tradingName: 'Riverina Agency' });
  const agentUser = await createUser(t.context, 'Agent', { organisationId: agentOrganisation.id });
  const [authorisation] = await t.context.db
    .insert(agentAuthorisations)
    .values({ agentOrganisationId: agentOrganisation.id, growerOrganisationId: grower.id, verified })
    .returning();
  return {
    grower,
    admin,
    growerCaller: await bearerFor(t.context, colleague),
    agent: await bearerFor(t.context, agentUser),
    authorisationId: authorisation?.id ?? 0,
  };
}

const sendLink = (who: Caller, authorisationId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/authorisations/${authorisationId}/subscription-link`,
    headers: who ? { authorization: who.authorization } : {},
  });
const readSubscription = (who: Caller) =>
  t.app.inject({ method: 'GET', url: '/api/insure/subscription', headers: who ? { authorization: who.authorization } : {} });
const subscribe = (who: Caller, payload: object = { acceptTerms: true }) =>
  t.app.inject({ method: 'POST', url: '/api/insure/subscription', headers: who ? { authorization: who.authorization } : {}, payload });

describe('POST /api/authorisations/:authorisationId/subscription-link', () => {
  it("e-mails the client's administrator the link to the insure page and records the invitation", async () => {
    const { grower, admin, agent, authorisationId } = await agentAndClient();
    const sent = await sendLink(agent, authorisationId);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: admin.email });

    const message = await lastMessageTo(t.context, admin.email, 'insure_subscription_link');
    expect(message?.subject).toBe('Subscribe to igrainX insure');
    expect(message?.summary).toContain('Riverina Agency');
    expect(message?.summary).toContain('90% of the grain value');
    expect(message?.summary).toContain('annual igrainX insure premium');
    expect(message?.summary).toContain('$0.50');
    expect(message?.summary).toContain('first trade');
    expect(message?.summary).toContain(`${t.context.config.appUrl}/portal/insure`);

    const [row] = await t.context.db.select().from(insureSubscriptions).where(eq(insureSubscriptions.organisationId, grower.id));
    expect(row).toMatchObject({ status: 'invited', activatedAt: null });
    // Sent again, the invitation is kept (one row) and renewed.
    expect((await sendLink(agent, authorisationId)).statusCode).toBe(200);
    expect(await t.context.db.select().from(insureSubscriptions).where(eq(insureSubscriptions.organisationId, grower.id))).toHaveLength(1);
  });

  it('answers 401 anonymous, 403 to other roles, 404 for another agent’s, an unverified, a revoked or no authorisation', async () => {
    const { growerCaller, agent, authorisationId } = await agentAndClient();
    expect((await sendLink(undefined, authorisationId)).statusCode).toBe(401);
    expect((await sendLink(growerCaller, authorisationId)).statusCode).toBe(403);
    for (const role of ['Trader', 'Admin'] as const) {
      expect((await sendLink(await bearerFor(t.context, await createUser(t.context, role)), authorisationId)).statusCode, role).toBe(403);
    }
    const otherAgent = await bearerFor(t.context, await createUser(t.context, 'Agent'));
    expect((await sendLink(otherAgent, authorisationId)).statusCode).toBe(404);
    expect((await sendLink(agent, 2_000_000_000)).statusCode).toBe(404);

    const unverified = await agentAndClient({ verified: false });
    expect((await sendLink(unverified.agent, unverified.authorisationId)).statusCode).toBe(404);

    await t.context.db.update(agentAuthorisations).set({ revokedAt: new Date() }).where(eq(agentAuthorisations.id, authorisationId));
    expect((await sendLink(agent, authorisationId)).statusCode).toBe(404);
  });

  it('sends one client at most 3 links a day: the 4th is refused 429', async () => {
    const { agent, authorisationId } = await agentAndClient();
    for (let sent = 0; sent < 3; sent += 1) expect((await sendLink(agent, authorisationId)).statusCode).toBe(200);
    const refused = await sendLink(agent, authorisationId);
    expect(refused.statusCode).toBe(429);
  });

  it('answers 409 once the client subscribes', async () => {
    const { growerCaller, agent, authorisationId } = await agentAndClient();
    expect((await subscribe(growerCaller)).statusCode).toBe(200);
    const refused = await sendLink(agent, authorisationId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This client already subscribes to igrainX insure.');
  });
});

describe('/api/insure/subscription', () => {
  it('reads none, invited by the agent, then active once a user of the grower subscribes; subscribing again changes nothing', async () => {
    const { grower, growerCaller, agent, authorisationId } = await agentAndClient();
    expect((await readSubscription(growerCaller)).json()).toEqual({ status: 'none', activatedAt: null });
    await sendLink(agent, authorisationId);
    expect((await readSubscription(growerCaller)).json()).toEqual({ status: 'invited', activatedAt: null });

    const subscribed = await subscribe(growerCaller);
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toEqual({ status: 'active', activatedAt: expect.any(String) });
    expect((await readSubscription(growerCaller)).json()).toEqual(subscribed.json());
    const again = await subscribe(growerCaller);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(subscribed.json());
    const [row] = await t.context.db.select().from(insureSubscriptions).where(eq(insureSubscriptions.organisationId, grower.id));
    expect(row).toMatchObject({ status: 'active', activatedByUserId: expect.any(Number) });
  });

  it('subscribes without an invitation', async () => {
    const { growerCaller } = await agentAndClient();
    expect((await subscribe(growerCaller)).json()).toMatchObject({ status: 'active' });
  });

  it('answers 400 without the terms accepted, 401 anonymous and 403 to other roles', async () => {
    const { growerCaller, agent } = await agentAndClient();
    const refused = await subscribe(growerCaller, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ acceptTerms: ['Required'] });
    expect((await subscribe(growerCaller, { acceptTerms: false })).statusCode).toBe(400);
    expect((await readSubscription(growerCaller)).json().status).toBe('none');
    expect((await readSubscription(undefined)).statusCode).toBe(401);
    expect((await subscribe(undefined)).statusCode).toBe(401);
    expect((await readSubscription(agent)).statusCode).toBe(403);
    expect((await subscribe(agent)).statusCode).toBe(403);
  });
});
