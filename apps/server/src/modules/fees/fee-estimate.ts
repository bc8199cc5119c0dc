import { dec, type Decimal, maxDec, money } from '@cgx/domain/decimal';
import { GST_LINE_NAME, GST_PERCENT, type TFeeLine } from '@cgx/domain/fees.schemas';

export type FeeRule = { name: string; amountPerTonne: string; gstApplicable: boolean };
/** Statutory levies are a government charge: no GST. */
export type StatutoryLevyRule = { name: string; amountPerTonne: string };
export type FarmGateLevyRule = { name: string; ratePercentage: string; farmGateDeductionPerTon: string; gstApplicable: boolean };
/** A variety's end-point royalty, $/mt: withheld from the seller with its GST (design §5). */
export type RoyaltyRule = { name: string; amountPerTonne: string };

/**
 * The $/mt charges on a price: exchange fees as they stand, statutory levies as they stand,
 * farm-gate levies as rate% of the farm-gate value (price less the levy's deduction, never
 * below 0), the variety's end-point royalty, then GST on the GST-applicable ones (a royalty always is). Each line is rounded to the cent once; GST
 * is taken from the unrounded amounts, as an invoice for many tonnes would.
 */
export function feeEstimateLines(input: {
  price: string;
  fees: FeeRule[];
  statutoryLevies: StatutoryLevyRule[];
  farmGateLevies: FarmGateLevyRule[];
  royalty?: RoyaltyRule | null;
}): TFeeLine[] {
  const lines: { name: string; amount: Decimal; gst: boolean }[] = [
    ...input.fees.map((fee) => ({ name: fee.name, amount: dec(fee.amountPerTonne), gst: fee.gstApplicable })),
    ...input.statutoryLevies.map((levy) => ({ name: levy.name, amount: dec(levy.amountPerTonne), gst: false })),
    ...input.farmGateLevies.map((levy) => ({
      name: levy.name,
      amount: maxDec(0, dec(input.price).minus(levy.farmGateDeductionPerTon)).times(levy.ratePercentage).dividedBy(100),
      gst: levy.gstApplicable,
    })),
    ...(input.royalty ? [{ name: `End-point royalty: ${input.royalty.name}`, amount: dec(input.royalty.amountPerTonne), gst: true }] : []),
  ];
  const gst = lines
    .filter((line) => line.gst)
    .reduce((sum, line) => sum.plus(line.amount), dec(0))
    .times(GST_PERCENT)
    .dividedBy(100);
  return [...lines.map((line) => ({ name: line.name, amount: money(line.amount) })), { name: GST_LINE_NAME, amount: money(gst) }];
}
