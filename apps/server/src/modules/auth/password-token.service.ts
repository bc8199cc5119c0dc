import type { TPasswordTokenResponse } from '@cgx/domain/auth.schemas';
import { PASSWORD_TOKEN_VALID_MINUTES } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { passwordTokens } from '../../db/schema/auth.ts';
import type { AuthContext } from '../../lib/access.ts';
import { addMinutes } from '../../lib/clock.ts';
import { fieldError } from '../../lib/errors.ts';
import { RATE_RULES, consumeRateLimit } from '../../lib/rate-limit.ts';
import { hashToken, newToken, verifyPassword } from '../../lib/secrets.ts';

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
  const [row] = await context.db
    .select({ id: passwordTokens.id })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(token)),
        eq(passwordTokens.sessionId, auth.session.id),
        gt(passwordTokens.expiresAt, context.clock.now()),
      ),
    );
  if (!row) throw fieldError('password', MSG.passwordNotAuthorised);
}
