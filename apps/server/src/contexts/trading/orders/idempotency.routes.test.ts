import { MSG } from '@cgx/domain/messages';
import { ZCreateOfferRequest } from '@cgx/domain/orders.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { idempotencyKeys } from '../../../db/schema/platform.ts';
import { createUser, passwordTokenFor } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { authenticateToken } from '../../identity/auth/session.service.ts';
import { deleteExpiredIdempotencyKeys } from './idempotency.repository.ts';
import { IdempotencyKeyTaken, requestHashOf } from './idempotency.ts';
import { placeOffer } from './offers.service.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

const t = useTestApp();
const { ref, setMarket, trader, grower, bidAt } = useTradingFixtures(t);

type Seller = Awaited<ReturnType<typeof grower>>;
const offerBody = (seller: Seller, changes: object = {}) => ({
  market: 'cgx',
  passwordToken: seller.passwordToken,
  seasonId: ref.seasonId,
  commodityId: ref.commodityId,
  deliveryPeriodId: ref.now,
  holdingId: seller.holdingId,
  quantity: '100',
  price: '990.00',
  chemicalDeclaration: true,
  ...changes,
});

const send = (who: { authorization: string }, method: 'POST' | 'PUT', url: string, payload: object, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: who.authorization, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

const offersOf = (organisationId: number) => t.context.db.select().from(offers).where(eq(offers.organisationId, organisationId));
const keyRow = async (userId: number, key: string) =>
  (
    await t.context.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];

describe('Idempotency-Key on the order routes', () => {
  it('a retry with the same key and body answers the first answer and places nothing more, even with a new password token', async () => {
    await setMarket('closed');
    const seller = await grower('300');
    const first = await send(seller, 'POST', '/api/offers', offerBody(seller), 'offer-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const stored = await keyRow(seller.user.id, 'offer-1');
    expect(stored).toMatchObject({ route: 'POST /api/offers', statusCode: 201, response: first.json() });

    const passwordToken = await passwordTokenFor(t.app, seller.authorization);
    const again = await send(seller, 'POST', '/api/offers', offerBody(seller, { passwordToken }), 'offer-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await offersOf(seller.user.organisationId)).toHaveLength(1);

    // Without a key, the same body is another offer.
    expect((await send(seller, 'POST', '/api/offers', offerBody(seller))).statusCode).toBe(201);
    expect(await offersOf(seller.user.organisationId)).toHaveLength(2);
  });

  it('the same key with another body or on another route answers 409; another user’s key is its own', async () => {
    await setMarket('closed');
    const seller = await grower('300');
    expect((await send(seller, 'POST', '/api/offers', offerBody(seller), 'k')).statusCode).toBe(201);
    const changed = await send(seller, 'POST', '/api/offers', offerBody(seller, { price: '991.00' }), 'k');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(MSG.idempotencyKeyReused);
    const placed = (await offersOf(seller.user.organisationId))[0];
    const elsewhere = await send(seller, 'POST', `/api/offers/${placed?.id}/cancel`, { passwordToken: seller.passwordToken }, 'k');
    expect(elsewhere.statusCode).toBe(409);
    expect(await offersOf(seller.user.organisationId)).toEqual([expect.objectContaining({ status: 'active' })]);

    const other = await grower('300');
    expect((await send(other, 'POST', '/api/offers', offerBody(other), 'k')).statusCode).toBe(201);
    expect(await offersOf(other.user.organisationId)).toHaveLength(1);
  });

  it('refuses a key that is empty, longer than 255 characters or not printable: 400 on the header', async () => {
    const seller = await grower('300');
    for (const key of ['', 'x'.repeat(256), 'tab\there']) {
      const response = await send(seller, 'POST', '/api/offers', offerBody(seller), key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().errors).toEqual({ 'idempotency-key': [MSG.idempotencyKeyInvalid] });
    }
    expect((await send(seller, 'POST', '/api/offers', offerBody(seller), 'x'.repeat(255))).statusCode).toBe(201);
    expect((await send({ authorization: '' }, 'POST', '/api/offers', offerBody(seller), '')).statusCode).toBe(401);
  });

  it('a request that fails keeps no key, so a retry runs again', async () => {
    await setMarket('closed');
    const seller = await grower('100');
    // Refused under the holding's lock, after the key was claimed in the batch.
    const tooMuch = await send(seller, 'POST', '/api/offers', offerBody(seller, { quantity: '150' }), 'retry-me');
    expect(tooMuch.statusCode).toBe(400);
    expect(await keyRow(seller.user.id, 'retry-me')).toBeUndefined();
    const fixed = await send(seller, 'POST', '/api/offers', offerBody(seller, { quantity: '90' }), 'retry-me');
    expect(fixed.statusCode).toBe(201);
    expect(await keyRow(seller.user.id, 'retry-me')).toMatchObject({ statusCode: 201 });
  });

  it('a retry while the first is still running answers 409 in progress, and only one order is placed', async () => {
    await setMarket('closed');
    const seller = await grower('300');
    const [a, b] = await Promise.all([
      send(seller, 'POST', '/api/offers', offerBody(seller), 'twice'),
      send(seller, 'POST', '/api/offers', offerBody(seller), 'twice'),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((response) => response?.statusCode === 409)?.json().message).toBe(MSG.idempotencyInProgress);
    expect(await offersOf(seller.user.organisationId)).toHaveLength(1);
  });

  it('work whose key another request committed meanwhile is refused in its own transaction, placing nothing', async () => {
    await setMarket('closed');
    const seller = await grower('300');
    const auth = await authenticateToken(t.context, seller.authorization.slice('Bearer '.length));
    if (!auth) throw new Error('no session');
    const body = ZCreateOfferRequest.parse(offerBody(seller));
    const claim = {
      userId: seller.user.id,
      key: 'raced',
      route: 'POST /api/offers',
      requestHash: requestHashOf({}, body),
      statusCode: 201,
      now: new Date(),
    };
    await t.context.db
      .insert(idempotencyKeys)
      .values({ userId: seller.user.id, key: 'raced', route: claim.route, requestHash: claim.requestHash });
    await expect(placeOffer(t.context, auth, body, undefined, claim)).rejects.toBeInstanceOf(IdempotencyKeyTaken);
    expect(await offersOf(seller.user.organisationId)).toEqual([]);
  });

  it('cancels once: a retried cancel answers 204 again instead of 409', async () => {
    await setMarket('closed');
    const seller = await grower('300');
    const placed = (await send(seller, 'POST', '/api/offers', offerBody(seller))).json();
    const url = `/api/offers/${placed.id}/cancel`;
    const payload = { passwordToken: seller.passwordToken };
    expect((await send(seller, 'POST', url, payload, 'cancel-1')).statusCode).toBe(204);
    const again = await send(seller, 'POST', url, payload, 'cancel-1');
    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await send(seller, 'POST', url, payload)).statusCode).toBe(409);

    const buyer = await trader();
    const bid = (await bidAt(buyer, { price: '10.00', quantity: '100' })).json();
    const bidUrl = `/api/bids/${bid.id}/cancel`;
    expect((await send(buyer, 'POST', bidUrl, { passwordToken: buyer.passwordToken }, 'c')).statusCode).toBe(204);
    expect((await send(buyer, 'POST', bidUrl, { passwordToken: buyer.passwordToken }, 'c')).statusCode).toBe(204);
  });

  it('an edit, a bid, a bid edit and a rebid retried with their keys are done once', async () => {
    await setMarket('closed');
    const seller = await grower('300');
    const placed = (await send(seller, 'POST', '/api/offers', offerBody(seller))).json();
    const edit = () => send(seller, 'PUT', `/api/offers/${placed.id}`, offerBody(seller, { price: '980.00' }), 'edit-1');
    const edited = await edit();
    expect(edited.statusCode).toBe(200);
    const sequence = (await offersOf(seller.user.organisationId))[0]?.sequence;
    expect((await edit()).json()).toEqual(edited.json());
    // A second edit would have sent the offer to the back of the queue again.
    expect((await offersOf(seller.user.organisationId))[0]?.sequence).toBe(sequence);

    const buyer = await trader();
    const bidBody = {
      market: 'cgx',
      passwordToken: buyer.passwordToken,
      seasonId: ref.seasonId,
      commodityId: ref.commodityId,
      deliveryPeriodId: ref.now,
      quantity: '100',
      bidsAttributes: [{ gradeId: ref.aph1, siteId: ref.moree, price: '11.00' }],
    };
    const bid = await send(buyer, 'POST', '/api/bids', bidBody, 'bid-1');
    expect((await send(buyer, 'POST', '/api/bids', bidBody, 'bid-1')).json()).toEqual(bid.json());
    const bidsOf = () => t.context.db.select().from(bidGroups).where(eq(bidGroups.organisationId, buyer.user.organisationId));
    expect(await bidsOf()).toHaveLength(1);
    const changed = { ...bidBody, quantity: '120' };
    expect((await send(buyer, 'PUT', `/api/bids/${bid.json().id}`, changed, 'bid-edit')).statusCode).toBe(200);
    expect((await send(buyer, 'PUT', `/api/bids/${bid.json().id}`, changed, 'bid-edit')).statusCode).toBe(200);
    await t.context.db.update(bidGroups).set({ status: 'lapsed' }).where(eq(bidGroups.id, bid.json().id));
    const rebid = await send(buyer, 'POST', `/api/bids/${bid.json().id}/rebid`, bidBody, 'rebid-1');
    expect(rebid.statusCode).toBe(201);
    expect((await send(buyer, 'POST', `/api/bids/${bid.json().id}/rebid`, bidBody, 'rebid-1')).json()).toEqual(rebid.json());
    expect(await bidsOf()).toHaveLength(2);
  });

  it('keys last 24 hours: the cleanup removes older ones, and an older one still there is used afresh', async () => {
    await setMarket('closed');
    const seller = await grower('300');
    expect((await send(seller, 'POST', '/api/offers', offerBody(seller), 'old')).statusCode).toBe(201);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    await t.context.db
      .update(idempotencyKeys)
      .set({ createdAt: dayAgo })
      .where(and(eq(idempotencyKeys.userId, seller.user.id), eq(idempotencyKeys.key, 'old')));
    const fresh = await send(seller, 'POST', '/api/offers', offerBody(seller), 'old');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await offersOf(seller.user.organisationId)).toHaveLength(2);

    const other = await createUser(t.context, 'Trader');
    await t.context.db
      .insert(idempotencyKeys)
      .values({ userId: other.id, key: 'stale', route: 'POST /api/bids', requestHash: 'x', statusCode: 201, createdAt: dayAgo });
    await deleteExpiredIdempotencyKeys(t.context.db, new Date());
    expect(await keyRow(other.id, 'stale')).toBeUndefined();
    expect(await keyRow(seller.user.id, 'old')).toBeDefined();
  });
});
