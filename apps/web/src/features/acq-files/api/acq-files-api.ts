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

/** Settlements → ACQ Files (issue 14 §2, decision 0190). */
export const ACQ_FILES_PATH = '/api/back-office/settlements/acq-files';
/** GET ?format=csv|xlsx: the Default format's header row and one example row. */
export const ACQ_TEMPLATE_PATH = `${ACQ_FILES_PATH}/template`;
export const acqFilePath = (fileId: number | string) => `${ACQ_FILES_PATH}/${fileId}`;
export const acqRowsPath = (fileId: number | string) => `${ACQ_FILES_PATH}/${fileId}/rows`;

/** Every cached page of the files (under LIST_QUERY_ROOT) and each file start with this key. */
export const ACQ_FILES_QUERY_KEY = ['back-office', 'acq-files'] as const;
export const acqFileQueryKey = (fileId: number | string) => [...ACQ_FILES_QUERY_KEY, 'one', String(fileId)] as const;
export const acqRowsQueryKey = (fileId: number | string) => [...ACQ_FILES_QUERY_KEY, 'rows', String(fileId)] as const;
export const ACQ_STORAGE_PROVIDERS_QUERY_KEY = [...ACQ_FILES_QUERY_KEY, 'storage-providers'] as const;

/** The web's pages (in the back-office Settlements section). */
export const ACQ_FILES_PAGE = '/portal/settlements/acq-files';
export const acqFilePagePath = (fileId: number) => `${ACQ_FILES_PAGE}/${fileId}`;
/** The staff's page of a (cgx) trade. */
export const tradePagePath = (tradeId: number) => `/portal/trades/${tradeId}`;

/** A file is read in the background while queued or processing: its page asks again every second. */
export const ACQ_POLL_MS = 1_000;
export const isInProgress = (status: AcqFileStatus) => status === 'queued' || status === 'processing';

export const getAcqFile = (fileId: number | string, signal?: AbortSignal) => api.get<TAcqFile>(acqFilePath(fileId), { signal });

export const getAcqStorageProviders = (signal?: AbortSignal) =>
  api.get<{ rows: TAcqStorageProvider[] }>(`${ACQ_FILES_PATH}/storage-providers`, { signal });

/** POST the file as the body (decision 0095), the provider and the file's name in the query string. */
export function uploadAcqFile(storageProviderOrganisationId: string, file: File): Promise<TAcqFileUploaded> {
  const kind = uploadKindOfName(file.name) ?? 'csv';
  const search = new URLSearchParams({ storageProviderOrganisationId, fileName: file.name });
  return api.upload<TAcqFileUploaded>(`${ACQ_FILES_PATH}?${search.toString()}`, file, UPLOAD_FILE_KINDS[kind].contentType);
}

export const assignAcqRow = (fileId: number, rowId: number, body: TAssignAcqRowRequest) =>
  api.post<TAcqRowAssigned>(`${acqRowsPath(fileId)}/${rowId}/assign`, body);
