import { ZClearSettleInterest, ZRegisterClearSettleInterestRequest } from '@cgx/domain/onboarding.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { registerClearSettleInterest } from './clear-settle.service.ts';

export const clearSettleRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/clear-settle/interest',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['Clear Settle'],
          security: [{ bearer: [] }],
          summary: 'Register interest in Clear Settle: the exchange’s staff are e-mailed once per user',
          body: ZRegisterClearSettleInterestRequest,
          response: { 200: ZClearSettleInterest, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => registerClearSettleInterest(context, requireSession(request), request.body?.comment),
    );
  };
