import { readFileSync } from 'node:fs';
import { ACQ_FILE_FORMATS, type AcqFileFormat, type AcqRow } from '@cgx/domain/acq-files';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTable } from '../../../../lib/uploads/read-table.ts';
import {
  ACQ_TABLE_LIMITS,
  acqDateText,
  acqTonnesText,
  loadAcqFormat,
  readAcqFile,
  readAcqTable,
  type TAcqFormat,
  writeAcqTemplate,
  ZAcqFormat,
} from './acq-formats.ts';

const TODAY = '2025-12-20';
const file = (name: string) => readFileSync(new URL(name, import.meta.url));
const sample = async (format: AcqFileFormat) =>
  readAcqTable(await readTable(file(`samples/${format.toLowerCase()}.csv`), 'csv', ACQ_TABLE_LIMITS), loadAcqFormat(format), TODAY);

const acqRow = (row: Partial<AcqRow> & Pick<AcqRow, 'row'>): AcqRow => ({
  ticketNumber: '',
  tradeId: null,
  sellerNgr: '',
  siteCode: '',
  commodityCode: null,
  gradeCode: '',
  netTonnes: '',
  titleTransferDate: '',
  oil: null,
  admix: null,
  ...row,
});

describe('the ACQ format files', () => {
  it.each(ACQ_FILE_FORMATS)('%s is a valid format file named after its format', (format) => {
    const parsed = ZAcqFormat.safeParse(JSON.parse(file(`${format.toLowerCase()}.json`).toString('utf8')));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(loadAcqFormat(format).format).toBe(format);
  });

  it('refuses a format without a required field, with a field both mapped and fixed, or with a header given twice', () => {
    const base = loadAcqFormat('Default');
    const { sellerNgr: _, ...withoutNgr } = base.columns;
    const messages = (candidate: unknown) => ZAcqFormat.safeParse(candidate).error?.issues.map((issue) => issue.message);
    expect(messages({ ...base, columns: withoutNgr })).toEqual(['A required field needs a column or a fixed value']);
    expect(messages({ ...base, fixed: { tradeId: null } })).toEqual(['Both a column and a fixed value']);
    expect(messages({ ...base, columns: { ...base.columns, siteCode: ['NGR'] } })).toEqual(['The header ngr is given for two fields']);
    expect(messages({ ...base, dateFormats: ['mm/dd/yyyy'] })).toHaveLength(1);
  });
});

describe('reading every sample file', () => {
  const expected: Record<AcqFileFormat, [number, AcqRow]> = {
    Default: [
      6,
      acqRow({
        row: 2,
        ticketNumber: 'KW-240518',
        tradeId: 'CGX-000123',
        sellerNgr: '23456781',
        siteCode: 'KWIN',
        commodityCode: 'CAN',
        gradeCode: 'CAN1',
        netTonnes: '45.320',
        titleTransferDate: '2025-12-03',
        oil: '44.50',
        admix: '1.20',
      }),
    ],
    Agrichain: [
      5,
      acqRow({
        row: 5,
        ticketNumber: 'AC-7730031',
        tradeId: 'CGX-000145',
        sellerNgr: '67120934',
        siteCode: 'DUBB',
        commodityCode: 'CANOLA',
        gradeCode: 'CAN1',
        netTonnes: '34.620',
        titleTransferDate: '2025-12-08',
        oil: '45.20',
        admix: '1.50',
      }),
    ],
    Agridigital: [
      5,
      acqRow({
        row: 6,
        ticketNumber: 'TT-000595',
        tradeId: 'IGX-000007',
        sellerNgr: '80451236',
        siteCode: 'BORD',
        commodityCode: 'WHT',
        gradeCode: 'SFW1',
        netTonnes: '22.750',
        titleTransferDate: '2025-12-06',
      }),
    ],
    AWB: [
      6,
      acqRow({
        row: 7,
        ticketNumber: 'D4410301',
        sellerNgr: '29384756',
        siteCode: 'WALL',
        commodityCode: 'WHEAT',
        gradeCode: 'AUH2',
        netTonnes: '41.936',
        titleTransferDate: '2025-12-04',
      }),
    ],
    CBH: [
      6,
      acqRow({
        row: 4,
        ticketNumber: 'MRD0098710',
        sellerNgr: '44556677',
        siteCode: 'MRD',
        gradeCode: 'CAN1',
        netTonnes: '31.265',
        titleTransferDate: '2025-12-03',
        oil: '45.60',
        admix: '1.30',
      }),
    ],
    GNC: [
      5,
      acqRow({
        row: 5,
        ticketNumber: 'GC-55013007',
        sellerNgr: '72839405',
        siteCode: 'JUNE',
        commodityCode: 'BAR',
        gradeCode: 'BAR1',
        netTonnes: '36.140',
        titleTransferDate: '2025-12-04',
      }),
    ],
    LDC: [
      5,
      acqRow({
        row: 4,
        ticketNumber: 'LDC-30020',
        tradeId: 'CGX-000182',
        sellerNgr: '94051627',
        siteCode: 'KATA',
        commodityCode: 'CANOLA',
        gradeCode: 'CAN1',
        netTonnes: '30.300',
        titleTransferDate: '2025-12-03',
        oil: '43.20',
        admix: '2.00',
      }),
    ],
    BUN: [
      5,
      acqRow({
        row: 2,
        ticketNumber: 'BW-0100234',
        tradeId: 'CGX-000190',
        sellerNgr: '10293847',
        siteCode: 'ALBA',
        commodityCode: 'WHEAT',
        gradeCode: 'APW1',
        netTonnes: '39.880',
        titleTransferDate: '2025-12-02',
      }),
    ],
  };

  it.each(ACQ_FILE_FORMATS)('reads the %s sample into canonical rows without a problem', async (format) => {
    const [count, row] = expected[format];
    const { rows, problems } = await sample(format);
    expect(problems).toEqual([]);
    expect(rows.map((read) => read.row)).toEqual(Array.from({ length: count }, (_, index) => index + 2));
    expect(rows.find((read) => read.row === row.row)).toEqual(row);
    for (const read of rows) expect(read.netTonnes).toMatch(/^\d+\.\d{3}$/);
  });

  it('reads kilograms with thousands separators as tonnes (AWB)', async () => {
    const { rows } = await sample('AWB');
    expect(rows.map((row) => row.netTonnes)).toEqual(['40.120', '39.660', '35.105', '32.487', '42.295', '41.936']);
  });
});

describe('reading a table', () => {
  const cbh = () => loadAcqFormat('CBH');
  const header = ['ticket no ', 'NGR  No', 'Site Code', 'Grade', 'Net Weight (t)', 'Acquisition Date'];

  it('matches headers without regard to case or spaces, and ignores columns it does not know', () => {
    const { rows, problems } = readAcqTable(
      [
        [...header, 'Driver'],
        ['T1', '33445566', 'KWN', 'APW1', '38.4', '02/12/2025', 'Jo'],
      ],
      cbh(),
      TODAY,
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      acqRow({
        row: 2,
        ticketNumber: 'T1',
        sellerNgr: '33445566',
        siteCode: 'KWN',
        gradeCode: 'APW1',
        netTonnes: '38.400',
        titleTransferDate: '2025-12-02',
      }),
    ]);
  });

  it('answers one problem per required column missing from the file, and no rows', () => {
    expect(
      readAcqTable(
        [
          ['Ticket No', 'Grade', 'Oil %'],
          ['T1', 'APW1', ''],
        ],
        cbh(),
        TODAY,
      ),
    ).toEqual({
      rows: [],
      problems: [
        { row: 1, column: 'NGR No', message: 'The file has no NGR No column (expected for CBH)' },
        { row: 1, column: 'Site Code', message: 'The file has no Site Code column (expected for CBH)' },
        { row: 1, column: 'Net Weight (t)', message: 'The file has no Net Weight (t) column (expected for CBH)' },
        { row: 1, column: 'Acquisition Date', message: 'The file has no Acquisition Date column (expected for CBH)' },
      ],
    });
  });

  it('answers a problem for a file without rows', () => {
    const empty = { rows: [], problems: [{ row: 1, column: null, message: 'The file has no rows below its header.' }] };
    expect(readAcqTable([], cbh(), TODAY)).toEqual(empty);
    expect(readAcqTable([header], cbh(), TODAY)).toEqual(empty);
  });

  it('refuses a file above 50,000 rows', () => {
    const body = Array.from({ length: 50_001 }, () => ['T', '33445566', 'KWN', 'APW1', '1', '02/12/2025']);
    expect(readAcqTable([header, ...body], cbh(), TODAY).problems).toEqual([
      { row: 1, column: null, message: 'The file has 50,001 rows; an ACQ file may have at most 50,000.' },
    ]);
  });

  it('reports every problem of every row with its row number and the file’s header, and keeps the good rows', () => {
    const { rows, problems } = readAcqTable(
      [
        header,
        ['T1', '3344556', 'KWN', 'APW1', '38.4', '02/12/2025'],
        ['T2', '33445566', 'KWN', 'APW1', '38.4', '02/12/2025'],
        ['', '33445566', '', 'APW1', '0', '2025-12-21'],
        ['T4', '33445566', 'KWN', '', 'lots', '31/11/2025'],
      ],
      cbh(),
      TODAY,
    );
    expect(rows.map((row) => row.row)).toEqual([3]);
    expect(problems).toEqual([
      { row: 2, column: 'NGR  No', message: 'NGR must be 8 digits' },
      { row: 4, column: 'ticket no', message: 'Ticket number is required' },
      { row: 4, column: 'Site Code', message: 'Site code is required' },
      { row: 4, column: 'Net Weight (t)', message: 'Net tonnes must be a number above 0' },
      { row: 4, column: 'Acquisition Date', message: 'Title transfer date must not be after today' },
      { row: 5, column: 'Grade', message: 'Grade code is required' },
      { row: 5, column: 'Net Weight (t)', message: 'Net tonnes must be a number above 0' },
      { row: 5, column: 'Acquisition Date', message: 'Title transfer date must be a date (dd/mm/yyyy)' },
    ]);
  });

  it('names the format’s date formats when a date cannot be read', async () => {
    const csv = Buffer.from('Ticket number,NGR,Site code,Grade code,Net tonnes,Title transfer date\nT1,23456781,KWIN,APW1,1,03-Dec-2025\n');
    expect((await readAcqFile(csv, 'csv', 'Default', TODAY)).problems).toEqual([
      { row: 2, column: 'Title transfer date', message: 'Title transfer date must be a date (dd/mm/yyyy or yyyy-mm-dd)' },
    ]);
  });

  it('names a fixed field by its label and uses the fixed value', () => {
    const format: TAcqFormat = { ...cbh(), fixed: { tradeId: 'cgx-12', commodityCode: 'WHT' } };
    const { rows, problems } = readAcqTable([header, ['T1', '33445566', 'KWN', 'APW1', '38.4', '02/12/2025']], format, TODAY);
    expect(rows).toEqual([]);
    expect(problems).toEqual([{ row: 2, column: 'Trade id', message: 'Trade id must look like CGX-000123 or IGX-000123' }]);
    const fixed = readAcqTable(
      [header, ['T1', '33445566', 'KWN', 'APW1', '38.4', '02/12/2025']],
      { ...format, fixed: { commodityCode: 'WHT' } },
      TODAY,
    );
    expect(fixed.rows[0]?.commodityCode).toBe('WHT');
  });

  it('reads an .xlsx file: date cells, numbers and text alike (AWB, kilograms)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('ACQ');
    sheet.addRow([
      'Docket No',
      'Contract No',
      'NGR Number',
      'Location Code',
      'Commodity',
      'Grade',
      'Net Weight (kg)',
      'Date Acquired',
      'Oil Content',
      'Admixture',
    ]);
    sheet.addRow(['D1', 'CGX-000160', 12093847, 'PTAD', 'CANOLA', 'CAN1', 40120.4, new Date(Date.UTC(2025, 11, 1)), 44.1, 1.6]);
    sheet.addRow(['D2', null, '12093847', 'PTAD', 'WHEAT', 'APW1', 39660, '02/12/2025', null, null]);
    const buffer = Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    const { rows, problems } = readAcqTable(await readTable(buffer, 'xlsx', ACQ_TABLE_LIMITS), loadAcqFormat('AWB'), TODAY);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      acqRow({
        row: 2,
        ticketNumber: 'D1',
        tradeId: 'CGX-000160',
        sellerNgr: '12093847',
        siteCode: 'PTAD',
        commodityCode: 'CANOLA',
        gradeCode: 'CAN1',
        netTonnes: '40.120',
        titleTransferDate: '2025-12-01',
        oil: '44.1',
        admix: '1.6',
      }),
      acqRow({
        row: 3,
        ticketNumber: 'D2',
        sellerNgr: '12093847',
        siteCode: 'PTAD',
        commodityCode: 'WHEAT',
        gradeCode: 'APW1',
        netTonnes: '39.660',
        titleTransferDate: '2025-12-02',
      }),
    ]);
  });
});

describe('converting cells', () => {
  it.each([
    ['03/12/2025', ['dd/mm/yyyy'], '2025-12-03'],
    ['3/2/2025', ['d/m/yyyy'], '2025-02-03'],
    ['03-Dec-2025', ['dd-MMM-yyyy'], '2025-12-03'],
    ['3-DEC-2025', ['dd-MMM-yyyy'], '2025-12-03'],
    ['03/12/2025 14:32', ['dd/mm/yyyy'], '2025-12-03'],
    ['3/12/2025 2:32 PM', ['d/m/yyyy'], '2025-12-03'],
    ['2025-12-03', ['dd-MMM-yyyy'], '2025-12-03'],
    ['2025-12-03T00:00:00', ['yyyy-mm-dd'], '2025-12-03'],
    ['03-Dez-2025', ['dd-MMM-yyyy'], '03-Dez-2025'],
    ['3/2/2025', ['dd/mm/yyyy'], '3/2/2025'],
  ] as const)('reads the date %s written %j as %s', (cell, formats, date) => {
    expect(acqDateText(cell, formats)).toBe(date);
  });

  it.each([
    ['45.32', 't', '45.32'],
    ['1,045.5', 't', '1045.5'],
    ['45320', 'kg', '45.320'],
    ['45,320', 'kg', '45.320'],
    ['45320.5', 'kg', '45.321'],
    ['0.4', 'kg', '0.000'],
    ['heavy', 'kg', 'heavy'],
    ['', 'kg', ''],
  ] as const)('reads the tonnes %s in %s as %s', (cell, unit, text) => {
    expect(acqTonnesText(cell, unit)).toBe(text);
  });
});

describe('the Default template', () => {
  it('is a CSV of the Default headers and one example row that reads back without a problem', async () => {
    const template = await writeAcqTemplate();
    const table = await readTable(template, 'csv', ACQ_TABLE_LIMITS);
    expect(table[0]).toEqual([
      'Ticket number',
      'Trade id',
      'NGR',
      'Site code',
      'Commodity code',
      'Grade code',
      'Net tonnes',
      'Title transfer date',
      'Oil (%)',
      'Admix (%)',
    ]);
    expect(table).toHaveLength(2);
    expect(readAcqTable(table, loadAcqFormat('Default'), TODAY).problems).toEqual([]);
  });
});
