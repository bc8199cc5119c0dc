import type { TPreferences, TUpdatePreferencesRequest } from '@cgx/domain/preferences.schemas';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../lib/access.ts';
import { findPreferences, upsertPreferences } from './preferences.repository.ts';

/** The caller's own preferences; a user who never saved any has the defaults (no SMS alerts). */
export async function getPreferences(context: AppContext, auth: AuthContext): Promise<TPreferences> {
  const row = await findPreferences(context.db, auth.user.id);
  return { smsBidAlerts: row?.smsBidAlerts ?? false };
}

export async function updatePreferences(context: AppContext, auth: AuthContext, body: TUpdatePreferencesRequest): Promise<TPreferences> {
  const row = await upsertPreferences(context.db, auth.user.id, { smsBidAlerts: body.smsBidAlerts }, context.clock.now());
  return { smsBidAlerts: row?.smsBidAlerts ?? body.smsBidAlerts };
}
