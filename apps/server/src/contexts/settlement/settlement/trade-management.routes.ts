import {
  ZBankStatementImported,
  ZPaymentRunParams,
  ZPaymentRunResult,
  ZPaymentRunsPage,
  ZPaymentRunsQuery,
  ZRecordPaymentConflict,
  ZRecordPaymentRequest,
  ZRecordPaymentResult,
  ZTradeManagementPage,
  ZTradeManagementQuery,
  ZTradeSettlement,
  ZTradeSettlementEditRequest,
  ZTradeSettlementParams,
} from '@cgx/domain/settlement.schemas';
import { ZIdempotencyHeaders } from '@cgx/domain/orders.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requireSession, STAFF_ONLY } from '../../../lib/access.ts';
import { badRequest } from '../../../lib/errors.ts';
import { UPLOAD_MESSAGES, UPLOAD_TYPES, uploadKindOf } from '../../../lib/uploads/read-table.ts';
import { idempotent, sendIdempotent } from '../../trading/index.ts';
import { importBankStatement } from './bank-statements.service.ts';
import { editTradeSettlement, getTradeSettlement, recordManualPayment } from './trade-settlement.service.ts';
import { listPaymentRuns, listTradeManagement, paymentRunFile, startPaymentRun } from './trade-management.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

const SETTLEMENT = '/api/back-office/trades/:tradeId/settlement';
/** A bank statement of a few thousand lines is well under this. */
const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Settlements → Trade Management (issue 14 §4-§5): a trade's settlement and its edits, buyers' payments, bank statements and the payment run. */
export const tradeManagementRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      [...UPLOAD_TYPES.csv, ...UPLOAD_TYPES.xlsx],
      { parseAs: 'buffer', bodyLimit: STATEMENT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      SETTLEMENT,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlement',
        summary:
          'A trade’s settlement (staff): status and the moves staff may make with their confirmations, payment date option, quality specs, title transfer, invoices with paid and outstanding, payments and ledger entries',
        params: ZTradeSettlementParams,
        response: { 200: ZTradeSettlement },
        errors: [400, 404],
      }),
      (request) => getTradeSettlement(context, requireSession(request), request.params.tradeId),
    );

    app.patch(
      SETTLEMENT,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlement',
        summary:
          'Edit a trade’s settlement (staff with update): status (confirmed where spec 002 §4 asks), payment date option, canola quality specs; needs a password token and the version read (409 when someone saved first)',
        params: ZTradeSettlementParams,
        body: ZTradeSettlementEditRequest,
        response: { 200: ZTradeSettlement },
        errors: [404, 409],
      }),
      (request) => editTradeSettlement(context, requireSession(request), request.params.tradeId, request.body),
    );

    app.post(
      '/api/back-office/trades/:tradeId/payments',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlement',
        summary:
          'Record a buyer’s payment by hand against the trade’s buyer invoice (staff with update); funds received when paid in full. At most the invoice’s total (400 on amount); above what is outstanding, or the same amount, day and reference already recorded against the trade: 409 with `confirmation` {outstanding, overpayment, duplicate}, recorded when sent again with `confirmedOutstanding` equal to that outstanding. Takes an Idempotency-Key (decision 0071)',
        params: ZTradeSettlementParams,
        body: ZRecordPaymentRequest,
        headers: ZIdempotencyHeaders,
        response: {
          201: ZRecordPaymentResult,
          409: ZRecordPaymentConflict.describe('Conflict: a payment to confirm, a void invoice, or an Idempotency-Key reused or in use'),
        },
        errors: [404],
      }),
      async (request, reply) => {
        const auth = requireSession(request);
        return sendIdempotent(
          reply,
          await idempotent(context, auth, request, 201, (claim) =>
            recordManualPayment(context, auth, request.params.tradeId, request.body, claim),
          ),
        );
      },
    );

    app.get(
      '/api/back-office/settlements/trade-management',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlement',
        summary:
          'Trades awaiting or overdue payment, or with funds received (staff): buyer invoice, due date, paid, outstanding, seller’s net; and what the next payment run owes sellers',
        querystring: ZTradeManagementQuery,
        response: { 200: ZTradeManagementPage },
      }),
      (request) => listTradeManagement(context, requireSession(request), request.query),
    );

    app.post(
      '/api/back-office/settlements/bank-statements',
      {
        ...apiRoute({
          access: STAFF_ONLY,
          tag: 'Back office: settlement',
          summary:
            'Import a bank statement of the trust account (the CSV or .xlsx file is the body; staff with update): credits matched on the invoice number are recorded as payments; a bad row answers 400 and records nothing; lines imported before are duplicates',
          response: { 201: ZBankStatementImported },
          errors: [400, 409],
        }),
        bodyLimit: STATEMENT_MAX_BYTES,
      },
      async (request, reply) => {
        const kind = uploadKindOf(request.headers['content-type']);
        if (!kind || !Buffer.isBuffer(request.body)) throw badRequest({ file: [UPLOAD_MESSAGES.kind] });
        return reply.code(201).send(await importBankStatement(context, requireSession(request), { body: request.body, kind }));
      },
    );

    app.get(
      '/api/back-office/settlements/payment-runs',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlement',
        summary: 'The payment runs, newest first (staff)',
        querystring: ZPaymentRunsQuery,
        response: { 200: ZPaymentRunsPage },
      }),
      (request) => listPaymentRuns(context, requireSession(request), request.query),
    );

    app.post(
      '/api/back-office/settlements/payment-runs',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlement',
        summary:
          'Run payments (staff with update): pays every seller whose buyer has paid and every levy and royalty owed, in one ABA file; settles the trades; e-mails remittance advice. 409 when nothing is owed',
        response: { 201: ZPaymentRunResult },
        errors: [409],
      }),
      async (request, reply) => reply.code(201).send(await startPaymentRun(context, requireSession(request))),
    );

    app.get(
      '/api/back-office/settlements/payment-runs/:runId/aba',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: settlement',
        summary: 'A payment run’s direct-entry file in the ABA format, for upload to the bank (staff)',
        params: ZPaymentRunParams,
        response: { 200: z.string().describe('The ABA file') },
        errors: [400, 404],
      }),
      async (request, reply) => {
        const file = await paymentRunFile(context, requireSession(request), request.params.runId);
        return reply
          .header('content-type', 'text/plain; charset=us-ascii')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.content);
      },
    );
  };
