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
import { requireSession } from '../../../lib/access.ts';
import { errorResponses } from '../../../lib/openapi.ts';
import { formData } from './form-data.service.ts';
import { listMarketBids } from './market-bids.service.ts';
import { listMarketFeed } from './market-feed.service.ts';
import { todayMetrics, totalMetrics, tradingStatistics } from './market-metrics.service.ts';

const tags = ['Market data'];

/** Live figures: neither browsers nor proxies may keep them. */
const noStore = { 'cache-control': 'no-store' } as const;

export const marketDataRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/market/feed',
      {
        schema: {
          tags,
          summary: 'Newest market feed items, anonymous (public)',
          querystring: ZMarketFeedQuery,
          response: { 200: z.array(ZMarketFeedItem), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return listMarketFeed(context, request.query);
      },
    );
    app.get(
      '/api/market/bids',
      {
        schema: {
          tags,
          summary: 'The firm bids standing now, one row per bid line, newest first, anonymous (public)',
          querystring: ZMarketBidsQuery,
          response: { 200: z.array(ZMarketBid), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return listMarketBids(context, request.query);
      },
    );
    app.get(
      '/api/market/metrics/today',
      { schema: { tags, summary: 'Tonnes offered, wanted and traded today, Sydney day (public)', response: { 200: ZTodayMetrics } } },
      async (_request, reply) => {
        reply.headers(noStore);
        return todayMetrics(context);
      },
    );
    app.get(
      '/api/market/metrics/total',
      { schema: { tags, summary: 'All-time tonnes traded and billions of dollars settled (public)', response: { 200: ZTotalMetrics } } },
      async (_request, reply) => {
        reply.headers(noStore);
        return totalMetrics(context);
      },
    );
    app.get(
      '/api/market/statistics',
      {
        schema: {
          tags,
          summary: 'Tonnes traded and buyers per day, week or month, for the chart (public)',
          querystring: ZStatisticsQuery,
          response: { 200: ZStatisticsResponse, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return tradingStatistics(context, request.query);
      },
    );
    app.get(
      '/api/market/form-data',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary:
            'Best bid, last trade and best standing offer for a grade at a location (a site, port zone, delivered site or town place), while pricing (signed in)',
          querystring: ZFormDataQuery,
          response: { 200: ZFormDataResponse, ...errorResponses(400, 401) },
        },
        // Signed in before the query is checked: an anonymous caller learns nothing of it.
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
