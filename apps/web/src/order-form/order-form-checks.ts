import { dec, isDecimalString } from '@cgx/domain/decimal';
import { feePriceError } from '@cgx/domain/fees.schemas';
import { MSG } from '@cgx/domain/messages';
import { expiryDateError, qualityAmountError, quantityError } from '@cgx/domain/order-rules';
import { periodKind } from './order-form-rules';
import { ANY, type OrderFormValues } from './order-form-values';

/**
 * The checks of spec 001 §5 on the sections every trading form shares, with the spec's words. A
 * form's schema runs them in its superRefine and adds its own (a bid's priced rows, an offer's
 * client). The server checks the same again with the same domain rules.
 */
export type FormIssue = { path: (string | number)[]; message: string };

export type OrderCheckOptions = {
  /** Sydney's today (YYYY-MM-DD): an expiry date may not be before it. */
  today: string;
  /** spec 001 §5: for traders the expiry date is optional; for others a custom expiry needs a date. */
  expiryRequired: boolean;
  /** Check the single price ('price'): false when the form prices each row itself. */
  checkPrice: boolean;
};

/** Not before today: the server's words for it (apps/server order-references.ts). */
export const EXPIRY_BEFORE_TODAY = 'Can not be before today';
const TONNES_FORMAT = 'Enter tonnes, up to 3 decimals';

export function orderFormIssues(values: OrderFormValues, options: OrderCheckOptions): FormIssue[] {
  const issues: FormIssue[] = [];
  const put = (path: FormIssue['path'] | string, message: string) =>
    issues.push({ path: typeof path === 'string' ? [path] : path, message });
  const required = (field: keyof OrderFormValues) => {
    const value = values[field];
    if (Array.isArray(value) ? value.length === 0 : value === '' || value === undefined) put(field, MSG.required);
  };

  required('seasonId');
  required('commodityId');
  if (values.meetsIndustryBodyGrade === 'true') required('gradeId');
  if (!values.noVarieties) required('varieties');
  required('deliveryPeriodId');

  const quantity = values.quantity.trim();
  // Before a delivery period is chosen its minimum is not known: 'Required', a number, above 0.
  const quantityProblem = values.deliveryPeriodKind
    ? quantityError(quantity, periodKind(values.deliveryPeriodKind))
    : quantityError(quantity, 'now') === MSG.required || !isDecimalString(quantity) || !dec(quantity).greaterThan(0)
      ? quantityError(quantity, 'now')
      : null;
  if (quantityProblem) put('quantity', quantityProblem);
  else if (!/^\d+(\.\d{1,3})?$/.test(quantity)) put('quantity', TONNES_FORMAT);

  if (values.expiryMode === 'custom') {
    if (!values.expiryDate) {
      if (options.expiryRequired) put('expiryDate', MSG.required);
    } else if (values.expiryDate < options.today) put('expiryDate', EXPIRY_BEFORE_TODAY);
    else {
      const afterPeriod = expiryDateError(values.expiryDate, values.deliveryPeriodEndDate || null);
      if (afterPeriod) put('expiryDate', afterPeriod);
    }
  }
  required('paymentTerms');
  // On-farm storage is igrainX's (grain on farm); a cgx order's grain is at a storage site.
  if (values.market === 'igrainx') required('storageIds');
  required('chemicalDeclaration');
  if (values.chemicalDeclaration === 'false') {
    required('chemicalTreatment');
    required('chemicalRate');
    required('chemicalApplicationDate');
  }
  values.qualityParameters.forEach((row, index) => {
    const problem = qualityAmountError(row.amount, row.unit);
    if (problem) put(['qualityParameters', index, 'amount'], problem);
  });

  issues.push(...locationIssues(values));
  if (options.checkPrice) {
    const priceProblem = feePriceError(values.price.trim());
    if (priceProblem) put('price', priceProblem);
  }
  if (values.step === '2') {
    if (!values.termsCheckbox) put('termsCheckbox', MSG.required);
    if (values.needsPassword && !values.password) put('password', MSG.required);
  }
  return issues;
}

/** spec 001 §3 'Location fields', §5: cgx a site or port zone; igrainX a pricing point and its place. */
export function locationIssues(values: OrderFormValues): FormIssue[] {
  const issues: FormIssue[] = [];
  const put = (field: keyof OrderFormValues) => issues.push({ path: [field], message: MSG.required });
  if (values.market === 'cgx') {
    if (!values.warehouse) put('warehouse');
    return issues;
  }
  if (!values.pricingPoint) put('pricingPoint');
  else if (values.pricingPoint === 'Delivered') {
    if (!values.deliveredSiteId) put('deliveredSiteId');
  } else if (values.pricingPoint === 'Free on Truck' && values.locationMode === 'exact') {
    if (!values.address.trim()) put('address');
  } else {
    if (!values.nearestTown) put('nearestTown');
    if (values.directions.length === 0) put('directions');
    if (values.distanceRanges.length === 0) put('distanceRanges');
  }
  return issues;
}

/** The shared terms as the API takes them (spec 001 §3): ids as numbers, Any as empty lists, blanks as null. */
export function orderTermsPayload(values: OrderFormValues) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const chemical = values.chemicalDeclaration === ANY || values.chemicalDeclaration === '' ? null : values.chemicalDeclaration === 'true';
  return {
    market: values.market,
    seasonId: Number(values.seasonId),
    commodityId: Number(values.commodityId),
    deliveryPeriodId: Number(values.deliveryPeriodId),
    quantity: values.quantity.trim(),
    expiryDate: values.expiryMode === 'custom' && values.expiryDate ? values.expiryDate : null,
    varietyIds: values.varieties.filter((id) => id !== ANY).map(Number),
    termsAndConditions: values.termsAndConditions,
    chemicalDeclaration: chemical,
    chemicalTreatment: chemical === false ? text(values.chemicalTreatment) : null,
    chemicalRate: chemical === false ? text(values.chemicalRate) : null,
    chemicalApplicationDate: chemical === false ? text(values.chemicalApplicationDate) : null,
    qualityParametersAttributes: values.qualityParameters.map((row) => ({
      qualityParameterId: Number(row.qualityParameterId),
      amount: row.amount.trim(),
    })),
  };
}
