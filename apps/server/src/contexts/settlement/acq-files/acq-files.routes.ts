import {
  ACQ_FILE_MAX_BYTES,
  ZAcqFile,
  ZAcqFileParams,
  ZAcqFilesPage,
  ZAcqFilesQuery,
  ZAcqFileUploaded,
  ZAcqFileUploadQuery,
  ZAcqRowAssigned,
  ZAcqRowParams,
  ZAcqRowsPage,
  ZAcqRowsQuery,
  ZAcqStorageProviders,
  ZAcqTemplateQuery,
  ZAssignAcqRowRequest,
} from '@cgx/domain/acq-files.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ONLY, requireSession } from '../../../lib/access.ts';
import { badRequest } from '../../../lib/errors.ts';
import { errorResponses } from '../../../lib/openapi.ts';
import { UPLOAD_MESSAGES, UPLOAD_TYPES, uploadKindOf } from '../../../lib/uploads/read-table.ts';
import {
  acqStorageProviders,
  assignAcqRow,
  getAcqFile,
  listAcqFiles,
  listAcqRows,
  acqScopeOf,
  requireAcqFiles,
  uploadAcqFile,
} from './acq-files.service.ts';
import { writeAcqTemplate } from './formats/acq-formats.ts';
import { apiRoute } from '../../../lib/api-route.ts';

const tags = ['Back office: ACQ files'];
const security = [{ bearer: [] }];
const XLSX_TYPE = UPLOAD_TYPES.xlsx[0];
const PATH = '/api/back-office/settlements/acq-files';
const PROVIDER_PATH = '/api/acq-files';
const PROVIDER_ONLY = { signedIn: true, roles: ['Storage Provider'] } as const;

/** Settlements → ACQ Files (issue 14 §2, decision 0190): staff with the audit_file permission. */
export const acqFileRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The file is the body, with its own type (decision 0095), up to an ACQ file's own limit.
    app.addContentTypeParser(
      [...UPLOAD_TYPES.csv, ...UPLOAD_TYPES.xlsx],
      { parseAs: 'buffer', bodyLimit: ACQ_FILE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post(
      PATH,
      {
        ...apiRoute({
          access: STAFF_ONLY,
          tag: 'Back office: ACQ files',
          summary:
            "Upload a storage provider's ACQ file, CSV or .xlsx (the body, with its content type), in the provider's format, at most 50,000 rows and 10 MB (staff with audit_file). 201 with the file, queued or already processed; 200 with duplicate true when this provider's same file was uploaded before, and nothing changes; 400 on file when it is not what it is sent as, cannot be read, or its header is not the provider's format's; 429 past the provider's uploads an hour",
          querystring: ZAcqFileUploadQuery,
          response: { 200: ZAcqFileUploaded, 201: ZAcqFileUploaded },
          errors: [429],
        }),
        bodyLimit: ACQ_FILE_MAX_BYTES,
      },
      async (request, reply) => {
        const auth = requireSession(request);
        requireAcqFiles(auth);
        const kind = uploadKindOf(request.headers['content-type']);
        if (!kind || !Buffer.isBuffer(request.body)) throw badRequest({ file: [UPLOAD_MESSAGES.kind] });
        const uploaded = await uploadAcqFile(context, auth, request.query, { body: request.body, kind });
        return reply.code(uploaded.duplicate ? 200 : 201).send(uploaded);
      },
    );

    app.get(
      PATH,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: ACQ files',
        summary:
          'A page of the uploaded ACQ files with their status and progress (staff with audit_file); the term finds the file name or provider',
        querystring: ZAcqFilesQuery,
        response: { 200: ZAcqFilesPage },
      }),
      (request) => listAcqFiles(context, requireSession(request), request.query),
    );

    // The Default format's template: staff's and a storage provider's users' own copy of it.
    for (const [path, config] of [
      [`${PATH}/template`, STAFF_ONLY],
      [`${PROVIDER_PATH}/template`, PROVIDER_ONLY],
    ] as const) {
      app.get(
        path,
        {
          config,
          schema: {
            tags,
            security,
            summary:
              "The Default format's ACQ file template (CSV or Excel): its header row and one example row (staff with audit_file, storage providers' users)",
            querystring: ZAcqTemplateQuery,
            response: { 200: z.unknown().describe('The template file'), ...errorResponses(400, 401, 403) },
          },
        },
        async (request, reply) => {
          acqScopeOf(requireSession(request));
          const { format } = request.query;
          const file = await writeAcqTemplate(format);
          return reply
            .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
            .header('content-disposition', `attachment; filename="acq-default-template.${format}"`)
            .send(file);
        },
      );
    }

    app.get(
      `${PATH}/storage-providers`,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: ACQ files',
        summary: 'The storage providers an ACQ file can come from, each with its ACQ file format (staff with audit_file)',
        response: { 200: ZAcqStorageProviders },
      }),
      (request) => acqStorageProviders(context, requireSession(request)),
    );

    app.get(
      `${PATH}/:fileId`,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: ACQ files',
        summary: 'One ACQ file: its status, rows processed of its total and the counts of matched, unmatched and rejected rows',
        params: ZAcqFileParams,
        response: { 200: ZAcqFile },
        errors: [400, 404],
      }),
      (request) => getAcqFile(context, requireSession(request), request.params.fileId),
    );

    app.get(
      `${PATH}/:fileId/rows`,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: ACQ files',
        summary:
          "A page of an ACQ file's rows with each one's outcome and reason (outcome=matched includes rows assigned by hand); the term finds the ticket or the reason",
        params: ZAcqFileParams,
        querystring: ZAcqRowsQuery,
        response: { 200: ZAcqRowsPage },
        errors: [404],
      }),
      (request) => listAcqRows(context, requireSession(request), request.params.fileId, request.query),
    );

    app.post(
      `${PATH}/:fileId/rows/:rowId/assign`,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: ACQ files',
        summary:
          'Assign an unmatched row to a trade by hand: records the title transfer, raises both invoices and moves the trade to awaiting payment (409 when the row is not unmatched, its ticket is recorded or the trade is not awaiting grain)',
        params: ZAcqRowParams,
        body: ZAssignAcqRowRequest,
        response: { 200: ZAcqRowAssigned },
        errors: [404, 409],
      }),
      (request) => assignAcqRow(context, requireSession(request), request.params.fileId, request.params.rowId, request.body),
    );

    // A storage provider's own users (issue 14 §9): their organisation's files only, the same services scoped by acqScopeOf.
    const mine = { tags: ['Storage providers: ACQ files'], security };
    app.post(
      PROVIDER_PATH,
      {
        config: PROVIDER_ONLY,
        bodyLimit: ACQ_FILE_MAX_BYTES,
        schema: {
          ...mine,
          summary:
            "Upload your organisation's ACQ file (a storage provider's users), as staff upload one: 201 new, 200 with duplicate true when uploaded before; 400 on file when it is not a CSV or .xlsx in your format; 429 past your uploads an hour",
          querystring: ZAcqFileUploadQuery.pick({ fileName: true }),
          response: { 200: ZAcqFileUploaded, 201: ZAcqFileUploaded, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request, reply) => {
        const auth = requireSession(request);
        const kind = uploadKindOf(request.headers['content-type']);
        if (!kind || !Buffer.isBuffer(request.body)) throw badRequest({ file: [UPLOAD_MESSAGES.kind] });
        const query = { ...request.query, storageProviderOrganisationId: auth.organisation.id };
        const uploaded = await uploadAcqFile(context, auth, query, { body: request.body, kind });
        return reply.code(uploaded.duplicate ? 200 : 201).send(uploaded);
      },
    );
    app.get(
      PROVIDER_PATH,
      {
        config: PROVIDER_ONLY,
        schema: {
          ...mine,
          summary: "A page of your organisation's ACQ files",
          querystring: ZAcqFilesQuery,
          response: { 200: ZAcqFilesPage, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listAcqFiles(context, requireSession(request), request.query),
    );
    app.get(
      `${PROVIDER_PATH}/:fileId`,
      {
        config: PROVIDER_ONLY,
        schema: {
          ...mine,
          summary: 'One of your ACQ files',
          params: ZAcqFileParams,
          response: { 200: ZAcqFile, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => getAcqFile(context, requireSession(request), request.params.fileId),
    );
    app.get(
      `${PROVIDER_PATH}/:fileId/rows`,
      {
        config: PROVIDER_ONLY,
        schema: {
          ...mine,
          summary: "A page of one of your ACQ files' rows with each one's outcome and reason",
          params: ZAcqFileParams,
          querystring: ZAcqRowsQuery,
          response: { 200: ZAcqRowsPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => listAcqRows(context, requireSession(request), request.params.fileId, request.query),
    );
  };
