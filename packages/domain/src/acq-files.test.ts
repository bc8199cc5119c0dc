import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACQ_FILE_FORMATS,
  ACQ_FIELDS,
  ACQ_MESSAGES,
  type AcqCandidate,
  type AcqRow,
  type AcqSite,
  acqRowSchema,
  matchAcqRows as matchAs,
} from './acq-files.ts';

const TODAY = '2025-12-10';

const cells = (overrides: Record<string, string> = {}) => ({
  ticketNumber: ' T-100234 ',
  tradeId: 'cgx-000123',
  sellerNgr: '12345678',
  siteCode: 'KWIN',
  commodityCode: 'CAN',
  gradeCode: 'CAN1',
  netTonnes: '45.32',
  titleTransferDate: '03/12/2025',
  oil: '44.5',
  admix: '1.25',
  ...overrides,
});

const problems = (overrides: Record<string, string>) => {
  const parsed = acqRowSchema(TODAY).safeParse(cells(overrides));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the ACQ file formats', () => {
  it('are the spec’s, in its order', () => {
    expect(ACQ_FILE_FORMATS).toEqual(['Default', 'Agrichain', 'Agridigital', 'AWB', 'CBH', 'GNC', 'LDC', 'BUN']);
  });

  it('require the ticket, NGR, site, grade, tonnes and date', () => {
    expect(ACQ_FIELDS.filter((field) => field.required).map((field) => field.key)).toEqual([
      'ticketNumber',
      'sellerNgr',
      'siteCode',
      'gradeCode',
      'netTonnes',
      'titleTransferDate',
    ]);
  });
});

describe('an ACQ row', () => {
  it('reads canonical text: trimmed, trade id upper-cased, tonnes to 3 decimals, date as yyyy-mm-dd', () => {
    expect(acqRowSchema(TODAY).parse(cells())).toEqual({
      ticketNumber: 'T-100234',
      tradeId: 'CGX-000123',
      sellerNgr: '12345678',
      siteCode: 'KWIN',
      commodityCode: 'CAN',
      gradeCode: 'CAN1',
      netTonnes: '45.320',
      titleTransferDate: '2025-12-03',
      oil: '44.5',
      admix: '1.25',
    });
  });

  it('answers null for empty or missing optional cells', () => {
    const parsed = acqRowSchema(TODAY).parse({ ...cells({ tradeId: '', commodityCode: ' ', oil: '' }), admix: undefined });
    expect(parsed).toMatchObject({ tradeId: null, commodityCode: null, oil: null, admix: null });
  });

  it('takes yyyy-mm-dd and d/m/yyyy dates, and today itself', () => {
    expect(acqRowSchema(TODAY).parse(cells({ titleTransferDate: '2025-12-10' })).titleTransferDate).toBe('2025-12-10');
    expect(acqRowSchema(TODAY).parse(cells({ titleTransferDate: '3/2/2025' })).titleTransferDate).toBe('2025-02-03');
  });

  it.each([
    [{ ticketNumber: ' ' }, 'ticketNumber', 'Ticket number is required'],
    [{ ticketNumber: 'T'.repeat(41) }, 'ticketNumber', 'Ticket number must be 40 characters or fewer'],
    [{ ticketNumber: 'T\u0000' }, 'ticketNumber', 'Ticket number contains characters that cannot be stored'],
    [{ tradeId: 'CGX-123' }, 'tradeId', ACQ_MESSAGES.tradeId],
    [{ tradeId: 'ABC-000123' }, 'tradeId', ACQ_MESSAGES.tradeId],
    [{ sellerNgr: '1234567' }, 'sellerNgr', 'NGR must be 8 digits'],
    [{ sellerNgr: '1234567X' }, 'sellerNgr', 'NGR must be 8 digits'],
    [{ sellerNgr: '' }, 'sellerNgr', 'NGR must be 8 digits'],
    [{ siteCode: '' }, 'siteCode', 'Site code is required'],
    [{ gradeCode: '' }, 'gradeCode', 'Grade code is required'],
    [{ netTonnes: '' }, 'netTonnes', 'Net tonnes is required'],
    [{ netTonnes: '0' }, 'netTonnes', 'Net tonnes must be a number above 0'],
    [{ netTonnes: '-4.5' }, 'netTonnes', 'Net tonnes must be a number above 0'],
    [{ netTonnes: '45t' }, 'netTonnes', 'Net tonnes must be a number above 0'],
    [{ netTonnes: '1e3' }, 'netTonnes', 'Net tonnes must be a number above 0'],
    [{ netTonnes: '45.3201' }, 'netTonnes', 'Net tonnes must have at most 3 decimals'],
    [{ netTonnes: '100000.001' }, 'netTonnes', 'Net tonnes must be at most 100,000'],
    [{ titleTransferDate: '' }, 'titleTransferDate', 'Title transfer date is required'],
    [{ titleTransferDate: '31/02/2025' }, 'titleTransferDate', 'Title transfer date must be a date (dd/mm/yyyy or yyyy-mm-dd)'],
    [{ titleTransferDate: '03-Dec-2025' }, 'titleTransferDate', 'Title transfer date must be a date (dd/mm/yyyy or yyyy-mm-dd)'],
    [{ titleTransferDate: '2025-12-11' }, 'titleTransferDate', 'Title transfer date must not be after today'],
    [{ oil: '100.01' }, 'oil', 'Oil must be a percentage from 0 to 100, up to 2 decimals'],
    [{ oil: '44.555' }, 'oil', 'Oil must be a percentage from 0 to 100, up to 2 decimals'],
    [{ admix: '-1' }, 'admix', 'Admix must be a percentage from 0 to 100, up to 2 decimals'],
  ])('refuses %j on %s', (overrides, field, message) => {
    expect(problems(overrides)).toEqual({ [field]: message });
  });

  it('takes the limits themselves', () => {
    expect(problems({ netTonnes: '100000', oil: '100', admix: '0' })).toEqual({});
    expect(problems({ netTonnes: '0.001' })).toEqual({});
  });

  it('reports every bad field of a row at once', () => {
    expect(Object.keys(problems({ ticketNumber: '', sellerNgr: 'x', netTonnes: '0', titleTransferDate: 'soon' }))).toEqual([
      'ticketNumber',
      'sellerNgr',
      'netTonnes',
      'titleTransferDate',
    ]);
  });
});

const row = (number: number, overrides: Partial<AcqRow> = {}): AcqRow => ({
  row: number,
  ticketNumber: `T${number}`,
  tradeId: null,
  sellerNgr: '12345678',
  siteCode: 'KWIN',
  commodityCode: null,
  gradeCode: 'APW1',
  netTonnes: '50.000',
  titleTransferDate: '2025-12-03',
  oil: null,
  admix: null,
  ...overrides,
});

/** The uploading provider (CBH), its Kwinana and Merredin sites, and another provider's (Emerald's) Nhill. */
const CBH = { id: 1, name: 'CBH' };
const KWINANA: AcqSite = { code: 'KWIN', name: 'Kwinana', storageProviderId: 1, storageProviderName: 'CBH' };
const MERREDIN: AcqSite = { code: 'MRD', name: 'Merredin', storageProviderId: 1, storageProviderName: 'CBH' };
const NHILL: AcqSite = { code: 'NHIL', name: 'Nhill', storageProviderId: 2, storageProviderName: 'Emerald' };
const matchAcqRows = (rows: AcqRow[], candidates: AcqCandidate[], recorded: ReadonlySet<string>) =>
  matchAs(rows, candidates, recorded, CBH);

const trade = (id: number, overrides: Partial<AcqCandidate> = {}): AcqCandidate => ({
  id,
  formattedId: `CGX-${String(id).padStart(6, '0')}`,
  status: 'awaiting_grain',
  sellerNgrs: ['12345678'],
  site: KWINANA,
  gradeCode: 'APW1',
  quantity: '50',
  createdAt: `2025-11-01T00:00:${String(id % 60).padStart(2, '0')}.000Z`,
  ...overrides,
});

const none: ReadonlySet<string> = new Set();

describe('matching ACQ rows to trades', () => {
  describe('duplicate tickets', () => {
    it('rejects a ticket already recorded', () => {
      expect(matchAcqRows([row(2)], [trade(1)], new Set(['T2']))).toEqual([
        { row: 2, outcome: 'rejected', reason: 'Ticket T2 was already recorded' },
      ]);
    });

    it('rejects a ticket’s second appearance in the file, and matches the first', () => {
      const rows = [row(2), row(3, { ticketNumber: 'T2' })];
      expect(matchAcqRows(rows, [trade(1), trade(4)], none)).toEqual([
        { row: 2, outcome: 'matched', tradeId: 1 },
        { row: 3, outcome: 'rejected', reason: 'Ticket T2 appears twice in this file' },
      ]);
    });
  });

  describe('a row naming its trade', () => {
    it('matches the trade when open and the NGR is a seller’s', () => {
      const open = [trade(7, { status: 'overdue_grain', sellerNgrs: ['11111111', '12345678'], site: MERREDIN })];
      expect(matchAcqRows([row(2, { tradeId: 'CGX-000007', netTonnes: '999.000' })], open, none)).toEqual([
        { row: 2, outcome: 'matched', tradeId: 7 },
      ]);
    });

    it('is unmatched when no trade has the id', () => {
      expect(matchAcqRows([row(2, { tradeId: 'IGX-000001' })], [trade(1)], none)).toEqual([
        { row: 2, outcome: 'unmatched', reason: 'No trade IGX-000001' },
      ]);
    });

    it('is rejected when the trade is not awaiting grain', () => {
      const rows = [row(2, { tradeId: 'CGX-000001' }), row(3, { tradeId: 'CGX-000002' }), row(4, { tradeId: 'CGX-000003' })];
      const trades = [
        trade(1, { status: 'awaiting_payment' }),
        trade(2, { status: 'settled_externally' }),
        trade(3, { status: 'odd_state' }),
      ];
      expect(matchAcqRows(rows, trades, none)).toEqual([
        { row: 2, outcome: 'rejected', reason: 'Trade CGX-000001 is awaiting payment, not awaiting grain' },
        { row: 3, outcome: 'rejected', reason: 'Trade CGX-000002 is settled externally, not awaiting grain' },
        { row: 4, outcome: 'rejected', reason: 'Trade CGX-000003 is odd state, not awaiting grain' },
      ]);
    });

    it('is unmatched when the NGR is not the seller’s', () => {
      expect(matchAcqRows([row(2, { tradeId: 'CGX-000001', sellerNgr: '87654321' })], [trade(1)], none)).toEqual([
        { row: 2, outcome: 'unmatched', reason: "NGR 87654321 is not the seller's on trade CGX-000001" },
      ]);
    });

    it('is rejected when the trade is not at one of the provider’s sites, whatever else fits', () => {
      const rows = [row(2, { tradeId: 'CGX-000001', siteCode: 'NHIL' }), row(3, { tradeId: 'CGX-000002' })];
      expect(matchAcqRows(rows, [trade(1, { site: NHILL }), trade(2, { site: null })], none)).toEqual([
        { row: 2, outcome: 'rejected', reason: 'Trade CGX-000001 is at Nhill, a site of Emerald, not of CBH' },
        { row: 3, outcome: 'rejected', reason: 'Trade CGX-000002 is not at a storage site of CBH' },
      ]);
    });

    it('takes its trade before rows without a trade id, wherever it is in the file', () => {
      const rows = [row(2), row(3, { tradeId: 'CGX-000001' })];
      expect(matchAcqRows(rows, [trade(1), trade(2)], none)).toEqual([
        { row: 2, outcome: 'matched', tradeId: 2 },
        { row: 3, outcome: 'matched', tradeId: 1 },
      ]);
    });

    it('is unmatched when an earlier row named the same trade', () => {
      const rows = [row(2, { tradeId: 'CGX-000001' }), row(3, { tradeId: 'CGX-000001' })];
      expect(matchAcqRows(rows, [trade(1)], none)).toEqual([
        { row: 2, outcome: 'matched', tradeId: 1 },
        { row: 3, outcome: 'unmatched', reason: 'Trade CGX-000001 already has a title transfer in this file' },
      ]);
    });
  });

  describe('a row without a trade id', () => {
    it('matches the one open trade with its NGR, site, grade and tonnes within tolerance', () => {
      const trades = [trade(1, { quantity: '52.5' }), trade(2, { status: 'awaiting_payment' })];
      expect(matchAcqRows([row(2)], trades, none)).toEqual([{ row: 2, outcome: 'matched', tradeId: 1 }]);
    });

    it('finds the site by the provider’s code for it or by its name', () => {
      const rows = [row(2, { siteCode: 'MRD' }), row(3, { siteCode: ' merredin ' }), row(4, { siteCode: 'Kwinana' })];
      expect(matchAcqRows(rows, [trade(1, { site: MERREDIN }), trade(2, { site: MERREDIN }), trade(3)], none)).toEqual([
        { row: 2, outcome: 'matched', tradeId: 1 },
        { row: 3, outcome: 'matched', tradeId: 2 },
        { row: 4, outcome: 'matched', tradeId: 3 },
      ]);
    });

    it('never takes a trade at another provider’s site, and says where the trade is', () => {
      expect(matchAcqRows([row(2, { siteCode: 'NHIL' })], [trade(1, { site: NHILL })], none)).toEqual([
        {
          row: 2,
          outcome: 'unmatched',
          reason: 'No open trade for NGR 12345678 at a site of CBH: CGX-000001 is at Nhill, a site of Emerald',
        },
      ]);
      // The provider has another open trade of the NGR, but the one the row describes is Emerald's.
      expect(matchAcqRows([row(2, { siteCode: 'Nhill' })], [trade(1, { site: MERREDIN }), trade(2, { site: NHILL })], none)).toEqual([
        {
          row: 2,
          outcome: 'unmatched',
          reason: 'No open trade for NGR 12345678 at a site of CBH: CGX-000002 is at Nhill, a site of Emerald',
        },
      ]);
      const many = [4, 5, 6, 7].map((id) => trade(id, { site: NHILL }));
      expect(matchAcqRows([row(2, { siteCode: 'KWIN' })], many, none)[0]).toEqual({
        row: 2,
        outcome: 'unmatched',
        reason:
          'No open trade for NGR 12345678 at a site of CBH: CGX-000004 is at Nhill, a site of Emerald; CGX-000005 is at Nhill, a site of Emerald; CGX-000006 is at Nhill, a site of Emerald; and 1 more',
      });
      expect(matchAcqRows([row(2)], [trade(1, { site: null })], none)[0]).toEqual({
        row: 2,
        outcome: 'unmatched',
        reason: 'No open trade for NGR 12345678 at a site of CBH',
      });
    });

    it('compares site and grade codes without regard to case or spaces', () => {
      expect(matchAcqRows([row(2, { siteCode: 'kwin ', gradeCode: 'apw1' })], [trade(1)], none)[0]).toMatchObject({ outcome: 'matched' });
    });

    it('takes tonnes at the edges of the tolerance (the lesser of 5% and 20 t) and not beyond', () => {
      const small = [trade(1, { quantity: '100' })];
      expect(matchAcqRows([row(2, { netTonnes: '95.000' })], small, none)[0]?.outcome).toBe('matched');
      expect(matchAcqRows([row(2, { netTonnes: '105.000' })], small, none)[0]?.outcome).toBe('matched');
      expect(matchAcqRows([row(2, { netTonnes: '94.999' })], small, none)[0]?.outcome).toBe('unmatched');
      expect(matchAcqRows([row(2, { netTonnes: '105.001' })], small, none)[0]?.outcome).toBe('unmatched');
      const large = [trade(1, { quantity: '1000' })];
      expect(matchAcqRows([row(2, { netTonnes: '1020.000' })], large, none)[0]?.outcome).toBe('matched');
      expect(matchAcqRows([row(2, { netTonnes: '1020.001' })], large, none)[0]?.outcome).toBe('unmatched');
      expect(matchAcqRows([row(2, { netTonnes: '980.000' })], large, none)[0]?.outcome).toBe('matched');
      expect(matchAcqRows([row(2, { netTonnes: '979.999' })], large, none)[0]?.outcome).toBe('unmatched');
    });

    it.each([
      [[trade(1, { sellerNgrs: ['87654321'] }), trade(2, { status: 'cancelled' })], 'No open trade for NGR 12345678'],
      [[trade(1, { site: MERREDIN }), trade(2, { site: null })], 'No open trade for NGR 12345678 at site KWIN'],
      [[trade(1, { gradeCode: 'H2' }), trade(2, { gradeCode: null })], 'No open trade for NGR 12345678 at site KWIN, grade APW1'],
      [[trade(1, { quantity: '80' })], 'No open trade for NGR 12345678 at site KWIN, grade APW1 within tolerance of 50.000 mt'],
    ])('names what did not fit', (trades, reason) => {
      expect(matchAcqRows([row(2)], trades, none)).toEqual([{ row: 2, outcome: 'unmatched', reason }]);
    });

    it('takes the oldest of several fitting trades (createdAt, then id), then the next for the next row', () => {
      const trades = [
        trade(5, { createdAt: '2025-11-02T00:00:00.000Z' }),
        trade(9, { createdAt: '2025-11-01T00:00:00.000Z' }),
        trade(3, { createdAt: '2025-11-02T00:00:00.000Z' }),
      ];
      expect(matchAcqRows([row(2), row(3), row(4), row(5)], trades, none)).toEqual([
        { row: 2, outcome: 'matched', tradeId: 9 },
        { row: 3, outcome: 'matched', tradeId: 3 },
        { row: 4, outcome: 'matched', tradeId: 5 },
        { row: 5, outcome: 'unmatched', reason: 'Trades CGX-000009, CGX-000003 and CGX-000005 already have a title transfer in this file' },
      ]);
    });

    it('is unmatched when its only trade was taken by an earlier row', () => {
      expect(matchAcqRows([row(2), row(3)], [trade(1)], none)).toEqual([
        { row: 2, outcome: 'matched', tradeId: 1 },
        { row: 3, outcome: 'unmatched', reason: 'Trade CGX-000001 already has a title transfer in this file' },
      ]);
    });

    it('does not let a rejected row take a trade', () => {
      const rows = [row(2, { ticketNumber: 'OLD' }), row(3)];
      expect(matchAcqRows(rows, [trade(1)], new Set(['OLD']))[1]).toEqual({ row: 3, outcome: 'matched', tradeId: 1 });
    });
  });

  it('answers nothing for no rows', () => {
    expect(matchAcqRows([], [trade(1)], none)).toEqual([]);
  });

  it('property: every row gets one outcome, in order, and no trade is matched twice or when closed', () => {
    const ngrs = ['11111111', '22222222'];
    const arbitraryRow = fc.record({
      ticket: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
      tradeNumber: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
      sellerNgr: fc.constantFrom(...ngrs),
      siteCode: fc.constantFrom('KWIN', 'MRD', 'Merredin', 'NHIL'),
      gradeCode: fc.constantFrom('APW1', 'H2'),
      netTonnes: fc.integer({ min: 1, max: 200_000 }).map((kg) => (kg / 1000).toFixed(3)),
    });
    const arbitraryTrade = fc.record({
      status: fc.constantFrom('awaiting_grain', 'overdue_grain', 'awaiting_payment', 'cancelled'),
      sellerNgrs: fc.subarray(ngrs),
      site: fc.constantFrom(KWINANA, MERREDIN, NHILL, null),
      gradeCode: fc.constantFrom('APW1', 'H2', null),
      quantity: fc.integer({ min: 1, max: 200 }).map(String),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryRow, { maxLength: 12 }),
        fc.array(arbitraryTrade, { maxLength: 6 }),
        fc.subarray(['A', 'B']),
        (rowSpecs, tradeSpecs, recorded) => {
          const rows = rowSpecs.map((spec, index) =>
            row(index + 2, {
              ticketNumber: spec.ticket,
              tradeId: spec.tradeNumber === null ? null : `CGX-${String(spec.tradeNumber).padStart(6, '0')}`,
              sellerNgr: spec.sellerNgr,
              siteCode: spec.siteCode,
              gradeCode: spec.gradeCode,
              netTonnes: spec.netTonnes,
            }),
          );
          const trades = tradeSpecs.map((spec, index) =>
            trade(index + 1, { ...spec, createdAt: `2025-11-${String(spec.day).padStart(2, '0')}T00:00:00.000Z` }),
          );
          const outcomes = matchAcqRows(rows, trades, new Set(recorded));
          expect(outcomes.map((outcome) => outcome.row)).toEqual(rows.map((candidate) => candidate.row));
          const matched = outcomes.flatMap((outcome) => (outcome.outcome === 'matched' ? [outcome.tradeId] : []));
          expect(new Set(matched).size).toBe(matched.length);
          for (const id of matched) {
            const taken = trades.find((t) => t.id === id);
            expect(['awaiting_grain', 'overdue_grain']).toContain(taken?.status);
            expect(taken?.site?.storageProviderId).toBe(CBH.id);
          }
          const tickets = outcomes.flatMap((outcome, index) => (outcome.outcome === 'rejected' ? [] : [rows[index]?.ticketNumber]));
          expect(new Set(tickets).size).toBe(tickets.length);
          for (const ticket of tickets) expect(recorded).not.toContain(ticket);
        },
      ),
    );
  });
});
