import {
  ZCancelLoginRequest,
  ZForgotLoginNumberRequest,
  ZForgotPasswordRequest,
  ZLoginChallenge,
  ZLoginRequest,
  ZMessageResponse,
  ZPasswordTokenRequest,
  ZPasswordTokenResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZSendMfaCodeRequest,
  ZSendMfaCodeResponse,
  ZSession,
  ZVerifyMfaRequest,
  ZVerifyMfaResponse,
} from '@cgx/domain/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, requestMeta, requireSession } from '../../../lib/access.ts';
import { ZNoContent } from '../../../lib/openapi.ts';
import { cancelLogin, sendMfaCode, startLogin, verifyMfaCode } from './login.service.ts';
import { issuePasswordToken } from './password-token.service.ts';
import { requestLoginNumber, requestPasswordReset, resetPassword } from './recovery.service.ts';
import { logout, presentSessionFor } from './session.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

export const authRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/login',
      apiRoute({
        access: null,
        tag: 'Sign-in and recovery',
        summary: 'Check the password and start the verification step',
        body: ZLoginRequest,
        response: { 200: ZLoginChallenge },
        errors: [401, 403, 429],
      }),
      (request) => startLogin(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/mfa/send',
      apiRoute({
        access: null,
        tag: 'Sign-in and recovery',
        summary: 'Send a one-time code by e-mail or SMS',
        body: ZSendMfaCodeRequest,
        response: { 200: ZSendMfaCodeResponse },
        errors: [401, 429],
      }),
      (request) => sendMfaCode(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/mfa/verify',
      apiRoute({
        access: null,
        tag: 'Sign-in and recovery',
        summary: 'Verify the one-time code; answers a session',
        body: ZVerifyMfaRequest,
        response: { 200: ZVerifyMfaResponse },
        errors: [401, 429],
      }),
      (request) => verifyMfaCode(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/login/cancel',
      apiRoute({
        access: null,
        tag: 'Sign-in and recovery',
        summary: 'End an unfinished sign-in (the user left the login screen)',
        body: ZCancelLoginRequest,
        response: { 204: ZNoContent },
      }),
      async (request, reply) => {
        await cancelLogin(context, request.body.challengeId);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/auth/password/forgot',
      apiRoute({
        access: null,
        tag: 'Sign-in and recovery',
        summary: 'E-mail a single-use reset link, valid 15 minutes',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse },
        errors: [429],
      }),
      (request) => requestPasswordReset(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/login-number/forgot',
      apiRoute({
        access: null,
        tag: 'Sign-in and recovery',
        summary: 'E-mail the login number',
        body: ZForgotLoginNumberRequest,
        response: { 200: ZMessageResponse },
        errors: [429],
      }),
      (request) => requestLoginNumber(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/password/reset',
      apiRoute({
        access: null,
        tag: 'Sign-in and recovery',
        summary: 'Set a new password with a reset link; goes on to the verification step, like a sign-in',
        body: ZResetPasswordRequest,
        response: { 200: ZResetPasswordResponse },
        errors: [403, 429],
      }),
      (request) => resetPassword(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/logout',
      apiRoute({ access: SIGNED_IN, tag: 'Sign-in and recovery', summary: 'End this session', response: { 204: ZNoContent } }),
      async (request, reply) => {
        await logout(context, requireSession(request), requestMeta(request));
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/auth/password-token',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Sign-in and recovery',
        summary: 'Re-enter the password for a short-lived token that confirms bids, offers and trade edits',
        body: ZPasswordTokenRequest,
        response: { 200: ZPasswordTokenResponse },
        errors: [429],
      }),
      (request) => issuePasswordToken(context, requireSession(request), request.body.password),
    );
    app.get(
      '/api/session',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Session',
        summary: 'The signed-in user, organisation, permissions and flags',
        response: { 200: ZSession },
      }),
      (request) => presentSessionFor(context, requireSession(request)),
    );
  };
