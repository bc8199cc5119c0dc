import { ACQ_FIELD_KEYS, ACQ_MATCH_MESSAGES, type AcqField, type AcqMatch, type AcqRow, matchAcqRows } from '@cgx/domain/acq-files';
import { acqFormatOf } from '@cgx/domain/acq-files.schemas';
import { type LocalDate, sydneyDate } from '@cgx/domain/calendar';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import type { AcqFileProblem, acqRows } from '../../../db/schema/settlement.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { AppError } from '../../../lib/errors.ts';
import type { RowProblem } from '../../../lib/uploads/check-rows.ts';
import { readTable } from '../../../lib/uploads/read-table.ts';
import {
  recordTitleTransfer,
  recordTitleTransfers,
  type TitleTransferInput,
  type TitleTransferOutcome,
} from '../settlement/title-transfer.service.ts';
import {
  acqCandidates,
  acqProvider,
  acqFileContent,
  insertAcqRows,
  type LockedAcqFile,
  lockAcqFile,
  recordedTickets,
  updateAcqFile,
  updateAcqRow,
} from './acq-files.repository.ts';
import { ACQ_TABLE_LIMITS, loadAcqFormat, readAcqTable, type TAcqFormat } from './formats/acq-formats.ts';

/**
 * Reading an ACQ file and recording what each row does (issue 14 §2, decision 0190). A file is
 * processed a batch of rows per transaction, in row order; each batch writes its rows' outcomes,
 * records the title transfers of its matched rows and updates the file's counts, so the progress
 * bar moves batch by batch. Rows already written are never written again: running a batch after
 * a crash, or twice, carries on where the last committed batch stopped.
 */

export const ACQ_BATCH_ROWS = 500;

type AcqFileRecord = LockedAcqFile;

/** One row of the file: read into an AcqRow, or refused with its problems and its cells as written. */
type Entry = { row: number; acq: AcqRow; problems?: undefined } | { row: number; acq?: undefined; problems: RowProblem[]; cells: Fields };
type Fields = Record<AcqField, string | null>;

type ReadFile = { failed: AcqFileProblem[] } | { entries: Entry[]; firstRowOfTicket: Map<string, number> };

/** The last files read, so the batches of one file do not read its 50,000 rows again each time. */
const readCache = new Map<string, ReadFile>();
const READ_CACHE_FILES = 2;

type TableFile = Pick<AcqFileRecord, 'id' | 'sha256' | 'format' | 'createdAt'>;
const cacheKey = (file: TableFile) => `${file.id}:${file.sha256}:${file.format}`;
function remember(file: TableFile, read: ReadFile): ReadFile {
  readCache.set(cacheKey(file), read);
  while (readCache.size > READ_CACHE_FILES) readCache.delete(readCache.keys().next().value as string);
  return read;
}

/** The file's rows as its provider's format reads them, dates checked against the day it was uploaded. */
async function readAcqFileRows(db: Db, file: AcqFileRecord): Promise<ReadFile> {
  return readCache.get(cacheKey(file)) ?? remember(file, await readUncached(file, await acqFileContent(db, file.id)));
}

async function readUncached(file: AcqFileRecord, content: Buffer): Promise<ReadFile> {
  let table: string[][];
  try {
    table = await readTable(content, file.fileKind, ACQ_TABLE_LIMITS);
  } catch (error) {
    if (error instanceof AppError && error.errors) return { failed: Object.values(error.errors).flat().map(fileProblem) };
    throw error;
  }
  return readFromTable(file, table);
}

/**
 * The table the upload has just read and checked, kept for the batches that follow at once (a small
 * file, processed before the upload answers), so the file is not read a second time.
 */
export function rememberAcqTable(file: TableFile, table: string[][]): void {
  remember(file, readFromTable(file, table));
}

function readFromTable(file: TableFile, table: string[][]): ReadFile {
  const format = loadAcqFormat(acqFormatOf(file.format));
  const today: LocalDate = sydneyDate(file.createdAt);
  const { rows, problems } = readAcqTable(table, format, today);
  const fileLevel = problems.filter((problem) => problem.row === 1);
  if (fileLevel.length > 0)
    return { failed: fileLevel.map((problem) => ({ row: problem.row, column: problem.column, message: problem.message })) };

  const header = table[0] ?? [];
  const problemsByRow = new Map<number, RowProblem[]>();
  for (const problem of problems) problemsByRow.set(problem.row, [...(problemsByRow.get(problem.row) ?? []), problem]);
  const entries: Entry[] = [
    ...rows.map((acq): Entry => ({ row: acq.row, acq })),
    ...[...problemsByRow].map(([row, rowProblems]): Entry => ({
      row,
      problems: rowProblems,
      cells: cellsAsWritten(header, table[row - 1] ?? [], format),
    })),
  ].sort((a, b) => a.row - b.row);
  const firstRowOfTicket = new Map<string, number>();
  for (const entry of entries)
    if (entry.acq && !firstRowOfTicket.has(entry.acq.ticketNumber)) firstRowOfTicket.set(entry.acq.ticketNumber, entry.row);
  return { entries, firstRowOfTicket };
}

const fileProblem = (message: string): AcqFileProblem => ({ row: null, column: null, message });
const normalHeader = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A refused row's cells by field, as written, for the rows list to show. */
function cellsAsWritten(header: readonly string[], cells: readonly string[], format: TAcqFormat): Fields {
  const positions = new Map(header.map((text, index) => [normalHeader(text), index] as const).reverse());
  const cellOf = (key: AcqField): string | null => {
    const fixed = format.fixed[key];
    if (fixed !== undefined) return fixed;
    const position = (format.columns[key] ?? []).map((accepted) => positions.get(normalHeader(accepted))).find((at) => at !== undefined);
    const text = position === undefined ? '' : (cells[position] ?? '').trim();
    return text || null;
  };
  return Object.fromEntries(ACQ_FIELD_KEYS.map((key) => [key, cellOf(key)])) as Fields;
}

const reasonOf = (problems: RowProblem[]) => problems.map((problem) => problem.message).join('; ');

/**
 * The next batch of the file's rows, in one transaction with the file's row locked: 'more' when
 * rows remain, 'done' when the file is finished (or failed as a whole).
 */
export async function processAcqFileBatch(db: Db, fileId: number, at: Date, batchRows = ACQ_BATCH_ROWS): Promise<'done' | 'more'> {
  return db.transaction(async (tx) => {
    const file = await lockAcqFile(tx, fileId);
    if (!file || file.status === 'done' || file.status === 'failed') return 'done';
    const read = await readAcqFileRows(tx, file);
    if ('failed' in read) {
      await updateAcqFile(tx, fileId, { status: 'failed', problems: read.failed, finishedAt: at });
      return 'done';
    }

    // The file's counts are kept on its row, under its lock, by every batch (and by a row assigned by
    // hand): added to, not recounted from all the file's rows twice a batch.
    const batch = read.entries.slice(file.processedRows, file.processedRows + batchRows);
    const added = await writeBatch(tx, file, batch, read.firstRowOfTicket, at);
    const counts = {
      processedRows: file.processedRows + added.processedRows,
      matchedRows: file.matchedRows + added.matchedRows,
      unmatchedRows: file.unmatchedRows + added.unmatchedRows,
      rejectedRows: file.rejectedRows + added.rejectedRows,
    };
    const finished = counts.processedRows >= read.entries.length;
    await updateAcqFile(tx, fileId, {
      ...counts,
      totalRows: read.entries.length,
      status: finished ? 'done' : 'processing',
      finishedAt: finished ? at : null,
    });
    return finished ? 'done' : 'more';
  });
}

type BatchCounts = { processedRows: number; matchedRows: number; unmatchedRows: number; rejectedRows: number };

async function writeBatch(
  tx: Db,
  file: AcqFileRecord,
  batch: Entry[],
  firstRowOfTicket: Map<string, number>,
  at: Date,
): Promise<BatchCounts> {
  const valid = batch.flatMap((entry) => (entry.acq ? [entry.acq] : []));
  const recorded = await recordedTickets(
    tx,
    file.storageProviderOrganisationId,
    valid.map((row) => row.ticketNumber),
    file.id,
  );
  // A ticket seen on an earlier row of the file (perhaps in an earlier batch) is that row's.
  const outcomes = new Map<number, AcqMatch>();
  const toMatch: AcqRow[] = [];
  for (const row of valid) {
    const first = firstRowOfTicket.get(row.ticketNumber) ?? row.row;
    if (!recorded.has(row.ticketNumber) && first < row.row)
      outcomes.set(row.row, { row: row.row, outcome: 'rejected', reason: ACQ_MATCH_MESSAGES.twiceInFile(row.ticketNumber) });
    else toMatch.push(row);
  }
  const [candidates, provider] = await Promise.all([
    acqCandidates(
      tx,
      [...new Set(toMatch.map((row) => row.sellerNgr))],
      [...new Set(toMatch.flatMap((row) => (row.tradeId ? [row.tradeId.toUpperCase()] : [])))],
    ),
    acqProvider(tx, file.storageProviderOrganisationId),
  ]);
  for (const outcome of matchAcqRows(toMatch, candidates, recorded, provider)) outcomes.set(outcome.row, outcome);

  const values: (typeof acqRows.$inferInsert)[] = batch.map((entry) => {
    if (!entry.acq)
      return {
        fileId: file.id,
        row: entry.row,
        ticketNumber: entry.cells.ticketNumber ?? '',
        fields: entry.cells,
        outcome: 'rejected',
        reason: reasonOf(entry.problems),
      };
    const outcome = outcomes.get(entry.row);
    const { row: _row, ...fields } = entry.acq;
    return {
      fileId: file.id,
      row: entry.row,
      ticketNumber: entry.acq.ticketNumber,
      fields,
      outcome: outcome?.outcome ?? 'unmatched',
      reason: outcome && outcome.outcome !== 'matched' ? outcome.reason : null,
      tradeId: outcome?.outcome === 'matched' ? outcome.tradeId : null,
    };
  });
  const written = new Map((await insertAcqRows(tx, values)).map((row) => [row.row, row.id]));

  const matched = valid.flatMap((row) => {
    const outcome = outcomes.get(row.row);
    const rowId = written.get(row.row);
    return outcome?.outcome === 'matched' && rowId !== undefined ? [{ row, rowId, tradeId: outcome.tradeId }] : [];
  });
  const refused = await recordMatchedRows(tx, matched, file, at);

  const added: BatchCounts = { processedRows: 0, matchedRows: 0, unmatchedRows: 0, rejectedRows: 0 };
  for (const value of values) {
    if (!written.has(value.row)) continue;
    added.processedRows += 1;
    if (value.outcome === 'matched' || value.outcome === 'assigned') added.matchedRows += 1;
    else if (value.outcome === 'unmatched') added.unmatchedRows += 1;
    else added.rejectedRows += 1;
  }
  added.matchedRows -= refused;
  added.rejectedRows += refused;
  return added;
}

type MatchedRow = { row: Omit<AcqRow, 'row'>; rowId: number; tradeId: number };

const transferInput = (
  matched: MatchedRow,
  file: Pick<AcqFileRecord, 'storageProviderOrganisationId'>,
  userId: number,
  at: Date,
): TitleTransferInput => ({
  tradeId: matched.tradeId,
  source: 'acq',
  transferredOn: matched.row.titleTransferDate,
  deliveredTonnes: matched.row.netTonnes,
  oil: matched.row.oil,
  admix: matched.row.admix,
  storageProviderOrganisationId: file.storageProviderOrganisationId,
  ticketNumber: matched.row.ticketNumber,
  acqRowId: matched.rowId,
  userId,
  at,
});

/**
 * The batch's matched rows' title transfers, all in one set-based call in a savepoint: a trade
 * refused (no longer awaiting grain) makes its row rejected with the reason. Should the call fail as a
 * whole (a ticket recorded meanwhile by another upload), the savepoint is rolled back and the rows go
 * one by one, each in a savepoint of its own, so that one bad row never loses the batch.
 */
async function recordMatchedRows(tx: Db, matched: readonly MatchedRow[], file: AcqFileRecord, at: Date): Promise<number> {
  if (matched.length === 0) return 0;
  let refused = 0;
  // Any failure of the whole (a ticket raced by another upload) rolls the savepoint back: row by row then.
  const outcomes: TitleTransferOutcome[] | null = await tx
    .transaction((savepoint) =>
      recordTitleTransfers(
        savepoint,
        matched.map((row) => transferInput(row, file, file.uploadedByUserId, at)),
      ),
    )
    .catch(() => null);
  if (!outcomes) {
    for (const row of matched) {
      const refusal = await recordFromRow(tx, { ...row, file, userId: file.uploadedByUserId, at });
      if (!refusal) continue;
      await updateAcqRow(tx, row.rowId, { outcome: 'rejected', reason: refusal, tradeId: null });
      refused += 1;
    }
    return refused;
  }
  const transfers: { id: number; transfer_id: number }[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    const row = matched[index] as MatchedRow;
    if (outcome.refusal === null) transfers.push({ id: row.rowId, transfer_id: outcome.transfer.id });
    else {
      await updateAcqRow(tx, row.rowId, { outcome: 'rejected', reason: outcome.refusal, tradeId: null });
      refused += 1;
    }
  }
  if (transfers.length > 0)
    await queryRows(
      tx,
      sql`UPDATE acq_rows SET title_transfer_id = v.transfer_id
          FROM json_to_recordset(${JSON.stringify(transfers)}::json) AS v(id bigint, transfer_id bigint)
          WHERE acq_rows.id = v.id`,
    );
  return refused;
}

/**
 * The row's title transfer on the trade, in a savepoint of its own: a refusal (the trade moved on,
 * the ticket taken meanwhile) is answered as the row's reason and leaves the rest of the batch.
 */
export async function recordFromRow(
  tx: Db,
  input: {
    row: Omit<AcqRow, 'row'>;
    rowId: number;
    tradeId: number;
    file: Pick<AcqFileRecord, 'storageProviderOrganisationId'>;
    userId: number;
    at: Date;
  },
): Promise<string | null> {
  try {
    const { transfer } = await tx.transaction((savepoint) =>
      recordTitleTransfer(savepoint, transferInput(input, input.file, input.userId, input.at)),
    );
    await updateAcqRow(tx, input.rowId, { titleTransferId: transfer.id });
    return null;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return error.message;
    if (isUniqueViolation(error, 'title_transfers_current_ticket_key')) return ACQ_MATCH_MESSAGES.recorded(input.row.ticketNumber);
    throw error;
  }
}
