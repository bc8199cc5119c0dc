import {
  CANOLA_OIL_BASIS,
  CANOLA_PRICE_PERCENT_PER_OIL_POINT,
  INSURANCE_COVER_PERCENT,
  TOLERANCE_MAX_TONNES,
  TOLERANCE_PERCENT,
} from './constants.ts';
import { dec, type Decimal, type DecimalInput, minDec, money, tonnes } from './decimal.ts';

/**
 * Prices are $/mt and quantities mt, as decimal strings. Results are rounded once, at the end:
 * prices and money to the cent, tonnages to the kilogram (see decimal.ts).
 */

const percent = (value: DecimalInput): Decimal => dec(value).dividedBy(100);

/**
 * design §5: cgx compares bids and offers on port-equivalent prices, the site price plus the
 * site's port differential (the cost of getting grain from that site to its port), so a bid for a
 * port zone can be matched against offers at every site in it.
 */
export const portEquivalent = (sitePrice: DecimalInput, portDifferential: DecimalInput): string =>
  money(dec(sitePrice).plus(portDifferential));

/** The inverse: the site price of a port-equivalent price, for a trade matched on port equivalents. */
export const sitePriceFromPortEquivalent = (portEquivalentPrice: DecimalInput, portDifferential: DecimalInput): string =>
  money(dec(portEquivalentPrice).minus(portDifferential));

/** spec 001 §9: the delivery tolerance is the lesser of 5% of the quantity or 20 t. */
export const tolerance = (quantity: DecimalInput): string =>
  tonnes(minDec(dec(quantity).times(percent(TOLERANCE_PERCENT)), TOLERANCE_MAX_TONNES));

/** The quantities a seller may deliver against a contract: the quantity plus or minus its tolerance. */
export function toleranceRange(quantity: DecimalInput): { min: string; max: string } {
  const spread = dec(tolerance(quantity));
  return { min: tonnes(dec(quantity).minus(spread)), max: tonnes(dec(quantity).plus(spread)) };
}

/**
 * spec 000 §9: canola is priced on 42% oil (and 0% admixture); each 1% of oil above or below 42%
 * adds or takes 1.5% of the base price. The factor is 1 + 0.015 × (oil − 42): 44% oil → 1.03,
 * 40% → 0.97. Fractions of a point count pro rata (42.5% → 1.0075).
 */
export const canolaPriceFactor = (oilPercent: DecimalInput): Decimal =>
  dec(1).plus(percent(CANOLA_PRICE_PERCENT_PER_OIL_POINT).times(dec(oilPercent).minus(CANOLA_OIL_BASIS)));

/**
 * The $/mt price for canola of a given oil content. The price applies to clean seed weight: the
 * tonnage invoiced is the delivered weight less admixture, which is a separate adjustment of the
 * quantity (not of the price) made when the quality specs (oil %, admix %) are entered on the trade.
 */
export const canolaAdjustedPrice = (basePrice: DecimalInput, oilPercent: DecimalInput): string =>
  money(dec(basePrice).times(canolaPriceFactor(oilPercent)));

/** The value of a trade: quantity × price, to the cent. */
export const tradeValue = (quantity: DecimalInput, price: DecimalInput): string => money(dec(quantity).times(price));

/** spec 000 §1, 001 §1: igrainX insurance covers 90% of the grain's value (from the unrounded value, rounded once). */
export const insuredValue = (quantity: DecimalInput, price: DecimalInput): string =>
  money(dec(quantity).times(price).times(percent(INSURANCE_COVER_PERCENT)));
