import { beforeAll, describe, expect, it } from 'vitest';
import { userPreferences } from '../../../db/schema/users.ts';
import { seedDemoData } from '../../../composition/seed/demo.ts';
import { createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { gradeOf, insertHolding, insertOfferOn, seasonNamed, siteNamed } from '../holdings/holdings.fixtures.ts';
import { growersToAlertForBid } from './bid-alert-recipients.repository.ts';

const t = useTestApp();

/** A grower organisation holding one parcel, and its users: each opted in or not. */
async function growerHolding(
  name: string,
  grain: { site: string; commodity?: string; grade?: string; season?: string; quantity?: string },
  members: { optedIn: boolean; mobile?: string | null; status?: 'active' | 'inactive' }[],
  organisationStatus: 'active' | 'suspended' = 'active',
) {
  const organisation = await createOrganisation(t.context, { type: 'grower', tradingName: name, status: organisationStatus });
  const holding = await insertHolding(t.context, {
    organisationId: organisation.id,
    ngr: String(40_000_000 + organisation.id),
    site: grain.site,
    season: grain.season,
    commodity: grain.commodity ?? 'WHT',
    grade: grain.grade ?? 'APH1',
    quantity: grain.quantity ?? '300',
  });
  const users = [];
  for (const member of members) {
    const user = await createUser(t.context, 'Grower', {
      organisationId: organisation.id,
      ...(member.mobile !== undefined ? { mobile: member.mobile } : {}),
      status: member.status ?? 'active',
    });
    if (member.optedIn) await t.context.db.insert(userPreferences).values({ userId: user.id, smsBidAlerts: true });
    users.push(user);
  }
  return { organisation, holding, users };
}

let ids: { season: number; other: number; wheat: number; aph1: number; moree: number; newcastleZone: number; dalby: number };
let growers: Record<string, Awaited<ReturnType<typeof growerHolding>>>;

beforeAll(async () => {
  await seedDemoData(t.context.db);
  const aph1 = await gradeOf(t.context, 'WHT', 'APH1');
  const moree = await siteNamed(t.context, 'Moree');
  ids = {
    season: (await seasonNamed(t.context, '2026/27')).id,
    other: (await seasonNamed(t.context, '2025/26')).id,
    wheat: aph1.commodityId,
    aph1: aph1.id,
    moree: moree.id,
    newcastleZone: moree.portZoneId,
    dalby: (await siteNamed(t.context, 'Dalby')).id,
  };
  growers = {
    // Alice opted in; Bob did not; Carol opted in without a mobile; Dan opted in but is inactive.
    moree: await growerHolding('Moree APH1', { site: 'Moree' }, [
      { optedIn: true },
      { optedIn: false },
      { optedIn: true, mobile: null },
      { optedIn: true, status: 'inactive' },
    ]),
    narrabri: await growerHolding('Narrabri APH1 (same port zone)', { site: 'Narrabri' }, [{ optedIn: true }]),
    h2: await growerHolding('Moree H2 (another grade)', { site: 'Moree', grade: 'H2' }, [{ optedIn: true }]),
    oldSeason: await growerHolding('Moree APH1 2025/26', { site: 'Moree', season: '2025/26' }, [{ optedIn: true }]),
    barley: await growerHolding('Moree barley', { site: 'Moree', commodity: 'BAR', grade: 'BAR1' }, [{ optedIn: true }]),
    committed: await growerHolding('Moree APH1 all on offer', { site: 'Moree', quantity: '100' }, [{ optedIn: true }]),
    suspended: await growerHolding('Moree APH1 suspended', { site: 'Moree' }, [{ optedIn: true }], 'suspended'),
  };
  const committed = growers.committed;
  if (committed?.users[0]) await insertOfferOn(t.context, committed.holding, { userId: committed.users[0].id, remaining: '100' });
});

const alerted = async (bid: Parameters<typeof growersToAlertForBid>[1]) =>
  (await t.context.db.transaction((tx) => growersToAlertForBid(tx, bid))).map((recipient) => recipient.userId);

describe('growersToAlertForBid', () => {
  it('finds the opted-in users with a mobile of growers holding available grain at the bid site, grade and season', async () => {
    const recipients = await t.context.db.transaction((tx) =>
      growersToAlertForBid(tx, { seasonId: ids.season, commodityId: ids.wheat, gradeId: ids.aph1, siteIds: [ids.moree] }),
    );
    const alice = growers.moree?.users[0];
    expect(recipients).toEqual([
      { userId: alice?.id, organisationId: alice?.organisationId, firstName: alice?.firstName, mobile: alice?.mobile },
    ]);
  });

  it('takes any grade when the bid names none, and every site of a port zone', async () => {
    const byId = (name: string) => growers[name]?.users[0]?.id;
    expect(await alerted({ seasonId: ids.season, commodityId: ids.wheat, gradeId: null, siteIds: [ids.moree] })).toEqual([
      byId('moree'),
      byId('h2'),
    ]);
    expect(await alerted({ seasonId: ids.season, commodityId: ids.wheat, gradeId: ids.aph1, portZoneId: ids.newcastleZone })).toEqual([
      byId('moree'),
      byId('narrabri'),
    ]);
    expect(await alerted({ seasonId: ids.other, commodityId: ids.wheat, gradeId: ids.aph1, siteIds: [ids.moree] })).toEqual([
      byId('oldSeason'),
    ]);
  });

  it('finds nobody for another site, or without a location', async () => {
    expect(await alerted({ seasonId: ids.season, commodityId: ids.wheat, gradeId: ids.aph1, siteIds: [ids.dalby] })).toEqual([]);
    expect(await alerted({ seasonId: ids.season, commodityId: ids.wheat, gradeId: ids.aph1 })).toEqual([]);
    expect(await alerted({ seasonId: ids.season, commodityId: ids.wheat, gradeId: ids.aph1, siteIds: [], portZoneId: null })).toEqual([]);
  });
});
