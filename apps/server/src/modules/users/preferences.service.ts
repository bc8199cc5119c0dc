import type { TPreferences, TUpdatePreferencesRequest } from '@cgx/domain/preferences.schemas';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { findPreferences, type HeldGrain, upsertPreferences, usersToAlertForGrain } from './preferences.repository.ts';

/** The caller's own preferences; a user who never saved any has the defaults (no SMS alerts). */
export async function getPreferences(context: AppContext, auth: AuthContext): Promise<TPreferences> {
  const row = await findPreferences(context.db, auth.user.id);
  return { smsBidAlerts: row?.smsBidAlerts ?? false };
}

export async function updatePreferences(context: AppContext, auth: AuthContext, body: TUpdatePreferencesRequest): Promise<TPreferences> {
  const row = await upsertPreferences(context.db, auth.user.id, { smsBidAlerts: body.smsBidAlerts }, context.clock.now());
  return { smsBidAlerts: row?.smsBidAlerts ?? body.smsBidAlerts };
}

export type BidAlertRecipient = { userId: number; organisationId: number; firstName: string; mobile: string };

/**
 * Whom to SMS about a new firm bid (or one bid line): opted-in users, with a mobile, of grower
 * organisations holding grain the bid could buy: same season and commodity, the grade when the
 * bid names one, at one of siteIds or in portZoneId, with tonnes available (quantity above
 * their active cgx offers). With neither siteIds nor portZoneId, nobody. Read in the caller's
 * transaction so the SMS jobs commit with the bid.
 */
export async function growersToAlertForBid(tx: Db, bid: HeldGrain): Promise<BidAlertRecipient[]> {
  const rows = await usersToAlertForGrain(tx, bid);
  return rows.flatMap(({ mobile, ...user }) => (mobile ? [{ ...user, mobile }] : []));
}

export type { HeldGrain };
