import { ZMemberTradesPage, ZMemberTradesParams, ZMemberTradesQuery } from '@cgx/domain/trades.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { listMemberTrades } from './member-trades.service.ts';

export const memberTradeRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/trades/:view',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['Trades'],
          security: [{ bearer: [] }],
          summary:
            "A page of the organisation's trades: purchases and sales (Trader), sales (Grower), its clients' sales (Agent); filtered by status, market, commodity, season, dates and a term; sorted. The counterparty is never named",
          params: ZMemberTradesParams,
          querystring: ZMemberTradesQuery,
          response: { 200: ZMemberTradesPage, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listMemberTrades(context, requireSession(request), request.params.view, request.query),
    );
  };
