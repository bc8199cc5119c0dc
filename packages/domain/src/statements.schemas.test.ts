import { describe, expect, it } from 'vitest';
import {
  ageBucket,
  DATE_RANGE_REQUIRED,
  financialQuarter,
  ZDateRange,
  ZStatementDownloadQuery,
  ZStatementQuery,
} from './statements.schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('statement and report queries', () => {
  it('need both dates, with the spec’s message', () => {
    expect(messages(ZDateRange.safeParse({}))).toEqual({ dateFrom: DATE_RANGE_REQUIRED, dateTo: DATE_RANGE_REQUIRED });
    expect(messages(ZDateRange.safeParse({ dateFrom: '2026-07-01', dateTo: '' }))).toEqual({ dateTo: DATE_RANGE_REQUIRED });
    expect(messages(ZDateRange.safeParse({ dateFrom: '2026-02-30', dateTo: '2026-03-01' }))).toEqual({
      dateFrom: 'Use a date like 2026-12-31',
    });
    expect(messages(ZDateRange.safeParse({ dateFrom: '2026-07-02', dateTo: '2026-07-01' }))).toEqual({
      dateTo: 'Must be on or after the start date',
    });
    expect(ZDateRange.parse({ dateFrom: '2026-07-01', dateTo: '2026-07-01' })).toEqual({ dateFrom: '2026-07-01', dateTo: '2026-07-01' });
  });

  it('need an organisation for a statement; the format defaults to PDF', () => {
    const range = { dateFrom: '2026-07-01', dateTo: '2026-09-30' };
    expect(messages(ZStatementQuery.safeParse({ ...range, organisationId: '' }))).toEqual({ organisationId: 'Required' });
    expect(messages(ZStatementQuery.safeParse({ ...range, organisationId: 'x' }))).toEqual({ organisationId: 'Must be an id' });
    expect(ZStatementQuery.parse({ ...range, organisationId: '12' }).organisationId).toBe(12);
    expect(ZStatementDownloadQuery.parse({ ...range, organisationId: '12' }).format).toBe('pdf');
    expect(messages(ZStatementDownloadQuery.safeParse({ ...range, organisationId: '12', format: 'xls' }))).toHaveProperty('format');
  });
});

describe('ageBucket and financialQuarter', () => {
  it('buckets days past due', () => {
    expect([-3, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageBucket)).toEqual([
      'current',
      'current',
      '1-30',
      '1-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
  });

  it('names Australian financial quarters (July to June)', () => {
    expect(financialQuarter('2026-07-01')).toBe('Q1 2026-27');
    expect(financialQuarter('2026-09-30')).toBe('Q1 2026-27');
    expect(financialQuarter('2026-10-05')).toBe('Q2 2026-27');
    expect(financialQuarter('2026-12-31')).toBe('Q2 2026-27');
    expect(financialQuarter('2027-01-01')).toBe('Q3 2026-27');
    expect(financialQuarter('2027-06-30')).toBe('Q4 2026-27');
    expect(financialQuarter('2099-08-01')).toBe('Q1 2099-00');
  });
});
