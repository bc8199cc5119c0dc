import { ZInvoiceParams, ZInvoicesPage, ZInvoicesQuery, ZTradeInvoices } from '@cgx/domain/invoices.schemas';
import { ZBackOfficeTradeParams } from '@cgx/domain/back-office-trades.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, STAFF_ONLY, requireSession } from '../../../lib/access.ts';
import { errorResponses } from '../../../lib/openapi.ts';
import { invoicePdf, listInvoices, tradeInvoices } from './invoices.service.ts';

/** Invoices: growers and buyers read their own, staff read every one (issue 14 §3). */
export const invoiceRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/invoices',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['Invoices'],
          security: [{ bearer: [] }],
          summary:
            "A page of the organisation's invoices: a seller's RCTIs, a buyer's tax invoices, an agent's clients' RCTIs (staff: every invoice), newest first, with what is paid and where each stands; the term searches the invoice number and the trade id, the dates the issue date",
          querystring: ZInvoicesQuery,
          response: { 200: ZInvoicesPage, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listInvoices(context, requireSession(request), request.query),
    );

    app.get(
      '/api/invoices/:invoiceId/pdf',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['Invoices'],
          security: [{ bearer: [] }],
          summary:
            "An invoice as a PDF, stamped void or paid as it stands: for the invoice's organisation (an RCTI: its agent too) and staff; 404 to anyone else",
          params: ZInvoiceParams,
          response: { 200: z.unknown().describe('The PDF'), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const file = await invoicePdf(context, requireSession(request), request.params.invoiceId);
        const asciiName = file.filename.replace(/[^\w .()-]/g, '_');
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );

    app.get(
      '/api/back-office/trades/:tradeId/invoices',
      {
        config: STAFF_ONLY,
        schema: {
          tags: ['Invoices'],
          security: [{ bearer: [] }],
          summary: "Staff: a trade's invoices, voided ones too, seller's first, with what is paid and outstanding",
          params: ZBackOfficeTradeParams,
          response: { 200: ZTradeInvoices, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => tradeInvoices(context, requireSession(request), request.params.tradeId),
    );
  };
