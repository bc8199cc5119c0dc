import type { TSession } from '@cgx/domain/auth.schemas';
import { api } from '../../lib/api-client';

export const sessionQueryKey = (token: string | null) => ['session', token] as const;

export const fetchSession = (signal?: AbortSignal) => api.get<TSession>('/api/session', { signal });

/** Ends the session on the server; a 401 here means it had already ended. */
export const logoutRequest = () => api.post<void>('/api/auth/logout', undefined, { ignoreUnauthorised: true });
