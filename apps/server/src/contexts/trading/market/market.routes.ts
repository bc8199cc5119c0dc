import { ZForceMarketStatusRequest, ZMarketParams, ZMarketScheduleRequest, ZMarketStatusResponse } from '@cgx/domain/market-hours.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ONLY, requestMeta, requireSession } from '../../../lib/access.ts';
import { forceMarketStatus, getMarketStatus, updateMarketSchedule } from './market-status.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

export const marketRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/market/status',
      apiRoute({
        access: null,
        tag: 'Market status',
        summary: 'Both markets open or closed, with their hours in Sydney time (public)',
        response: { 200: ZMarketStatusResponse },
      }),
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return getMarketStatus(context);
      },
    );
    app.put(
      '/api/market/status/:market',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Market status',
        summary: 'Force a market open or closed, or back to its schedule with null (staff, audited)',
        params: ZMarketParams,
        body: ZForceMarketStatusRequest,
        response: { 200: ZMarketStatusResponse },
        errors: [404],
      }),
      (request) => forceMarketStatus(context, requireSession(request), request.params.market, request.body.status, requestMeta(request)),
    );
    app.put(
      '/api/market/schedule/:market',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Market status',
        summary: "Change a market's daily windows (staff, audited)",
        params: ZMarketParams,
        body: ZMarketScheduleRequest,
        response: { 200: ZMarketStatusResponse },
        errors: [404],
      }),
      (request) => updateMarketSchedule(context, requireSession(request), request.params.market, request.body, requestMeta(request)),
    );
  };
