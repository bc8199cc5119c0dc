import { z } from 'zod';
import { AUSTRALIAN_STATES } from './calendar.ts';
import { dec, isDecimalString } from './decimal.ts';
import { MSG } from './messages.ts';
import { priceMaximumError } from './order-rules.ts';
import { zQueryId, zText } from './validation.ts';

/** Fee estimate while pricing (spec 001 §7 'Fee estimation'); amounts are $/mt decimal strings. */

/** Australian GST on taxable supplies. */
export const GST_PERCENT = 10;
export const GST_LINE_NAME = 'GST';

const id = zQueryId;

/** The first thing wrong with a $/mt price as typed, or null: a positive amount in dollars and cents. */
export function feePriceError(text: string): string | null {
  if (text === '') return MSG.required;
  if (!isDecimalString(text)) return MSG.mustBeNumber;
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return 'Enter an amount in dollars and cents';
  if (!dec(text).greaterThan(0)) return MSG.quantityPositive;
  return priceMaximumError(text);
}

export const zFeePrice = zText(30)
  .trim()
  .superRefine((value, context) => {
    const message = feePriceError(value);
    if (message) context.addIssue({ code: 'custom', message });
  });

export const ZFeeEstimateQuery = z.object({
  /** The seller (or buyer) the fees are for: the caller's organisation or, for an agent, an authorised client. */
  organisationId: id,
  seasonId: id,
  commodityId: id,
  /** No fee depends on the grade today; it is checked to belong to the commodity. Absent for an offer by quality parameters. */
  gradeId: id.optional(),
  price: zFeePrice,
  /** Where the grain is: state levies apply by it. Absent: national levies only. */
  state: zText(10)
    .trim()
    .toUpperCase()
    .pipe(z.enum(AUSTRALIAN_STATES, { error: 'Choose an Australian state' }))
    .optional(),
  /** The variety sold (an offer's first, by id): the seller's estimate adds its end-point royalty, which carries GST (issue 24). */
  varietyId: id.optional(),
  /** Whose fees: by default sellers' for growers and agents, buyers' for traders. */
  side: z.enum(['seller', 'buyer']).optional(),
});
export type TFeeEstimateQuery = z.infer<typeof ZFeeEstimateQuery>;

/** spec 001 §3 'Fee: name and amount'. */
export const ZFeeLine = z.object({ name: z.string(), amount: z.string() });
export type TFeeLine = z.infer<typeof ZFeeLine>;
export const ZFeeEstimateResponse = z.array(ZFeeLine);
