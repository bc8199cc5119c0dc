import type { TBidSheetUploaded } from '@cgx/domain/bid-sheet-upload.schemas';
import { UPLOAD_FILE_KINDS, uploadKindOfName } from '@cgx/domain/uploads';
import { api } from '../../../lib/api-client';

/** GET /api/bids/sheets/template?format=csv|xlsx: the header row and two example lines (fetched with the session's token). */
export const BID_SHEET_TEMPLATE_PATH = '/api/bids/sheets/template';

/**
 * POST /api/bids/sheets/upload: the file is the body, sent with its kind's content type (by its
 * name: browsers type a CSV file many ways), the password token in the Password-Token header.
 * A 400 names each wrong cell as `rows.<row>.<column>`; nothing is saved then.
 */
export function uploadBidSheet(file: File, passwordToken: string): Promise<TBidSheetUploaded> {
  const kind = uploadKindOfName(file.name) ?? 'csv';
  return api.upload<TBidSheetUploaded>('/api/bids/sheets/upload', file, UPLOAD_FILE_KINDS[kind].contentType, {
    'Password-Token': passwordToken,
  });
}
