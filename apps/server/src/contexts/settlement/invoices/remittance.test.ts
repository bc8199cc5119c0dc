import { describe, expect, it } from 'vitest';
import { remittanceAdvice } from './remittance.ts';

const input = {
  payee: { name: 'Wattle Creek Farming', abn: '33102417032' },
  paidOn: '2026-12-02',
  reference: 'CGX PAY 000318',
  lines: [
    { invoiceNumber: 'RCTI-000041', tradeId: 'CGX-26-000123', description: 'Net payable for the grain', amount: '37004.96' },
    { invoiceNumber: 'RCTI-000044', tradeId: 'CGX-26-000131', description: 'Net payable for the grain', amount: '12500' },
    { invoiceNumber: null, tradeId: 'CGX-26-000123', description: 'Deferred interest', amount: '871.75' },
    { invoiceNumber: null, tradeId: null, description: 'Adjustment agreed with staff', amount: '-10.00' },
  ],
  total: '50366.71',
};

describe('remittanceAdvice', () => {
  it('states the payee, the date, the lodgement reference, each line by trade and invoice, and the total', () => {
    const email = remittanceAdvice(input);
    expect(email.subject).toBe('Remittance advice: $50,366.71 paid on 02 Dec 2026');
    expect(email.text).toContain(
      'We paid $50,366.71 to Wattle Creek Farming (ABN 33 102 417 032) on 02 Dec 2026. Lodgement reference: CGX PAY 000318.',
    );
    expect(email.text).toContain('Trade CGX-26-000123, invoice RCTI-000041: Net payable for the grain: $37,004.96');
    expect(email.text).toContain('Trade CGX-26-000131, invoice RCTI-000044: Net payable for the grain: $12,500.00');
    expect(email.text).toContain('Trade CGX-26-000123: Deferred interest: $871.75');
    expect(email.text).toContain('\n\nAdjustment agreed with staff: -$10.00');
    expect(email.text).toContain('Total paid: $50,366.71.');
    expect(email.html).toContain('Lodgement reference: CGX PAY 000318.');
    expect(email.html).toContain('Remittance advice');
  });

  it('leaves out an ABN the payee has not given', () => {
    expect(remittanceAdvice({ ...input, payee: { name: 'Grains Research Levy', abn: null } }).text).toContain(
      'We paid $50,366.71 to Grains Research Levy on 02 Dec 2026.',
    );
  });

  it('refuses a total that is not the sum of its lines', () => {
    expect(() => remittanceAdvice({ ...input, total: '50366.70' })).toThrow(RangeError);
    expect(remittanceAdvice({ ...input, total: '50366.710' }).subject).toContain('$50,366.71');
  });
});
