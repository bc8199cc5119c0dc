import type { TPasswordTokenResponse } from '@cgx/domain/auth.schemas';
import { api } from '../../lib/api-client';

/**
 * The password token that confirms a bid, offer or trade edit (design §6, decision 0062): asked
 * for with the password at the preview when none is live, then reused by later submits of this
 * tab until it expires. Kept in memory only: a reload asks for the password again.
 */
let current: { token: string; expiresAt: number } | null = null;

/** A submit needs some time of the token's life left: under half a minute counts as expired. */
const MARGIN_MS = 30_000;

export function livePasswordToken(now = Date.now()): string | null {
  return current && current.expiresAt - MARGIN_MS > now ? current.token : null;
}

/** POST /api/auth/password-token: a wrong password is a 400 on errors.password (shown on the password field). */
export async function obtainPasswordToken(password: string): Promise<string> {
  const answer = await api.post<TPasswordTokenResponse>('/api/auth/password-token', { password });
  current = { token: answer.passwordToken, expiresAt: Date.parse(answer.expiresAt) };
  return answer.passwordToken;
}

/** The live token, or one for the password typed at the preview. */
export const passwordTokenFor = async (password: string): Promise<string> => livePasswordToken() ?? obtainPasswordToken(password);

/** The server refused the token (expired, or the session changed): ask for the password again. */
export function forgetPasswordToken(): void {
  current = null;
}
