import { z } from 'zod';
import { ACQ_FILE_FORMATS } from './acq-files.ts';
import { zListQuery, zPage } from './lists.schemas.ts';
import { MSG } from './messages.ts';
import { zPlainText, zQueryId } from './validation.ts';

/**
 * Settlements → ACQ Files (issue 14 §2, decisions 0187 and 0190): the API's requests and answers.
 * The file is the request's body (decision 0095); the storage provider and the file's name ride in
 * the query string.
 */

/** An ACQ file may have 50,000 rows: 10 MB holds them in CSV or .xlsx. */
export const ACQ_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const ACQ_FILE_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type AcqFileStatus = (typeof ACQ_FILE_STATUSES)[number];
export const ACQ_FILE_STATUS_LABELS: Record<AcqFileStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  done: 'Done',
  failed: 'Failed',
};

export const ACQ_ROW_OUTCOMES = ['matched', 'assigned', 'unmatched', 'rejected'] as const;
export type AcqRowOutcome = (typeof ACQ_ROW_OUTCOMES)[number];
export const ACQ_ROW_OUTCOME_LABELS: Record<AcqRowOutcome, string> = {
  matched: 'Matched',
  assigned: 'Assigned by hand',
  unmatched: 'Unmatched',
  rejected: 'Rejected',
};
/** The rows list's filter: 'matched' shows the rows assigned by hand too (both confirmed a trade). */
export const ACQ_ROW_FILTERS = ['matched', 'unmatched', 'rejected'] as const;
export type AcqRowFilter = (typeof ACQ_ROW_FILTERS)[number];

export const ACQ_UPLOAD_MESSAGES = {
  provider: 'Choose a storage provider',
  tooLarge: `The file is larger than ${ACQ_FILE_MAX_BYTES / 1024 / 1024} MB. Split it and upload each part.`,
  notUnmatched: 'Only an unmatched row can be assigned to a trade',
  noTrade: (tradeId: string) => `No trade ${tradeId}`,
  notCsv: 'The file is not a CSV file. Save it as CSV or as an Excel workbook (.xlsx) and upload it again.',
  notXlsx: 'The file is not an Excel workbook (.xlsx). Save it as .xlsx or as CSV and upload it again.',
} as const;

/** POST /api/back-office/settlements/acq-files?storageProviderOrganisationId=&fileName= (the file is the body). */
export const ZAcqFileUploadQuery = z.object({
  storageProviderOrganisationId: zQueryId,
  fileName: zPlainText(200).min(1, MSG.required),
});
export type TAcqFileUploadQuery = z.infer<typeof ZAcqFileUploadQuery>;

const ZNamed = z.object({ id: z.number(), name: z.string() });

export const ZAcqFileProblem = z.object({ row: z.number().nullable(), column: z.string().nullable(), message: z.string() });

export const ZAcqFile = z.object({
  id: z.number(),
  fileName: z.string(),
  fileKind: z.enum(['csv', 'xlsx']),
  format: z.enum(ACQ_FILE_FORMATS),
  storageProvider: ZNamed,
  uploadedBy: ZNamed,
  uploadedAt: z.string(),
  status: z.enum(ACQ_FILE_STATUSES),
  totalRows: z.number(),
  processedRows: z.number(),
  /** Rows that confirmed a trade: matched by the file, or assigned by hand since. */
  matchedRows: z.number(),
  unmatchedRows: z.number(),
  rejectedRows: z.number(),
  /** Why the file as a whole could not be read (status failed). */
  problems: z.array(ZAcqFileProblem),
  finishedAt: z.string().nullable(),
});
export type TAcqFile = z.infer<typeof ZAcqFile>;

/** 201 for a new file; 200 with duplicate true when this provider's same file was uploaded before (nothing changes). */
export const ZAcqFileUploaded = z.object({ file: ZAcqFile, duplicate: z.boolean() });
export type TAcqFileUploaded = z.infer<typeof ZAcqFileUploaded>;

export const ACQ_FILE_SORTS = ['uploadedAt', 'fileName', 'status'] as const;
export const ZAcqFilesQuery = zListQuery({
  sorts: ACQ_FILE_SORTS,
  defaultDirection: 'desc',
  filters: {
    status: z.enum(ACQ_FILE_STATUSES, { error: `Must be one of ${ACQ_FILE_STATUSES.join(', ')}` }).optional(),
    storageProviderOrganisationId: zQueryId.optional(),
  },
});
export type TAcqFilesQuery = z.infer<typeof ZAcqFilesQuery>;
export const ZAcqFilesPage = zPage(ZAcqFile);

export const ZAcqFileParams = z.object({ fileId: zQueryId });
export const ZAcqRowParams = z.object({ fileId: zQueryId, rowId: zQueryId });

export const ACQ_ROW_SORTS = ['row', 'ticketNumber'] as const;
export const ZAcqRowsQuery = zListQuery({
  sorts: ACQ_ROW_SORTS,
  defaultDirection: 'asc',
  filters: {
    outcome: z.enum(ACQ_ROW_FILTERS, { error: `Must be one of ${ACQ_ROW_FILTERS.join(', ')}` }).optional(),
  },
});
export type TAcqRowsQuery = z.infer<typeof ZAcqRowsQuery>;

/** A row as the file gave it (canonical fields; a rejected row's cells as written). */
export const ZAcqRowFields = z.object({
  tradeId: z.string().nullable(),
  sellerNgr: z.string().nullable(),
  siteCode: z.string().nullable(),
  gradeCode: z.string().nullable(),
  netTonnes: z.string().nullable(),
  titleTransferDate: z.string().nullable(),
  oil: z.string().nullable(),
  admix: z.string().nullable(),
});

export const ZAcqRowView = z.object({
  id: z.number(),
  row: z.number(),
  ticketNumber: z.string(),
  outcome: z.enum(ACQ_ROW_OUTCOMES),
  reason: z.string().nullable(),
  trade: z.object({ id: z.number(), formattedId: z.string() }).nullable(),
  fields: ZAcqRowFields,
  assignedBy: ZNamed.nullable(),
});
export type TAcqRowView = z.infer<typeof ZAcqRowView>;
export const ZAcqRowsPage = zPage(ZAcqRowView);

/** POST …/acq-files/:fileId/rows/:rowId/assign: the trade's id as staff write it (CGX-000123). */
export const ZAssignAcqRowRequest = z.object({
  tradeId: zPlainText(40).min(1, MSG.required),
});
export type TAssignAcqRowRequest = z.infer<typeof ZAssignAcqRowRequest>;
export const ZAcqRowAssigned = z.object({ row: ZAcqRowView, file: ZAcqFile });
export type TAcqRowAssigned = z.infer<typeof ZAcqRowAssigned>;

/** GET …/acq-files/storage-providers: the upload form's choice, with each provider's format. */
export const ZAcqStorageProvider = z.object({ id: z.number(), name: z.string(), format: z.enum(ACQ_FILE_FORMATS) });
export type TAcqStorageProvider = z.infer<typeof ZAcqStorageProvider>;
export const ZAcqStorageProviders = z.object({ rows: z.array(ZAcqStorageProvider) });

/** GET …/acq-files/template?format= */
export const ZAcqTemplateQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** A stored format name as one of ACQ_FILE_FORMATS; none (or one we no longer know) reads as Default. */
export const acqFormatOf = (stored: string | null | undefined): (typeof ACQ_FILE_FORMATS)[number] =>
  (ACQ_FILE_FORMATS as readonly string[]).includes(stored ?? '') ? (stored as (typeof ACQ_FILE_FORMATS)[number]) : 'Default';
