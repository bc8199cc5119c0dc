import type { Permission, Role } from '@cgx/domain/roles';
import { STAFF_ROLES, isStaffRole } from '@cgx/domain/roles';
import type { FastifyRequest } from 'fastify';
import type { sessions } from '../db/schema/auth.ts';
import type { organisations } from '../db/schema/organisations.ts';
import type { users } from '../db/schema/users.ts';
import { forbidden, unauthenticated } from './errors.ts';

/** Who is calling: resolved from the bearer token by the authenticate hook. */
export type AuthContext = {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect;
  organisation: typeof organisations.$inferSelect;
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
    /** Only these roles may call it (a staff role only in the exchange's organisation): others get 403 before their input is validated. */
    roles?: readonly Role[];
  }
}

/** Route option for routes that need a session (checked before validation, so 401 comes before 400). */
export const SIGNED_IN = { signedIn: true } as const;

/** Route option for the back-office: staff only, refused before validation (403 before 400, as 401 before 400). */
export const STAFF_ONLY = { signedIn: true, roles: STAFF_ROLES } as const;

/** Route option for routes of these roles only (a staff role only in the exchange's organisation): others get 403 before validation. */
export const rolesOnly = (roles: readonly Role[]) => ({ signedIn: true, roles }) as const;

/** Whether the caller may use a route limited to these roles. */
export function hasRouteRole(auth: AuthContext, roles: readonly Role[]): boolean {
  if (!roles.includes(auth.user.role)) return false;
  return !isStaffRole(auth.user.role) || auth.organisation.type === 'exchange';
}

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
