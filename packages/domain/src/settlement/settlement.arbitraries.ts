import fc from 'fast-check';
import { dec } from '../decimal.ts';
import type { FarmGateLevyRule, FeeRule, RoyaltyRule, StatutoryLevyRule } from './charges.ts';
import type { GrainQuality } from './grain-price.ts';
import type { SettlementInput } from './invoices.ts';

/** Random trades, deliveries and charges for the settlement property tests. */

export const decimals = (scale: number, min: number, max: number) =>
  fc.integer({ min, max }).map((units) =>
    dec(units)
      .dividedBy(10 ** scale)
      .toFixed(scale),
  );
export const cents = (max: number) => decimals(2, 0, max);
const name = fc.constantFrom('Levy A', 'Levy B', 'Fee', 'Royalty');

const quality: fc.Arbitrary<GrainQuality> = fc.oneof(
  fc.constant<GrainQuality>({ canola: false }),
  fc
    .record({ oilPercent: decimals(1, 350, 550), admixPercent: decimals(1, 0, 250) })
    .map((specs): GrainQuality => ({ canola: true, ...specs })),
);
const statutoryLevy: fc.Arbitrary<StatutoryLevyRule> = fc.record({ name, amountPerTonne: cents(500) });
const farmGateLevy: fc.Arbitrary<FarmGateLevyRule> = fc.record({
  name,
  ratePercentage: decimals(3, 0, 3000),
  farmGateDeductionPerTon: cents(50_000),
  gstApplicable: fc.boolean(),
  ngrOptIn: fc.boolean(),
});
const royalty: fc.Arbitrary<RoyaltyRule> = fc.record({ name, amountPerTonne: decimals(3, 0, 10_000) });
const fee: fc.Arbitrary<FeeRule> = fc.record({ name, amountPerTonne: cents(500), gstApplicable: fc.boolean() });

/** A contract of 0.001 to 10 000 t and a delivery of 0 to 130% of it (kilograms), at $0.01 to $2 000/mt. */
export const settlementArbitrary: fc.Arbitrary<SettlementInput> = fc
  .record({
    quantityKg: fc.integer({ min: 1, max: 10_000_000 }),
    deliveredPerMille: fc.integer({ min: 0, max: 1300 }),
    price: decimals(2, 1, 200_000),
    quality,
    sellerGstRegistered: fc.boolean(),
    sellerNgrOptedIn: fc.boolean(),
    statutoryLevies: fc.array(statutoryLevy, { maxLength: 3 }),
    farmGateLevies: fc.array(farmGateLevy, { maxLength: 3 }),
    royalty: fc.option(royalty, { nil: null }),
    sellerFees: fc.array(fee, { maxLength: 3 }),
    buyerFees: fc.array(fee, { maxLength: 3 }),
  })
  .map(({ quantityKg, deliveredPerMille, ...rest }) => ({
    ...rest,
    quantity: dec(quantityKg).dividedBy(1000).toFixed(3),
    deliveredTonnes: dec(quantityKg).times(deliveredPerMille).dividedBy(1_000_000).toFixed(3),
  }));
