import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../demo.ts';
import { COMMODITIES } from './commodities.data.ts';
import { FARM_GATE_LEVIES } from './levies.data.ts';

describe('the seeded levies (issue 14 §8)', () => {
  it('are the national grains levy’s published rates: 1.02% and 1.005% of the farm-gate value', () => {
    const rateOf = (code: string) =>
      FARM_GATE_LEVIES.filter((levy) => !levy.ngr && levy.commodities.includes(code)).map((levy) => levy.ratePercentage);
    for (const code of ['WHT', 'BAR', 'OAT', 'CAN', 'CHK', 'LEN', 'FAB', 'LUP']) expect(rateOf(code), code).toEqual(['1.020']);
    for (const code of ['RYE', 'MIL', 'CNS']) expect(rateOf(code), code).toEqual(['1.005']);
  });

  it('name only commodities the reference data has', () => {
    const codes = new Set(COMMODITIES.map((commodity) => commodity.code));
    for (const levy of FARM_GATE_LEVIES) for (const code of levy.commodities) expect(codes.has(code), code).toBe(true);
  });

  it('leave most demo growers registered for GST, and one not', () => {
    const growers = DEMO_ORGANISATIONS.filter((organisation) => organisation.type === 'grower');
    const unregistered = growers.filter((grower) => grower.gstRegistered === false);
    expect(unregistered.map((grower) => grower.tradingName)).toEqual(['Mallee Downs Pastoral']);
    expect(growers.length - unregistered.length).toBeGreaterThan(unregistered.length);
  });
});
