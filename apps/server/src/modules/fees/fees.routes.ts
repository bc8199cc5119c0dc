import { ZFeeEstimateQuery, ZFeeEstimateResponse } from '@cgx/domain/fees.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireSession, SIGNED_IN } from '../../lib/access.ts';
import { estimateFees } from './fees.service.ts';
import { apiRoute } from '../../lib/api-route.ts';

export const feeRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/fees/estimate',
      {
        ...apiRoute({
          access: SIGNED_IN,
          tag: 'Fees',
          summary: 'Fees, levies and GST per tonne at a price, for the caller or an agent client (signed in)',
          querystring: ZFeeEstimateQuery,
          response: { 200: ZFeeEstimateResponse },
          errors: [403],
        }),
        preValidation: async (request) => {
          requireSession(request);
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return estimateFees(context, requireSession(request), request.query);
      },
    );
  };
