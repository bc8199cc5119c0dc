import type { Permission } from '@cgx/domain/roles';
import { type AuthContext, requirePermission, requireRole, requireStaff } from '../../lib/access.ts';

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
