import { MSG } from '@cgx/domain/messages';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ports } from '../../db/schema/reference.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useMarketSettingsFixtures } from './market-settings.fixtures.ts';

const t = useTestApp();
const { callers, call } = useMarketSettingsFixtures(t);
const URL = '/api/market-settings/delivered-sites';

const portId = async () => (await t.context.db.query.ports.findFirst({ where: eq(ports.name, 'Newcastle') }))?.id ?? 0;
const site = (values: Record<string, unknown>) => ({
  tradingName: 'Hunter Feeds Pty Ltd',
  nickname: 'Hunter',
  siteName: 'Maitland Feedmill',
  deliveredRegionName: 'Hunter Valley',
  state: 'NSW',
  latitude: '-32.733',
  longitude: '151.557',
  ...values,
});

describe('delivered sites (spec 002 §3, §5, §7)', () => {
  it('creates and updates a site; status defaults to active and the region is optional', async () => {
    const created = await call(callers.admin, 'POST', URL, site({ portId: await portId() }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      siteName: 'Maitland Feedmill',
      portName: 'Newcastle',
      status: 'active',
      latitude: '-32.733000',
    });
    const updated = await call(
      callers.admin,
      'PUT',
      `${URL}/${created.json().id}`,
      site({ portId: await portId(), deliveredRegionName: '', status: 'inactive' }),
    );
    expect(updated.json()).toMatchObject({ deliveredRegionName: null, status: 'inactive' });
    expect((await call(callers.admin, 'GET', `${URL}/${created.json().id}`)).json()).toEqual(updated.json());
  });

  it('answers the spec’s latitude and longitude messages, and Required on every required field', async () => {
    const port = await portId();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ latitude: '12.3456789' }, { latitude: [MSG.coordinateFormat] }],
      [{ latitude: 'north' }, { latitude: [MSG.coordinateFormat] }],
      [{ latitude: '-90.000001' }, { latitude: [MSG.latitudeRange] }],
      [{ longitude: '180.5' }, { longitude: [MSG.longitudeRange] }],
      [{ longitude: '1e2' }, { longitude: [MSG.coordinateFormat] }],
    ];
    for (const [values, errors] of cases) {
      const response = await call(callers.admin, 'POST', URL, site({ portId: port, ...values }));
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json().errors, JSON.stringify(values)).toEqual(errors);
    }
    expect((await call(callers.admin, 'POST', URL, site({ portId: port, latitude: '-90', longitude: '180' }))).statusCode).toBe(201);
    const empty = await call(callers.admin, 'POST', URL, {});
    for (const field of ['tradingName', 'nickname', 'siteName', 'portId', 'state', 'latitude', 'longitude']) {
      expect(empty.json().errors[field], field).toEqual([MSG.required]);
    }
    expect(empty.json().errors.deliveredRegionName).toBeUndefined();
    const unknownPort = await call(callers.admin, 'POST', URL, site({ portId: 999999 }));
    expect(Object.keys(unknownPort.json().errors)).toEqual(['portId']);
  });

  it('lists regions in use, filters by state and term, and downloads the filtered list as CSV', async () => {
    const regions = (await call(callers.admin, 'GET', `${URL}/regions`)).json();
    expect(regions).toContain('Riverina');
    expect(regions).toEqual([...regions].sort());
    const nsw = (await call(callers.admin, 'GET', `${URL}?state=NSW&pageSize=100`)).json();
    expect(nsw.rows.every((row: { state: string }) => row.state === 'NSW')).toBe(true);
    expect((await call(callers.admin, 'GET', `${URL}?state=XX`)).statusCode).toBe(400);
    const csv = await call(callers.admin, 'GET', `${URL}/download?term=wagga`);
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        'Trading Name': 'Riverina (Australia) Pty Ltd',
        Nickname: 'Riverina',
        'Site Name': 'Wagga Wagga Feedmill',
        Region: 'Riverina',
        Port: 'Port Kembla',
        State: 'NSW',
        Latitude: '-35.110000',
        Longitude: '147.370000',
        Status: 'active',
      },
    ]);
  });
});
