import { describe, expect, it } from 'vitest';
import { feeEstimateLines } from './fee-estimate.ts';

const grainsLevy = { name: 'Grains levy', ratePercentage: '1.075', farmGateDeductionPerTon: '0.00', gstApplicable: false };

describe('fee estimate lines', () => {
  it('lists fees, statutory levies and farm-gate levies per tonne, then GST on the fees that carry it', () => {
    const lines = feeEstimateLines({
      price: '350.00',
      fees: [
        { name: 'Exchange fee', amountPerTonne: '1.50', gstApplicable: true },
        { name: 'Clear Settle fee', amountPerTonne: '0.50', gstApplicable: true },
      ],
      statutoryLevies: [{ name: 'SAGIT levy', amountPerTonne: '0.30' }],
      farmGateLevies: [grainsLevy],
    });
    expect(lines).toEqual([
      { name: 'Exchange fee', amount: '1.50' },
      { name: 'Clear Settle fee', amount: '0.50' },
      { name: 'SAGIT levy', amount: '0.30' },
      // 1.075% of $350.00 = $3.7625
      { name: 'Grains levy', amount: '3.76' },
      { name: 'GST', amount: '0.20' },
    ]);
  });

  it('takes the farm-gate deduction off the price first, never below zero', () => {
    const deducted = { ...grainsLevy, farmGateDeductionPerTon: '50.00' };
    const lines = (price: string) => feeEstimateLines({ price, fees: [], statutoryLevies: [], farmGateLevies: [deducted] });
    expect(lines('350.00')[0]).toEqual({ name: 'Grains levy', amount: '3.23' }); // 1.075% of 300 = 3.225, half-up
    expect(lines('40.00')[0]).toEqual({ name: 'Grains levy', amount: '0.00' });
  });

  it('charges GST on a GST-applicable farm-gate levy, from the unrounded amounts', () => {
    const lines = feeEstimateLines({
      price: '333.33',
      fees: [{ name: 'Exchange fee', amountPerTonne: '1.55', gstApplicable: true }],
      statutoryLevies: [],
      farmGateLevies: [{ ...grainsLevy, gstApplicable: true }],
    });
    // (1.55 + 3.58329...) × 10% = 0.5133...
    expect(lines.at(-1)).toEqual({ name: 'GST', amount: '0.51' });
    expect(lines.find((line) => line.name === 'Grains levy')?.amount).toBe('3.58');
  });

  it('adds the variety’s end-point royalty, which always carries GST (issue 24)', () => {
    const lines = feeEstimateLines({
      price: '300.00',
      fees: [{ name: 'Exchange fee', amountPerTonne: '1.50', gstApplicable: true }],
      statutoryLevies: [],
      farmGateLevies: [],
      royalty: { name: 'Rockstar', amountPerTonne: '3.50' },
    });
    // GST 10% × (1.50 + 3.50) = 0.50.
    expect(lines).toEqual([
      { name: 'Exchange fee', amount: '1.50' },
      { name: 'End-point royalty: Rockstar', amount: '3.50' },
      { name: 'GST', amount: '0.50' },
    ]);
  });

  it('answers a zero GST line when nothing carries GST', () => {
    expect(feeEstimateLines({ price: '300', fees: [], statutoryLevies: [], farmGateLevies: [] })).toEqual([
      { name: 'GST', amount: '0.00' },
    ]);
  });
});
