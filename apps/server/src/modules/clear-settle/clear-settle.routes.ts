import { ZClearSettleInterest, ZRegisterClearSettleInterestRequest } from '@cgx/domain/onboarding.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { registerClearSettleInterest } from './clear-settle.service.ts';
import { apiRoute } from '../../lib/api-route.ts';

export const clearSettleRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/clear-settle/interest',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Clear Settle',
        summary: 'Register interest in Clear Settle: the exchange’s staff are e-mailed once per user',
        body: ZRegisterClearSettleInterestRequest,
        response: { 200: ZClearSettleInterest },
        errors: [403],
      }),
      (request) => registerClearSettleInterest(context, requireSession(request), request.body?.comment),
    );
  };
