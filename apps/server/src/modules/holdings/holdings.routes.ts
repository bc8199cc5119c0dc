import { ZHoldings, ZHoldingsQuery } from '@cgx/domain/holdings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { listMyHoldings } from './holdings.service.ts';

export const holdingRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/holdings',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['Holdings'],
          security: [{ bearer: [] }],
          summary: "My grain (Grower), or a verified client's grain (Agent, organisationId required)",
          querystring: ZHoldingsQuery,
          response: { 200: ZHoldings, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listMyHoldings(context, requireSession(request), request.query),
    );
  };
