import { IDEMPOTENCY_KEY_HEADER } from '@cgx/domain/orders.schemas';
import type {
  TBankStatementImported,
  TPaymentRunResult,
  TRecordPaymentRequest,
  TRecordPaymentResult,
  TTradeSettlement,
  TTradeSettlementEditRequest,
} from '@cgx/domain/settlement.schemas';
import { UPLOAD_FILE_KINDS, uploadKindOfName } from '@cgx/domain/uploads';
import { api, apiRequest } from '../../../lib/api-client';
import { type DownloadedFile, fetchFile } from '../../../lib/download-file';

/** Every cached settlement query starts with this key: an edit, a payment, an import or a run refreshes them all. */
export const SETTLEMENT_QUERY_KEY = ['back-office', 'settlement'] as const;

/** spec 002 'trades/{id}/edit': the trade edit screen. */
/** The trade edit screen, on its market's trade route (spec 002: trades/{id}/edit, trades/igrainx/{id}/edit). */
export const tradeEditPath = (tradeId: number | string, market: 'cgx' | 'igrainx' = 'cgx') =>
  market === 'igrainx' ? `/portal/trades/igrainx/${tradeId}/edit` : `/portal/trades/${tradeId}/edit`;

const settlementPath = (tradeId: number | string) => `/api/back-office/trades/${tradeId}/settlement`;

/** A trade's settlement for staff: status and its moves, payment date, quality specs, title transfer, invoices, payments, ledger. */
export const tradeSettlementQueryKey = (tradeId: number | string) => [...SETTLEMENT_QUERY_KEY, 'trade', String(tradeId)] as const;
export const getTradeSettlement = (tradeId: number | string, signal?: AbortSignal) =>
  api.get<TTradeSettlement>(settlementPath(tradeId), { signal });

/** PATCH …/settlement: the edit screen's save; 409 when someone else saved first. */
export const editTradeSettlement = (tradeId: number | string, body: TTradeSettlementEditRequest) =>
  apiRequest<TTradeSettlement>('PATCH', settlementPath(tradeId), { body });

/**
 * POST …/payments: a buyer's payment recorded by hand, with the Idempotency-Key of this payment (a
 * retry after a lost answer is answered, not recorded again); 409 with `confirmation` when it must be confirmed.
 */
export const recordPayment = (tradeId: number | string, body: TRecordPaymentRequest, idempotencyKey: string) =>
  api.post<TRecordPaymentResult>(`/api/back-office/trades/${tradeId}/payments`, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

/** Settlements → Trade Management: the trades money is moving on (a paged list under LIST_QUERY_ROOT). */
export const TRADE_MANAGEMENT_PATH = '/api/back-office/settlements/trade-management';
export const PAYMENT_RUNS_PATH = '/api/back-office/settlements/payment-runs';
export const BANK_STATEMENTS_PATH = '/api/back-office/settlements/bank-statements';

/** POST …/bank-statements: the statement is the body with its kind's content type (decision 0175). */
export const importBankStatement = (file: File) =>
  api.upload<TBankStatementImported>(BANK_STATEMENTS_PATH, file, UPLOAD_FILE_KINDS[uploadKindOfName(file.name) ?? 'csv'].contentType);

/** POST …/payment-runs: pays every seller whose buyer has paid and every levy and royalty owed; 409 when nothing is owed. */
export const runPayments = () => api.post<TPaymentRunResult>(PAYMENT_RUNS_PATH);

/** A run's ABA file, fetched with the session's token (a plain link could not carry it). */
export const fetchAbaFile = (run: { id: number; reference: string }, signal?: AbortSignal): Promise<DownloadedFile> =>
  fetchFile(`${PAYMENT_RUNS_PATH}/${run.id}/aba`, `${run.reference}.aba`, signal);
