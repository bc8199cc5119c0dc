import type { TSessionTokens } from '@cgx/domain/auth.schemas';

/** Every browser-storage key the web app uses, in one place. */
export const STORAGE_KEYS = {
  session: 'cgx.session',
  authMessage: 'cgx.authMessage',
  lastPath: 'cgx.lastPath',
  sidebarCollapsed: 'cgx.sidebarCollapsed',
} as const;

function safeGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage disabled (private mode, blocked cookies): the app keeps working for this page only.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** Parses the stored session; anything malformed counts as no session. */
export function parseSessionTokens(raw: string | null): TSessionTokens | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'token' in value &&
      typeof value.token === 'string' &&
      value.token.length > 0 &&
      'wsToken' in value &&
      typeof value.wsToken === 'string'
    ) {
      return { token: value.token, wsToken: value.wsToken };
    }
  } catch {
    // fall through
  }
  return null;
}

export const readSessionTokens = (): TSessionTokens | null => parseSessionTokens(safeGet(local, STORAGE_KEYS.session));
export const writeSessionTokens = (tokens: TSessionTokens): void =>
  safeSet(local, STORAGE_KEYS.session, JSON.stringify({ token: tokens.token, wsToken: tokens.wsToken }));
export const clearSessionTokens = (): void => safeSet(local, STORAGE_KEYS.session, null);

export const readAuthMessage = (): string | null => safeGet(local, STORAGE_KEYS.authMessage);
export const writeAuthMessage = (message: string): void => safeSet(local, STORAGE_KEYS.authMessage, message);
export const clearAuthMessage = (): void => safeSet(local, STORAGE_KEYS.authMessage, null);

export const readLastPath = (): string | null => safeGet(session, STORAGE_KEYS.lastPath);
export const writeLastPath = (path: string): void => safeSet(session, STORAGE_KEYS.lastPath, path);
export const clearLastPath = (): void => safeSet(session, STORAGE_KEYS.lastPath, null);

/** spec 000 §5: when local storage is unsupported, a banner asks the user to enable cookies. */
export function isLocalStorageAvailable(): boolean {
  try {
    const probe = '__cgx_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
