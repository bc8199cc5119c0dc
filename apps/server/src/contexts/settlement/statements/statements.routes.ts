import {
  ZDateRange,
  ZSettlementReportParams,
  ZStatement,
  ZStatementDownloadQuery,
  ZStatementOrganisationOption,
  ZStatementOrganisationsQuery,
  ZStatementQuery,
} from '@cgx/domain/statements.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ONLY, requireSession } from '../../../lib/access.ts';
import { sendCsv } from '../../../lib/csv.ts';
import { forbidden } from '../../../lib/errors.ts';
import { settlementReport } from './reports.service.ts';
import { STATEMENT_CSV_COLUMNS } from './statement-csv.ts';
import { buildStatement, listStatementOrganisations, statementFile } from './statements.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

const BASE = '/api/back-office/settlements';

/**
 * Settlements → Settlements (soi) and Reports (issue 14 §7, decision 0189): staff with the soi
 * permission. Every route here is refused before its input is validated (401 signed out, 403 to a
 * member or to staff without soi), as STAFF_ONLY does for roles; the services check again.
 */
export const statementRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Encapsulated in this plugin: after the app's own hooks (401, the roles), before validation.
    app.addHook('onRequest', async (request) => {
      if (request.auth && !request.auth.permissions.includes('soi')) throw forbidden();
    });

    app.get(
      `${BASE}/statements/organisations`,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlements',
        summary:
          'The statement’s organisation picker: the first 20 organisations whose name or nickname holds the term, by name (staff, soi)',
        querystring: ZStatementOrganisationsQuery,
        response: { 200: z.array(ZStatementOrganisationOption) },
      }),
      (request) => listStatementOrganisations(context, requireSession(request), request.query),
    );

    app.get(
      `${BASE}/statements/preview`,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlements',
        summary:
          'An organisation’s statement for a range of days, for the screen: its trades, invoices, payments received and made, levies and royalties withheld from it and (a recipient) for it, and the totals (staff, soi)',
        querystring: ZStatementQuery,
        response: { 200: ZStatement },
      }),
      (request) => buildStatement(context, requireSession(request), request.query),
    );

    app.get(
      `${BASE}/statements`,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlements',
        summary: 'An organisation’s statement for a range of days as a PDF or a CSV (format) (staff, soi)',
        querystring: ZStatementDownloadQuery,
        response: { 200: z.unknown().describe('application/pdf or text/csv') },
      }),
      async (request, reply) => {
        const file = await statementFile(context, requireSession(request), request.query);
        if (file.format === 'csv') {
          sendCsv(
            reply,
            file.filename,
            STATEMENT_CSV_COLUMNS,
            (async function* () {
              yield* file.rows;
            })(),
          );
          return reply;
        }
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );

    app.get(
      `${BASE}/reports/:report`,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlements',
        summary:
          'A settlement report as CSV (staff, soi): unpaid-invoices (buyers’ invoices issued from dateFrom, unpaid as at dateTo, by days past due), levies-withheld (by recipient and financial quarter), payments-made (payment run items paid in the range)',
        params: ZSettlementReportParams,
        querystring: ZDateRange,
        response: { 200: z.unknown().describe('text/csv') },
      }),
      (request, reply) => {
        const file = settlementReport(context, requireSession(request), request.params.report, request.query);
        sendCsv(reply, file.filename, file.columns, file.rows);
        return reply;
      },
    );
  };
