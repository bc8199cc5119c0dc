import type { TMonitoring } from '@cgx/domain/app-status.schemas';
import { whenIdle } from '../../lib/idle';
import type * as SentryClientModule from './sentry-client';

type SentryClient = typeof SentryClientModule;

let client: Promise<SentryClient> | null = null;
let userId: string | null = null;

/**
 * Starts the error reporter the server configured (decision 0092): its SDK comes in a chunk of its
 * own, fetched when the browser is first idle, so the page's first download and load do not grow.
 * Errors before then are not reported.
 */
export function startErrorReporting(config: NonNullable<TMonitoring['errorReporting']>): void {
  if (client) return;
  client = new Promise<SentryClient>((resolve, reject) => {
    whenIdle(() => void import('./sentry-client').then(resolve, reject));
  }).then((module) => {
    module.startSentry(config);
    module.setSentryUser(userId);
    return module;
  });
  // A chunk that fails to load (offline, a newer release): this page goes unreported.
  client.catch(() => {});
}

/** The signed-in user's id goes with every report; nothing else about them. */
export function setReportedUser(id: number | null): void {
  userId = id === null ? null : String(id);
  void client?.then((module) => module.setSentryUser(userId)).catch(() => {});
}
