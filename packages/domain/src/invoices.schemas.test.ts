import { describe, expect, it } from 'vitest';
import { invoiceOutstanding, invoiceStanding, ZInvoicesQuery } from './invoices.schemas.ts';

const invoice = { status: 'issued' as const, total: '100.00', paid: '0.00', dueDate: '2026-12-01' };

describe('invoiceStanding', () => {
  it('awaiting payment, part paid, paid, overdue and void', () => {
    expect(invoiceStanding(invoice, '2026-12-01')).toBe('Awaiting payment');
    expect(invoiceStanding({ ...invoice, paid: '40.00' }, '2026-12-01')).toBe('Part paid');
    expect(invoiceStanding({ ...invoice, paid: '100.00' }, '2026-12-31')).toBe('Paid');
    expect(invoiceStanding({ ...invoice, paid: '100.01' }, '2026-12-01')).toBe('Paid');
    expect(invoiceStanding(invoice, '2026-12-02')).toBe('Overdue');
    expect(invoiceStanding({ ...invoice, paid: '40.00' }, '2026-12-02')).toBe('Overdue');
    expect(invoiceStanding({ ...invoice, status: 'void' }, '2026-12-02')).toBe('Void');
  });
});

describe('invoiceOutstanding', () => {
  it('the total less payments, never below nothing, nothing on a void invoice', () => {
    expect(invoiceOutstanding({ ...invoice, paid: '40.50' })).toBe('59.50');
    expect(invoiceOutstanding({ ...invoice, paid: '120.00' })).toBe('0.00');
    expect(invoiceOutstanding({ ...invoice, status: 'void' })).toBe('0.00');
  });
});

describe('ZInvoicesQuery', () => {
  it('newest issue date first by default; a bad kind is refused', () => {
    expect(ZInvoicesQuery.parse({})).toMatchObject({ sort: 'issuedOn', direction: 'desc', page: 1, pageSize: 25 });
    expect(ZInvoicesQuery.safeParse({ kind: 'agent' }).success).toBe(false);
  });
});
