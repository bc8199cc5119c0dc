import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS, seedDemoData } from '../../composition/seed/demo.ts';
import { bearerFor, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function signedIn() {
  if ((await t.context.db.query.organisations.findMany()).length === 0) await seedDemoData(t.context.db);
  return bearerFor(t.context, await createUser(t.context, 'Trader'));
}

const SIGNED_IN_ROUTES = [
  '/api/reference/seasons',
  '/api/reference/delivery-periods',
  '/api/reference/commodities',
  '/api/reference/grades',
  '/api/reference/quality-parameters',
  '/api/reference/varieties',
  '/api/reference/on-farm-storages',
  '/api/reference/special-terms',
  '/api/reference/delivered-sites',
  '/api/reference/ports',
  '/api/reference/sites',
  '/api/reference/public-holidays',
];

describe('reference lookups', () => {
  it.each(SIGNED_IN_ROUTES)('%s answers 401 anonymous and 200 signed in', async (url) => {
    const { authorization } = await signedIn();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('lists only active seasons, and grades filtered by commodity and industry body', async () => {
    const { authorization } = await signedIn();
    const seasons = (await t.app.inject({ method: 'GET', url: '/api/reference/seasons', headers: { authorization } })).json();
    expect(seasons.map((season: { name: string }) => season.name)).toEqual(['2025/26', '2026/27']);
    const commodities = (await t.app.inject({ method: 'GET', url: '/api/reference/commodities', headers: { authorization } })).json();
    const barley = commodities.find((commodity: { code: string }) => commodity.code === 'BAR');
    expect(barley.industryBodyName).toBe('Barley Australia');
    const grades = (
      await t.app.inject({
        method: 'GET',
        url: `/api/reference/grades?commodityId=${barley.id}&industryBody=Yes`,
        headers: { authorization },
      })
    ).json();
    expect(grades.map((grade: { code: string }) => grade.code)).toEqual(['MA1', 'BAR1', 'F1', 'BAR2']);
  });

  it('answers 400 for malformed filters', async () => {
    const { authorization } = await signedIn();
    const bad = await t.app.inject({ method: 'GET', url: '/api/reference/grades?commodityId=abc', headers: { authorization } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('commodityId');
    const badList = await t.app.inject({ method: 'GET', url: '/api/reference/varieties?gradeIds=1,x', headers: { authorization } });
    expect(badList.json().errors).toEqual({ gradeIds: ['A comma-separated list of ids'] });
  });

  it('gives sites with their storage provider, port zone and port differential as a decimal string', async () => {
    const { authorization } = await signedIn();
    const sites = (await t.app.inject({ method: 'GET', url: '/api/reference/sites?state=wa', headers: { authorization } })).json();
    const merredin = sites.find((site: { name: string }) => site.name === 'Merredin');
    expect(merredin).toMatchObject({
      state: 'WA',
      storageProviderNickname: 'CBH',
      portZoneName: 'Kwinana',
      portName: 'Kwinana',
      portDifferential: '40.00',
    });
    expect(sites.every((site: { state: string }) => site.state === 'WA')).toBe(true);
  });

  it('serves storage providers by state to anonymous visitors (the home page map)', async () => {
    await signedIn();
    const response = await t.app.inject({ method: 'GET', url: '/api/reference/storage-providers-by-state' });
    expect(response.statusCode).toBe(200);
    const states = response.json();
    expect(states.map((entry: { state: string }) => entry.state)).toEqual(['NSW', 'QLD', 'SA', 'VIC', 'WA']);
    const vic = states.find((entry: { state: string }) => entry.state === 'VIC');
    expect(vic.storageProviders.map((provider: { nickname: string }) => provider.nickname).sort()).toEqual(['Emerald', 'GrainCorp']);
    const providers = DEMO_ORGANISATIONS.filter((organisation) => organisation.type === 'storage_provider').length;
    expect(new Set(states.flatMap((entry: { storageProviders: { id: number }[] }) => entry.storageProviders.map((p) => p.id))).size).toBe(
      providers,
    );
  });
});

describe('public holidays', () => {
  it('are seeded for every state for this year and next, with the state differences', async () => {
    const { authorization } = await signedIn();
    const year = new Date().getUTCFullYear();
    const get = async (state: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/reference/public-holidays?state=${state}&year=${year}`, headers: { authorization } })
      ).json();
    const wa = await get('WA');
    const nsw = await get('NSW');
    expect(wa.some((holiday: { name: string }) => /Western Australia Day|WA Day/.test(holiday.name))).toBe(true);
    expect(nsw.some((holiday: { name: string }) => /Western Australia Day|WA Day/.test(holiday.name))).toBe(false);
    expect(nsw.some((holiday: { name: string }) => holiday.name === 'Good Friday')).toBe(true);
    const next = (
      await t.app.inject({ method: 'GET', url: `/api/reference/public-holidays?state=VIC&year=${year + 1}`, headers: { authorization } })
    ).json();
    expect(next.length).toBeGreaterThan(8);
  });
});
