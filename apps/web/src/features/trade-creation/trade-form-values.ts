import { PAYMENT_BUSINESS_DAYS } from '@cgx/domain/constants';
import type { PricingPoint } from '@cgx/domain/igrain-location';
import { MSG } from '@cgx/domain/messages';
import { PAYMENT_TERMS_DAYS, paymentTermsFromPayload, paymentTermsLabel } from '@cgx/domain/payment-terms';
import {
  type TCgxTradeRow,
  type TCreateCgxTradeRequest,
  type TCreateIgrainTradeRequest,
  ZCreateCgxTradeRequest,
  ZCreateIgrainTradeRequest,
  ZCreateMultipleTradesRequest,
} from '@cgx/domain/trade-creation.schemas';
import { z } from 'zod';

/**
 * What the 'Create trade' forms hold (spec 002 §2 trades/create): ids as the selects hold them
 * (strings, '' until chosen), the quantity and price as typed, and the wizard's own fields
 * (use-order-wizard: step, needsPassword, termsCheckbox, password). The shared schemas of
 * packages/domain check what they send, so the form says what the server would.
 */
export type TradeTermsValues = {
  sellerOrganisationId: string;
  buyerOrganisationId: string;
  holdingId: string;
  seasonId: string;
  commodityId: string;
  gradeId: string;
  deliveryPeriodId: string;
  quantity: string;
  price: string;
  /** '7', '14', '21', '28' or 'deferred' */
  paymentTerms: string;
};

export type TradeFormValues = TradeTermsValues & {
  market: 'cgx' | 'igrainx';
  farmGrainId: string;
  pricingPoint: PricingPoint | '';
  deliveredSiteId: string;
  step: '1' | '2';
  needsPassword: boolean;
  termsCheckbox: boolean;
  password: string;
};

export const DEFERRED = 'deferred';

export const emptyTradeTerms = (): TradeTermsValues => ({
  sellerOrganisationId: '',
  buyerOrganisationId: '',
  holdingId: '',
  seasonId: '',
  commodityId: '',
  gradeId: '',
  deliveryPeriodId: '',
  quantity: '',
  price: '',
  paymentTerms: String(PAYMENT_BUSINESS_DAYS),
});

export const emptyTradeForm = (market: 'cgx' | 'igrainx'): TradeFormValues => ({
  ...emptyTradeTerms(),
  market,
  farmGrainId: '',
  pricingPoint: '',
  deliveredSiteId: '',
  step: '1',
  needsPassword: false,
  termsCheckbox: false,
  password: '',
});

export const TRADE_FIELD_LABELS: Record<string, string> = {
  sellerOrganisationId: 'Seller',
  buyerOrganisationId: 'Buyer',
  holdingId: 'Holding',
  farmGrainId: 'Grain on farm',
  seasonId: 'Season',
  commodityId: 'Commodity',
  gradeId: 'Grade',
  deliveryPeriodId: 'Delivery period',
  quantity: 'Quantity (mt)',
  price: 'Price ($/mt)',
  paymentTerms: 'Payment terms',
  pricingPoint: 'Pricing point',
  deliveredSiteId: 'Delivered site',
  password: 'Password',
};

/** The payment terms an offer may choose, in the words a user reads. */
export const PAYMENT_TERMS_OPTIONS = [
  ...PAYMENT_TERMS_DAYS.map((days) => ({ value: String(days), label: paymentTermsLabel(paymentTermsFromPayload(days)) })),
  { value: DEFERRED, label: paymentTermsLabel(paymentTermsFromPayload(null)) },
];

const idOf = (value: string) => (value.trim() === '' ? undefined : Number(value));
const paymentTermsOf = (value: string) => (value === DEFERRED ? null : value === '' ? undefined : Number(value));

/** The terms of a form or a sheet's row as the API reads them (the schema checks each field). */
export function tradeTermsPayload(values: TradeTermsValues) {
  return {
    sellerOrganisationId: idOf(values.sellerOrganisationId),
    buyerOrganisationId: idOf(values.buyerOrganisationId),
    seasonId: idOf(values.seasonId),
    commodityId: idOf(values.commodityId),
    gradeId: idOf(values.gradeId),
    deliveryPeriodId: idOf(values.deliveryPeriodId),
    quantity: values.quantity.trim(),
    price: values.price.trim(),
    paymentTerms: paymentTermsOf(values.paymentTerms),
  };
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/** The preview asks for the password when no token is live (design §6): required there. */
const passwordIssues = (values: TradeFormValues, context: z.RefinementCtx) => {
  if (values.step === '2' && values.needsPassword && values.password.trim() === '') {
    context.addIssue({ code: 'custom', path: ['password'], message: MSG.required });
  }
};

export const ZCgxTradeForm: z.ZodType<TCreateCgxTradeRequest, TradeFormValues> = z
  .custom<TradeFormValues>(isObject)
  .superRefine(passwordIssues)
  .transform((values): unknown => ({ ...tradeTermsPayload(values), holdingId: idOf(values.holdingId) }))
  .pipe(ZCreateCgxTradeRequest);

export const ZIgrainTradeForm: z.ZodType<TCreateIgrainTradeRequest, TradeFormValues> = z
  .custom<TradeFormValues>(isObject)
  .superRefine(passwordIssues)
  .transform((values): unknown => ({
    ...tradeTermsPayload(values),
    farmGrainId: idOf(values.farmGrainId),
    pricingPoint: values.pricingPoint || undefined,
    deliveredSiteId: values.pricingPoint === 'Delivered' ? (idOf(values.deliveredSiteId) ?? null) : null,
  }))
  .pipe(ZCreateIgrainTradeRequest);

/** A sheet's row (Create Multiple Trades): a cgx trade whose season, commodity and grade are its holding's. */
export type TradeSheetRow = TradeTermsValues & { key: string };

export type TradeSheetValues = {
  rows: TradeSheetRow[];
  step: '1' | '2';
  needsPassword: boolean;
  termsCheckbox: boolean;
  password: string;
};

let rowKeys = 0;
export const emptyTradeRow = (from?: Partial<TradeTermsValues>): TradeSheetRow => {
  rowKeys += 1;
  return { ...emptyTradeTerms(), ...from, key: `row-${rowKeys}` };
};

export const ZTradeSheetForm: z.ZodType<{ rows: TCgxTradeRow[] }, TradeSheetValues> = z
  .custom<TradeSheetValues>(isObject)
  .superRefine((values, context) => passwordIssues(values as unknown as TradeFormValues, context))
  .transform((values): unknown => ({
    rows: values.rows.map((row) => ({ ...tradeTermsPayload(row), holdingId: idOf(row.holdingId) })),
  }))
  .pipe(ZCreateMultipleTradesRequest.omit({ passwordToken: true }));
