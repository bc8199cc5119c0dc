import {
  ZDeliveriesDownloadQuery,
  ZDeliveriesQuery,
  ZDeliveryTradeParams,
  ZIgrainDeliveriesPage,
  ZRecordDeliveryRequest,
  ZTradeDeliveries,
  ZTradeDelivery,
} from '@cgx/domain/igrain-deliveries.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ONLY, requireSession } from '../../../lib/access.ts';
import { sendCsv } from '../../../lib/csv.ts';
import { sendXlsx } from '../../../lib/xlsx.ts';
import { DELIVERY_COLUMNS } from './deliveries.presenter.ts';
import { deliveriesToDownload, getTradeDeliveries, listDeliveries, recordDelivery } from './deliveries.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

const TRADE_DELIVERIES = '/api/back-office/trades/igrainx/:tradeId/deliveries';

/** spec 002 §2 'trades/deliveries', decision 0181: igrainX deliveries, recorded and listed by staff. */
export const igrainDeliveryRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/back-office/deliveries',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: igrainX deliveries',
        summary:
          'A page of every igrainX delivery (staff): filtered by term, delivery dates, seasons, commodities, delivery periods and grades; sorted; with the total mt the filter selects',
        querystring: ZDeliveriesQuery,
        response: { 200: ZIgrainDeliveriesPage },
      }),
      (request) => listDeliveries(context, requireSession(request), request.query),
    );
    app.get(
      '/api/back-office/deliveries/download',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: igrainX deliveries',
        summary: 'Every igrainX delivery the list’s filters select, in its order, as CSV or Excel (format), streamed (staff)',
        querystring: ZDeliveriesDownloadQuery,
        response: { 200: z.unknown().describe('text/csv or .xlsx') },
      }),
      (request, reply) => {
        const { format, ...query } = request.query;
        const rows = deliveriesToDownload(context, requireSession(request), query);
        if (format === 'xlsx') sendXlsx(reply, 'igrainx-deliveries.xlsx', 'Deliveries', DELIVERY_COLUMNS, rows);
        else sendCsv(reply, 'igrainx-deliveries.csv', DELIVERY_COLUMNS, rows);
        return reply;
      },
    );
    app.get(
      TRADE_DELIVERIES,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: igrainX deliveries',
        summary:
          'An igrainX trade’s deliveries (staff): each delivery, the tonnes delivered against the quantity ± tolerance, and whether another may be recorded',
        params: ZDeliveryTradeParams,
        response: { 200: ZTradeDeliveries },
        errors: [404],
      }),
      (request) => getTradeDeliveries(context, requireSession(request), request.params.tradeId),
    );
    app.post(
      TRADE_DELIVERIES,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: igrainX deliveries',
        summary:
          'Record a delivery against an igrainX trade (staff): date, tonnes within quantity plus tolerance, a weighbridge ticket new to the trade, partial or final, quality (canola: oil and admix)',
        params: ZDeliveryTradeParams,
        body: ZRecordDeliveryRequest,
        response: { 201: ZTradeDelivery },
        errors: [404, 409],
      }),
      async (request, reply) =>
        reply.code(201).send(await recordDelivery(context, requireSession(request), request.params.tradeId, request.body)),
    );
  };
