import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addBreadcrumb, captureException, flush, getClient } from '@sentry/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { REPLAY_ON_ERROR_SAMPLE_RATE, REPLAY_SESSION_SAMPLE_RATE, sentryOptions, setSentryUser } from './sentry-client';
import { init } from '@sentry/react';

interface Captured {
  path: string;
  body: string;
}

/** A Sentry-compatible server in miniature; /api/session answers 401 like an ended session. */
const received: Captured[] = [];
const server: Server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(request.url === '/api/session' ? 401 : 200, { 'access-control-allow-origin': '*' }).end('{}');
  });
});
let origin = '';

interface SentEvent {
  exception?: { values?: { type?: string; value?: string }[] };
  user?: Record<string, unknown>;
  release?: string;
  environment?: string;
  request?: { url?: string };
  breadcrumbs?: { category?: string; data?: Record<string, unknown> }[];
}

/** The error events that reached the server since the test began (an envelope: header line, then item header and payload lines). */
function sentEvents(): SentEvent[] {
  return received
    .filter((entry) => entry.path.includes('/envelope/'))
    .flatMap((entry) => {
      const lines = entry.body.split('\n').filter(Boolean);
      const events: SentEvent[] = [];
      for (let index = 1; index + 1 < lines.length; index += 2) {
        if (JSON.parse(lines[index] ?? '{}').type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}'));
      }
      return events;
    });
}

async function report(error: unknown): Promise<SentEvent[]> {
  captureException(error);
  await flush(2000);
  return sentEvents();
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  window.history.replaceState(null, '', '/reset-password?token=reset-secret-123');
  // The app's options, pointed at the local server; the replay is left out (jsdom does not lay pages out).
  init({
    ...sentryOptions({ dsn: `http://publickey@127.0.0.1:${origin.split(':')[2]}/3`, environment: 'test', release: 'cgx@9.9.9' }),
    integrations: [],
  });
  setSentryUser('42');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

describe('the browser error reporter', () => {
  it('samples replays as the spec says', () => {
    const options = sentryOptions({ dsn: 'https://k@errors.example.com/1', environment: 'production', release: null });
    expect(options.replaysSessionSampleRate).toBe(REPLAY_SESSION_SAMPLE_RATE);
    expect(REPLAY_SESSION_SAMPLE_RATE).toBe(0.1);
    expect(options.replaysOnErrorSampleRate).toBe(REPLAY_ON_ERROR_SAMPLE_RATE);
    expect(REPLAY_ON_ERROR_SAMPLE_RATE).toBe(1);
    expect(getClient()).toBeDefined();
  });

  it('sends a real error with the release and the user id, and no token of the page address', async () => {
    const [event, ...others] = await report(new Error('The trade table could not render'));
    expect(others).toEqual([]);
    expect(event?.exception?.values?.[0]).toMatchObject({ type: 'Error', value: 'The trade table could not render' });
    expect(event?.user).toEqual({ id: '42' });
    expect(event?.release).toBe('cgx@9.9.9');
    expect(event?.environment).toBe('test');
    expect(event?.request?.url).toContain('/reset-password?token=%5BFiltered%5D');
    expect(received.map((entry) => entry.body).join('')).not.toContain('reset-secret-123');
  });

  it('drops network failures, module load failures, resize-observer notices and timeouts', async () => {
    const noise = [
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new TypeError('Load failed'),
      new ApiError(0, 'Unexpected error'),
      new TypeError('Failed to fetch dynamically imported module: https://cgx.com.au/assets/login-page-BG1HABtd.js'),
      new TypeError('Importing a module script failed.'),
      new Error('ResizeObserver loop completed with undelivered notifications.'),
      new Error('ResizeObserver loop limit exceeded'),
      new DOMException('signal timed out', 'TimeoutError'),
    ];
    for (const error of noise) expect(await report(error), String(error)).toEqual([]);
    // An answer the server gave is not noise.
    expect(await report(new ApiError(500, 'Unexpected error'))).toHaveLength(1);
  });

  it('leaves out breadcrumbs of requests answered 401, and keeps the others', async () => {
    expect((await fetch(`${origin}/api/session`)).status).toBe(401);
    expect((await fetch(`${origin}/api/market/status`)).status).toBe(200);
    addBreadcrumb({ category: 'fetch', data: { method: 'GET', url: '/api/notifications', status_code: 401 } });
    const [event] = await report(new Error('After the requests'));
    const requests = (event?.breadcrumbs ?? []).filter((crumb) => crumb.category === 'fetch').map((crumb) => crumb.data?.url);
    expect(requests).toEqual([`${origin}/api/market/status`]);
  });
});
