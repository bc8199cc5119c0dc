import {
  ZFormDataQuery,
  ZFormDataResponse,
  ZMarketBid,
  ZMarketBidsQuery,
  ZMarketFeedItem,
  ZMarketFeedQuery,
  ZStatisticsQuery,
  ZStatisticsResponse,
  ZTodayMetrics,
  ZTotalMetrics,
} from '@cgx/domain/market-data.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requireSession, SIGNED_IN } from '../../../lib/access.ts';
import { formData } from './form-data.service.ts';
import { listMarketBids } from './market-bids.service.ts';
import { listMarketFeed } from './market-feed.service.ts';
import { todayMetrics, totalMetrics, tradingStatistics } from './market-metrics.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

/** Live figures: neither browsers nor proxies may keep them. */
const noStore = { 'cache-control': 'no-store' } as const;

export const marketDataRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/market/feed',
      apiRoute({
        access: null,
        tag: 'Market data',
        summary: 'Newest market feed items, anonymous (public)',
        querystring: ZMarketFeedQuery,
        response: { 200: z.array(ZMarketFeedItem) },
      }),
      async (request, reply) => {
        reply.headers(noStore);
        return listMarketFeed(context, request.query);
      },
    );
    app.get(
      '/api/market/bids',
      apiRoute({
        access: null,
        tag: 'Market data',
        summary: 'The firm bids standing now, one row per bid line, newest first, anonymous (public)',
        querystring: ZMarketBidsQuery,
        response: { 200: z.array(ZMarketBid) },
      }),
      async (request, reply) => {
        reply.headers(noStore);
        return listMarketBids(context, request.query);
      },
    );
    app.get(
      '/api/market/metrics/today',
      apiRoute({
        access: null,
        tag: 'Market data',
        summary: 'Tonnes offered, wanted and traded today, Sydney day (public)',
        response: { 200: ZTodayMetrics },
      }),
      async (_request, reply) => {
        reply.headers(noStore);
        return todayMetrics(context);
      },
    );
    app.get(
      '/api/market/metrics/total',
      apiRoute({
        access: null,
        tag: 'Market data',
        summary: 'All-time tonnes traded and billions of dollars settled (public)',
        response: { 200: ZTotalMetrics },
      }),
      async (_request, reply) => {
        reply.headers(noStore);
        return totalMetrics(context);
      },
    );
    app.get(
      '/api/market/statistics',
      apiRoute({
        access: null,
        tag: 'Market data',
        summary: 'Tonnes traded and buyers per day, week or month, for the chart (public)',
        querystring: ZStatisticsQuery,
        response: { 200: ZStatisticsResponse },
      }),
      async (request, reply) => {
        reply.headers(noStore);
        return tradingStatistics(context, request.query);
      },
    );
    app.get(
      '/api/market/form-data',
      {
        ...apiRoute({
          access: SIGNED_IN,
          tag: 'Market data',
          summary:
            'Best bid, last trade and best standing offer for a grade at a location (a site, port zone, delivered site or town place), while pricing (signed in)',
          querystring: ZFormDataQuery,
          response: { 200: ZFormDataResponse },
        }),
        preValidation: async (request) => {
          requireSession(request);
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return formData(context, request.query);
      },
    );
  };
