import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { UPLOAD_ACCEPT, UPLOAD_FILE_MESSAGES, UPLOAD_MAX_BYTES, uploadKindOfName, zUploadFile } from './uploads.ts';

const file = (name: string, size = 10) => ({ name, size });
const messageOf = (value: unknown) => {
  const parsed = zUploadFile().safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('an uploaded file', () => {
  it('is a CSV file or an Excel workbook by its name', () => {
    expect(UPLOAD_ACCEPT).toBe('.csv,.xlsx');
    expect(uploadKindOfName('Sheet.CSV')).toBe('csv');
    expect(uploadKindOfName('sheet.xlsx')).toBe('xlsx');
    expect(uploadKindOfName('sheet.xls')).toBeNull();
  });

  it('is required, of a kind the server reads, and at most 2 MB', () => {
    expect(messageOf(null)).toBe(MSG.required);
    expect(messageOf(file('sheet.pdf'))).toBe(UPLOAD_FILE_MESSAGES.kind);
    expect(messageOf(file('sheet.csv', UPLOAD_MAX_BYTES + 1))).toBe(UPLOAD_FILE_MESSAGES.tooLarge);
    expect(messageOf(file('sheet.csv', UPLOAD_MAX_BYTES))).toBeNull();
  });
});
