import { BID_SHEET_COLUMNS, ZBidSheetTemplateQuery, ZBidSheetUploaded } from '@cgx/domain/bid-sheet-upload.schemas';
import { UPLOAD_MAX_BYTES } from '@cgx/domain/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../../context.ts';
import { rolesOnly, requireRole, requireSession } from '../../../../lib/access.ts';
import { badRequest } from '../../../../lib/errors.ts';
import { UPLOAD_MESSAGES, UPLOAD_TYPES, uploadKindOf } from '../../../../lib/uploads/read-table.ts';
import { writeTemplate } from '../../../../lib/uploads/write-template.ts';
import { uploadBidSheet } from './bid-sheet-upload.service.ts';
import { apiRoute } from '../../../../lib/api-route.ts';

/** Bid sheets are a Trader's: anyone else gets 403 before the file is looked at. */
const TRADERS_ONLY = rolesOnly(['Trader']);
const MAX_FILE_BYTES = UPLOAD_MAX_BYTES;
const XLSX_TYPE = UPLOAD_TYPES.xlsx[0];

/** Two example lines: a cgx sheet over two sites. The header row is what the upload reads. */
const EXAMPLE_ROWS = [
  ['2026/27', 'Wheat', 'Jan 2027', '500', '', '7', 'APW1', '352.00', 'Moree', '', '', '', '', ''],
  ['2026/27', 'Wheat', 'Jan 2027', '500', '', '7', 'APW1', '348.50', 'Narrabri', '', '', '', '', ''],
];

export const bidSheetUploadRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The file is the body, with its own type (decision 0095); other routes never see these parsers.
    app.addContentTypeParser(
      [...UPLOAD_TYPES.csv, ...UPLOAD_TYPES.xlsx],
      { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/api/bids/sheets/template',
      apiRoute({
        access: TRADERS_ONLY,
        tag: 'Bids',
        summary: 'The bid-sheet file template (CSV or Excel) with its header row and two example lines',
        querystring: ZBidSheetTemplateQuery,
        response: { 200: z.unknown().describe('The template file') },
      }),
      async (request, reply) => {
        requireRole(requireSession(request), ['Trader']);
        const { format } = request.query;
        const file = await writeTemplate(BID_SHEET_COLUMNS, EXAMPLE_ROWS, format);
        return reply
          .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('content-disposition', `attachment; filename="bid-sheet-template.${format}"`)
          .send(file);
      },
    );

    app.post(
      '/api/bids/sheets/upload',
      {
        ...apiRoute({
          access: TRADERS_ONLY,
          tag: 'Bids',
          summary:
            'Place a bid sheet from a CSV or .xlsx file (the body, with its content type; the password token in the Password-Token header). Every row is checked; any problem answers 400 naming each cell as rows.<row>.<column>, and nothing is saved',
          headers: z.looseObject({ 'password-token': z.string().max(200).optional() }),
          response: { 201: ZBidSheetUploaded },
          errors: [409, 429],
        }),
        bodyLimit: MAX_FILE_BYTES,
      },
      async (request, reply) => {
        const auth = requireSession(request);
        const kind = uploadKindOf(request.headers['content-type']);
        if (!kind || !Buffer.isBuffer(request.body)) throw badRequest({ file: [UPLOAD_MESSAGES.kind] });
        const uploaded = await uploadBidSheet(context, auth, { body: request.body, kind }, request.headers['password-token']);
        return reply.code(201).send(uploaded);
      },
    );
  };
