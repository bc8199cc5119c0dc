import { MSG } from '@cgx/domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fixtures';
import { ApiError, api, onServiceUnavailable, setUnauthorisedHandler } from './api-client';
import { readAuthMessage, readSessionTokens, writeSessionTokens } from './storage';

describe('api client', () => {
  const handler = vi.fn();
  beforeEach(() => setUnauthorisedHandler(handler));
  afterEach(() => {
    setUnauthorisedHandler(null);
    handler.mockReset();
  });

  it('sends JSON with the stored bearer token and returns the answer', async () => {
    writeSessionTokens({ token: 'tok-1', wsToken: 'ws-1' });
    const { fetchMock, calls } = stubFetch({ 'POST /api/things': { status: 201, body: { id: 1 } } });
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/api/things', { name: 'Wheat' }, { query: { source: 'Clear Settle', empty: '' } })).resolves.toEqual({ id: 1 });
    expect(calls[0]?.url).toBe('/api/things?source=Clear+Settle');
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-1');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'Wheat' });
  });

  it('uploads a file as the body with its content type and the call’s own headers', async () => {
    writeSessionTokens({ token: 'tok-1', wsToken: 'ws-1' });
    let sent: BodyInit | null | undefined;
    const { fetchMock, calls } = stubFetch({
      'POST /api/files': (init) => {
        sent = init?.body;
        return { status: 201, body: { lines: 2 } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['Season,Grade\n'], { type: 'application/vnd.ms-excel' });

    await expect(api.upload('/api/files', file, 'text/csv', { 'Password-Token': 'pt' })).resolves.toEqual({ lines: 2 });
    expect(sent).toBe(file);
    expect(calls[0]?.headers).toMatchObject({ 'Content-Type': 'text/csv', 'Password-Token': 'pt', Authorization: 'Bearer tok-1' });
  });

  it('throws a typed error with the server message and field errors', async () => {
    const body = { message: 'Please check the highlighted fields.', errors: { email: ['Required'] } };
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/password/forgot': { status: 400, body } }).fetchMock);

    const error = await api.post('/api/auth/password/forgot', { email: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: body.message, errors: { email: ['Required'] } });
  });

  it('falls back to Unexpected error when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/app-status')).rejects.toMatchObject({ status: 0, message: MSG.unexpectedError });
  });

  it('ends the session on a 401 of a signed-in call', async () => {
    writeSessionTokens({ token: 'tok-1', wsToken: 'ws-1' });
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/session': { status: 401, body: { message: MSG.signInRequired } } }).fetchMock);

    await expect(api.get('/api/session')).rejects.toMatchObject({ status: 401 });
    expect(readSessionTokens()).toBeNull();
    expect(readAuthMessage()).toBe(MSG.sessionExpired);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('handles several failing calls of one session once', async () => {
    writeSessionTokens({ token: 'tok-1', wsToken: 'ws-1' });
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/profile': { status: 401 } }).fetchMock);
    await Promise.allSettled([api.get('/api/profile'), api.get('/api/profile')]);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not treat wrong credentials on sign-in as an ended session', async () => {
    writeSessionTokens({ token: 'tok-1', wsToken: 'ws-1' });
    const body = { message: MSG.invalidCredentials };
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/login': { status: 401, body } }).fetchMock);

    await expect(api.post('/api/auth/login', { login: 'x', password: 'y' })).rejects.toMatchObject({ message: MSG.invalidCredentials });
    expect(readSessionTokens()).not.toBeNull();
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores a 401 when no token was sent', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/mfa/verify': { status: 401, body: { message: MSG.signInExpired } } }).fetchMock);
    await expect(api.post('/api/auth/mfa/verify', {})).rejects.toMatchObject({ status: 401 });
    expect(readAuthMessage()).toBeNull();
    expect(handler).not.toHaveBeenCalled();
  });

  it('tells listeners about a 503', async () => {
    const listener = vi.fn();
    const stop = onServiceUnavailable(listener);
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/profile': { status: 503, body: { message: MSG.maintenanceMode } } }).fetchMock);
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 503 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('returns undefined for 204', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/logout': { status: 204 } }).fetchMock);
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });
});
