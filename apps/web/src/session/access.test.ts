import { describe, expect, it } from 'vitest';
import { makeSession } from '../test/fixtures';
import { canAccess } from './access';

describe('canAccess', () => {
  it('lets any signed-in user through an empty access', () => {
    expect(canAccess(makeSession('Analyst'), {})).toBe(true);
  });

  it('requires one of the roles', () => {
    expect(canAccess(makeSession('Trader'), { roles: ['Trader'] })).toBe(true);
    expect(canAccess(makeSession('Grower'), { roles: ['Trader', 'Agent'] })).toBe(false);
  });

  it('requires the permission', () => {
    expect(canAccess(makeSession('Admin'), { permission: 'setting' })).toBe(true);
    expect(canAccess(makeSession('CGX Sales'), { permission: 'setting' })).toBe(false);
  });

  it('requires the feature flag to be on', () => {
    const off = makeSession('Trader', { featureFlags: { bidSheets: false, igrainTrade: false, publicAd: false, maintenance: false } });
    expect(canAccess(off, { roles: ['Trader'], featureFlag: 'bidSheets' })).toBe(false);
    expect(canAccess(makeSession('Trader'), { roles: ['Trader'], featureFlag: 'bidSheets' })).toBe(true);
  });
});
