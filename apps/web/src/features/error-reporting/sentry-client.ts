import type { TMonitoring } from '@cgx/domain/app-status.schemas';
import { type BrowserOptions, init, replayIntegration, setUser } from '@sentry/react';
import { filterBreadcrumb, filterEvent, NOISE } from './noise-filter';

export type ErrorReportingConfig = NonNullable<TMonitoring['errorReporting']>;

/** spec 000 §9: 10% of sessions replayed, every session with an error. */
export const REPLAY_SESSION_SAMPLE_RATE = 0.1;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1.0;

/** The reporter's options (decision 0092). The replay masks all text and blocks media, so no password or figure is recorded. */
export function sentryOptions(config: ErrorReportingConfig): BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release ?? undefined,
    // The user is the id the app sets, nothing the SDK infers (no IP address).
    dataCollection: { userInfo: false },
    ignoreErrors: NOISE,
    beforeSend: filterEvent,
    beforeBreadcrumb: filterBreadcrumb,
    integrations: [replayIntegration()],
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
  };
}

/** Loaded on its own (error-reporting.ts imports it dynamically), so the first page's download does not carry the SDK. */
export function startSentry(config: ErrorReportingConfig): void {
  init(sentryOptions(config));
}

export function setSentryUser(id: string | null): void {
  setUser(id === null ? null : { id });
}
