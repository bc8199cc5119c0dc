import { dec, type DecimalInput, minDec, tonnes } from '../decimal.ts';
import { tolerance } from '../pricing.ts';

/**
 * design §5 'Settlement arithmetic': what is invoiced of a delivery. Tolerance T is the lesser of
 * 5% of the contract quantity Q and 20 t (pricing.ts tolerance()); invoiced tonnes = min(D, Q + T);
 * a delivery below Q − T is invoiced on D and flagged as a shortfall for staff. Tonnes to 3 decimals.
 */

/** Where a delivery falls against the contract: inside Q ± T, above Q + T (the excess is not invoiced), below Q − T. */
export type DeliveryOutcome = 'within' | 'over' | 'shortfall';

export interface InvoicedTonnage {
  quantity: string;
  tolerance: string;
  minTonnes: string;
  maxTonnes: string;
  deliveredTonnes: string;
  invoicedTonnes: string;
  outcome: DeliveryOutcome;
  /** D < Q − T: invoiced on D, and staff are told. */
  shortfall: boolean;
  /** Delivered above Q + T and not invoiced (0.000 unless the outcome is 'over'). */
  excessTonnes: string;
}

export function invoicedTonnage(quantity: DecimalInput, deliveredTonnes: DecimalInput): InvoicedTonnage {
  const q = dec(quantity);
  const d = dec(tonnes(deliveredTonnes));
  if (!q.greaterThan(0)) throw new RangeError(`The contract quantity must be more than 0: ${q.toString()}`);
  if (d.isNegative()) throw new RangeError(`Delivered tonnes cannot be negative: ${d.toString()}`);
  const t = dec(tolerance(q));
  const min = q.minus(t);
  const max = q.plus(t);
  const outcome: DeliveryOutcome = d.greaterThan(max) ? 'over' : d.lessThan(min) ? 'shortfall' : 'within';
  return {
    quantity: tonnes(q),
    tolerance: tonnes(t),
    minTonnes: tonnes(min),
    maxTonnes: tonnes(max),
    deliveredTonnes: tonnes(d),
    invoicedTonnes: tonnes(minDec(d, max)),
    outcome,
    shortfall: outcome === 'shortfall',
    excessTonnes: tonnes(outcome === 'over' ? d.minus(max) : 0),
  };
}
