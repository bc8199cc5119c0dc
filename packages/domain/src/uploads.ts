import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * A file uploaded as a request's body (decision 0095): a CSV or an Excel workbook, sent with the
 * content type of its kind. The web checks the file with these rules before sending it; the server
 * reads the same limits (apps/server/src/lib/uploads).
 */
export const UPLOAD_FILE_KINDS = {
  csv: { extension: '.csv', contentType: 'text/csv' },
  xlsx: { extension: '.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;
export type UploadFileKind = keyof typeof UPLOAD_FILE_KINDS;

/** The largest file an upload takes: 2 MB (well over the 1,000 rows an upload may have). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** For an `<input type="file" accept>`. */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_FILE_KINDS)
  .map((kind) => kind.extension)
  .join(',');

export const UPLOAD_FILE_MESSAGES = {
  kind: 'Upload a CSV file or an Excel workbook (.xlsx).',
  tooLarge: `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Upload at most 1,000 rows at a time.`,
} as const;

/**
 * The kind of a file by its name: browsers give a CSV file many types (text/csv,
 * application/vnd.ms-excel, none), so the name decides and the request says the kind's own type.
 */
export function uploadKindOfName(name: string): UploadFileKind | null {
  const lower = name.trim().toLowerCase();
  for (const [kind, { extension }] of Object.entries(UPLOAD_FILE_KINDS)) if (lower.endsWith(extension)) return kind as UploadFileKind;
  return null;
}

/**
 * A chosen file (a browser `File`: its name and size are what is checked): required, a CSV or .xlsx,
 * at most the upload's limit (2 MB unless it has its own, with its own message).
 */
export const zUploadFile = <T extends { name: string; size: number }>(
  limit: { maxBytes: number; tooLarge: string } = { maxBytes: UPLOAD_MAX_BYTES, tooLarge: UPLOAD_FILE_MESSAGES.tooLarge },
) =>
  z
    .custom<T | null>((value) => value === null || (typeof value === 'object' && value !== null && 'name' in value && 'size' in value))
    .superRefine((file, context) => {
      if (!file) context.addIssue({ code: 'custom', message: MSG.required });
      else if (!uploadKindOfName(file.name)) context.addIssue({ code: 'custom', message: UPLOAD_FILE_MESSAGES.kind });
      else if (file.size > limit.maxBytes) context.addIssue({ code: 'custom', message: limit.tooLarge });
    })
    .transform((file) => file as T);
