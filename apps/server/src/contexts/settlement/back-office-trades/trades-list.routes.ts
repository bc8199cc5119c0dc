import {
  ZBestPublishedBids,
  ZBestPublishedBidsBody,
  ZBackOfficeTradeDetail,
  ZBackOfficeTradeRefParams,
  ZBackOfficeTradesDownloadQuery,
  ZBackOfficeTradesPage,
  ZBackOfficeTradesQuery,
} from '@cgx/domain/back-office-trades.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ONLY, requireSession } from '../../../lib/access.ts';
import { sendCsv } from '../../../lib/csv.ts';
import { sendXlsx } from '../../../lib/xlsx.ts';
import { BACK_OFFICE_TRADE_COLUMNS } from './trades-list.presenter.ts';
import { bestPublishedBids } from './best-published-bids.service.ts';
import { backOfficeTradesToDownload, getBackOfficeTrade, listBackOfficeTrades } from './trades-list.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

/** spec 002 §2 'Trades' (decision 0180): the staff's list of every trade and its download. */
export const backOfficeTradeRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/back-office/trades',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: trades',
        summary:
          'A page of every trade and imported legacy trade (staff; source says which): both parties named; filtered by term, dates, market, status, seasons, commodities, delivery periods and grades; sorted; with the total mt the filter selects',
        querystring: ZBackOfficeTradesQuery,
        response: { 200: ZBackOfficeTradesPage },
      }),
      (request) => listBackOfficeTrades(context, requireSession(request), request.query),
    );
    app.get(
      '/api/back-office/trades/download',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: trades',
        summary: 'Every trade and legacy trade the list’s filters select, in its order, as CSV or Excel (format), streamed (staff)',
        querystring: ZBackOfficeTradesDownloadQuery,
        response: { 200: z.unknown().describe('text/csv or .xlsx') },
      }),
      (request, reply) => {
        const { format, ...query } = request.query;
        const rows = backOfficeTradesToDownload(context, requireSession(request), query);
        if (format === 'xlsx') sendXlsx(reply, 'trades.xlsx', 'Trades', BACK_OFFICE_TRADE_COLUMNS, rows);
        else sendCsv(reply, 'trades.csv', BACK_OFFICE_TRADE_COLUMNS, rows);
        return reply;
      },
    );
    app.get(
      '/api/back-office/trades/:tradeId',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: trades',
        summary:
          'One trade for staff, by its id or its trade id (CGX-000150): both parties and who placed each order, the orders, terms, place, quality, due dates and contract notes',
        params: ZBackOfficeTradeRefParams,
        response: { 200: ZBackOfficeTradeDetail },
        errors: [404],
      }),
      (request) => getBackOfficeTrade(context, requireSession(request), request.params.tradeId),
    );
    app.post(
      '/api/back-office/trades/best-published-bids',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: trades',
        summary:
          'The best published bid for each trade-derived key (season, storage provider nickname, site, grade, market), or null (staff)',
        body: ZBestPublishedBidsBody,
        response: { 200: ZBestPublishedBids },
      }),
      (request) => bestPublishedBids(context, requireSession(request), request.body.keys),
    );
  };
