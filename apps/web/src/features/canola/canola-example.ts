import { CANOLA_OIL_BASIS } from '@cgx/domain/constants';
import { dec, isDecimalString, money } from '@cgx/domain/decimal';
import { canolaAdjustedPrice, canolaPriceFactor } from '@cgx/domain/pricing';

/** Oil contents the calculator takes: the range staff may enter on a trade (spec 002 §9: oil 35 to 55). */
export const CANOLA_OIL_MIN = 35;
export const CANOLA_OIL_MAX = 55;
export const CANOLA_EXAMPLE_BASE_PRICE = '650.00';
export const CANOLA_EXAMPLE_OILS = ['40', '42', '44'] as const;

export type CanolaExample =
  | { ok: true; price: string; change: string; changePercent: string; direction: 'premium' | 'discount' | 'basis' }
  | { ok: false; field: 'basePrice' | 'oilPercent'; message: string };

/**
 * The calculator of the canola modal: a $/mt base price and an oil %, as typed. The arithmetic is
 * the domain's (canolaAdjustedPrice); this only reads the inputs and words the answer.
 */
export function canolaExample(basePriceText: string, oilPercentText: string): CanolaExample {
  const basePrice = basePriceText.trim().replace(/^\$/, '').replace(/,/g, '');
  const oilPercent = oilPercentText.trim().replace(/%$/, '').trim();
  if (!isDecimalString(basePrice) || dec(basePrice).lessThanOrEqualTo(0)) {
    return { ok: false, field: 'basePrice', message: 'Enter a base price in $/mt, e.g. 650' };
  }
  if (!isDecimalString(oilPercent) || dec(oilPercent).lessThan(CANOLA_OIL_MIN) || dec(oilPercent).greaterThan(CANOLA_OIL_MAX)) {
    return { ok: false, field: 'oilPercent', message: `Enter an oil content from ${CANOLA_OIL_MIN}% to ${CANOLA_OIL_MAX}%` };
  }
  const price = canolaAdjustedPrice(basePrice, oilPercent);
  const change = dec(price).minus(money(basePrice));
  const changePercent = canolaPriceFactor(oilPercent).minus(1).times(100);
  const difference = dec(oilPercent).comparedTo(CANOLA_OIL_BASIS);
  return {
    ok: true,
    price,
    change: money(change.abs()),
    changePercent: changePercent
      .abs()
      .toFixed(2)
      .replace(/\.?0+$/, ''),
    direction: difference > 0 ? 'premium' : difference < 0 ? 'discount' : 'basis',
  };
}
