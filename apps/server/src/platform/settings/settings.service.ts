import { FEATURE_FLAG_DESCRIPTIONS, FEATURE_FLAGS, type FeatureFlag } from '@cgx/domain/roles';
import type { AppContext } from '../../context.ts';
import { type AuthContext, type RequestMeta, requirePermission, requireStaff } from '../../lib/access.ts';
import { recordActivity } from '../activity/activity.repository.ts';
import { forgetFeatureFlags, readFeatureFlags, writeFeatureFlag } from './feature-flags.repository.ts';

export async function listFeatureFlags(context: AppContext, auth: AuthContext) {
  requireStaff(auth);
  requirePermission(auth, 'setting');
  const flags = await readFeatureFlags(context.db);
  return FEATURE_FLAGS.map((key) => ({ key, enabled: flags[key], description: FEATURE_FLAG_DESCRIPTIONS[key] }));
}

export async function setFeatureFlag(context: AppContext, auth: AuthContext, key: FeatureFlag, enabled: boolean, meta: RequestMeta) {
  requireStaff(auth);
  requirePermission(auth, 'setting');
  await context.db.transaction(async (tx) => {
    await writeFeatureFlag(tx, key, enabled, auth.user.id);
    await recordActivity(tx, {
      action: 'feature_flag_changed',
      userId: auth.user.id,
      organisationId: auth.organisation.id,
      detail: { key, enabled },
      ip: meta.ip,
    });
  });
  forgetFeatureFlags();
  return { key, enabled, description: FEATURE_FLAG_DESCRIPTIONS[key] };
}
