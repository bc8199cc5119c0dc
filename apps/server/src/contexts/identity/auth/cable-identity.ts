import { SESSION_IDLE_HOURS } from '@cgx/domain/constants';
import { isStaffRole } from '@cgx/domain/roles';
import type { AppContext } from '../../../context.ts';
import { addHours } from '../../../lib/clock.ts';
import { hashToken } from '../../../lib/secrets.ts';
import type { CableIdentity } from '../../../realtime/cable/cable-connection.ts';
import { type CableSessionRow, findCableSessionByWsTokenHash, findCableSessionById } from './cable-sessions.repository.ts';

/** Longer strings are not our tokens (43 characters); refuse them without a query. */
const MAX_TOKEN_LENGTH = 128;

// The same conditions as the bearer token's (contexts/identity/auth/session.service.ts), without its writes.
function usable(row: CableSessionRow | undefined, now: Date): row is CableSessionRow {
  if (!row) return false;
  if (addHours(row.lastSeenAt, SESSION_IDLE_HOURS) <= now) return false;
  return row.userStatus === 'active' && row.organisationStatus !== 'inactive' && row.organisationStatus !== 'suspended';
}

export async function resolveCableIdentity(context: AppContext, wsToken: string): Promise<CableIdentity | null> {
  if (wsToken.length > MAX_TOKEN_LENGTH) return null;
  const now = context.clock.now();
  const row = await findCableSessionByWsTokenHash(context.db, hashToken(wsToken), now);
  if (!usable(row, now)) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    staff: isStaffRole(row.role) && row.organisationType === 'exchange',
    impersonating: row.impersonatorUserId !== null,
    impersonatorUserId: row.impersonatorUserId,
    impersonatorSessionId: row.impersonatorSessionId,
  };
}

/** Still signed in? Sockets live for hours; a sign-out or a deactivation must reach them too. */
export async function isCableSessionLive(context: AppContext, sessionId: number): Promise<boolean> {
  const now = context.clock.now();
  return usable(await findCableSessionById(context.db, sessionId, now), now);
}

/** The socket's session lookups, for realtime/cable/cable.routes.ts. */
export const cableSessions = (context: AppContext) => ({
  resolveIdentity: (token: string) => resolveCableIdentity(context, token),
  isSessionLive: (sessionId: number) => isCableSessionLive(context, sessionId),
});
