import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { useMarketSettingsFixtures } from './market-settings.fixtures.ts';

const t = useTestApp();
const { callers, call } = useMarketSettingsFixtures(t);

/** Every market-settings route, with a body good enough to pass validation (so 403 is about the caller). */
const ROUTES: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
  ['GET', '/api/market-settings/on-farm-storages'],
  ['GET', '/api/market-settings/on-farm-storages/1'],
  ['POST', '/api/market-settings/on-farm-storages', { name: 'Pit', status: 'active' }],
  ['PUT', '/api/market-settings/on-farm-storages/1', { name: 'Pit', status: 'active' }],
  ['GET', '/api/market-settings/varieties'],
  ['GET', '/api/market-settings/varieties/download'],
  ['GET', '/api/market-settings/varieties/1'],
  ['PUT', '/api/market-settings/varieties/status', { ids: [1], status: 'inactive' }],
  [
    'POST',
    '/api/market-settings/varieties',
    { seasonId: 1, commodityId: 1, code: 'X', name: 'X', royaltyManagerName: 'X', recipientName: 'X', amount: '1', status: 'active' },
  ],
  [
    'PUT',
    '/api/market-settings/varieties/1',
    { seasonId: 1, commodityId: 1, code: 'X', name: 'X', royaltyManagerName: 'X', recipientName: 'X', amount: '1', status: 'active' },
  ],
  ['GET', '/api/market-settings/special-terms'],
  ['GET', '/api/market-settings/special-terms/1'],
  ['POST', '/api/market-settings/special-terms', { name: 'Term', status: 'active' }],
  ['PUT', '/api/market-settings/special-terms/1', { name: 'Term', status: 'active' }],
  ['PUT', '/api/market-settings/special-terms/1/position', { position: 2 }],
  ['GET', '/api/market-settings/delivered-sites'],
  ['GET', '/api/market-settings/delivered-sites/download'],
  ['GET', '/api/market-settings/delivered-sites/regions'],
  ['GET', '/api/market-settings/delivered-sites/1'],
  [
    'POST',
    '/api/market-settings/delivered-sites',
    { tradingName: 'A', nickname: 'A', siteName: 'A', portId: 1, state: 'NSW', latitude: '-33', longitude: '151' },
  ],
  [
    'PUT',
    '/api/market-settings/delivered-sites/1',
    { tradingName: 'A', nickname: 'A', siteName: 'A', portId: 1, state: 'NSW', latitude: '-33', longitude: '151' },
  ],
];

describe('market settings access (spec 002 §6: the igrainX settings are admin only)', () => {
  it('answers 401 to anonymous callers on every route, before validating anything', async () => {
    for (const [method, url, body] of ROUTES) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to every role but Admin on every route, CGX Sales holding every igrain permission included', async () => {
    for (const { role, caller } of callers.others) {
      for (const [method, url, body] of ROUTES) {
        expect((await call(caller, method, url, body)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('answers 403 to every role but Admin on every write route before reading the body (not a 400 listing every field)', async () => {
    for (const { role, caller } of callers.others) {
      for (const [method, url] of ROUTES.filter(([method]) => method !== 'GET')) {
        const response = await call(caller, method, url, {});
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().errors, `${role} ${method} ${url}`).toBeUndefined();
      }
    }
  });

  it('lets an admin read every list', async () => {
    for (const [method, url] of ROUTES.filter(([method, url]) => method === 'GET' && !/\/\d+$/.test(url))) {
      expect((await call(callers.admin, method, url)).statusCode, url).toBe(200);
    }
  });
});
