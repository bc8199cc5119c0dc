import type { Permission, Role } from '@cgx/domain/roles';
import { isStaffRole } from '@cgx/domain/roles';
import type { FastifyRequest } from 'fastify';
import type { OrganisationRow, SessionRow, UserRow } from '../modules/auth/auth.repository.ts';
import { forbidden, unauthenticated } from './errors.ts';

/** Who is calling: resolved from the bearer token by the authenticate hook. */
export type AuthContext = {
  session: SessionRow;
  user: UserRow;
  organisation: OrganisationRow;
  permissions: Permission[];
  impersonating: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The route needs a session: anonymous callers get 401 before their input is validated. */
    signedIn?: boolean;
  }
}

/** Route option for routes that need a session (checked before validation, so 401 comes before 400). */
export const SIGNED_IN = { signedIn: true } as const;

export function requireSession(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function requireRole(auth: AuthContext, roles: readonly Role[]): void {
  if (!roles.includes(auth.user.role)) throw forbidden();
}

export function requireStaff(auth: AuthContext): void {
  if (!isStaffRole(auth.user.role) || auth.organisation.type !== 'exchange') throw forbidden();
}

export function requirePermission(auth: AuthContext, permission: Permission): void {
  if (!auth.permissions.includes(permission)) throw forbidden();
}

export type RequestMeta = { ip: string; userAgent: string | null };
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
