import { z } from 'zod';
import { isLocalDate, type LocalDate } from './calendar.ts';
import { dec, isDecimalString, tonnes as tonnesText } from './decimal.ts';
import { zListQuery, zPage } from './lists.schemas.ts';
import { MSG } from './messages.ts';
import { zTonnesText } from './orders.schemas.ts';
import { TRADE_STATUSES } from './trade-status.ts';
import { type FieldProblem, type Loose, optionalField, textOf, zQueryId, zQueryIdList, zRequiredText, zText } from './validation.ts';

/**
 * igrainX deliveries (spec 002 §2 'trades/deliveries', §3 'igrainX delivery', §7 'Deliveries
 * list'; decision 0181): staff record the grain delivered against an igrainX trade, weighbridge
 * ticket by ticket, and list every delivery. A trade's deliveries add up against its quantity plus
 * or minus its tolerance (design §5); the last one is 'final', and it is the title transfer:
 * settlement raises both invoices from the delivery records (issue 14).
 */

export const DELIVERY_TYPES = ['partial', 'final'] as const;
export type TDeliveryType = (typeof DELIVERY_TYPES)[number];
export const DELIVERY_TYPE_LABELS: Readonly<Record<TDeliveryType, string>> = { partial: 'Partial', final: 'Final' };

export const WEIGHBRIDGE_TICKET_MAX_LENGTH = 40;

/** spec 002 §5 'Quality specs': canola's oil and admixture, in %. */
export const OIL_RANGE = { min: 35, max: 55, message: 'must be between 35 and 55' } as const;
export const ADMIX_RANGE = { min: 0, max: 25, message: 'must be between 0 and 25' } as const;

export const DELIVERY_MESSAGES = {
  future: 'Can not be in the future',
  beforeTrade: (earliest: LocalDate) => `Can not be before the trade was made (${earliest})`,
  repeatedTicket: 'This weighbridge ticket is already recorded against the trade',
  canolaOnly: 'Oil and admixture are recorded for canola only',
  type: 'Choose partial or final',
  overTolerance: (most: string) => `At most ${most} mt more can be delivered (the trade’s quantity plus tolerance)`,
  quality: 'Must be a number, up to 3 decimals',
  notAParameter: 'Not a quality parameter of this commodity',
} as const;

export const zLocalDate = zText(10).min(1, MSG.required).refine(isLocalDate, 'Use a date like 2026-12-31');

/** A percentage within a range, up to 2 decimals (the columns' scale), as text. */
export const zPercent = (range: { min: number; max: number; message: string }) =>
  z
    .union([z.string(), z.number()], { error: MSG.required })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Must be a number, up to 2 decimals')
        .refine(
          (value) => !isDecimalString(value) || (dec(value).greaterThanOrEqualTo(range.min) && dec(value).lessThanOrEqualTo(range.max)),
          range.message,
        ),
    );

/** One measured quality value (moisture, protein, …) as text, up to 3 decimals. */
const zQualityValue = z
  .union([z.string(), z.number()], { error: DELIVERY_MESSAGES.quality })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,6}(\.\d{1,3})?$/, DELIVERY_MESSAGES.quality));

/**
 * POST /api/back-office/trades/igrainx/:tradeId/deliveries. The rules that need the trade (its date,
 * its commodity, what is left to deliver) are exported for the form to add and the server checks
 * them again with its own clock and under the trade's lock.
 */
export const ZRecordDeliveryRequest = z.object({
  deliveredOn: zLocalDate,
  tonnes: zTonnesText.refine((value) => !isDecimalString(value) || dec(value).greaterThan(0), MSG.quantityPositive),
  weighbridgeTicket: zRequiredText(WEIGHBRIDGE_TICKET_MAX_LENGTH),
  type: z.enum(DELIVERY_TYPES, { error: DELIVERY_MESSAGES.type }),
  /** Canola only, and then required (canolaRule). */
  oil: optionalField(zPercent(OIL_RANGE)),
  admix: optionalField(zPercent(ADMIX_RANGE)),
  /** By quality-parameter code (e.g. { MOI: '11.5' }); each optional, an empty one left out. */
  quality: z
    .record(zText(20).regex(/^[A-Za-z0-9_]{1,20}$/, DELIVERY_MESSAGES.notAParameter), optionalField(zQualityValue))
    .optional()
    .transform((values) =>
      Object.fromEntries(Object.entries(values ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    ),
});
export type TRecordDeliveryRequest = z.infer<typeof ZRecordDeliveryRequest>;

/** The delivery date: not after today (Sydney), not before the trade's Sydney date. Add with `.check(fieldRule(...))`. */
export const deliveryDateRule =
  (today: LocalDate, earliest: LocalDate) =>
  (value: Loose<TRecordDeliveryRequest>): FieldProblem[] => {
    const day = textOf(value.deliveredOn);
    if (!isLocalDate(day)) return [];
    if (day > today) return [{ path: ['deliveredOn'], message: DELIVERY_MESSAGES.future }];
    if (day < earliest) return [{ path: ['deliveredOn'], message: DELIVERY_MESSAGES.beforeTrade(earliest) }];
    return [];
  };

/** Canola carries oil and admix, both required (spec 002 §5 'Quality specs'); other grain neither. */
export const canolaRule =
  (canola: boolean) =>
  (value: Loose<TRecordDeliveryRequest>): FieldProblem[] =>
    (['oil', 'admix'] as const).flatMap((field): FieldProblem[] => {
      const given = textOf(value[field]) !== '' || typeof value[field] === 'number';
      if (canola && !given) return [{ path: [field], message: MSG.required }];
      if (!canola && given) return [{ path: [field], message: DELIVERY_MESSAGES.canolaOnly }];
      return [];
    });

/** The tonnes against what the trade may still take: its quantity plus tolerance less what was delivered. */
export const toleranceRule =
  (remaining: string) =>
  (value: Loose<TRecordDeliveryRequest>): FieldProblem[] => {
    const tonnes = textOf(value.tonnes);
    if (!isDecimalString(tonnes) || !dec(tonnes).greaterThan(remaining)) return [];
    return [{ path: ['tonnes'], message: DELIVERY_MESSAGES.overTolerance(tonnesText(remaining)) }];
  };

/** Where a trade's deliveries stand against Q ± T: complete once a final delivery is recorded. */
export const DELIVERY_STATES = ['short', 'within', 'complete'] as const;
export type TDeliveryState = (typeof DELIVERY_STATES)[number];

export function deliveryState(delivered: string, min: string, finalRecorded: boolean): TDeliveryState {
  if (finalRecorded) return 'complete';
  return dec(delivered).lessThan(min) ? 'short' : 'within';
}

export const ZDeliveryTradeParams = z.object({ tradeId: zQueryId });

export const ZTradeDelivery = z.object({
  id: z.number(),
  formattedId: z.string(),
  deliveredOn: z.string(),
  type: z.enum(DELIVERY_TYPES),
  tonnes: z.string(),
  weighbridgeTicket: z.string(),
  oil: z.string().nullable(),
  admix: z.string().nullable(),
  quality: z.array(z.object({ code: z.string(), name: z.string(), unit: z.string(), value: z.string() })),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type TTradeDelivery = z.infer<typeof ZTradeDelivery>;

/** GET …/trades/igrainx/:tradeId/deliveries: the trade's deliveries and where they stand against Q ± T. */
export const ZTradeDeliveries = z.object({
  tradeId: z.number(),
  tradeFormattedId: z.string(),
  status: z.enum(TRADE_STATUSES),
  /** The trade's Sydney date: no delivery before it. */
  tradeDate: z.string(),
  commodity: z.object({ id: z.number(), name: z.string() }),
  /** Canola: oil and admix are required on every delivery. */
  canola: z.boolean(),
  /** The quality values a delivery may carry (canola's oil and admix are fields of their own). */
  qualityParameters: z.array(z.object({ code: z.string(), name: z.string(), unit: z.string() })),
  quantity: z.string(),
  tolerance: z.string(),
  minAcceptable: z.string(),
  maxAcceptable: z.string(),
  delivered: z.string(),
  /** How much more may still be delivered: max − delivered, at least 0. */
  remaining: z.string(),
  state: z.enum(DELIVERY_STATES),
  /** Why no delivery can be recorded (cancelled, settled, final recorded); null when one can. */
  closedReason: z.string().nullable(),
  deliveries: z.array(ZTradeDelivery),
});
export type TTradeDeliveries = z.infer<typeof ZTradeDeliveries>;

/** spec 002 §7 'Deliveries list': the list filter (its dates: the day a delivery was recorded, Sydney) plus seasons, commodities, delivery periods and grades. */
export const DELIVERY_SORTS = [
  'createdAt',
  'deliveredOn',
  'formattedId',
  'tradeFormattedId',
  'seller',
  'buyer',
  'commodity',
  'quantity',
  'price',
  'status',
] as const;

export const ZDeliveriesQuery = zListQuery({
  sorts: DELIVERY_SORTS,
  filters: {
    seasons: zQueryIdList.optional(),
    commodities: zQueryIdList.optional(),
    deliveryPeriods: zQueryIdList.optional(),
    grades: zQueryIdList.optional(),
  },
});
export type TDeliveriesQuery = z.infer<typeof ZDeliveriesQuery>;

export const DELIVERY_DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export const ZDeliveriesDownloadQuery = ZDeliveriesQuery.safeExtend({
  format: z.enum(DELIVERY_DOWNLOAD_FORMATS, { error: `Must be one of ${DELIVERY_DOWNLOAD_FORMATS.join(', ')}` }).default('csv'),
});

/** spec 002 §3 'igrainX delivery (list row)', with the trade's id for the link and the delivery date. */
export const ZIgrainDelivery = z.object({
  id: z.number(),
  formattedId: z.string(),
  tradeId: z.number(),
  tradeFormattedId: z.string(),
  sellerOrganisationName: z.string(),
  sellerOrganisationNgr: z.string().nullable(),
  buyerOrganisationName: z.string(),
  location: z.string(),
  pricingPoint: z.string(),
  gradeName: z.string().nullable(),
  commodityName: z.string(),
  seasonName: z.string(),
  deliveryName: z.string(),
  /** The delivery's tonnes. */
  quantity: z.string(),
  price: z.string(),
  paymentDueDate: z.string().nullable(),
  /** When the seller was paid: null until settlement (issue 14) records it. */
  paymentDate: z.string().nullable(),
  deliveredOn: z.string(),
  weighbridgeTicket: z.string(),
  createdAt: z.string(),
  type: z.enum(DELIVERY_TYPES),
  /** The trade's status. */
  status: z.enum(TRADE_STATUSES),
});
export type TIgrainDelivery = z.infer<typeof ZIgrainDelivery>;

export const ZIgrainDeliveriesPage = zPage(ZIgrainDelivery).extend({ totalQuantity: z.string() });
export type TIgrainDeliveriesPage = z.infer<typeof ZIgrainDeliveriesPage>;
