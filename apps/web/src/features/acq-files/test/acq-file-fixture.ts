import type { TAcqFile, TAcqRowView } from '@cgx/domain/acq-files.schemas';

/** An ACQ file as the server lists it: CBH's, read and done unless the test says otherwise. */
export const acqFile = (overrides: Partial<TAcqFile> = {}): TAcqFile => ({
  id: 12,
  fileName: 'cbh-december.csv',
  fileKind: 'csv',
  format: 'CBH',
  storageProvider: { id: 5, name: 'CBH Group' },
  uploadedBy: { id: 7, name: 'Jess Paddock' },
  uploadedAt: '2026-11-27T01:00:00.000Z',
  status: 'done',
  totalRows: 2,
  processedRows: 2,
  matchedRows: 1,
  unmatchedRows: 1,
  rejectedRows: 0,
  problems: [],
  finishedAt: '2026-11-27T01:01:00.000Z',
  ...overrides,
});

/** A row of an ACQ file: unmatched, a wheat delivery at Kwinana, unless the test says otherwise. */
export const acqRow = (overrides: Partial<TAcqRowView> = {}): TAcqRowView => ({
  id: 31,
  row: 3,
  ticketNumber: 'KW-240518',
  outcome: 'unmatched',
  reason: 'No open trade for NGR 23456781',
  trade: null,
  fields: {
    tradeId: null,
    sellerNgr: '23456781',
    siteCode: 'Kwinana',
    gradeCode: 'APW1',
    netTonnes: '45.320',
    titleTransferDate: '2026-11-20',
    oil: null,
    admix: null,
  },
  assignedBy: null,
  ...overrides,
});

/** A page of a list as the server answers it. */
export const pageOf = (rows: unknown[]) => ({ body: { rows, total: rows.length, page: 1, pageSize: 25 } });
