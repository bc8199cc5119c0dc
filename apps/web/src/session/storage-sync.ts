import type { TSessionTokens } from '@cgx/domain/auth.schemas';
import { parseSessionTokens, STORAGE_KEYS } from '../lib/storage';

/** What this tab does when another tab changes the stored session (spec 000 §4). */
export type StorageSyncDecision = { type: 'ignore' } | { type: 'signedOut' } | { type: 'adopt'; tokens: TSessionTokens };

export interface StorageChange {
  /** StorageEvent.key: null when the other tab cleared the whole storage. */
  key: string | null;
  newValue: string | null;
}

export function decideStorageChange(change: StorageChange, currentToken: string | null): StorageSyncDecision {
  if (change.key !== null && change.key !== STORAGE_KEYS.session) return { type: 'ignore' };
  const tokens = change.key === null ? null : parseSessionTokens(change.newValue);
  if (!tokens) return currentToken ? { type: 'signedOut' } : { type: 'ignore' };
  if (tokens.token === currentToken) return { type: 'ignore' };
  return { type: 'adopt', tokens };
}

const AUTH_PAGES = ['/login', '/forgot-password', '/forgot-login-number', '/reset-password', '/register'];

const isAuthPage = (pathname: string): boolean => AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/**
 * Where a tab goes after adopting a session from another tab: the last portal path it showed,
 * else where it is, unless that is a sign-in or registration page, which a signed-in user leaves for the portal.
 */
export function pathAfterAdoption(lastPath: string | null, currentPath: string): string {
  if (lastPath) return lastPath;
  const pathname = currentPath.split(/[?#]/)[0] ?? currentPath;
  return isAuthPage(pathname) ? '/portal' : currentPath;
}
