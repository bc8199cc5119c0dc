import { dec, type Decimal, type DecimalInput, maxDec, money } from '../decimal.ts';
import { GST_PERCENT } from '../fees.schemas.ts';

/**
 * design §5 'Settlement arithmetic': the lines of an invoice and its GST. Every rate is an input
 * (levies and royalties are data for the season, commodity, state and variety; fees are data per
 * side); this file only multiplies. Each line is rounded half-up to the cent once, from the
 * unrounded product; GST is 10% of the sum of the (already rounded) taxable lines, rounded once.
 */

export type InvoiceLineKind = 'grain_value' | 'statutory_levy' | 'farm_gate_levy' | 'royalty' | 'fee';

export interface InvoiceLine {
  kind: InvoiceLineKind;
  label: string;
  /** $, two decimals, never negative. */
  amount: string;
  /** Counts towards the GST of its invoice (or of its part of the seller's invoice). */
  taxable: boolean;
  /** A levy's or royalty's recipient organisation, whom the payment run pays it to (null: none on record). */
  payee?: number | null;
}

/** Who a withheld amount is paid on to: the recipient organisation, when the rule names one. */
interface Payable {
  payee?: number | null;
}
const payeeOf = (rule: Payable) => (rule.payee === undefined ? {} : { payee: rule.payee });

/** A statutory levy: $/mt for the season, commodity and state. A government charge: no GST. */
export interface StatutoryLevyRule extends Payable {
  name: string;
  amountPerTonne: string;
}

/** A levy on the farm-gate value, e.g. the national grains levy (1.02%). */
export interface FarmGateLevyRule extends Payable {
  name: string;
  ratePercentage: string;
  /** Taken off the price before the rate applies (the farm-gate value is never below 0). */
  farmGateDeductionPerTon: string;
  gstApplicable: boolean;
  /** An NGR opt-in levy applies only to sellers who opted in. */
  ngrOptIn: boolean;
}

/**
 * The variety's end-point royalty, $/mt, quoted GST-exclusive (design §5): it always carries GST,
 * which is its owner's (the royalty is the owner's supply to the seller), so it is taken on the
 * royalty alone (royaltyGst), not with the exchange's lines.
 */
export interface RoyaltyRule extends Payable {
  name: string;
  amountPerTonne: string;
}

/** An exchange fee, $/mt, for the buyer's or the seller's side. */
export interface FeeRule {
  name: string;
  amountPerTonne: string;
  gstApplicable: boolean;
}

const nonNegative = (value: DecimalInput, what: string): Decimal => {
  const amount = dec(value);
  if (amount.isNegative()) throw new RangeError(`${what} cannot be negative: ${amount.toString()}`);
  return amount;
};

export const grainValueLine = (label: string, adjustedPrice: DecimalInput, cleanTonnes: DecimalInput, taxable: boolean): InvoiceLine => ({
  kind: 'grain_value',
  label,
  amount: money(nonNegative(adjustedPrice, 'A price').times(nonNegative(cleanTonnes, 'Tonnes'))),
  taxable,
});

export const statutoryLevyLine = (rule: StatutoryLevyRule, cleanTonnes: DecimalInput): InvoiceLine => ({
  kind: 'statutory_levy',
  label: rule.name,
  amount: money(nonNegative(rule.amountPerTonne, rule.name).times(cleanTonnes)),
  taxable: false,
  ...payeeOf(rule),
});

/** rate% × max(0, adjusted price − farm-gate deduction) × clean tonnes. */
export const farmGateLevyLine = (rule: FarmGateLevyRule, adjustedPrice: DecimalInput, cleanTonnes: DecimalInput): InvoiceLine => ({
  kind: 'farm_gate_levy',
  label: rule.name,
  amount: money(
    nonNegative(rule.ratePercentage, rule.name)
      .dividedBy(100)
      .times(maxDec(0, dec(adjustedPrice).minus(nonNegative(rule.farmGateDeductionPerTon, rule.name))))
      .times(cleanTonnes),
  ),
  taxable: rule.gstApplicable,
  ...payeeOf(rule),
});

/** The farm-gate levies that apply to a seller: all but the NGR opt-in ones, and those too when the seller opted in. */
export const farmGateLeviesFor = (rules: readonly FarmGateLevyRule[], sellerNgrOptedIn: boolean): FarmGateLevyRule[] =>
  rules.filter((rule) => !rule.ngrOptIn || sellerNgrOptedIn);

export const royaltyLine = (rule: RoyaltyRule, cleanTonnes: DecimalInput): InvoiceLine => ({
  kind: 'royalty',
  label: rule.name,
  amount: money(nonNegative(rule.amountPerTonne, rule.name).times(cleanTonnes)),
  taxable: true,
  ...payeeOf(rule),
});

export const feeLine = (rule: FeeRule, cleanTonnes: DecimalInput): InvoiceLine => ({
  kind: 'fee',
  label: rule.name,
  amount: money(nonNegative(rule.amountPerTonne, rule.name).times(cleanTonnes)),
  taxable: rule.gstApplicable,
});

/** The sum of lines' amounts (exact: each is already to the cent). */
export const sumLines = (lines: readonly InvoiceLine[]): Decimal => lines.reduce((sum, line) => sum.plus(line.amount), dec(0));

/** GST: 10% of the sum of the taxable lines, rounded half-up to the cent once. */
export const gstOn = (lines: readonly InvoiceLine[]): string =>
  money(
    sumLines(lines.filter((line) => line.taxable))
      .times(GST_PERCENT)
      .dividedBy(100),
  );
