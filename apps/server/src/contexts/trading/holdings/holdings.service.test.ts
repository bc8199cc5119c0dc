import { beforeAll, describe, expect, it } from 'vitest';
import type { holdings } from '../../../db/schema/market.ts';
import { seedDemoData } from '../../../composition/seed/demo.ts';
import { createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { insertHolding, insertOfferOn } from './holdings.fixtures.ts';
import { availableOnHolding, holdingDrawError } from './holdings.service.ts';

const t = useTestApp();

let holding: typeof holdings.$inferSelect;
let userId: number;

beforeAll(async () => {
  await seedDemoData(t.context.db);
  const organisation = await createOrganisation(t.context, { type: 'grower', state: 'WA' });
  userId = (await createUser(t.context, 'Grower', { organisationId: organisation.id })).id;
  holding = await insertHolding(t.context, {
    organisationId: organisation.id,
    ngr: '91234501',
    site: 'Merredin',
    commodity: 'WHT',
    grade: 'APW1',
    quantity: '820',
  });
});

describe('availableOnHolding', () => {
  it('answers the holding with its quantity, committed and available tonnes as decimal strings', async () => {
    const offer = await insertOfferOn(t.context, holding, { userId, remaining: '200.125' });
    await insertOfferOn(t.context, holding, { userId, remaining: '99', status: 'cancelled' });
    const availability = await t.context.db.transaction((tx) => availableOnHolding(tx, holding.id));
    expect(availability).toEqual({
      holdingId: holding.id,
      organisationId: holding.organisationId,
      ngr: '91234501',
      siteId: holding.siteId,
      seasonId: holding.seasonId,
      commodityId: holding.commodityId,
      gradeId: holding.gradeId,
      quantity: '820.000',
      committed: '200.125',
      available: '619.875',
    });
    // Editing that offer: its own remaining does not count against it.
    const editing = await t.context.db.transaction((tx) => availableOnHolding(tx, holding.id, { excludeOfferId: offer.id }));
    expect(editing).toMatchObject({ committed: '0.000', available: '820.000' });
  });

  it('answers null for a holding that does not exist', async () => {
    expect(await t.context.db.transaction((tx) => availableOnHolding(tx, 987_654))).toBeNull();
  });

  it('never answers a negative available', async () => {
    const small = await insertHolding(t.context, {
      organisationId: holding.organisationId,
      ngr: '91234501',
      site: 'Katanning',
      commodity: 'BAR',
      grade: 'MA1',
      quantity: '50',
    });
    await insertOfferOn(t.context, small, { userId, remaining: '75' });
    expect(await t.context.db.transaction((tx) => availableOnHolding(tx, small.id))).toMatchObject({
      quantity: '50.000',
      committed: '75.000',
      available: '0.000',
    });
  });

  it('locks the holding until the transaction ends, so a second offer sees the first one (PostgreSQL server only)', async (test) => {
    if (t.context.database.driver !== 'pg') test.skip();
    const events: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const first = t.context.db.transaction(async (tx) => {
      const before = await availableOnHolding(tx, holding.id);
      locked();
      await held;
      await insertOfferOn({ ...t.context, db: tx }, holding, { userId, remaining: '19.875' });
      events.push('first commits');
      return before;
    });
    await lockTaken;
    const second = t.context.db.transaction(async (tx) => {
      const seen = await availableOnHolding(tx, holding.id);
      events.push('second reads');
      return seen;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    release();
    const [before, after] = await Promise.all([first, second]);
    expect(events).toEqual(['first commits', 'second reads']);
    expect(before).toMatchObject({ committed: '200.125', available: '619.875' });
    expect(after).toMatchObject({ committed: '220.000', available: '600.000' });
  });
});

describe('holdingDrawError', () => {
  const held = {
    holdingId: 1,
    organisationId: 7,
    ngr: '91234501',
    siteId: 3,
    seasonId: 2,
    commodityId: 4,
    gradeId: 5,
    quantity: '100.000',
    committed: '40.000',
    available: '60.000',
  };
  const offer = { organisationId: 7, seasonId: 2, commodityId: 4 };
  const errorsOf = (error: Error | null) => (error as { errors?: Record<string, string[]> } | null)?.errors;

  it('lets the seller draw up to what is available', () => {
    expect(holdingDrawError(held, offer, '60')).toBeNull();
    expect(holdingDrawError(held, offer, '0.5')).toBeNull();
  });

  it('refuses a holding that is missing or another organisation’s, of another season or commodity, or too small', () => {
    expect(errorsOf(holdingDrawError(undefined, offer, '1'))).toEqual({ holdingId: ['Choose grain you hold'] });
    expect(errorsOf(holdingDrawError(held, { ...offer, organisationId: 8 }, '1'))).toEqual({ holdingId: ['Choose grain you hold'] });
    expect(errorsOf(holdingDrawError(held, { ...offer, seasonId: 3 }, '1'))).toEqual({
      holdingId: ['This grain is of another season or commodity'],
    });
    expect(errorsOf(holdingDrawError(held, { ...offer, commodityId: 9 }, '1'))).toEqual({
      holdingId: ['This grain is of another season or commodity'],
    });
    expect(errorsOf(holdingDrawError(held, offer, '60.001'))).toEqual({ quantity: ['Can not be more than the 60.000 mt available'] });
  });
});
