import type { TPaymentRunResult, TTradeManagementPage, TTradeManagementQuery } from '@cgx/domain/settlement.schemas';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, requirePermission, requireStaff } from '../../../lib/access.ts';
import { notFound } from '../../../lib/errors.ts';
import { runPayments } from './payment-run.service.ts';
import { findPaymentRun, pagePaymentRuns, pageTradeManagement } from './trade-management.repository.ts';

const runReference = (id: number) => `PAYRUN-${String(id).padStart(6, '0')}`;

export async function listTradeManagement(
  context: AppContext,
  auth: AuthContext,
  query: TTradeManagementQuery,
): Promise<TTradeManagementPage> {
  requireStaff(auth);
  return pageTradeManagement(context.db, query);
}

export async function listPaymentRuns(context: AppContext, auth: AuthContext, query: { page: number; pageSize: number }) {
  requireStaff(auth);
  const page = await pagePaymentRuns(context.db, query);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.run.id,
      reference: runReference(row.run.id),
      paidOn: row.run.paidOn,
      total: row.run.total,
      payees: row.payees,
      trades: row.trades,
      createdBy: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : 'The exchange',
      createdAt: row.run.createdAt.toISOString(),
    })),
  };
}

/** Settlements → Trade Management → Run payments (issue 14 §4): needs the update permission. */
export async function startPaymentRun(context: AppContext, auth: AuthContext): Promise<TPaymentRunResult> {
  requireStaff(auth);
  requirePermission(auth, 'update');
  const result = await runPayments(context, auth.user.id);
  return {
    run: {
      id: result.run.id,
      reference: result.reference,
      paidOn: result.run.paidOn,
      total: result.run.total,
      payees: new Set(result.items.map((item) => item.organisationId)).size,
      trades: new Set(result.items.map((item) => item.tradeId)).size,
      createdBy: `${auth.user.firstName} ${auth.user.lastName}`,
      createdAt: result.run.createdAt.toISOString(),
    },
    settled: result.settled,
    items: result.items.map((item) => ({
      tradeFormattedId: item.formattedId,
      kind: item.kind,
      payee: item.payeeName,
      amount: item.amount,
    })),
    held: result.held,
  };
}

/** The run's ABA direct-entry file, as the bank takes it. */
export async function paymentRunFile(context: AppContext, auth: AuthContext, runId: number) {
  requireStaff(auth);
  const run = await findPaymentRun(context.db, runId);
  if (!run || run.abaFile === '') throw notFound();
  return { filename: `${runReference(run.id).toLowerCase()}.aba`, content: run.abaFile };
}
