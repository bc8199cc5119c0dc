import { ZForceMarketStatusRequest, ZMarketParams, ZMarketScheduleRequest, ZMarketStatusResponse } from '@cgx/domain/market-hours.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ONLY, requestMeta, requireSession } from '../../../lib/access.ts';
import { errorResponses } from '../../../lib/openapi.ts';
import { forceMarketStatus, getMarketStatus, updateMarketSchedule } from './market-status.service.ts';

const tags = ['Market status'];
const security = [{ bearer: [] }];

export const marketRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/market/status',
      {
        schema: {
          tags,
          summary: 'Both markets open or closed, with their hours in Sydney time (public)',
          response: { 200: ZMarketStatusResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return getMarketStatus(context);
      },
    );
    app.put(
      '/api/market/status/:market',
      {
        config: STAFF_ONLY,
        schema: {
          tags,
          security,
          summary: 'Force a market open or closed, or back to its schedule with null (staff, audited)',
          params: ZMarketParams,
          body: ZForceMarketStatusRequest,
          response: { 200: ZMarketStatusResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => forceMarketStatus(context, requireSession(request), request.params.market, request.body.status, requestMeta(request)),
    );
    app.put(
      '/api/market/schedule/:market',
      {
        config: STAFF_ONLY,
        schema: {
          tags,
          security,
          summary: "Change a market's daily windows (staff, audited)",
          params: ZMarketParams,
          body: ZMarketScheduleRequest,
          response: { 200: ZMarketStatusResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => updateMarketSchedule(context, requireSession(request), request.params.market, request.body, requestMeta(request)),
    );
  };
