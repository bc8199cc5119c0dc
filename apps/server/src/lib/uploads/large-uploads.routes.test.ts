import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { millionRowWorkbook } from './xlsx-fixtures.ts';

const t = useTestApp();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Issue 24 item 17: a header and 1,000,000 rows as Excel writes them, in some 5 MB (the legacy import and statements take 10 and 5). */
const workbook = millionRowWorkbook({ references: true });
/** The same rows without cell references (the format allows it), in some 80 KB: under a bid sheet's 2 MB. */
const packed = millionRowWorkbook();
let trader = '';
let staff = '';

beforeAll(async () => {
  trader = (await bearerFor(t.context, await createUser(t.context, 'Trader'))).authorization;
  staff = (await bearerFor(t.context, await createUser(t.context, 'Admin'))).authorization;
});

const upload = (url: string, authorization: string, body: Buffer | string, contentType = XLSX) =>
  t.app.inject({ method: 'POST', url, headers: { authorization, 'content-type': contentType }, payload: body });

describe('a spreadsheet of a million rows (decision 0223)', () => {
  it('is refused by every upload with its row limit, and a request beside it answers first', async () => {
    const answered: string[] = [];
    const imported = upload('/api/back-office/legacy-trades/import', staff, workbook).then((answer) => (answered.push('upload'), answer));
    // Sent after the upload, one after another: each answers while the upload's file is still being read.
    for (const _ of [1, 2, 3]) {
      const status = await t.app.inject({ method: 'GET', url: '/api/app-status' });
      expect(status.statusCode).toBe(200);
      answered.push('app-status');
    }
    const answer = await imported;
    expect(answered).toEqual(['app-status', 'app-status', 'app-status', 'upload']);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ file: ['The file has more than 20,000 rows; upload at most 20,000 at a time.'] });

    const statement = await upload('/api/back-office/settlements/bank-statements', staff, packed);
    expect(statement.json().errors).toEqual({ file: ['The file has more than 20,000 rows; upload at most 20,000 at a time.'] });
    // A bid sheet takes 1,000 rows: the workbook declares more than that many rows could unpack to, and is refused unread.
    const bidSheet = await upload('/api/bids/sheets/upload', trader, packed);
    expect(bidSheet.statusCode).toBe(400);
    expect(bidSheet.json().errors.file).toEqual([
      expect.stringMatching(/^The workbook unpacks to \d+ MB, more than 1,000 rows need; upload at most 1,000 rows at a time\.$/),
    ]);
  });

  it('as CSV is refused the same way', async () => {
    const csv = `Town\n${'x\n'.repeat(1_000_000)}`;
    const answer = await upload('/api/bids/sheets/upload', trader, csv, 'text/csv');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ file: ['The file has more than 1,000 rows; upload at most 1,000 at a time.'] });
  });
});
