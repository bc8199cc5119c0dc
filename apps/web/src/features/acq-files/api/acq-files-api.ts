import type {
  AcqFileStatus,
  TAcqFile,
  TAcqFileUploaded,
  TAcqRowAssigned,
  TAcqStorageProvider,
  TAssignAcqRowRequest,
} from '@cgx/domain/acq-files.schemas';
import { UPLOAD_FILE_KINDS, uploadKindOfName } from '@cgx/domain/uploads';
import { api } from '../../../lib/api-client';

/**
 * Who uploads and reads ACQ files, and so where: staff for any storage provider (Settlements →
 * ACQ Files, issue 14 §2, decision 0190), or a storage provider's own users for their organisation
 * (ACQ Files, issue 14 §9). The components take one of the two as their `scope`.
 */
export interface AcqFilesScope {
  /** The API's files: POST to upload, GET a page; `/:fileId` and `/:fileId/rows` below it. */
  apiPath: string;
  /** The web's list page; a file's page is `/:fileId` below it. */
  pagePath: string;
  /** Every cached page of the files (under LIST_QUERY_ROOT) and each file start with this key. */
  queryKey: readonly string[];
  /** Staff choose the storage provider (its format shown); a provider's users upload their own organisation's. */
  chooseProvider: boolean;
  /** The Default format's template (GET ?format=csv|xlsx), or null when the scope has none. */
  templatePath: string | null;
  /** Staff assign an unmatched row to a trade by hand (and open the trade's page). */
  assignRows: boolean;
}

const STAFF_API = '/api/back-office/settlements/acq-files';

export const STAFF_ACQ_FILES: AcqFilesScope = {
  apiPath: STAFF_API,
  pagePath: '/portal/settlements/acq-files',
  queryKey: ['back-office', 'acq-files'],
  chooseProvider: true,
  templatePath: `${STAFF_API}/template`,
  assignRows: true,
};

/** A storage provider's users (issue 14 §9): /api/acq-files answers their organisation's files only. */
export const PROVIDER_ACQ_FILES: AcqFilesScope = {
  apiPath: '/api/acq-files',
  pagePath: '/portal/acq-files',
  queryKey: ['acq-files'],
  chooseProvider: false,
  templatePath: '/api/acq-files/template',
  assignRows: false,
};

export const acqFilePath = (scope: AcqFilesScope, fileId: number | string) => `${scope.apiPath}/${fileId}`;
export const acqRowsPath = (scope: AcqFilesScope, fileId: number | string) => `${scope.apiPath}/${fileId}/rows`;

export const acqFileQueryKey = (scope: AcqFilesScope, fileId: number | string) => [...scope.queryKey, 'one', String(fileId)] as const;
export const acqRowsQueryKey = (scope: AcqFilesScope, fileId: number | string) => [...scope.queryKey, 'rows', String(fileId)] as const;
export const ACQ_STORAGE_PROVIDERS_QUERY_KEY = [...STAFF_ACQ_FILES.queryKey, 'storage-providers'] as const;

export const acqFilePagePath = (scope: AcqFilesScope, fileId: number) => `${scope.pagePath}/${fileId}`;
/** The staff's page of a (cgx) trade. */
export const tradePagePath = (tradeId: number) => `/portal/trades/${tradeId}`;

/** A file is read in the background while queued or processing: its page asks again every second. */
export const ACQ_POLL_MS = 1_000;
export const isInProgress = (status: AcqFileStatus) => status === 'queued' || status === 'processing';

export const getAcqFile = (scope: AcqFilesScope, fileId: number | string, signal?: AbortSignal) =>
  api.get<TAcqFile>(acqFilePath(scope, fileId), { signal });

/** The storage providers staff upload for (staff only). */
export const getAcqStorageProviders = (signal?: AbortSignal) =>
  api.get<{ rows: TAcqStorageProvider[] }>(`${STAFF_API}/storage-providers`, { signal });

/**
 * POST the file as the body (decision 0095), the file's name in the query string, and for staff the
 * storage provider (a provider's users upload for their own organisation, which the server knows).
 */
export function uploadAcqFile(scope: AcqFilesScope, storageProviderOrganisationId: string, file: File): Promise<TAcqFileUploaded> {
  const kind = uploadKindOfName(file.name) ?? 'csv';
  const search = new URLSearchParams(
    scope.chooseProvider ? { storageProviderOrganisationId, fileName: file.name } : { fileName: file.name },
  );
  return api.upload<TAcqFileUploaded>(`${scope.apiPath}?${search.toString()}`, file, UPLOAD_FILE_KINDS[kind].contentType);
}

/** Staff only (STAFF_ACQ_FILES). */
export const assignAcqRow = (fileId: number, rowId: number, body: TAssignAcqRowRequest) =>
  api.post<TAcqRowAssigned>(`${acqRowsPath(STAFF_ACQ_FILES, fileId)}/${rowId}/assign`, body);
