import type * as SentryNode from '@sentry/node';
import type { Breadcrumb, ErrorEvent } from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

type SentryModule = typeof SentryNode;

/** Set once SENTRY_DSN started the reporter; the SDK is not even loaded without it (it costs ~0.6 s at start-up). */
let sentry: SentryModule | null = null;

const FILTERED = '[Filtered]';
/** Headers that carry a session or a secret. */
const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|set-cookie|sec-websocket-protocol|x-api-key)$/i;
/** Body fields, query parameters and extra data that carry one: passwords, tokens (session, socket, reset, password token), MFA codes. */
const SECRET_KEY = /pass(word)?|token|secret|signature|authori[sz]ation|cookie|^code$|^key$|otp/i;

function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? FILTERED : scrubValue(item, depth + 1)]),
  );
}

/** A request body as the SDK keeps it (the JSON text, or parsed): secret fields' values replaced; text that is not JSON withheld. */
function scrubBody(data: unknown): unknown {
  if (typeof data !== 'string') return scrubValue(data);
  try {
    return JSON.stringify(scrubValue(JSON.parse(data)));
  } catch {
    return FILTERED;
  }
}

/** The query of a URL or a query string with secret parameters' values replaced. */
function scrubQuery(query: string): string {
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_KEY.test(key)) params.set(key, FILTERED);
  return params.toString();
}

function scrubUrl(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : `${url.slice(0, at)}?${scrubQuery(url.slice(at + 1))}`;
}

/**
 * What leaves the server: no authorization header, cookie, token or password, whether the SDK
 * took it from the request (headers, query, body) or a breadcrumb; the user by id only.
 */
export function scrubEvent<T extends ErrorEvent>(event: T): T {
  const { request } = event;
  if (request) {
    if (request.headers) {
      request.headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !SECRET_HEADER.test(name)));
    }
    delete request.cookies;
    if (typeof request.url === 'string') request.url = scrubUrl(request.url);
    if (typeof request.query_string === 'string') request.query_string = scrubQuery(request.query_string);
    else if (request.query_string) request.query_string = scrubValue(request.query_string) as typeof request.query_string;
    if (request.data !== undefined) request.data = scrubBody(request.data);
  }
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  if (event.extra) event.extra = scrubValue(event.extra) as typeof event.extra;
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  return event;
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  if (!breadcrumb.data) return breadcrumb;
  const data = scrubValue(breadcrumb.data) as Record<string, unknown>;
  if (typeof data.url === 'string') data.url = scrubUrl(data.url);
  return { ...breadcrumb, data };
}

/**
 * Starts error reporting when SENTRY_DSN is set (decision 0092): any Sentry-compatible server
 * (Sentry, a self-hosted GlitchTip). Idempotent, so every app the process builds may call it.
 */
export async function startErrorReporting(config: Config): Promise<void> {
  if (!config.sentryDsn || sentry) return;
  const module = await import('@sentry/node');
  module.init({
    dsn: config.sentryDsn,
    environment: config.sentryEnvironment,
    release: config.release,
    // The user is set by id alone (reportError); bodies and query strings go through scrubEvent.
    dataCollection: {
      cookies: false,
      httpHeaders: { request: { deny: ['authorization', 'proxy-authorization', 'cookie', 'sec-websocket-protocol'] }, response: false },
      httpBodies: ['incomingRequest'],
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    // The SDK's own Fastify hook would report an error before the error handler has decided what it
    // is (a database's bad-input error answers 400) and without the user: the handler reports (reportError).
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  });
  sentry = module;
}

/** An unexpected error of a request (the 500 branch of the error handler), with the caller's user id and nothing else of theirs. */
export function reportError(error: unknown, request: FastifyRequest): void {
  if (!sentry) return;
  const { captureException } = sentry;
  sentry.withScope((scope) => {
    scope.setUser(request.auth ? { id: String(request.auth.user.id) } : null);
    if (request.auth?.impersonating) scope.setTag('impersonating', 'yes');
    scope.setTag('route', `${request.method} ${request.routeOptions.url ?? '(no route)'}`);
    captureException(error);
  });
}

/**
 * A job that failed its last attempt (the worker process): nobody is waiting on a request, so
 * this is the only way someone hears of it. Tagged with the job's kind and id, never its payload.
 */
export function reportJobFailure(error: unknown, job: { name: string; id: number; attempts: number }): void {
  if (!sentry) return;
  const { captureException } = sentry;
  sentry.withScope((scope) => {
    scope.setTag('job', job.name);
    scope.setTag('jobId', String(job.id));
    scope.setTag('attempts', String(job.attempts));
    captureException(error);
  });
}

/** Sends what is queued; for tests and a process about to exit. */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return sentry ? sentry.flush(timeoutMs) : true;
}
