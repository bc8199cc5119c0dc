import type { Permission } from '@cgx/domain/roles';
import { type AuthContext, requirePermission, requireRole, requireStaff, rolesOnly } from '../../lib/access.ts';

/** Route option of every market-settings route: a non-Admin gets 403 before the input is validated. */
export const ADMIN_ONLY = rolesOnly(['Admin']);

/**
 * spec 001 §9 and 002 §6: the igrainX market settings are for the exchange's admins; creating and
 * updating a kind of row also needs its permission (igrain/storage, igrain/variety, ...). The web's
 * section access (market-settings.routes.tsx) mirrors this.
 */
export function requireIgrainSettings(auth: AuthContext, change?: Permission): void {
  requireStaff(auth);
  requireRole(auth, ['Admin']);
  if (change) requirePermission(auth, change);
}
