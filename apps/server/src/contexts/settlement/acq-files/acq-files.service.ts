import { createHash } from 'node:crypto';
import type { AcqRow } from '@cgx/domain/acq-files';
import { ACQ_MATCH_MESSAGES } from '@cgx/domain/acq-files';
import {
  ACQ_UPLOAD_MESSAGES,
  acqFormatOf,
  type TAcqFile,
  type TAcqFilesQuery,
  type TAcqFileUploaded,
  type TAcqFileUploadQuery,
  type TAcqRowAssigned,
  type TAcqRowsQuery,
  type TAcqStorageProvider,
  type TAssignAcqRowRequest,
} from '@cgx/domain/acq-files.schemas';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { enqueueJob } from '../../../queue/jobs.repository.ts';
import { type AuthContext, requirePermission, requireStaff } from '../../../lib/access.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { consumeRateLimit, RATE_RULES } from '../../../lib/rate-limit.ts';
import type { UploadKind } from '../../../lib/uploads/read-table.ts';
import { recordTitleTransfer } from '../settlement/title-transfer.service.ts';
import {
  countAcqRows,
  findAcqFile,
  findAcqFileBySha,
  findAcqRowView,
  findStorageProvider,
  findTradeByFormattedId,
  insertAcqFile,
  listStorageProviders,
  lockAcqFile,
  lockAcqRow,
  pageAcqFiles,
  pageAcqRows,
  recordedTickets,
  updateAcqFile,
  updateAcqRow,
} from './acq-files.repository.ts';
import { presentAcqFile, presentAcqRow } from './acq-files.presenter.ts';
import { processAcqFileBatch, rememberAcqTable } from './acq-processing.ts';
import { checkAcqUpload } from './acq-upload-check.ts';
import { processAcqFileJob } from './acq-files.jobs.ts';

/** A file this small (about 1,000 rows) is processed before the upload answers; a larger one in the background. */
export const ACQ_INLINE_MAX_BYTES = 128 * 1024;

/** Settlements → ACQ Files is for staff with the audit_file permission. */
export function requireAcqFiles(auth: AuthContext): void {
  requireStaff(auth);
  requirePermission(auth, 'audit_file');
}

/**
 * Whose ACQ files the caller works with (issue 14 §9): staff with audit_file every provider's (null),
 * a storage provider's users their own organisation's only; anyone else is refused.
 */
export function acqScopeOf(auth: AuthContext): number | null {
  if (auth.user.role === 'Storage Provider' && auth.organisation.type === 'storage_provider') return auth.organisation.id;
  requireAcqFiles(auth);
  return null;
}

/** A file in the caller's scope; another provider's answers as if it did not exist. */
async function fileView(db: Db, fileId: number, scope: number | null = null): Promise<TAcqFile> {
  const file = await findAcqFile(db, fileId);
  if (!file || (scope !== null && file.storageProviderId !== scope)) throw notFound();
  return presentAcqFile(file);
}

/**
 * An uploaded ACQ file (issue 14 §2, decision 0190): the provider's same file again answers the
 * first upload and changes nothing; a new one is stored with its processing job in one
 * transaction, then a small file is processed before the answer (the job finds it done).
 */
export async function uploadAcqFile(
  context: AppContext,
  auth: AuthContext,
  query: TAcqFileUploadQuery,
  file: { body: Buffer; kind: UploadKind },
): Promise<TAcqFileUploaded> {
  const scope = acqScopeOf(auth);
  const provider = await findStorageProvider(context.db, scope ?? query.storageProviderOrganisationId);
  if (!provider) throw badRequest({ storageProviderOrganisationId: [ACQ_UPLOAD_MESSAGES.provider] });
  const now = context.clock.now();
  await consumeRateLimit(context.db, RATE_RULES.acqUploadsPerProvider, String(provider.id), now, context.config.rateLimitScale);
  const format = acqFormatOf(provider.acqFileFormat);
  // Checked as it arrives (decision 0217): a file that is not what it says, or not in the provider's format, is refused now.
  const table = await checkAcqUpload(file.body, file.kind, format);
  const sha256 = createHash('sha256').update(file.body).digest('hex');
  const existing = await findAcqFileBySha(context.db, provider.id, sha256);
  let fileId: number;
  if (existing !== null) {
    if (!(await readFailedFileAgain(context, existing, format))) return { file: await fileView(context.db, existing), duplicate: true };
    fileId = existing;
  } else {
    try {
      fileId = await context.db.transaction(async (tx) => {
        const id = await insertAcqFile(tx, {
          storageProviderOrganisationId: provider.id,
          format,
          fileName: query.fileName,
          fileKind: file.kind,
          sha256,
          content: file.body,
          uploadedByUserId: auth.user.id,
          createdAt: now,
        });
        await enqueueJob(tx, processAcqFileJob, { fileId: id });
        return id;
      });
      if (file.body.length <= ACQ_INLINE_MAX_BYTES) rememberAcqTable({ id: fileId, sha256, format, createdAt: now }, table);
    } catch (error) {
      // The same file sent twice at once: the second answers the first.
      const raced = isUniqueViolation(error, 'acq_files_provider_sha256_key')
        ? await findAcqFileBySha(context.db, provider.id, sha256)
        : null;
      if (raced === null) throw error;
      return { file: await fileView(context.db, raced), duplicate: true };
    }
  }

  if (file.body.length <= ACQ_INLINE_MAX_BYTES) {
    try {
      while ((await processAcqFileBatch(context.db, fileId, now)) === 'more');
    } catch (error) {
      // The file is stored and its job queued: the job carries on where this stopped.
      context.log.warn({ fileId, error: error instanceof Error ? error.message : String(error) }, 'ACQ file left to its job');
    }
  }
  return { file: await fileView(context.db, fileId), duplicate: false };
}

/**
 * The same file again is the first upload, unless that one failed as a whole and the provider's
 * format has changed since: then the file is read again in the new format (no row was written).
 */
async function readFailedFileAgain(context: AppContext, fileId: number, format: string): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const file = await lockAcqFile(tx, fileId);
    if (!file || file.status !== 'failed' || file.format === format) return false;
    await updateAcqFile(tx, fileId, { format, status: 'queued', problems: [], totalRows: 0, processedRows: 0, finishedAt: null });
    await enqueueJob(tx, processAcqFileJob, { fileId });
    return true;
  });
}

export async function listAcqFiles(context: AppContext, auth: AuthContext, query: TAcqFilesQuery) {
  const scope = acqScopeOf(auth);
  const page = await pageAcqFiles(context.db, scope === null ? query : { ...query, storageProviderOrganisationId: scope });
  return { ...page, rows: page.rows.map(presentAcqFile) };
}

export async function getAcqFile(context: AppContext, auth: AuthContext, fileId: number): Promise<TAcqFile> {
  return fileView(context.db, fileId, acqScopeOf(auth));
}

export async function listAcqRows(context: AppContext, auth: AuthContext, fileId: number, query: TAcqRowsQuery) {
  await fileView(context.db, fileId, acqScopeOf(auth));
  const page = await pageAcqRows(context.db, fileId, query);
  return { ...page, rows: page.rows.map(presentAcqRow) };
}

/**
 * Staff assign an unmatched row to a trade by hand: the ticket must not be recorded already and the
 * trade must be awaiting grain (recordTitleTransfer's 409 otherwise); the title transfer raises both
 * invoices as a matched row's does, and the row becomes 'assigned'.
 */
export async function assignAcqRow(
  context: AppContext,
  auth: AuthContext,
  fileId: number,
  rowId: number,
  body: TAssignAcqRowRequest,
): Promise<TAcqRowAssigned> {
  requireAcqFiles(auth);
  await context.db.transaction(async (tx) => {
    const file = await lockAcqFile(tx, fileId);
    const row = file ? await lockAcqRow(tx, fileId, rowId) : null;
    if (!file || !row) throw notFound();
    if (row.outcome !== 'unmatched') throw conflict(ACQ_UPLOAD_MESSAGES.notUnmatched);
    const trade = await findTradeByFormattedId(tx, body.tradeId);
    if (!trade) throw badRequest({ tradeId: [ACQ_UPLOAD_MESSAGES.noTrade(body.tradeId.toUpperCase())] });
    const recorded = await recordedTickets(tx, file.storageProviderOrganisationId, [row.ticketNumber]);
    if (recorded.size > 0) throw conflict(ACQ_MATCH_MESSAGES.recorded(row.ticketNumber));

    const fields = row.fields as unknown as Omit<AcqRow, 'row'>;
    const at = context.clock.now();
    const { transfer } = await recordTitleTransfer(tx, {
      tradeId: trade.id,
      source: 'acq',
      transferredOn: fields.titleTransferDate,
      deliveredTonnes: fields.netTonnes,
      oil: fields.oil,
      admix: fields.admix,
      storageProviderOrganisationId: file.storageProviderOrganisationId,
      ticketNumber: row.ticketNumber,
      acqRowId: row.id,
      userId: auth.user.id,
      at,
    });
    await updateAcqRow(tx, row.id, {
      outcome: 'assigned',
      reason: null,
      tradeId: trade.id,
      titleTransferId: transfer.id,
      assignedByUserId: auth.user.id,
    });
    const { processedRows: _processed, ...counts } = await countAcqRows(tx, fileId);
    await updateAcqFile(tx, fileId, counts);
  });
  const row = await findAcqRowView(context.db, rowId);
  if (!row) throw notFound();
  return { row: presentAcqRow(row), file: await fileView(context.db, fileId) };
}

export async function acqStorageProviders(context: AppContext, auth: AuthContext): Promise<{ rows: TAcqStorageProvider[] }> {
  requireAcqFiles(auth);
  const providers = await listStorageProviders(context.db);
  return { rows: providers.map((provider) => ({ id: provider.id, name: provider.name, format: acqFormatOf(provider.acqFileFormat) })) };
}
