import type { TSession } from '@cgx/domain/auth.schemas';
import type { FeatureFlag, Permission, Role } from '@cgx/domain/roles';

/**
 * What a portal route needs. All given conditions must hold; an empty Access lets any signed-in user in.
 * It mirrors the server's checks so the web hides what the server would refuse.
 */
export interface Access {
  roles?: readonly Role[];
  permission?: Permission;
  featureFlag?: FeatureFlag;
}

export function canAccess(session: TSession, access: Access): boolean {
  if (access.roles && !access.roles.includes(session.user.role)) return false;
  if (access.permission && !session.permissions.includes(access.permission)) return false;
  if (access.featureFlag && !session.featureFlags[access.featureFlag]) return false;
  return true;
}
