import {
  LEGACY_TRADE_COLUMNS,
  LEGACY_TRADES_MAX_BYTES,
  ZLegacyTradeDetail,
  ZLegacyTradeParams,
  ZLegacyTradesImported,
  ZLegacyTradesPage,
  ZLegacyTradesQuery,
  ZLegacyTradesTemplateQuery,
} from '@cgx/domain/legacy-trades.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ONLY, requireSession, requireStaff } from '../../../lib/access.ts';
import { badRequest } from '../../../lib/errors.ts';
import { UPLOAD_MESSAGES, UPLOAD_TYPES, uploadKindOf } from '../../../lib/uploads/read-table.ts';
import { writeTemplate } from '../../../lib/uploads/write-template.ts';
import { importLegacyTrades } from './legacy-trades-import.service.ts';
import { getLegacyTrade, listLegacyTrades } from './legacy-trades.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

const XLSX_TYPE = UPLOAD_TYPES.xlsx[0];

/** Two example trades: a settled cgx trade with its invoices, and one settled elsewhere (no invoices, no status). */
const EXAMPLE_ROWS = [
  [
    'WC-2019-0001',
    'cgx',
    '2019-11-04',
    '2019/20',
    'Nov 2019',
    'Wheat',
    'APW1',
    'Moree (NSW)',
    '120.500',
    '119.800',
    '285.00',
    '310.40',
    'settled',
    'INV-S-1001',
    'INV-B-1001',
    'Grower',
    'APW1:5.00;H2:-3.00',
    '',
    '',
    'Paddock Farms',
    '51 824 753 556',
    '',
    'grower@example.com',
    'trader@example.com',
    'grower@example.com',
    'trader@example.com',
    '',
  ],
  [
    'WC-2019-0002',
    'private',
    '05/11/2019',
    '2019/20',
    '',
    'Canola',
    '',
    '',
    '60',
    '',
    '540.00',
    '',
    '',
    '',
    '',
    'Trader',
    '',
    '44.5',
    '1.5',
    'Riverina Grain Traders',
    'Coastal Oilseeds',
    '',
    '',
    '',
    '',
    '',
    '',
  ],
];

/** spec 002 §2 'Legacy trades' (decision 0182): import from a file, the imported list and one legacy trade, for staff. */
export const legacyTradeRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The file is the body, with its own type (decision 0095), up to the import's own limit.
    app.addContentTypeParser(
      [...UPLOAD_TYPES.csv, ...UPLOAD_TYPES.xlsx],
      { parseAs: 'buffer', bodyLimit: LEGACY_TRADES_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/api/back-office/legacy-trades',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: legacy trades',
        summary: 'A page of the imported legacy trades (staff): the term finds the reference, an invoice, either party or the commodity',
        querystring: ZLegacyTradesQuery,
        response: { 200: ZLegacyTradesPage },
      }),
      (request) => listLegacyTrades(context, requireSession(request), request.query),
    );

    app.get(
      '/api/back-office/legacy-trades/import/template',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: legacy trades',
        summary: 'The legacy trades file template (CSV or Excel): the header row and two example trades (staff)',
        querystring: ZLegacyTradesTemplateQuery,
        response: { 200: z.unknown().describe('The template file') },
      }),
      async (request, reply) => {
        requireStaff(requireSession(request));
        const { format } = request.query;
        const file = await writeTemplate(LEGACY_TRADE_COLUMNS, EXAMPLE_ROWS, format);
        return reply
          .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('content-disposition', `attachment; filename="legacy-trades-template.${format}"`)
          .send(file);
      },
    );

    app.post(
      '/api/back-office/legacy-trades/import',
      {
        ...apiRoute({
          access: STAFF_ONLY,
          tag: 'Back office: legacy trades',
          summary:
            'Import legacy trades from a CSV or .xlsx file (the body, with its content type), at most 20,000 rows (staff). Every row is checked; any problem answers 400 naming each cell as rows.<row>.<column>, and nothing is saved',
          response: { 201: ZLegacyTradesImported },
          errors: [400],
        }),
        bodyLimit: LEGACY_TRADES_MAX_BYTES,
      },
      async (request, reply) => {
        const auth = requireSession(request);
        requireStaff(auth);
        const kind = uploadKindOf(request.headers['content-type']);
        if (!kind || !Buffer.isBuffer(request.body)) throw badRequest({ file: [UPLOAD_MESSAGES.kind] });
        const imported = await importLegacyTrades(context, auth, { body: request.body, kind });
        return reply.code(201).send(imported);
      },
    );

    app.get(
      '/api/back-office/legacy-trades/:tradeId',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: legacy trades',
        summary:
          'One legacy trade, read-only (staff): its grain, place, terms, invoices, spreads, quality, parties and users; settled_externally without invoices',
        params: ZLegacyTradeParams,
        response: { 200: ZLegacyTradeDetail },
        errors: [404],
      }),
      (request) => getLegacyTrade(context, requireSession(request), request.params.tradeId),
    );
  };
