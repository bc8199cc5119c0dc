import { sydneyDate } from '@cgx/domain/calendar';
import { BANK_STATEMENT_MAX_ROWS, matchStatementLines, readBankStatement, STATEMENT_MESSAGES } from '@cgx/domain/payments/bank-statement';
import type { TBankStatementImported } from '@cgx/domain/settlement.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { buyerPayments, invoices } from '../../../db/schema/settlement.ts';
import { type AuthContext, requirePermission, requireStaff } from '../../../lib/access.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';
import { readTable, type UploadKind } from '../../../lib/uploads/read-table.ts';
import { paidByInvoice, recordBuyerPayment } from './buyer-payments.service.ts';

const ALREADY_IMPORTING = 'Some lines of this statement were recorded by another import just now: import it again to see what is left.';

async function statementInvoices(db: Db, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ id: invoices.id, number: invoices.formattedNumber, total: invoices.total, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.kind, 'buyer'), inArray(invoices.formattedNumber, [...numbers])));
  const paid = await paidByInvoice(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, paid: paid.get(row.id) ?? '0.00' }));
}

async function importedFingerprints(db: Db, fingerprints: readonly string[]): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  const rows = await db
    .select({ fingerprint: buyerPayments.statementFingerprint })
    .from(buyerPayments)
    .where(sql`${buyerPayments.statementFingerprint} = any(${sql.param([...fingerprints])}::text[])`);
  return new Set(rows.flatMap((row) => (row.fingerprint ? [row.fingerprint] : [])));
}

/**
 * A bank statement of the trust account (issue 14 §4): every credit is matched to a buyer invoice by
 * the invoice number in its reference; a matched line is recorded as a payment (part and over-payments
 * as received, shown, not guessed), the rest are listed with the reason. A bad row refuses the whole
 * file (400, each row named) and records nothing; a line imported before is a duplicate, so importing
 * the same statement twice records nothing twice.
 */
export async function importBankStatement(
  context: AppContext,
  auth: AuthContext,
  file: { body: Buffer; kind: UploadKind },
): Promise<TBankStatementImported> {
  requireStaff(auth);
  requirePermission(auth, 'update');
  const read = readBankStatement(await readTable(file.body, file.kind, { maxRows: BANK_STATEMENT_MAX_ROWS }));
  if (!read.layout) throw badRequest({ file: [STATEMENT_MESSAGES.layout] });
  if (read.problems.length > 0) {
    const errors: Record<string, string[]> = {};
    for (const problem of read.problems) (errors[`rows.${problem.row}`] ??= []).push(problem.message);
    throw badRequest(errors);
  }
  const references = [...new Set(read.lines.flatMap((line) => (line.reference ? [line.reference] : [])))];
  const [known, imported] = await Promise.all([
    statementInvoices(context.db, references),
    importedFingerprints(
      context.db,
      read.lines.map((line) => line.fingerprint),
    ),
  ]);
  const matches = matchStatementLines(read.lines, known, imported);
  const at = context.clock.now();
  try {
    await context.db.transaction(async (tx) => {
      for (const match of matches) {
        if (match.outcome !== 'matched') continue;
        await recordBuyerPayment(tx, {
          invoiceId: match.invoiceId,
          amount: match.amount,
          receivedOn: match.line.date,
          source: 'bank_statement',
          reference: match.line.description.slice(0, 200),
          statementFingerprint: match.line.fingerprint,
          userId: auth.user.id,
          at,
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, 'buyer_payments_statement_fingerprint_key')) throw conflict(ALREADY_IMPORTING);
    throw error;
  }
  return {
    importedOn: sydneyDate(at),
    debitsSkipped: read.debitsSkipped,
    lines: matches.map((match) => ({
      row: match.line.row,
      date: match.line.date,
      amount: match.line.amount,
      description: match.line.description,
      reference: match.line.reference,
      outcome: match.outcome,
      invoiceNumber: match.outcome === 'matched' ? match.invoiceNumber : null,
      settles: match.outcome === 'matched' ? match.settles : null,
      outstandingAfter: match.outcome === 'matched' ? match.outstandingAfter : null,
      overBy: match.outcome === 'matched' ? (match.overBy ?? null) : null,
      reason: match.reason,
    })),
  };
}
