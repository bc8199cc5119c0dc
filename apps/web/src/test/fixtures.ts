import type { TSession } from '@cgx/domain/auth.schemas';
import type { Role } from '@cgx/domain/roles';
import { LANDING_PATH, permissionsFor } from '@cgx/domain/roles';

const ORGANISATION_TYPE_FOR_ROLE = {
  Grower: 'grower',
  Trader: 'trader',
  Agent: 'agent',
  Analyst: 'analyst',
  Admin: 'exchange',
  'CGX Sales': 'exchange',
  'Storage Provider': 'storage_provider',
} as const;

export function makeSession(role: Role = 'Grower', overrides: Partial<TSession> = {}): TSession {
  return {
    userId: 7,
    user: {
      id: 7,
      firstName: 'Jess',
      lastName: 'Paddock',
      email: 'jess@example.com',
      mobile: '+61412345678',
      loginNumber: 'G100234',
      role,
      mfaEnabled: true,
      mfaChannel: 'email',
      isOrganisationAdmin: false,
    },
    organisation: {
      id: 3,
      type: ORGANISATION_TYPE_FOR_ROLE[role],
      tradingName: 'Paddock Farms',
      nickname: null,
      isStorageProvider: false,
      roleName: role,
      verificationStatus: 'verified',
    },
    permissions: permissionsFor(role),
    featureFlags: { bidSheets: true, igrainTrade: false, publicAd: false, maintenance: false },
    impersonating: false,
    landingPath: LANDING_PATH[role],
    ...overrides,
  };
}

/** A fetch stub answering by 'METHOD /path' (query ignored); unknown calls answer 404. */
export type Route =
  { status?: number; body?: unknown } | ((init: RequestInit | undefined, url: string) => { status?: number; body?: unknown });

export function stubFetch(routes: Record<string, Route>) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(init, url) : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchMock, calls };
}
