import type {
  TForgotPasswordRequest,
  TLoginChallenge,
  TLoginRequest,
  TMfaChannel,
  TResetPasswordRequest,
  TResetPasswordResponse,
  TVerifyMfaResponse,
} from '@cgx/domain/auth.schemas';
import { api } from '../../../lib/api-client';

/** Sign-in and recovery are public: they never carry (or end) a stored session. */
const PUBLIC = { anonymous: true } as const;

export const login = (body: TLoginRequest) => api.post<TLoginChallenge>('/api/auth/login', body, PUBLIC);

export const sendMfaCode = (challengeId: string, channel: TMfaChannel) =>
  api.post<{ sentTo: TMfaChannel; destination: string }>('/api/auth/mfa/send', { challengeId, channel }, PUBLIC);

export const verifyMfaCode = (challengeId: string, code: string) =>
  api.post<TVerifyMfaResponse>('/api/auth/mfa/verify', { challengeId, code }, PUBLIC);

/** Fire and forget: leaving the sign-in screen ends the flow (keepalive survives a closing tab). */
export function cancelLogin(challengeId: string): void {
  api.post('/api/auth/login/cancel', { challengeId }, { ...PUBLIC, keepalive: true }).catch(() => undefined);
}

export const forgotPassword = (body: TForgotPasswordRequest) => api.post<{ message: string }>('/api/auth/password/forgot', body, PUBLIC);

export const forgotLoginNumber = (body: TForgotPasswordRequest) =>
  api.post<{ message: string }>('/api/auth/login-number/forgot', body, PUBLIC);

export const resetPassword = (body: TResetPasswordRequest) => api.post<TResetPasswordResponse>('/api/auth/password/reset', body, PUBLIC);
