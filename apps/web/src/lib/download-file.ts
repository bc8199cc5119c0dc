import { MSG } from '@cgx/domain/messages';
import { ApiError } from './api-client';
import { readSessionTokens } from './storage';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** 'attachment; filename="CGX-000001 contract note.pdf"; filename*=UTF-8''…' → the file name. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Fetches a file from the API with the session's token (a plain link could not carry it): an
 * attachment, a list's CSV. A failure is an ApiError with the server's message.
 */
export async function fetchFile(url: string, fallbackName: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const token = readSessionTokens()?.token;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) {
    let message: string = MSG.unexpectedError;
    try {
      const body = (await response.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      // keep the generic message
    }
    throw new ApiError(response.status, message);
  }
  return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('content-disposition'), fallbackName) };
}

/** Hands a fetched file to the browser as a download. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
