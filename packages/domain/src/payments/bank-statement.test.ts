import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, money } from '../decimal.ts';
import {
  invoiceReferenceIn,
  matchStatementLines,
  type MatchedStatementLine,
  readBankStatement,
  STATEMENT_MESSAGES,
  type StatementInvoice,
  type StatementLine,
  statementDate,
} from './bank-statement.ts';

const csv = (text: string): string[][] =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(',').map((cell) => cell.trim()));

describe('readBankStatement: layouts', () => {
  it('CommBank style with a header: Date, Amount, Description, Balance (signed amounts)', () => {
    const read = readBankStatement(
      csv(`
Date,Amount,Description,Balance
27/11/2026,+15702.75,DIRECT CREDIT 062000 ACME GRAIN BUYERS INV-000123,+20000.00
27/11/2026,-44.00,BANK FEE,+19956.00
28/11/2026,$1000.5,TRANSFER FROM MALLEE DOWNS inv 45,+20956.50
`),
    );
    expect(read.layout).toBe('signed-amount');
    expect(read.problems).toEqual([]);
    expect(read.debitsSkipped).toBe(1);
    expect(read.lines).toEqual([
      {
        row: 2,
        date: '2026-11-27',
        amount: '15702.75',
        description: 'DIRECT CREDIT 062000 ACME GRAIN BUYERS INV-000123',
        reference: 'INV-000123',
        fingerprint: '2026-11-27|15702.75|DIRECT CREDIT 062000 ACME GRAIN BUYERS INV-000123|1',
      },
      {
        row: 4,
        date: '2026-11-28',
        amount: '1000.50',
        description: 'TRANSFER FROM MALLEE DOWNS inv 45',
        reference: 'INV-000045',
        fingerprint: '2026-11-28|1000.50|TRANSFER FROM MALLEE DOWNS inv 45|1',
      },
    ]);
  });

  it('NAB / Westpac style: Date, Narrative, Debit Amount, Credit Amount, Balance', () => {
    const read = readBankStatement(
      csv(`
Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial
032000123456,27/11/2026,DEPOSIT ONLINE 1234567 INV000124 RIVERINA,,2500.00,22500.00,DEP,
032000123456,27/11/2026,WITHDRAWAL ONLINE PAYROLL,1200.00,,21300.00,OTHER,
032000123456,28/11/2026,DEPOSIT INV-000125,,1234.56,22534.56,DEP,
`),
    );
    expect(read.layout).toBe('debit-credit');
    expect(read.debitsSkipped).toBe(1);
    expect(read.lines.map((line) => [line.row, line.date, line.amount, line.reference])).toEqual([
      [2, '2026-11-27', '2500.00', 'INV-000124'],
      [4, '2026-11-28', '1234.56', 'INV-000125'],
    ]);
    expect(read.problems).toEqual([]);
  });

  it('NAB / Westpac style with cells read properly, and a separate reference column', () => {
    const read = readBankStatement([
      ['Date', 'Narrative', 'Reference', 'Debit Amount', 'Credit Amount', 'Balance'],
      ['28/11/2026', 'DEPOSIT RIVERINA GRAIN', 'inv-125', '', '1,234.56', '22534.56'],
      ['28/11/2026', 'DEPOSIT INV-000125', 'INV-000125', '', '10.00', '22544.56'],
    ]);
    expect(read.lines.map((line) => [line.amount, line.description, line.reference])).toEqual([
      ['1234.56', 'DEPOSIT RIVERINA GRAIN inv-125', 'INV-000125'],
      ['10.00', 'DEPOSIT INV-000125', 'INV-000125'],
    ]);
  });

  it('keeps a description on one line: line breaks and control characters are one space (decision 0222)', () => {
    const read = readBankStatement([
      ['Date', 'Amount', 'Description', 'Balance'],
      ['28/11/2026', '10.00', 'DEPOSIT\r\n=SUM(1+1)\u0007 INV-000125\u0000', '100.00'],
    ]);
    expect(read.lines.map((line) => line.description)).toEqual(['DEPOSIT =SUM(1+1) INV-000125']);
  });

  it('CommBank headerless export: date, amount, description, balance', () => {
    const read = readBankStatement(
      csv(`
27/11/2026,"+15702.75","Direct Credit 301500 ACME INV 000123","+20000.00"
27/11/2026,"-44.00","Account Fee","+19956.00"
`).map((row) => row.map((cell) => cell.replace(/"/g, ''))),
    );
    expect(read.layout).toBe('headerless');
    expect(read.debitsSkipped).toBe(1);
    expect(read.lines).toMatchObject([{ row: 1, date: '2026-11-27', amount: '15702.75', reference: 'INV-000123' }]);
  });

  it('finds a header below the account details some exports start with, and skips blank rows', () => {
    const read = readBankStatement([
      ['Account Name:', 'CGX Client Trust'],
      ['BSB / Account:', '062-000 12345678'],
      [],
      ['Transaction Date', 'Transaction Details', 'Amount', 'Balance'],
      ['', '', '', ''],
      ['27 Nov 2026', 'INV-000123 ACME', '100.00', '100.00'],
    ]);
    expect(read.layout).toBe('signed-amount');
    expect(read.problems).toEqual([]);
    expect(read.lines).toMatchObject([{ row: 6, date: '2026-11-27', amount: '100.00', reference: 'INV-000123' }]);
  });

  it('an unrecognised layout is one problem, with no lines', () => {
    expect(readBankStatement([['When', 'How much', 'What']])).toEqual({
      layout: null,
      lines: [],
      debitsSkipped: 0,
      problems: [{ row: 1, message: STATEMENT_MESSAGES.layout }],
    });
    expect(readBankStatement([]).problems).toEqual([{ row: 1, message: STATEMENT_MESSAGES.empty }]);
    expect(readBankStatement([['Date', 'Amount', 'Description']]).problems).toEqual([{ row: 1, message: STATEMENT_MESSAGES.empty }]);
  });
});

describe('readBankStatement: row problems are collected, not thrown', () => {
  it('reports every bad row by number and keeps the good ones', () => {
    const read = readBankStatement([
      ['Date', 'Amount', 'Description', 'Balance'],
      ['31/02/2026', '10.00', 'INV-000001', ''],
      ['27/11/2026', 'ten', 'INV-000002', ''],
      ['2026/11/27', '1.2.3', 'INV-000003', ''],
      ['27/11/2026', '10.005', 'INV-000004', ''],
      ['27/11/2026', '0.00', 'INV-000005', ''],
      ['27/11/2026', '', 'INV-000006', ''],
      ['27/11/2026', '(12.00)', 'REFUND OUT', ''],
      ['27/11/2026', '12', 'INV-000007', ''],
      ['Closing balance', '', '', ''],
    ]);
    expect(read.problems).toEqual([
      { row: 2, message: STATEMENT_MESSAGES.date },
      { row: 3, message: STATEMENT_MESSAGES.amount },
      { row: 4, message: STATEMENT_MESSAGES.date },
      { row: 4, message: STATEMENT_MESSAGES.amount },
      { row: 5, message: STATEMENT_MESSAGES.amountCents },
      { row: 6, message: STATEMENT_MESSAGES.noAmount },
      { row: 7, message: STATEMENT_MESSAGES.noAmount },
      { row: 10, message: STATEMENT_MESSAGES.date },
      { row: 10, message: STATEMENT_MESSAGES.noAmount },
    ]);
    expect(read.debitsSkipped).toBe(1);
    expect(read.lines.map((line) => [line.row, line.amount])).toEqual([[9, '12.00']]);
  });

  it('a row with both a debit and a credit is a problem', () => {
    const read = readBankStatement([
      ['Date', 'Narrative', 'Debit Amount', 'Credit Amount'],
      ['27/11/2026', 'X', '1.00', '2.00'],
      ['27/11/2026', 'Y', '0.00', '2.00'],
    ]);
    expect(read.problems).toEqual([{ row: 2, message: STATEMENT_MESSAGES.debitAndCredit }]);
    expect(read.lines.map((line) => line.amount)).toEqual(['2.00']);
  });

  it('identical lines in one file get distinct fingerprints; the same file read twice gets the same ones', () => {
    const rows = [
      ['27/11/2026', '500.00', 'INV-000123 PART', '500.00'],
      ['27/11/2026', '500.00', 'INV-000123  PART', '1000.00'],
      ['28/11/2026', '500.00', 'INV-000123 PART', '1500.00'],
    ];
    const fingerprints = readBankStatement(rows).lines.map((line) => line.fingerprint);
    expect(fingerprints).toEqual([
      '2026-11-27|500.00|INV-000123 PART|1',
      '2026-11-27|500.00|INV-000123 PART|2',
      '2026-11-28|500.00|INV-000123 PART|1',
    ]);
    expect(readBankStatement(rows.map((row) => [...row])).lines.map((line) => line.fingerprint)).toEqual(fingerprints);
  });
});

describe('invoice references and dates', () => {
  it.each([
    ['INV-000123', 'INV-000123'],
    ['inv-123', 'INV-000123'],
    ['PAYMENT INV 000123 THANKS', 'INV-000123'],
    ['INV000123', 'INV-000123'],
    ['ref: Inv#42', 'INV-000042'],
    ['INV-000123 and INV-000124', 'INV-000123'],
    ['INVOICE 123', null],
    ['PINV-000123', null],
    ['INV-0001234', null],
    ['no reference', null],
  ])('%j → %j', (text, expected) => {
    expect(invoiceReferenceIn(text)).toBe(expected);
  });

  it.each([
    ['27/11/2026', '2026-11-27'],
    ['7/1/2026', '2026-01-07'],
    ['27-11-26', '2026-11-27'],
    ['2026-11-27', '2026-11-27'],
    ['27 Nov 2026', '2026-11-27'],
    ['27-Nov-26', '2026-11-27'],
    ['29/02/2026', null],
    ['11/27/2026', null],
    ['yesterday', null],
  ])('%j → %j', (text, expected) => {
    expect(statementDate(text)).toBe(expected);
  });
});

const line = (row: number, amount: string, reference: string | null, fingerprint = `f${row}`): StatementLine => ({
  row,
  date: '2026-11-27',
  amount,
  description: reference ?? 'NO REF',
  reference,
  fingerprint,
});

const invoices: StatementInvoice[] = [
  { id: 1, number: 'INV-000123', total: '1000.00', paid: '0.00', status: 'issued' },
  { id: 2, number: 'INV-000124', total: '500.00', paid: '200.00', status: 'part_paid' },
  { id: 3, number: 'INV-000125', total: '300.00', paid: '0.00', status: 'void' },
];

describe('matchStatementLines', () => {
  it('gives each outcome: duplicate, unmatched (three reasons), and matched full, partial and over', () => {
    const matches = matchStatementLines(
      [
        line(2, '1000.00', 'INV-000123', 'seen'),
        line(3, '10.00', null),
        line(4, '10.00', 'INV-000999'),
        line(5, '300.00', 'INV-000125'),
        line(6, '1000.00', 'INV-000123'),
        line(7, '100.00', 'INV-000124'),
        line(8, '250.00', 'INV-000124'),
      ],
      invoices,
      new Set(['seen']),
    );
    expect(matches.map(({ line: _line, ...outcome }) => outcome)).toEqual([
      { outcome: 'duplicate', reason: STATEMENT_MESSAGES.duplicate },
      { outcome: 'unmatched', code: 'no-reference', reason: STATEMENT_MESSAGES.noReference },
      { outcome: 'unmatched', code: 'no-such-invoice', reason: 'There is no invoice INV-000999' },
      { outcome: 'unmatched', code: 'invoice-void', reason: 'Invoice INV-000125 is void' },
      {
        outcome: 'matched',
        invoiceId: 1,
        invoiceNumber: 'INV-000123',
        amount: '1000.00',
        settles: 'full',
        outstandingBefore: '1000.00',
        outstandingAfter: '0.00',
        reason: STATEMENT_MESSAGES.full,
      },
      {
        outcome: 'matched',
        invoiceId: 2,
        invoiceNumber: 'INV-000124',
        amount: '100.00',
        settles: 'partial',
        outstandingBefore: '300.00',
        outstandingAfter: '200.00',
        reason: 'Part payment: $200.00 still owing',
      },
      // the second payment in the file accumulates on the first: 300 owing, 100 + 250 paid
      {
        outcome: 'matched',
        invoiceId: 2,
        invoiceNumber: 'INV-000124',
        amount: '250.00',
        settles: 'over',
        outstandingBefore: '200.00',
        outstandingAfter: '0.00',
        overBy: '50.00',
        reason: 'Overpaid by $50.00',
      },
    ]);
    expect(matches[0]?.line.row).toBe(2);
  });

  it('a payment to an invoice already paid is over by all of it; a repeated fingerprint in the lines is a duplicate', () => {
    const paidUp = [{ id: 9, number: 'inv-9', total: '10.00', paid: '10.00', status: 'paid' }];
    const matches = matchStatementLines([line(2, '5.00', 'INV-000009', 'x'), line(3, '5.00', 'INV-000009', 'x')], paidUp, new Set());
    expect(matches.map((match) => [match.outcome, match.outcome === 'matched' ? match.overBy : null])).toEqual([
      ['matched', '5.00'],
      ['duplicate', null],
    ]);
  });

  it('property: per invoice, the matched amounts sum to the lines referencing it, and the last outstanding is total − paid − that sum', () => {
    const arbitraryInvoice = (id: number) =>
      fc
        .record({
          total: fc.integer({ min: 1, max: 10_000_000 }),
          paid: fc.integer({ min: 0, max: 10_000_000 }),
          status: fc.constantFrom('issued', 'part_paid', 'paid', 'void'),
        })
        .map(({ total, paid, status }) => ({
          id,
          number: `INV-${String(id).padStart(6, '0')}`,
          total: money(dec(total).dividedBy(100)),
          paid: money(dec(paid).dividedBy(100)),
          status,
        }));
    const arbitraryLines = fc.array(
      fc.record({ invoice: fc.integer({ min: 1, max: 6 }), cents: fc.integer({ min: 1, max: 5_000_000 }), imported: fc.boolean() }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(fc.tuple(...[1, 2, 3, 4, 5].map(arbitraryInvoice)), arbitraryLines, (someInvoices, drawn) => {
        const lines = drawn.map((each, index) =>
          line(index + 2, money(dec(each.cents).dividedBy(100)), `INV-${String(each.invoice).padStart(6, '0')}`),
        );
        const imported = new Set(drawn.flatMap((each, index) => (each.imported ? [`f${index + 2}`] : [])));
        const matches = matchStatementLines(lines, someInvoices, imported);
        expect(matches).toHaveLength(lines.length);
        for (const invoice of someInvoices) {
          const referencing = lines.filter((each, index) => each.reference === invoice.number && !drawn[index]?.imported);
          const matched = matches.filter(
            (match): match is MatchedStatementLine => match.outcome === 'matched' && match.invoiceId === invoice.id,
          );
          const sumOf = (items: readonly { amount: string }[]) => items.reduce((sum, item) => sum.plus(item.amount), dec(0));
          if (invoice.status === 'void') {
            expect(matched).toEqual([]);
            continue;
          }
          expect(sumOf(matched).equals(sumOf(referencing))).toBe(true);
          const last = matched.at(-1);
          if (last) {
            const remaining = dec(invoice.total).minus(invoice.paid).minus(sumOf(referencing));
            expect(last.outstandingAfter).toBe(money(remaining.lessThan(0) ? 0 : remaining));
            expect(last.settles).toBe(remaining.isZero() ? 'full' : remaining.greaterThan(0) ? 'partial' : 'over');
            if (last.settles === 'over') expect(last.overBy).toBe(money(remaining.negated()));
          }
        }
        for (const [index, match] of matches.entries()) {
          if (drawn[index]?.imported) expect(match.outcome).toBe('duplicate');
          else if ((drawn[index]?.invoice ?? 0) === 6) expect(match.outcome).toBe('unmatched');
        }
      }),
      { numRuns: 200 },
    );
  });
});
