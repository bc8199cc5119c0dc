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
import { errorResponses, ZNoContent } from '../../../lib/openapi.ts';
import { cancelLogin, sendMfaCode, startLogin, verifyMfaCode } from './login.service.ts';
import { issuePasswordToken } from './password-token.service.ts';
import { requestLoginNumber, requestPasswordReset, resetPassword } from './recovery.service.ts';
import { logout, presentSessionFor } from './session.service.ts';

const tags = ['Sign-in and recovery'];

export const authRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/login',
      {
        schema: {
          tags,
          summary: 'Check the password and start the verification step',
          body: ZLoginRequest,
          response: { 200: ZLoginChallenge, ...errorResponses(400, 401, 403, 429) },
        },
      },
      (request) => startLogin(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/mfa/send',
      {
        schema: {
          tags,
          summary: 'Send a one-time code by e-mail or SMS',
          body: ZSendMfaCodeRequest,
          response: { 200: ZSendMfaCodeResponse, ...errorResponses(400, 401, 429) },
        },
      },
      (request) => sendMfaCode(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/mfa/verify',
      {
        schema: {
          tags,
          summary: 'Verify the one-time code; answers a session',
          body: ZVerifyMfaRequest,
          response: { 200: ZVerifyMfaResponse, ...errorResponses(400, 401, 429) },
        },
      },
      (request) => verifyMfaCode(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/login/cancel',
      {
        schema: {
          tags,
          summary: 'End an unfinished sign-in (the user left the login screen)',
          body: ZCancelLoginRequest,
          response: { 204: ZNoContent, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        await cancelLogin(context, request.body.challengeId);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/auth/password/forgot',
      {
        schema: {
          tags,
          summary: 'E-mail a single-use reset link, valid 15 minutes',
          body: ZForgotPasswordRequest,
          response: { 200: ZMessageResponse, ...errorResponses(400, 429) },
        },
      },
      (request) => requestPasswordReset(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/login-number/forgot',
      {
        schema: {
          tags,
          summary: 'E-mail the login number',
          body: ZForgotLoginNumberRequest,
          response: { 200: ZMessageResponse, ...errorResponses(400, 429) },
        },
      },
      (request) => requestLoginNumber(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/password/reset',
      {
        schema: {
          tags,
          summary: 'Set a new password with a reset link; goes on to the verification step, like a sign-in',
          body: ZResetPasswordRequest,
          response: { 200: ZResetPasswordResponse, ...errorResponses(400, 403, 429) },
        },
      },
      (request) => resetPassword(context, request.body, requestMeta(request)),
    );
    app.post(
      '/api/auth/logout',
      {
        config: SIGNED_IN,
        schema: { tags, summary: 'End this session', security: [{ bearer: [] }], response: { 204: ZNoContent, ...errorResponses(401) } },
      },
      async (request, reply) => {
        await logout(context, requireSession(request), requestMeta(request));
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/auth/password-token',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          summary: 'Re-enter the password for a short-lived token that confirms bids, offers and trade edits',
          security: [{ bearer: [] }],
          body: ZPasswordTokenRequest,
          response: { 200: ZPasswordTokenResponse, ...errorResponses(400, 401, 429) },
        },
      },
      (request) => issuePasswordToken(context, requireSession(request), request.body.password),
    );
    app.get(
      '/api/session',
      {
        schema: {
          tags: ['Session'],
          summary: 'The signed-in user, organisation, permissions and flags',
          security: [{ bearer: [] }],
          response: { 200: ZSession, ...errorResponses(401) },
        },
      },
      (request) => presentSessionFor(context, requireSession(request)),
    );
  };
