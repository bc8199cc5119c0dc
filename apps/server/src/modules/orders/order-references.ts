import { sydneyDate } from '@cgx/domain/calendar';
import { MSG } from '@cgx/domain/messages';
import { expiryDateError, minimumQuantityFor, quantityError } from '@cgx/domain/order-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { commodities, deliveryPeriods, grades, qualityParameters, seasons } from '../../db/schema/reference.ts';
import { badRequest } from '../../lib/errors.ts';

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

export type OrderTerms = {
  seasonId: number;
  commodityId: number;
  deliveryPeriodId: number;
  quantity: string;
  expiryDate?: string | null;
  gradeIds: (number | null | undefined)[];
  qualityParameterIds: number[];
};

/**
 * Checks an order's references and quantity rules (spec 001 §5) and answers the delivery period
 * and minimum quantity. Every problem is reported at once, on its field.
 */
export async function checkOrderTerms(context: AppContext, db: Db, terms: OrderTerms) {
  const errors: Errors = {};
  const season = await db.query.seasons.findFirst({ where: and(eq(seasons.id, terms.seasonId), eq(seasons.status, 'active')) });
  if (!season) add(errors, 'seasonId', 'Choose an active season');
  const commodity = await db.query.commodities.findFirst({
    where: and(eq(commodities.id, terms.commodityId), eq(commodities.status, 'active')),
  });
  if (!commodity) add(errors, 'commodityId', 'Choose an active commodity');
  const period = await db.query.deliveryPeriods.findFirst({
    where: and(eq(deliveryPeriods.id, terms.deliveryPeriodId), eq(deliveryPeriods.status, 'active')),
  });
  if (!period) add(errors, 'deliveryPeriodId', 'Choose an active delivery period');

  const gradeIds = [...new Set(terms.gradeIds.filter((gradeId): gradeId is number => typeof gradeId === 'number'))];
  if (gradeIds.length > 0) {
    const found = await db
      .select({ id: grades.id })
      .from(grades)
      .where(and(inArray(grades.id, gradeIds), eq(grades.commodityId, terms.commodityId), eq(grades.status, 'active')));
    if (found.length !== gradeIds.length) add(errors, 'gradeId', 'Choose an active grade of this commodity');
  }
  if (terms.qualityParameterIds.length > 0) {
    const found = await db
      .select({ id: qualityParameters.id })
      .from(qualityParameters)
      .where(and(inArray(qualityParameters.id, terms.qualityParameterIds), eq(qualityParameters.commodityId, terms.commodityId)));
    if (found.length !== new Set(terms.qualityParameterIds).size)
      add(errors, 'qualityParametersAttributes', 'Choose quality parameters of this commodity');
  }

  const kind = period?.kind === 'now' ? 'now' : 'future';
  if (period) {
    const quantityProblem = quantityError(terms.quantity, kind);
    if (quantityProblem) add(errors, 'quantity', quantityProblem);
  }
  if (terms.expiryDate) {
    const today = sydneyDate(context.clock.now());
    if (terms.expiryDate < today) add(errors, 'expiryDate', 'Can not be before today');
    const afterPeriod = expiryDateError(terms.expiryDate, period?.endDate ?? null);
    if (afterPeriod) add(errors, 'expiryDate', afterPeriod);
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  if (!period || !season || !commodity) throw badRequest({ base: [MSG.invalidRequest] });
  return { season, commodity, period, minQuantity: minimumQuantityFor(kind) };
}
