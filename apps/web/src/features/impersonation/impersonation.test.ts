import { describe, expect, it } from 'vitest';
import {
  clearImpersonation,
  clearSessionTokens,
  readImpersonation,
  readSessionTokens,
  writeImpersonation,
  writeSessionTokens,
} from '../../lib/storage';
import { impersonateUrl, impersonationMismatch, parseImpersonateParams, safeImpersonationRedirect } from './impersonation';

describe('the /impersonate link', () => {
  it('carries the tokens, organisation and redirect in the fragment, which never reaches a server, and reads back the same', () => {
    const url = impersonateUrl({ token: 'tok+/=', wsToken: 'ws 1', userId: 5, organisationId: 9, redirectUrl: '/portal/my-grain' });
    expect(url.startsWith('/impersonate#')).toBe(true);
    expect(url).not.toContain('?');
    expect(parseImpersonateParams(url.slice(url.indexOf('#')))).toEqual({
      token: 'tok+/=',
      wsToken: 'ws 1',
      organisationId: 9,
      redirectUrl: '/portal/my-grain',
    });
  });

  it('still reads the query the spec names', () => {
    expect(parseImpersonateParams('?token=a&ws_token=b&organisationId=2')).toEqual({
      token: 'a',
      wsToken: 'b',
      organisationId: 2,
      redirectUrl: null,
    });
  });

  it('needs both tokens, and never redirects off the portal', () => {
    expect(parseImpersonateParams('?token=a')).toBeNull();
    expect(parseImpersonateParams('?token=a&ws_token=b&redirect_url=https://evil.example')).toMatchObject({ redirectUrl: null });
    expect(safeImpersonationRedirect('//evil.example/portal')).toBeNull();
    expect(safeImpersonationRedirect('/analyst')).toBe('/analyst');
  });
});

describe('impersonation storage (decision 0112)', () => {
  it('keeps the window’s tokens in sessionStorage and never touches the staff session in localStorage', () => {
    writeSessionTokens({ token: 'staff', wsToken: 'staff-ws' });
    const staffStored = window.localStorage.getItem('cgx.session');
    writeImpersonation({ token: 'imp', wsToken: 'imp-ws', organisationId: 3, userId: null });
    expect(readSessionTokens()).toEqual({ token: 'imp', wsToken: 'imp-ws' });

    // A 401 or logout in the impersonation window ends it there only, without falling back to staff.
    clearSessionTokens();
    expect(readSessionTokens()).toBeNull();
    expect(readImpersonation()).toEqual({ active: false });
    expect(window.localStorage.getItem('cgx.session')).toBe(staffStored);

    // Exit: the window returns to the browser's own (staff) session.
    clearImpersonation();
    expect(readSessionTokens()).toEqual({ token: 'staff', wsToken: 'staff-ws' });
  });

  it('a real sign-in ends the impersonation mode of the window', () => {
    writeImpersonation({ token: 'imp', wsToken: 'imp-ws', organisationId: null, userId: 4 });
    writeSessionTokens({ token: 'new', wsToken: 'new-ws' });
    expect(readImpersonation()).toBeNull();
    expect(readSessionTokens()).toEqual({ token: 'new', wsToken: 'new-ws' });
  });
});

describe('impersonationMismatch', () => {
  it('is true only when the window was opened for another user', () => {
    expect(impersonationMismatch(null, { userId: 1 })).toBe(false);
    expect(impersonationMismatch({ active: false }, { userId: 1 })).toBe(false);
    expect(impersonationMismatch({ active: true, token: 't', wsToken: 'w', organisationId: null, userId: null }, { userId: 1 })).toBe(
      false,
    );
    expect(impersonationMismatch({ active: true, token: 't', wsToken: 'w', organisationId: null, userId: 1 }, { userId: 1 })).toBe(false);
    expect(impersonationMismatch({ active: true, token: 't', wsToken: 'w', organisationId: null, userId: 2 }, { userId: 1 })).toBe(true);
  });
});
