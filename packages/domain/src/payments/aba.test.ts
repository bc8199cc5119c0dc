import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, money } from '../decimal.ts';
import {
  ABA_MESSAGES,
  AbaFormatError,
  AbaInputError,
  type AbaDetailRecord,
  type AbaTotalRecord,
  abaFileProblems,
  parseAbaFile,
  type TAbaFileInput,
  toAbaText,
  writeAbaFile,
} from './aba.ts';

const input: TAbaFileInput = {
  header: {
    financialInstitution: 'CBA',
    userName: 'Country Grain Exchange',
    userId: '301500',
    description: 'GRAINPAYMNT',
    processingDate: '2026-11-27',
  },
  account: { bsb: '062-000', accountNumber: '12345678', accountName: 'CGX Client Trust Account' },
  payments: [
    {
      bsb: '083-004',
      accountNumber: '123456789',
      accountName: 'Mallee Downs Pty Ltd',
      amount: '15460.00',
      lodgementReference: 'RCTI-000041',
    },
    {
      bsb: '733-000',
      accountNumber: '98-7654',
      accountName: 'Grains Research & Development Corporation',
      amount: '157.69',
      lodgementReference: 'LEVY NOV 2026',
    },
  ],
};

/** The characters at 1-based positions from..to inclusive, as the format describes them. */
const at = (record: string, from: number, to: number): string => record.slice(from - 1, to);

const recordsOf = (text: string): string[] => {
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
};

const errorOf = (run: () => unknown): AbaInputError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AbaInputError) return error;
    throw error;
  }
  throw new Error('expected an AbaInputError');
};

describe('writeAbaFile: a worked file of two payments', () => {
  const text = writeAbaFile(input);
  const records = recordsOf(text);
  const [descriptive = '', first = '', second = '', balancing = '', total = ''] = records;

  it('has a descriptive record, two credits, the balancing debit and the total, each of 120 characters ended by CR LF', () => {
    expect(records).toHaveLength(5);
    for (const record of records) expect(record).toHaveLength(120);
    expect(text.split('\r\n')).toHaveLength(6);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(records.map((record) => record[0])).toEqual(['0', '1', '1', '1', '7']);
  });

  it('writes the descriptive record (type 0) at its positions', () => {
    expect(at(descriptive, 1, 1)).toBe('0');
    expect(at(descriptive, 2, 18)).toBe(' '.repeat(17));
    expect(at(descriptive, 19, 20)).toBe('01');
    expect(at(descriptive, 21, 23)).toBe('CBA');
    expect(at(descriptive, 24, 30)).toBe(' '.repeat(7));
    expect(at(descriptive, 31, 56)).toBe('Country Grain Exchange    ');
    expect(at(descriptive, 57, 62)).toBe('301500');
    expect(at(descriptive, 63, 74)).toBe('GRAINPAYMNT ');
    expect(at(descriptive, 75, 80)).toBe('271126');
    expect(at(descriptive, 81, 120)).toBe(' '.repeat(40));
  });

  it('writes each credit (type 1, code 50) at its positions, traced to the trust account', () => {
    expect(first).toBe(
      '1083-004123456789 500001546000MALLEE DOWNS PTY LTD            RCTI-000041       062-000 12345678COUNTRY GRAIN EX00000000',
    );
    expect(at(first, 1, 1)).toBe('1');
    expect(at(first, 2, 8)).toBe('083-004');
    expect(at(first, 9, 17)).toBe('123456789');
    expect(at(first, 18, 18)).toBe(' ');
    expect(at(first, 19, 20)).toBe('50');
    expect(at(first, 21, 30)).toBe('0001546000');
    expect(at(first, 31, 62)).toBe('MALLEE DOWNS PTY LTD'.padEnd(32));
    expect(at(first, 63, 80)).toBe('RCTI-000041'.padEnd(18));
    expect(at(first, 81, 87)).toBe('062-000');
    expect(at(first, 88, 96)).toBe(' 12345678');
    expect(at(first, 97, 112)).toBe('COUNTRY GRAIN EX');
    expect(at(first, 113, 120)).toBe('00000000');

    expect(at(second, 2, 8)).toBe('733-000');
    expect(at(second, 9, 17)).toBe('  98-7654');
    expect(at(second, 21, 30)).toBe('0000015769');
    // 41 characters, cut to 32.
    expect(at(second, 31, 62)).toBe('GRAINS RESEARCH & DEVELOPMENT CO');
    expect(at(second, 63, 80)).toBe('LEVY NOV 2026     ');
  });

  it('balances the file with a debit (code 13) from the trust account for the total', () => {
    expect(at(balancing, 2, 8)).toBe('062-000');
    expect(at(balancing, 9, 17)).toBe(' 12345678');
    expect(at(balancing, 19, 20)).toBe('13');
    expect(at(balancing, 21, 30)).toBe('0001561769');
    expect(at(balancing, 31, 62)).toBe('CGX CLIENT TRUST ACCOUNT'.padEnd(32));
    expect(at(balancing, 63, 80)).toBe('GRAINPAYMNT'.padEnd(18));
    expect(at(balancing, 81, 96)).toBe('062-000 12345678');
  });

  it('writes the file total record (type 7): net 0, credits, debits and the count of type 1 records', () => {
    expect(at(total, 1, 1)).toBe('7');
    expect(at(total, 2, 8)).toBe('999-999');
    expect(at(total, 9, 20)).toBe(' '.repeat(12));
    expect(at(total, 21, 30)).toBe('0000000000');
    expect(at(total, 31, 40)).toBe('0001561769');
    expect(at(total, 41, 50)).toBe('0001561769');
    expect(at(total, 51, 74)).toBe(' '.repeat(24));
    expect(at(total, 75, 80)).toBe('000003');
    expect(at(total, 81, 120)).toBe(' '.repeat(40));
  });

  it('without the balancing record: credits only, net = credit total, debits 0', () => {
    const unbalanced = recordsOf(writeAbaFile({ ...input, selfBalancing: false }));
    expect(unbalanced).toHaveLength(4);
    const last = unbalanced[3] ?? '';
    expect(at(last, 21, 30)).toBe('0001561769');
    expect(at(last, 31, 40)).toBe('0001561769');
    expect(at(last, 41, 50)).toBe('0000000000');
    expect(at(last, 75, 80)).toBe('000002');
  });
});

describe('writeAbaFile: fields and refusals', () => {
  it('pads short names, cuts long ones, upper-cases names, and drops accents', () => {
    const text = writeAbaFile({
      ...input,
      remitterName: 'Country Grain Exchange Pty Ltd',
      payments: [{ ...input.payments[0], accountName: '  José  Müller’s   farm ', amount: '1' } as TAbaFileInput['payments'][number]],
    });
    const detail = recordsOf(text)[1] ?? '';
    expect(at(detail, 31, 62)).toBe("JOSE MULLER'S FARM              ");
    expect(at(detail, 21, 30)).toBe('0000000100');
    expect(at(detail, 97, 112)).toBe('COUNTRY GRAIN EX');
    expect(toAbaText('Ñandú – “Co”')).toBe('Nandu - "Co"');
  });

  it('reel and amount forms: 2-digit reel, dollars without cents', () => {
    const text = writeAbaFile({
      ...input,
      header: { ...input.header, reel: 7 },
      payments: [{ ...input.payments[1], amount: '0.5' } as never],
    });
    const [descriptive = '', detail = ''] = recordsOf(text);
    expect(at(descriptive, 19, 20)).toBe('07');
    expect(at(detail, 21, 30)).toBe('0000000050');
  });

  it('refuses an amount above $99,999,999.99 (10 digits of cents) and accepts exactly that', () => {
    const over = { ...input, payments: [{ ...input.payments[0], amount: '100000000.00' }] } as TAbaFileInput;
    expect(errorOf(() => writeAbaFile(over)).issues).toContainEqual({ path: 'payments.0.amount', message: ABA_MESSAGES.amountMax });
    const most = recordsOf(writeAbaFile({ ...input, payments: [{ ...input.payments[0], amount: '99999999.99' }] } as TAbaFileInput));
    expect(at(most[1] ?? '', 21, 30)).toBe('9999999999');
  });

  it('refuses a file whose payments total more than $99,999,999.99', () => {
    const half = { ...input.payments[0], amount: '50000000.00' } as TAbaFileInput['payments'][number];
    expect(errorOf(() => writeAbaFile({ ...input, payments: [half, half] })).issues).toEqual([
      { path: 'payments', message: ABA_MESSAGES.fileTotalMax },
    ]);
  });

  it('collects every problem with its path and a clear message', () => {
    const error = errorOf(() =>
      writeAbaFile({
        header: { financialInstitution: 'CB', userName: 'Exchange 漢', userId: '1234', description: '', processingDate: '2026-02-30' },
        account: { bsb: '062000', accountNumber: '000-000', accountName: 'Trust' },
        payments: [
          { bsb: '083-004', accountNumber: '1234567890', accountName: '', amount: '12.345', lodgementReference: '0123' },
          { bsb: '083-004', accountNumber: '12', accountName: 'A', amount: '0', lodgementReference: 'A reference of 19 c' },
          { bsb: '083-004', accountNumber: '12', accountName: 'A', amount: 'abc', lodgementReference: 'R' },
        ],
      }),
    );
    expect(error.message).toMatch(/^The payment file cannot be written: header\.financialInstitution: /);
    expect(error.issues).toEqual([
      { path: 'header.financialInstitution', message: ABA_MESSAGES.financialInstitution },
      { path: 'header.userName', message: ABA_MESSAGES.notAscii('APCA user name', '漢') },
      { path: 'header.userId', message: ABA_MESSAGES.userId },
      { path: 'header.description', message: 'Description is required' },
      { path: 'header.processingDate', message: ABA_MESSAGES.processingDate },
      { path: 'account.bsb', message: ABA_MESSAGES.bsb },
      { path: 'account.accountNumber', message: ABA_MESSAGES.accountNumber },
      { path: 'payments.0.accountNumber', message: ABA_MESSAGES.accountNumber },
      { path: 'payments.0.accountName', message: 'Account name is required' },
      { path: 'payments.0.amount', message: ABA_MESSAGES.amount },
      { path: 'payments.0.lodgementReference', message: ABA_MESSAGES.lodgementReferenceStart },
      { path: 'payments.1.amount', message: ABA_MESSAGES.amount },
      { path: 'payments.1.lodgementReference', message: 'Lodgement reference must be 18 characters or fewer' },
      { path: 'payments.2.amount', message: ABA_MESSAGES.amount },
    ]);
  });

  it('refuses an empty payment run and a transaction code other than 50', () => {
    expect(errorOf(() => writeAbaFile({ ...input, payments: [] })).issues).toEqual([
      { path: 'payments', message: ABA_MESSAGES.noPayments },
    ]);
    const debit = { ...input.payments[0], transactionCode: '13' } as unknown as TAbaFileInput['payments'][number];
    expect(errorOf(() => writeAbaFile({ ...input, payments: [debit] })).issues).toEqual([
      { path: 'payments.0.transactionCode', message: ABA_MESSAGES.transactionCode },
    ]);
  });

  it('takes account numbers written with spaces, and an APCA user name of exactly 26 but not 27', () => {
    const spaced = { ...input.payments[0], accountNumber: '1234 5678' } as TAbaFileInput['payments'][number];
    expect(at(recordsOf(writeAbaFile({ ...input, payments: [spaced] }))[1] ?? '', 9, 17)).toBe(' 12345678');
    const name26 = 'A'.repeat(26);
    expect(at(recordsOf(writeAbaFile({ ...input, header: { ...input.header, userName: name26 } }))[0] ?? '', 31, 56)).toBe(name26);
    expect(errorOf(() => writeAbaFile({ ...input, header: { ...input.header, userName: `${name26}B` } })).issues).toEqual([
      { path: 'header.userName', message: 'APCA user name must be 26 characters or fewer' },
    ]);
  });
});

describe('parseAbaFile', () => {
  it('reads back what writeAbaFile wrote (round trip)', () => {
    const records = parseAbaFile(writeAbaFile(input));
    expect(records[0]).toEqual({
      type: 'descriptive',
      reel: 1,
      financialInstitution: 'CBA',
      userName: 'Country Grain Exchange',
      userId: '301500',
      description: 'GRAINPAYMNT',
      processingDate: '2026-11-27',
    });
    expect(records[1]).toEqual({
      type: 'detail',
      bsb: '083-004',
      accountNumber: '123456789',
      indicator: ' ',
      transactionCode: '50',
      amount: '15460.00',
      accountName: 'MALLEE DOWNS PTY LTD',
      lodgementReference: 'RCTI-000041',
      traceBsb: '062-000',
      traceAccountNumber: '12345678',
      remitterName: 'COUNTRY GRAIN EX',
      withholdingTax: '0.00',
    });
    expect(records[4]).toEqual({ type: 'total', netTotal: '0.00', creditTotal: '15617.69', debitTotal: '15617.69', detailCount: 3 });
    expect(abaFileProblems(records)).toEqual([]);
  });

  it('takes LF line endings and no final line ending', () => {
    const text = writeAbaFile(input).replace(/\r\n/g, '\n').slice(0, -1);
    expect(parseAbaFile(text)).toEqual(parseAbaFile(writeAbaFile(input)));
  });

  it('names the line of a record that is not 120 characters, of an unknown type, or with letters in a number', () => {
    const lines = writeAbaFile(input).split('\r\n');
    const withLine = (index: number, line: string) => lines.map((each, at) => (at === index ? line : each)).join('\r\n');
    expect(() => parseAbaFile(withLine(1, `${lines[1]} `))).toThrow(
      new AbaFormatError('Line 2: a record must be 120 characters, this one has 121'),
    );
    expect(() => parseAbaFile(withLine(2, `9${lines[2]?.slice(1)}`))).toThrow(/^Line 3: unknown record type "9"/);
    expect(() => parseAbaFile(withLine(2, `${lines[2]?.slice(0, 20)}00000A5769${lines[2]?.slice(30)}`))).toThrow(
      /^Line 3: amount \(positions 21-30\) must be digits/,
    );
  });

  it('abaFileProblems finds totals and a count that do not add up', () => {
    const records = parseAbaFile(writeAbaFile(input));
    const total = records[4] as AbaTotalRecord;
    expect(abaFileProblems([...records.slice(0, 4), { ...total, creditTotal: '1.00', detailCount: 2 }])).toEqual([
      "The credit total 1.00 is not the credits' sum 15617.69",
      'The count 2 is not the 3 detail records',
    ]);
    expect(abaFileProblems(records.slice(1, 4))).toEqual([
      'The first record must be the descriptive record (type 0)',
      'The last record must be the file total record (type 7)',
    ]);
  });
});

describe('writeAbaFile: properties', () => {
  const cents = fc.integer({ min: 1, max: 99_999_999 });
  const payment = fc.record({
    bsb: fc
      .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 }))
      .map(([a, b]) => `${String(a).padStart(3, '0')}-${String(b).padStart(3, '0')}`),
    accountNumber: fc.integer({ min: 1, max: 999_999_999 }).map(String),
    accountName: fc.string({ minLength: 1, maxLength: 40 }).filter((name) => /[A-Za-z0-9]/.test(name) && /^[\x20-\x7E]*$/.test(name)),
    amount: cents.map((value) => money(dec(value).dividedBy(100))),
    lodgementReference: fc.stringMatching(/^[A-Z][A-Z0-9 -]{0,17}$/),
  });

  it('every record is 120 characters, and the total record equals the sum and count of the detail records', () => {
    fc.assert(
      fc.property(fc.array(payment, { minLength: 1, maxLength: 30 }), fc.boolean(), (payments, selfBalancing) => {
        const text = writeAbaFile({ ...input, payments, selfBalancing });
        for (const line of text.slice(0, -2).split('\r\n')) expect(line).toHaveLength(120);
        const records = parseAbaFile(text);
        const details = records.filter((record): record is AbaDetailRecord => record.type === 'detail');
        const total = records.at(-1) as AbaTotalRecord;
        const paid = payments.reduce((sum, each) => sum.plus(each.amount), dec(0));
        const credits = details.filter((each) => each.transactionCode === '50').reduce((sum, each) => sum.plus(each.amount), dec(0));
        const debits = details.filter((each) => each.transactionCode === '13').reduce((sum, each) => sum.plus(each.amount), dec(0));
        expect(credits.equals(paid)).toBe(true);
        expect(total.creditTotal).toBe(money(credits));
        expect(total.debitTotal).toBe(money(debits));
        expect(total.netTotal).toBe(money(credits.minus(debits).abs()));
        expect(total.detailCount).toBe(details.length);
        expect(details).toHaveLength(payments.length + (selfBalancing ? 1 : 0));
        if (selfBalancing) expect(total.netTotal).toBe('0.00');
        expect(
          details.slice(0, payments.length).map((each) => [each.bsb, each.accountNumber, each.amount, each.lodgementReference]),
        ).toEqual(payments.map((each) => [each.bsb, each.accountNumber, each.amount, toAbaText(each.lodgementReference)]));
        expect(abaFileProblems(records)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
