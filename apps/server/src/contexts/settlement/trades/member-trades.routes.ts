import {
  ZMemberTradeDetail,
  ZMemberTradeParams,
  ZMemberTradesDownloadQuery,
  ZMemberTradesPage,
  ZMemberTradesParams,
  ZMemberTradesQuery,
} from '@cgx/domain/trades.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, requireSession } from '../../../lib/access.ts';
import { sendCsv } from '../../../lib/csv.ts';
import { sendXlsx } from '../../../lib/xlsx.ts';
import { getMemberTrade } from './member-trade.service.ts';
import { memberTradeColumns } from './member-trades.presenter.ts';
import { listMemberTrades, memberTradesToDownload } from './member-trades.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

export const memberTradeRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/trades/:view',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Trades',
        summary:
          "A page of the organisation's trades: purchases and sales (Trader), sales (Grower), its clients' sales (Agent); filtered by status, market, commodity, season, dates and a term; sorted. The counterparty is never named",
        params: ZMemberTradesParams,
        querystring: ZMemberTradesQuery,
        response: { 200: ZMemberTradesPage },
        errors: [403],
      }),
      (request) => listMemberTrades(context, requireSession(request), request.params.view, request.query),
    );
    app.get(
      '/api/trades/:view/download',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Trades',
        summary:
          "Every trade of the view the list's filters select, in its order, as CSV or Excel (format), streamed: the member's side only, with its invoice",
        params: ZMemberTradesParams,
        querystring: ZMemberTradesDownloadQuery,
        response: { 200: z.unknown().describe('text/csv or .xlsx') },
        errors: [403],
      }),
      (request, reply) => {
        const { view } = request.params;
        const { format, ...query } = request.query;
        const rows = memberTradesToDownload(context, requireSession(request), view, query);
        const filename = `${view}.${format}`;
        if (format === 'xlsx') sendXlsx(reply, filename, 'Trades', memberTradeColumns(view), rows);
        else sendCsv(reply, filename, memberTradeColumns(view), rows);
        return reply;
      },
    );
    app.get(
      '/api/trades/:view/:tradeId',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Trades',
        summary:
          "One of the organisation's trades, of the view's side: its terms, contract note, title transfer, the member's own invoices and payment progress. The counterparty is never named; another organisation's trade is 404",
        params: ZMemberTradeParams,
        response: { 200: ZMemberTradeDetail },
        errors: [400, 403, 404],
      }),
      (request) => getMemberTrade(context, requireSession(request), request.params.view, request.params.tradeId),
    );
  };
