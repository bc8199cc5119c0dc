import { type DownloadedFile, fetchFile } from '../../lib/download-file';

export { filenameFromDisposition, saveFile, type DownloadedFile } from '../../lib/download-file';

/** Fetches an attachment by reference with the session's token (a plain link could not carry it). */
export function fetchAttachment(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const fallback = path.split('/').slice(0, 2).join('-') || 'attachment';
  return fetchFile(`/api/attachments/download?path=${encodeURIComponent(path)}`, fallback, signal);
}
