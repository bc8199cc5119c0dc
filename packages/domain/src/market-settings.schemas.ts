import { z } from 'zod';
import { dec } from './decimal.ts';
import { zListQuery, zPage } from './lists.schemas.ts';
import { MSG } from './messages.ts';
import { ZAustralianState } from './registration.schemas.ts';
import { zId, zPlainText, zQueryId, zRequiredText } from './validation.ts';

/**
 * igrainX market settings (spec 001 §9, spec 002 §2 'Market settings', §3, §5): on-farm storage,
 * varieties, special contract terms and delivered sites. The forms and the staff API check with
 * these schemas; their messages are the spec's.
 */

export const SETTING_STATUSES = ['active', 'inactive'] as const;
export type TSettingStatus = (typeof SETTING_STATUSES)[number];
export const SETTING_STATUS_LABELS: Record<TSettingStatus, string> = { active: 'Active', inactive: 'Inactive' };
export const zSettingStatus = z.enum(SETTING_STATUSES, { error: MSG.required });

/** An id from a select ('12' while the form holds it, 12 in JSON); empty is 'Required'. */
const zIdField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,10}$/.test(text) ? Number(text) : value;
}, zId);

/** Text typed into a form or sent as JSON, trimmed; '' and null mean 'not given'. */
const zOptionalText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value ?? '').trim())
    .pipe(zPlainText(max))
    .transform((value) => (value === '' ? null : value));

/** A decimal typed or sent: trimmed text (a JSON number is read as its text). */
const decimalText = () => z.union([z.string(), z.number()], { error: MSG.required }).transform((value) => String(value).trim());

/** $/mt, dollars and cents, 0 or greater (spec 002 §5), within the column's numeric(10, 2). */
export const MAX_SETTING_AMOUNT = '99999999.99';
export const zSettingAmount = decimalText().pipe(
  z
    .string()
    .min(1, { message: MSG.required, abort: true })
    .regex(/^-?\d{1,8}(\.\d{1,2})?$/, { message: 'Enter an amount in dollars and cents', abort: true })
    .refine((value) => !dec(value).isNegative() || dec(value).isZero(), MSG.zeroOrGreater),
);

/** spec 002 §5: a number with at most 6 decimals, within the latitude's or the longitude's range. */
const COORDINATE_PATTERN = /^-?\d{1,3}(\.\d{1,6})?$/;
const zCoordinate = (limit: 90 | 180, rangeMessage: string) =>
  decimalText().pipe(
    z
      .string()
      .min(1, { message: MSG.required, abort: true })
      .regex(COORDINATE_PATTERN, { message: MSG.coordinateFormat, abort: true })
      .refine((value) => dec(value).abs().lessThanOrEqualTo(limit), rangeMessage),
  );
export const zLatitude = zCoordinate(90, MSG.latitudeRange);
export const zLongitude = zCoordinate(180, MSG.longitudeRange);

/** A list's position as a form holds it (text) or JSON sends it; blank means 'at the end'. */
const zPositionField = z.preprocess(
  (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    return typeof text === 'string' && text.trim() === '' ? undefined : typeof text === 'string' ? text.trim() : text;
  },
  z
    .string({ error: 'Must be a whole number' })
    .regex(/^\d{1,6}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Must be at least 1'))
    .optional(),
);

const settingsListQuery = <Sort extends string>(sorts: readonly [Sort, ...Sort[]], direction: 'asc' | 'desc' = 'asc') =>
  ({ sorts, defaultDirection: direction }) as const;
const statusFilter = { status: z.enum(SETTING_STATUSES, { error: `Must be one of ${SETTING_STATUSES.join(', ')}` }).optional() };

// On-farm storage (spec 002 §3: name, status, position).

export const ZOnFarmStorage = z.object({ id: z.number(), name: z.string(), status: zSettingStatus, position: z.number() });
export const ZOnFarmStorageRequest = z.object({
  name: zRequiredText(120),
  status: zSettingStatus,
  /** 1 is the top of the list; left out, the storage goes to the end. */
  position: zPositionField,
});
export const ZOnFarmStoragesQuery = zListQuery({
  ...settingsListQuery(['position', 'name', 'status'] as const),
  filters: statusFilter,
});
export const ZOnFarmStoragePage = zPage(ZOnFarmStorage);

// Varieties (spec 001 §9, spec 002 §3, §5).

export const ZVariety = z.object({
  id: z.number(),
  seasonId: z.number(),
  seasonName: z.string(),
  code: z.string(),
  name: z.string(),
  gradeId: z.number().nullable(),
  gradeName: z.string().nullable(),
  commodityId: z.number(),
  commodityName: z.string(),
  royaltyManagerName: z.string(),
  recipientName: z.string(),
  /** $/mt, a decimal string */
  amount: z.string(),
  status: zSettingStatus,
});
export const ZVarietyRequest = z.object({
  seasonId: zIdField,
  code: zRequiredText(20),
  commodityId: zIdField,
  /** Optional: a variety may be grown to several grades. */
  gradeId: z.preprocess((value) => (value === '' ? null : value), zIdField.nullish()),
  name: zRequiredText(120),
  royaltyManagerName: zRequiredText(120),
  recipientName: zRequiredText(120),
  amount: zSettingAmount,
  status: zSettingStatus,
});
export const ZVarietiesQuery = zListQuery({
  ...settingsListQuery(['code', 'name', 'seasonName', 'commodityName', 'amount', 'status'] as const),
  filters: { seasonId: zQueryId.optional(), ...statusFilter },
});
export const ZVarietyPage = zPage(ZVariety);
/** spec 002 §7: the bulk active/inactive update. */
export const MAX_BULK_IDS = 500;
export const ZVarietyStatusUpdate = z.object({
  ids: z.array(zId, { error: MSG.selectAtLeastOne }).min(1, MSG.selectAtLeastOne).max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} at once`),
  status: zSettingStatus,
});

// Special contract terms (spec 002 §3: name, status, position; reorder by updating the position).

export const ZSpecialTerm = z.object({ id: z.number(), name: z.string(), status: zSettingStatus, position: z.number() });
export const ZSpecialTermRequest = z.object({ name: zRequiredText(250), status: zSettingStatus });
export const ZSpecialTermsQuery = zListQuery({
  ...settingsListQuery(['position', 'name', 'status'] as const),
  filters: statusFilter,
});
export const ZSpecialTermPage = zPage(ZSpecialTerm);
/** Moves a term to a place in the whole list (1 is the top); the others close up behind it. */
export const ZPositionUpdate = z.object({ position: z.number({ error: MSG.required }).int().min(1, 'Must be at least 1').max(100_000) });

// Delivered sites (spec 002 §3, §5).

export const ZDeliveredSiteSetting = z.object({
  id: z.number(),
  tradingName: z.string(),
  nickname: z.string(),
  siteName: z.string(),
  deliveredRegionName: z.string().nullable(),
  portId: z.number(),
  portName: z.string(),
  state: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  status: zSettingStatus,
});
export const ZDeliveredSiteRequest = z.object({
  tradingName: zRequiredText(120),
  nickname: zRequiredText(60),
  siteName: zRequiredText(120),
  deliveredRegionName: zOptionalText(120),
  portId: zIdField,
  state: ZAustralianState,
  latitude: zLatitude,
  longitude: zLongitude,
  status: zSettingStatus.default('active'),
});
export const ZDeliveredSitesQuery = zListQuery({
  ...settingsListQuery(['siteName', 'tradingName', 'nickname', 'deliveredRegionName', 'state', 'status'] as const),
  filters: {
    state: z.enum(ZAustralianState.options, { error: 'Must be an Australian state' }).optional(),
    ...statusFilter,
  },
});
export const ZDeliveredSitePage = zPage(ZDeliveredSiteSetting);
export const ZDeliveredRegions = z.array(z.string());

/** A row's id in a route (`/varieties/:id`). */
export const ZSettingParams = z.object({ id: zQueryId });

export type TOnFarmStorage = z.infer<typeof ZOnFarmStorage>;
export type TOnFarmStorageRequest = z.infer<typeof ZOnFarmStorageRequest>;
export type TOnFarmStoragesQuery = z.infer<typeof ZOnFarmStoragesQuery>;
export type TVariety = z.infer<typeof ZVariety>;
export type TVarietyRequest = z.infer<typeof ZVarietyRequest>;
export type TVarietiesQuery = z.infer<typeof ZVarietiesQuery>;
export type TVarietyStatusUpdate = z.infer<typeof ZVarietyStatusUpdate>;
export type TSpecialTerm = z.infer<typeof ZSpecialTerm>;
export type TSpecialTermRequest = z.infer<typeof ZSpecialTermRequest>;
export type TSpecialTermsQuery = z.infer<typeof ZSpecialTermsQuery>;
export type TDeliveredSiteSetting = z.infer<typeof ZDeliveredSiteSetting>;
export type TDeliveredSiteRequest = z.infer<typeof ZDeliveredSiteRequest>;
export type TDeliveredSitesQuery = z.infer<typeof ZDeliveredSitesQuery>;
