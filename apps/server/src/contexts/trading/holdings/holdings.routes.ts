import { ZHolding, ZHoldingsQuery } from '@cgx/domain/holdings.schemas';
import { zPage } from '@cgx/domain/lists.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, requireSession } from '../../../lib/access.ts';
import { listMyHoldings } from './holdings.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

export const holdingRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/holdings',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Holdings',
        summary: "A page of my grain in storage (Grower), or of a verified client's (Agent, organisationId required); sorted, searched",
        querystring: ZHoldingsQuery,
        response: { 200: zPage(ZHolding) },
        errors: [403],
      }),
      (request) => listMyHoldings(context, requireSession(request), request.query),
    );
  };
