import { dec, type DecimalInput, money, tonnes } from '../decimal.ts';
import { canolaAdjustedPrice } from '../pricing.ts';

/**
 * design §5: canola is invoiced at P × (1 + 1.5% × (oil − 42)), to the cent, on clean tonnes =
 * invoiced tonnes × (1 − admix / 100), to 3 decimals; other grain at P on the invoiced tonnes.
 * Oil and admix come from the ACQ row or the trade's quality specs.
 */

export type GrainQuality = { canola: false } | { canola: true; oilPercent: string; admixPercent: string };

export interface PricedGrain {
  /** $/mt, to the cent. */
  adjustedPrice: string;
  /** mt, to the kilogram. */
  cleanTonnes: string;
}

export function priceAndCleanTonnes(price: DecimalInput, invoicedTonnes: DecimalInput, quality: GrainQuality): PricedGrain {
  const p = dec(price);
  if (p.isNegative()) throw new RangeError(`A price cannot be negative: ${p.toString()}`);
  if (!quality.canola) return { adjustedPrice: money(p), cleanTonnes: tonnes(invoicedTonnes) };
  const oil = dec(quality.oilPercent);
  const admix = dec(quality.admixPercent);
  if (oil.isNegative() || oil.greaterThan(100)) throw new RangeError(`Oil is a percentage: ${oil.toString()}`);
  if (admix.isNegative() || admix.greaterThan(100)) throw new RangeError(`Admix is a percentage: ${admix.toString()}`);
  return {
    adjustedPrice: canolaAdjustedPrice(p, oil),
    cleanTonnes: tonnes(dec(invoicedTonnes).times(dec(1).minus(admix.dividedBy(100)))),
  };
}
