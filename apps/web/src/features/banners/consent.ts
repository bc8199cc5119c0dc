import { useSyncExternalStore } from 'react';

/** localStorage: the visitor's answer to the tag manager's consent banner (components/tag-manager-consent.tsx). */
export const CONSENT_KEY = 'cgx.tagManagerConsent';

export type Consent = 'accepted' | 'declined';

const listeners = new Set<() => void>();
/** The answer of a visitor whose browser keeps no storage. */
let answeredHere: Consent | null = null;

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage blocked: the answer holds for this page only (the storage banner already says why).
    answeredHere = consent;
  }
  for (const listener of listeners) listener();
}

/**
 * 'Cookie settings': forgets the answer so the banner asks again. A tag manager already running
 * cannot be unloaded from the page, so withdrawing an acceptance reloads it without one.
 */
export function forgetConsent(): void {
  const wasAccepted = (readConsent() ?? answeredHere) === 'accepted';
  try {
    window.localStorage.removeItem(CONSENT_KEY);
  } catch {
    // Storage blocked: only this page's answer existed.
  }
  answeredHere = null;
  for (const listener of listeners) listener();
  if (wasAccepted) window.location.reload();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's answer.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's answer, null until they give one. */
export function useConsent(): Consent | null {
  return useSyncExternalStore(
    subscribe,
    () => readConsent() ?? answeredHere,
    () => null,
  );
}
