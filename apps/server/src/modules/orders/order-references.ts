import { sydneyDate } from '@cgx/domain/calendar';
import { MSG } from '@cgx/domain/messages';
import { expiryDateError, minimumQuantityFor, quantityError } from '@cgx/domain/order-rules';
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { commodities, deliveryPeriods, grades, qualityParameters, seasons } from '../../db/schema/reference.ts';
import { badRequest } from '../../lib/errors.ts';

type Errors = Record<string, string[]>;

const anyOf = (column: AnyColumn) => sql`${column} = any(${sql.placeholder('ids')}::integer[])`;

/** Every order asks these: prepared statements, run together. */
const referenceLookups = (db: Db) => ({
  season: prepared(db, 'active_season', (base) =>
    base
      .select()
      .from(seasons)
      .where(and(eq(seasons.id, sql.placeholder('id')), eq(seasons.status, 'active')))
      .prepare('active_season'),
  ),
  commodity: prepared(db, 'active_commodity', (base) =>
    base
      .select()
      .from(commodities)
      .where(and(eq(commodities.id, sql.placeholder('id')), eq(commodities.status, 'active')))
      .prepare('active_commodity'),
  ),
  period: prepared(db, 'active_delivery_period', (base) =>
    base
      .select()
      .from(deliveryPeriods)
      .where(and(eq(deliveryPeriods.id, sql.placeholder('id')), eq(deliveryPeriods.status, 'active')))
      .prepare('active_delivery_period'),
  ),
  grades: prepared(db, 'active_grades_of_commodity', (base) =>
    base
      .select({ id: grades.id })
      .from(grades)
      .where(and(anyOf(grades.id), eq(grades.commodityId, sql.placeholder('commodityId')), eq(grades.status, 'active')))
      .prepare('active_grades_of_commodity'),
  ),
  qualityParameters: prepared(db, 'quality_parameters_of_commodity', (base) =>
    base
      .select({ id: qualityParameters.id, limit: qualityParameters.limit })
      .from(qualityParameters)
      .where(and(anyOf(qualityParameters.id), eq(qualityParameters.commodityId, sql.placeholder('commodityId'))))
      .prepare('quality_parameters_of_commodity'),
  ),
});
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
 * and minimum quantity, and the kind of limit (Minimum or Maximum) of each quality parameter named. Every problem is reported at once, on its field.
 */
export async function checkOrderTerms(context: AppContext, db: Db, terms: OrderTerms) {
  const errors: Errors = {};
  const gradeIds = [...new Set(terms.gradeIds.filter((gradeId): gradeId is number => typeof gradeId === 'number'))];
  const parameterIds = [...new Set(terms.qualityParameterIds)];
  const lookups = referenceLookups(db);
  const [[season], [commodity], [period], foundGrades, foundParameters] = await Promise.all([
    lookups.season.execute({ id: terms.seasonId }),
    lookups.commodity.execute({ id: terms.commodityId }),
    lookups.period.execute({ id: terms.deliveryPeriodId }),
    gradeIds.length > 0 ? lookups.grades.execute({ ids: gradeIds, commodityId: terms.commodityId }) : [],
    parameterIds.length > 0 ? lookups.qualityParameters.execute({ ids: parameterIds, commodityId: terms.commodityId }) : [],
  ]);
  if (!season) add(errors, 'seasonId', 'Choose an active season');
  if (!commodity) add(errors, 'commodityId', 'Choose an active commodity');
  if (!period) add(errors, 'deliveryPeriodId', 'Choose an active delivery period');
  if (foundGrades.length !== gradeIds.length) add(errors, 'gradeId', 'Choose an active grade of this commodity');
  if (foundParameters.length !== parameterIds.length)
    add(errors, 'qualityParametersAttributes', 'Choose quality parameters of this commodity');
  const limitKinds = new Map(foundParameters.map((row) => [row.id, row.limit]));

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
  return { season, commodity, period, minQuantity: minimumQuantityFor(kind), limitKinds };
}
