import type { TPasswordTokenResponse } from '@cgx/domain/auth.schemas';
import { PASSWORD_TOKEN_VALID_MINUTES } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { prepared } from '../../../db/prepared.ts';
import { passwordTokens } from '../../../db/schema/auth.ts';
import type { AuthContext } from '../../../lib/access.ts';
import { addMinutes } from '../../../lib/clock.ts';
import { fieldError } from '../../../lib/errors.ts';
import { RATE_RULES, consumeRateLimit } from '../../../lib/rate-limit.ts';
import { hashToken, newToken, verifyPassword } from '../../../lib/secrets.ts';

/** Checks the password again and gives a token that confirms submits from this session for a few minutes. */
export async function issuePasswordToken(context: AppContext, auth: AuthContext, password: string): Promise<TPasswordTokenResponse> {
  await consumeRateLimit(
    context.db,
    RATE_RULES.passwordTokenPerSession,
    String(auth.session.id),
    context.clock.now(),
    context.config.rateLimitScale,
  );
  if (!(await verifyPassword(auth.user.passwordHash, password))) throw fieldError('password', MSG.passwordNotAuthorised);
  const token = newToken();
  const expiresAt = addMinutes(context.clock.now(), PASSWORD_TOKEN_VALID_MINUTES);
  await context.db.insert(passwordTokens).values({ sessionId: auth.session.id, tokenHash: hashToken(token), expiresAt });
  return { passwordToken: token, expiresAt: expiresAt.toISOString() };
}

/** The first check of every submit that needs a password: a live token of this same session. */
export async function requirePasswordToken(context: AppContext, auth: AuthContext, token: string | undefined): Promise<void> {
  if (!token) throw fieldError('password', MSG.passwordTokenRequired);
  const query = prepared(context.db, 'live_password_token', (db) =>
    db
      .select({ id: passwordTokens.id })
      .from(passwordTokens)
      .where(
        and(
          eq(passwordTokens.tokenHash, sql.placeholder('tokenHash')),
          eq(passwordTokens.sessionId, sql.placeholder('sessionId')),
          sql`${passwordTokens.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
        ),
      )
      .prepare('live_password_token'),
  );
  const [row] = await query.execute({ tokenHash: hashToken(token), sessionId: auth.session.id, now: context.clock.now().toISOString() });
  if (!row) throw fieldError('password', MSG.passwordNotAuthorised);
}
