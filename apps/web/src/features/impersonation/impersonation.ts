import type { TStartImpersonationResponse } from '@cgx/domain/impersonation.schemas';
import type { ImpersonationRecord } from '../../lib/storage';

/** Where staff go back to when an impersonation that did not open its own window ends. */
export const STAFF_RETURN_PATH = '/portal/impersonation';

export interface ImpersonateParams {
  token: string;
  wsToken: string;
  organisationId: number | null;
  redirectUrl: string | null;
}

/** Only the portal may follow an impersonation: never another site. */
export function safeImpersonationRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  return ['/portal', '/analyst'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ? value : null;
}

/**
 * spec 000 §2.2: the parameters token, ws_token, organisationId and redirect_url of /impersonate,
 * read from the fragment (`#token=…`, how the staff portal sends them: a fragment never reaches a
 * server or its logs, decision 0066) or from the query the spec names.
 */
export function parseImpersonateParams(fragmentOrSearch: string): ImpersonateParams | null {
  const params = new URLSearchParams(fragmentOrSearch.replace(/^#/, ''));
  const token = params.get('token');
  const wsToken = params.get('ws_token');
  if (!token || !wsToken) return null;
  const organisation = Number(params.get('organisationId'));
  return {
    token,
    wsToken,
    organisationId: Number.isInteger(organisation) && organisation > 0 ? organisation : null,
    redirectUrl: safeImpersonationRedirect(params.get('redirect_url')),
  };
}

export function impersonateUrl(started: TStartImpersonationResponse): string {
  const params = new URLSearchParams({
    token: started.token,
    ws_token: started.wsToken,
    organisationId: String(started.organisationId),
    redirect_url: started.redirectUrl,
  });
  return `/impersonate#${params.toString()}`;
}

/** spec 000 §4: an impersonation window reloads when the user it shows is no longer the one it was opened for. */
export function impersonationMismatch(record: ImpersonationRecord | null, session: { userId: number }): boolean {
  return record !== null && record.active && record.userId !== null && record.userId !== session.userId;
}
