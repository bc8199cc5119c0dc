import type { TLegacyTradeDetail, TLegacyTradesImported } from '@cgx/domain/legacy-trades.schemas';
import { MSG } from '@cgx/domain/messages';
import { UPLOAD_FILE_KINDS, uploadKindOfName } from '@cgx/domain/uploads';
import { api, ApiError } from '../../../lib/api-client';
import { readSessionTokens } from '../../../lib/storage';

/** Every cached page of the imported legacy trades starts with this key (under LIST_QUERY_ROOT). */
export const LEGACY_TRADES_QUERY_KEY = ['back-office', 'legacy-trades'] as const;
export const LEGACY_TRADES_PATH = '/api/back-office/legacy-trades';
export const LEGACY_TRADES_IMPORT_PATH = '/api/back-office/legacy-trades/import';
/** GET …/import/template?format=csv|xlsx: the header row and two example trades. */
export const LEGACY_TRADES_TEMPLATE_PATH = '/api/back-office/legacy-trades/import/template';

/** The web's pages of legacy trades (spec 002 §2). */
export const LEGACY_TRADES_PAGE = '/portal/legacy-trades';
export const LEGACY_TRADES_IMPORT_PAGE = '/portal/legacy-trades/import';
export const legacyTradePagePath = (id: number) => `${LEGACY_TRADES_PAGE}/${id}`;

/** spec 002 §7 'Legacy trade: get by id'. */
export const legacyTradeQueryKey = (tradeId: string) => [...LEGACY_TRADES_QUERY_KEY, 'one', tradeId] as const;
export const getLegacyTrade = (tradeId: string, signal?: AbortSignal) =>
  api.get<TLegacyTradeDetail>(`${LEGACY_TRADES_PATH}/${tradeId}`, { signal });

/** How the upload is going: bytes sent of the file's, then the server checking the rows. */
export type UploadProgress = { phase: 'sending'; sent: number; total: number } | { phase: 'checking' };

function errorOf(status: number, text: string): ApiError {
  let message: string = MSG.unexpectedError;
  let errors: Record<string, string[]> | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, unknown> };
    if (typeof body.message === 'string' && body.message) message = body.message;
    if (body.errors && typeof body.errors === 'object') {
      errors = {};
      for (const [field, value] of Object.entries(body.errors)) {
        if (Array.isArray(value)) errors[field] = value.map(String);
        else if (typeof value === 'string') errors[field] = [value];
      }
    }
  } catch {
    // Not JSON (a proxy's error page): the generic message.
  }
  return new ApiError(status, message, errors);
}

/**
 * POST /api/back-office/legacy-trades/import: the file as the body with its kind's content type.
 * Sent with XMLHttpRequest, whose upload events give the bytes sent (fetch has none); once the last
 * byte is sent the server reads and checks every row. A 400 names each wrong cell as
 * `rows.<row>.<column>`, and nothing is saved then.
 */
export function importLegacyTrades(file: File, onProgress: (progress: UploadProgress) => void): Promise<TLegacyTradesImported> {
  const kind = uploadKindOfName(file.name) ?? 'csv';
  const token = readSessionTokens()?.token;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', LEGACY_TRADES_IMPORT_PATH);
    request.setRequestHeader('Content-Type', UPLOAD_FILE_KINDS[kind].contentType);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) =>
      onProgress({ phase: 'sending', sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.upload.onload = () => onProgress({ phase: 'checking' });
    request.onerror = () => reject(new ApiError(0, MSG.unexpectedError));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(JSON.parse(request.responseText) as TLegacyTradesImported);
        return;
      }
      const error = errorOf(request.status, request.responseText);
      // A lapsed session: one ordinary call lets the API client end it as it does for every call.
      if (request.status === 401) void api.get(LEGACY_TRADES_PATH).catch(() => undefined);
      reject(error);
    };
    request.send(file);
  });
}

/**
 * How many rows a CSV file has below its header (a quoted cell may hold line breaks), to say how
 * many rows the server is checking; null for a workbook, which only the server reads.
 */
export async function countCsvRows(file: File): Promise<number | null> {
  if (uploadKindOfName(file.name) !== 'csv') return null;
  const text = await file.text();
  let rows = 0;
  let quoted = false;
  let filled = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    if (!quoted && character === '\n') {
      if (filled) rows += 1;
      filled = false;
    } else if (!quoted && character !== '\r' && character !== ',' && character.trim() !== '') filled = true;
    else if (quoted && character !== '"') filled = true;
  }
  if (filled) rows += 1;
  return Math.max(rows - 1, 0);
}
