import type { TImpersonationCandidate, TStartImpersonationResponse } from '@cgx/domain/impersonation.schemas';
import { api } from '../../../lib/api-client';

export const candidatesQueryKey = (term: string) => ['impersonation-candidates', term] as const;

export const searchCandidates = (term: string, signal?: AbortSignal) =>
  api.get<TImpersonationCandidate[]>('/api/impersonations/candidates', { query: { term }, signal });

export const startImpersonation = (userId: number) => api.post<TStartImpersonationResponse>('/api/impersonations', { userId });

/** Ends this window's impersonation session; a 401 means it had already ended. */
export const endImpersonation = () => api.post<void>('/api/impersonations/end', undefined, { ignoreUnauthorised: true });
