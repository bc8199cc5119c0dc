import { SUPPORT_PHONE } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { agentAuthorisations, organisations } from '../../../db/schema/organisations.ts';
import { activityLog } from '../../../db/schema/platform.ts';
import { users } from '../../../db/schema/users.ts';
import { bearerFor, createOrganisation, createUser, lastMessageTo, passwordTokenFor, tokenIn } from '../../../test/factories.ts';
import { nextAddress, useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from '../../trading/orders/orders.fixtures.ts';

const t = useTestApp();
const { ref, setMarket, bid, grower } = useTradingFixtures(t);

const verify = (authorization: string | undefined, organisationId: number | string, status: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/organisations/${organisationId}/verification`,
    headers: authorization ? { authorization } : {},
    payload: { status },
  });

async function staff() {
  return (await bearerFor(t.context, await createUser(t.context, 'CGX Sales'))).authorization;
}

/** A trader of a new organisation in the given state, signed in with a password token. */
async function traderOf(verificationStatus: 'pending' | 'verified' | 'flagged') {
  const organisation = await createOrganisation(t.context, { type: 'trader', verificationStatus });
  const user = await createUser(t.context, 'Trader', { organisationId: organisation.id });
  const { authorization } = await bearerFor(t.context, user);
  return { organisation, user, authorization, passwordToken: await passwordTokenFor(t.app, authorization) };
}

describe('POST /api/organisations/:organisationId/verification', () => {
  it('answers 401 anonymous, 403 to every role but staff, 404 for an unknown organisation, 400 for another status', async () => {
    const pending = await createOrganisation(t.context, { verificationStatus: 'pending' });
    expect((await verify(undefined, pending.id, 'verified')).statusCode).toBe(401);
    for (const role of ['Grower', 'Trader', 'Agent', 'Analyst'] as const) {
      const { authorization } = await bearerFor(t.context, await createUser(t.context, role));
      expect((await verify(authorization, pending.id, 'verified')).statusCode, role).toBe(403);
    }
    const authorization = await staff();
    expect((await verify(authorization, 2_000_000_000, 'verified')).statusCode).toBe(404);
    const bad = await verify(authorization, pending.id, 'pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
    const row = await t.context.db.query.organisations.findFirst({ where: eq(organisations.id, pending.id) });
    expect(row?.verificationStatus).toBe('pending');
  });

  it('a pending organisation cannot place a bid, and can once staff verify it; the session says which', async () => {
    await setMarket('closed');
    const buyer = await traderOf('pending');
    const refused = await bid(buyer, '200.00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.organisationAwaitingVerification);
    expect(refused.json().message).toContain(SUPPORT_PHONE);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: buyer.authorization } });
    expect(session.json().organisation.verificationStatus).toBe('pending');

    const staffAuthorization = await staff();
    const verified = await verify(staffAuthorization, buyer.organisation.id, 'verified');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ id: buyer.organisation.id, verificationStatus: 'verified', cancelledOrders: 0 });
    expect((await bid(buyer, '200.00')).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: buyer.authorization } });
    expect(again.json().organisation.verificationStatus).toBe('verified');
    // Logged against the staff member, naming the organisation changed.
    const logged = await t.context.db.select().from(activityLog).where(eq(activityLog.action, 'organisation_verification_changed'));
    expect(logged.map((entry) => entry.detail)).toContainEqual(
      expect.objectContaining({ organisationId: buyer.organisation.id, from: 'pending', to: 'verified' }),
    );
  });

  it('flagging stops an organisation trading and cancels its live orders', async () => {
    await setMarket('closed');
    const buyer = await traderOf('verified');
    const placed = (await bid(buyer, '190.00')).json();
    const flagged = await verify(await staff(), buyer.organisation.id, 'flagged');
    expect(flagged.json()).toMatchObject({ verificationStatus: 'flagged', cancelledOrders: 1 });
    const row = await t.context.db.query.bidGroups.findFirst({ where: eq(bidGroups.id, placed.id) });
    expect(row?.status).toBe('cancelled');
    const refused = await bid(buyer, '190.00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.organisationFlagged);
  });

  it('refuses edits and rebids of a pending organisation, and an agent offering for a client that is not verified', async () => {
    await setMarket('closed');
    const buyer = await traderOf('verified');
    const placed = (await bid(buyer, '180.00')).json();
    await t.context.db.update(organisations).set({ verificationStatus: 'pending' }).where(eq(organisations.id, buyer.organisation.id));
    const body = {
      market: 'cgx',
      passwordToken: buyer.passwordToken,
      seasonId: ref.seasonId,
      commodityId: ref.commodityId,
      deliveryPeriodId: ref.now,
      quantity: '100',
      bidsAttributes: [{ gradeId: ref.aph1, siteId: ref.moree, price: '181.00' }],
    };
    const headers = { authorization: buyer.authorization };
    const edit = await t.app.inject({ method: 'PUT', url: `/api/bids/${placed.id}`, headers, payload: body });
    expect(edit.statusCode).toBe(403);
    await t.context.db.update(bidGroups).set({ status: 'lapsed' }).where(eq(bidGroups.id, placed.id));
    const rebid = await t.app.inject({ method: 'POST', url: `/api/bids/${placed.id}/rebid`, headers, payload: body });
    expect(rebid.statusCode).toBe(403);
    expect(rebid.json().message).toBe(MSG.organisationAwaitingVerification);

    // A verified agent, a verified authority, a client grower whose organisation is pending.
    const seller = await grower('300');
    await t.context.db.update(organisations).set({ verificationStatus: 'pending' }).where(eq(organisations.id, seller.user.organisationId));
    const agent = await createUser(t.context, 'Agent');
    await t.context.db
      .insert(agentAuthorisations)
      .values({ agentOrganisationId: agent.organisationId, growerOrganisationId: seller.user.organisationId, verified: true });
    const { authorization } = await bearerFor(t.context, agent);
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: { authorization },
      payload: {
        market: 'cgx',
        passwordToken: await passwordTokenFor(t.app, authorization),
        organisationId: seller.user.organisationId,
        seasonId: ref.seasonId,
        commodityId: ref.commodityId,
        deliveryPeriodId: ref.now,
        holdingId: seller.holdingId,
        quantity: '100',
        price: '900.00',
        chemicalDeclaration: true,
      },
    });
    expect(offer.statusCode).toBe(403);
    expect(offer.json().message).toBe(MSG.clientAwaitingVerification);
    expect(await t.context.db.select().from(offers).where(eq(offers.organisationId, seller.user.organisationId))).toEqual([]);
  });

  it('a member who registers from the public form and confirms the e-mail cannot trade until staff verify it', async () => {
    await setMarket('closed');
    const email = `new.trader.${Date.now()}@example.com.au`;
    const password = 'Wheat-Harvest-26';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/trader',
      remoteAddress: nextAddress(),
      payload: {
        firstName: 'Nell',
        lastName: 'Newman',
        email,
        mobile: '0412 345 678',
        password,
        passwordConfirmation: password,
        acceptTerms: true,
        tradingName: 'Newman Grain',
        state: 'VIC',
        postcode: '3550',
        abn: '51 824 753 556',
      },
    });
    expect(registered.statusCode).toBe(201);
    const link = await lastMessageTo(t.context, email, 'email_confirmation');
    const token = decodeURIComponent(tokenIn(link?.summary ?? ''));
    expect((await t.app.inject({ method: 'POST', url: '/api/registrations/confirm', payload: { token } })).statusCode).toBe(200);

    const user = await t.context.db.query.users.findFirst({ where: eq(users.email, email) });
    if (!user) throw new Error('not registered');
    const organisation = await t.context.db.query.organisations.findFirst({ where: eq(organisations.id, user.organisationId) });
    expect(organisation?.verificationStatus).toBe('pending');
    const { authorization } = await bearerFor(t.context, user);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-token',
      headers: { authorization },
      payload: { password },
    });
    const buyer = { authorization, passwordToken: issued.json().passwordToken as string };
    const refused = await bid(buyer, '1.00', '50000');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.organisationAwaitingVerification);
    expect(await t.context.db.select().from(bidGroups).where(eq(bidGroups.organisationId, user.organisationId))).toEqual([]);

    expect((await verify(await staff(), user.organisationId, 'verified')).statusCode).toBe(200);
    expect((await bid(buyer, '1.00', '100')).statusCode).toBe(201);
  });
});
