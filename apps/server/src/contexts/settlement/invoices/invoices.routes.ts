import { ZInvoiceParams, ZInvoicesPage, ZInvoicesQuery, ZTradeInvoices } from '@cgx/domain/invoices.schemas';
import { ZBackOfficeTradeParams } from '@cgx/domain/back-office-trades.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, STAFF_ONLY, requireSession } from '../../../lib/access.ts';
import { apiRoute } from '../../../lib/api-route.ts';
import { invoicePdf, listInvoices, tradeInvoices } from './invoices.service.ts';

/** Invoices: growers and buyers read their own, staff read every one (issue 14 §3). */
export const invoiceRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/invoices',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Invoices',
        summary:
          "A page of the organisation's invoices: a seller's RCTIs, a buyer's tax invoices, an agent's clients' RCTIs (staff: every invoice), newest first, with what is paid and where each stands; the term searches the invoice number and the trade id, the dates the issue date",
        querystring: ZInvoicesQuery,
        response: { 200: ZInvoicesPage },
        errors: [403],
      }),
      (request) => listInvoices(context, requireSession(request), request.query),
    );

    app.get(
      '/api/invoices/:invoiceId/pdf',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Invoices',
        summary:
          "An invoice as a PDF, stamped void or paid as it stands: for the invoice's organisation (an RCTI: its agent too) and staff; 404 to anyone else",
        params: ZInvoiceParams,
        response: { 200: z.unknown().describe('The PDF') },
        errors: [404],
      }),
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
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Invoices',
        summary: "Staff: a trade's invoices, voided ones too, seller's first, with what is paid and outstanding",
        params: ZBackOfficeTradeParams,
        response: { 200: ZTradeInvoices },
        errors: [404],
      }),
      (request) => tradeInvoices(context, requireSession(request), request.params.tradeId),
    );
  };
