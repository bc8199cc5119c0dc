import { MSG } from '@cgx/domain/messages';
import { yieldToMain } from './idle';
import { clearSessionTokens, readSessionTokens, writeAuthMessage } from './storage';

/** The error of every failed call: the server's `TApiError` body plus the HTTP status (0 = no answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** The rest of the answer's body (e.g. a 409's `confirmation`), for the caller to check with its schema. */
  readonly details: Record<string, unknown>;

  constructor(status: number, message: string, errors?: Record<string, string[]>, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.details = details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const LOGIN_PATH = '/api/auth/login';
export const UNAUTHORISED_LOGIN_URL = '/login?unauthorised=true';

type Listener = () => void;
let unauthorisedHandler: Listener | null = null;
const unavailableListeners = new Set<Listener>();

/**
 * Called after a signed-in call answered 401 (the session is already cleared and the message stored).
 * The session provider registers one that resets its state and navigates; without one, the page reloads.
 */
export function setUnauthorisedHandler(handler: Listener | null): void {
  unauthorisedHandler = handler;
}

/** Called when a call answers 503: the exchange may have switched to maintenance. */
export function onServiceUnavailable(listener: Listener): () => void {
  unavailableListeners.add(listener);
  return () => unavailableListeners.delete(listener);
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Keep the request alive when the page unloads (fire-and-forget calls). */
  keepalive?: boolean;
  /** Do not treat a 401 as an ended session (logout, where the session may already be gone). */
  ignoreUnauthorised?: boolean;
  /** A public call (sign-in, recovery, registration): sent without the session token. */
  anonymous?: boolean;
  /** A file as the whole body, with its kind's content type (an upload, decision 0095), instead of a JSON body. */
  file?: { body: Blob; contentType: string };
  /** Headers of the call's own (Password-Token on an upload). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readError(response: Response): Promise<ApiError> {
  let message: string = MSG.unexpectedError;
  let errors: Record<string, string[]> | undefined;
  let details: Record<string, unknown> = {};
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      if ('message' in body && typeof body.message === 'string' && body.message) message = body.message;
      if ('errors' in body && typeof body.errors === 'object' && body.errors !== null) {
        errors = normaliseErrors(body.errors as Record<string, unknown>);
      }
      const { message: _message, errors: _errors, ...rest } = body as Record<string, unknown>;
      details = rest;
    }
  } catch {
    // Not JSON (a proxy error page): keep the generic message.
  }
  return new ApiError(response.status, message, errors, details);
}

function normaliseErrors(raw: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(raw)) {
    if (Array.isArray(value)) errors[field] = value.map(String);
    else if (typeof value === 'string') errors[field] = [value];
  }
  return errors;
}

function handleUnauthorised(sentToken: string): void {
  // Several calls may fail together: only the first one (whose token is still stored) ends the session.
  if (readSessionTokens()?.token !== sentToken) return;
  writeAuthMessage(MSG.sessionExpired);
  clearSessionTokens();
  if (unauthorisedHandler) unauthorisedHandler();
  else window.location.assign(UNAUTHORISED_LOGIN_URL);
}

/** Calls the API: JSON in and out, the stored session token as a Bearer token. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.anonymous ? undefined : readSessionTokens()?.token;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.file) headers['Content-Type'] = options.file.contentType;
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  // A page that mounts starts all its queries in one task (React's effects): each request goes out
  // in a task of its own instead. Not on the way out of the page (keepalive), where a later task may not come.
  if (!options.keepalive) await yieldToMain();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.file ? options.file.body : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MSG.unexpectedError);
  }

  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token && path !== LOGIN_PATH && !options.ignoreUnauthorised) {
      handleUnauthorised(token);
    }
    if (response.status === 503) for (const listener of unavailableListeners) listener();
    throw error;
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
  /** POST a file as the body: `upload(path, file, 'text/csv', { 'Password-Token': token })`. */
  upload: <T>(path: string, file: Blob, contentType: string, headers?: Record<string, string>) =>
    apiRequest<T>('POST', path, { file: { body: file, contentType }, headers }),
};
