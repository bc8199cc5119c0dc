import type { TSessionTokens } from '@cgx/domain/auth.schemas';

/** Every browser-storage key the web app uses, in one place. */
export const STORAGE_KEYS = {
  session: 'cgx.session',
  authMessage: 'cgx.authMessage',
  lastPath: 'cgx.lastPath',
  sidebarCollapsed: 'cgx.sidebarCollapsed',
  /** sessionStorage: this window acts as another user for staff (decision 0112). */
  impersonation: 'cgx.impersonation',
  /** localStorage: the fallback signal of a notification read action to other windows. */
  notificationsRead: 'cgx.notificationsRead',
  /** sessionStorage: onboarding experiences already offered in this tab. */
  onboardingOffered: 'cgx.onboardingOffered',
  marketSounds: 'cgx.marketSounds',
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

/**
 * An impersonation window (decision 0112) keeps its tokens in its own sessionStorage, so the staff
 * member's session in localStorage, shared by their other tabs, is never overwritten. After the
 * impersonation ends the window stays marked ({ended: true}) and signed out, rather than falling
 * back to the staff session.
 */
export type ImpersonationRecord =
  { active: true; token: string; wsToken: string; organisationId: number | null; userId: number | null } | { active: false };

export function readImpersonation(): ImpersonationRecord | null {
  const raw = safeGet(session, STORAGE_KEYS.impersonation);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<{ token: unknown; wsToken: unknown; organisationId: unknown; userId: unknown }>;
    const tokens = parseSessionTokens(JSON.stringify({ token: value.token, wsToken: value.wsToken }));
    if (!tokens) return { active: false };
    const id = (field: unknown) => (typeof field === 'number' && Number.isInteger(field) ? field : null);
    return { active: true, ...tokens, organisationId: id(value.organisationId), userId: id(value.userId) };
  } catch {
    return { active: false };
  }
}

export const isImpersonationWindow = (): boolean => readImpersonation() !== null;

export function writeImpersonation(record: { token: string; wsToken: string; organisationId: number | null; userId: number | null }): void {
  safeSet(session, STORAGE_KEYS.impersonation, JSON.stringify(record));
}

/** Leaves impersonation mode: this window reads the browser's own session again. */
export const clearImpersonation = (): void => safeSet(session, STORAGE_KEYS.impersonation, null);

export function readSessionTokens(): TSessionTokens | null {
  const impersonation = readImpersonation();
  if (impersonation) return impersonation.active ? { token: impersonation.token, wsToken: impersonation.wsToken } : null;
  return parseSessionTokens(safeGet(local, STORAGE_KEYS.session));
}

/** A real sign-in: it ends any impersonation of this window and becomes the browser's session. */
export function writeSessionTokens(tokens: TSessionTokens): void {
  clearImpersonation();
  safeSet(local, STORAGE_KEYS.session, JSON.stringify({ token: tokens.token, wsToken: tokens.wsToken }));
}

export function clearSessionTokens(): void {
  if (isImpersonationWindow()) safeSet(session, STORAGE_KEYS.impersonation, JSON.stringify({ ended: true }));
  else safeSet(local, STORAGE_KEYS.session, null);
}

export function readOnboardingOffered(): string[] {
  try {
    const value: unknown = JSON.parse(safeGet(session, STORAGE_KEYS.onboardingOffered) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
export const writeOnboardingOffered = (ids: readonly string[]): void =>
  safeSet(session, STORAGE_KEYS.onboardingOffered, JSON.stringify(ids));

export const readAuthMessage = (): string | null => safeGet(local, STORAGE_KEYS.authMessage);
export const writeAuthMessage = (message: string): void => safeSet(local, STORAGE_KEYS.authMessage, message);
export const clearAuthMessage = (): void => safeSet(local, STORAGE_KEYS.authMessage, null);

export const readLastPath = (): string | null => safeGet(session, STORAGE_KEYS.lastPath);
export const writeLastPath = (path: string): void => safeSet(session, STORAGE_KEYS.lastPath, path);
export const clearLastPath = (): void => safeSet(session, STORAGE_KEYS.lastPath, null);

/** spec 000 §4 'Sound toggle': off unless the stored preference says on. */
export const readMarketSoundsOn = (): boolean => safeGet(local, STORAGE_KEYS.marketSounds) === 'on';
export const writeMarketSoundsOn = (on: boolean): void => safeSet(local, STORAGE_KEYS.marketSounds, on ? 'on' : 'off');

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
