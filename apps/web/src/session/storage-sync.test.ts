import { describe, expect, it } from 'vitest';
import { decideStorageChange, pathAfterAdoption } from './storage-sync';

const stored = (token: string) => JSON.stringify({ token, wsToken: `ws-${token}` });

describe('decideStorageChange', () => {
  it('ignores other keys', () => {
    expect(decideStorageChange({ key: 'cgx.sidebarCollapsed', newValue: 'true' }, 'abc')).toEqual({ type: 'ignore' });
  });

  it('signs out when the token disappears while signed in', () => {
    expect(decideStorageChange({ key: 'cgx.session', newValue: null }, 'abc')).toEqual({ type: 'signedOut' });
  });

  it('signs out when another tab clears the whole storage', () => {
    expect(decideStorageChange({ key: null, newValue: null }, 'abc')).toEqual({ type: 'signedOut' });
  });

  it('treats a malformed value as a removed token', () => {
    expect(decideStorageChange({ key: 'cgx.session', newValue: '{"token":' }, 'abc')).toEqual({ type: 'signedOut' });
  });

  it('ignores a removal while signed out', () => {
    expect(decideStorageChange({ key: 'cgx.session', newValue: null }, null)).toEqual({ type: 'ignore' });
  });

  it('ignores the same token written again', () => {
    expect(decideStorageChange({ key: 'cgx.session', newValue: stored('abc') }, 'abc')).toEqual({ type: 'ignore' });
  });

  it('adopts a new token from another tab, signed in or not', () => {
    const expected = { type: 'adopt', tokens: { token: 'xyz', wsToken: 'ws-xyz' } };
    expect(decideStorageChange({ key: 'cgx.session', newValue: stored('xyz') }, 'abc')).toEqual(expected);
    expect(decideStorageChange({ key: 'cgx.session', newValue: stored('xyz') }, null)).toEqual(expected);
  });
});

describe('pathAfterAdoption', () => {
  it('prefers the last visited portal path', () => {
    expect(pathAfterAdoption('/portal/profile', '/login')).toBe('/portal/profile');
  });

  it('stays on the current page otherwise', () => {
    expect(pathAfterAdoption(null, '/portal/settings/general')).toBe('/portal/settings/general');
    expect(pathAfterAdoption(null, '/')).toBe('/');
  });

  it('leaves sign-in pages for the portal', () => {
    expect(pathAfterAdoption(null, '/login?unauthorised=true')).toBe('/portal');
    expect(pathAfterAdoption(null, '/register/trader')).toBe('/portal');
  });
});
