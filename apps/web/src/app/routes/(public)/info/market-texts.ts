import { EOW_PAYMENT_DAYS } from '@cgx/domain/constants';

/** Sentences several pages share (design §5 market hours, spec 001 §9 payment terms). */
export const MARKET_HOURS_TEXT =
  'The market runs live through the day. It closes twice a day for processing, from 10:00 to 10:05 am and from 8:30 to 8:35 pm Sydney time (AEST or AEDT).';

/** '14, 21 or 28' */
export const EOW_DAYS_TEXT = `${EOW_PAYMENT_DAYS.slice(0, -1).join(', ')} or ${EOW_PAYMENT_DAYS.at(-1)}`;
