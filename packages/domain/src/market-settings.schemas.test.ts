import { describe, expect, it } from 'vitest';
import { ZDeliveredSiteRequest, ZOnFarmStorageRequest, ZVarietyRequest } from './market-settings.schemas.ts';
import { MSG } from './messages.ts';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

const site = {
  tradingName: 'A',
  nickname: 'B',
  siteName: 'C',
  portId: '3',
  state: 'NSW',
  latitude: '-33.5',
  longitude: '151.25',
};

describe('market settings schemas (spec 002 §5)', () => {
  it.each([
    ['12.3456789', MSG.coordinateFormat],
    ['abc', MSG.coordinateFormat],
    ['1e2', MSG.coordinateFormat],
    ['90.000001', MSG.latitudeRange],
    ['-91', MSG.latitudeRange],
    ['', MSG.required],
  ])('latitude %j: %s', (latitude, message) => {
    expect(errorsOf(ZDeliveredSiteRequest.safeParse({ ...site, latitude }))).toEqual({ latitude: message });
  });

  it('takes coordinates with up to 6 decimals at the limits, as text or JSON numbers, and ids from selects', () => {
    const parsed = ZDeliveredSiteRequest.parse({ ...site, latitude: -90, longitude: '180.000000', deliveredRegionName: '  ' });
    expect(parsed).toMatchObject({ latitude: '-90', longitude: '180.000000', portId: 3, deliveredRegionName: null, status: 'active' });
    expect(errorsOf(ZDeliveredSiteRequest.safeParse({ ...site, longitude: '-180.5' }))).toEqual({ longitude: MSG.longitudeRange });
  });

  it('variety amount: required, dollars and cents, 0 or greater', () => {
    const variety = { seasonId: 1, commodityId: 2, code: 'A', name: 'B', royaltyManagerName: 'C', recipientName: 'D', status: 'active' };
    expect(ZVarietyRequest.parse({ ...variety, amount: '0', gradeId: '' })).toMatchObject({ amount: '0', gradeId: null });
    expect(errorsOf(ZVarietyRequest.safeParse({ ...variety, amount: '-0.01' }))).toEqual({ amount: MSG.zeroOrGreater });
    expect(errorsOf(ZVarietyRequest.safeParse({ ...variety, amount: '' }))).toEqual({ amount: MSG.required });
    expect(errorsOf(ZVarietyRequest.safeParse({ ...variety, amount: '1.234' }))).toEqual({
      amount: 'Enter an amount in dollars and cents',
    });
  });

  it('on-farm storage position: blank is the end, else a whole number from 1', () => {
    expect(ZOnFarmStorageRequest.parse({ name: 'Silo', status: 'active', position: '' }).position).toBeUndefined();
    expect(ZOnFarmStorageRequest.parse({ name: 'Silo', status: 'active', position: 2 }).position).toBe(2);
    expect(errorsOf(ZOnFarmStorageRequest.safeParse({ name: 'Silo', status: 'active', position: '0' }))).toEqual({
      position: 'Must be at least 1',
    });
    expect(errorsOf(ZOnFarmStorageRequest.safeParse({ name: 'Silo', status: 'active', position: 'x' }))).toEqual({
      position: 'Must be a whole number',
    });
  });
});
