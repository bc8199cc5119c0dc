import { sydneyDate } from '@cgx/domain/calendar';
import { MSG } from '@cgx/domain/messages';
import { expiryDateError, minimumQuantityFor, quantityError } from '@cgx/domain/order-rules';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { badRequest } from '../../lib/errors.ts';

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

/**
 * Every order asks this, so it is one prepared statement: whether the season, commodity and
 * delivery period are active, the period's kind and end, the active grades of the commodity
 * among those named, the commodity's quality parameters among those named (with their kind of
 * limit), and the port differential of each site named.
 */
const REFERENCES_SQL = `
  SELECT
    EXISTS (SELECT 1 FROM seasons WHERE id = $1 AND status = 'active') AS season_active,
    EXISTS (SELECT 1 FROM commodities WHERE id = $2 AND status = 'active') AS commodity_active,
    (SELECT json_build_object('kind', kind, 'endDate', end_date) FROM delivery_periods WHERE id = $3 AND status = 'active') AS period,
    (SELECT count(*)::integer FROM grades WHERE id = ANY($4::integer[]) AND commodity_id = $2 AND status = 'active') AS grades_found,
    (SELECT coalesce(json_agg(json_build_object('id', id, 'limit', "limit")), '[]'::json)
       FROM quality_parameters WHERE id = ANY($5::integer[]) AND commodity_id = $2) AS parameters,
    (SELECT coalesce(json_agg(json_build_object('id', id, 'differential', port_differential::text)), '[]'::json)
       FROM sites WHERE id = ANY($6::integer[])) AS sites`;

type ReferencesRow = {
  season_active: boolean;
  commodity_active: boolean;
  period: { kind: string; endDate: string | null } | null;
  grades_found: number;
  parameters: { id: number; limit: 'Minimum' | 'Maximum' }[];
  sites: { id: number; differential: string }[];
};

export type OrderTerms = {
  seasonId: number;
  commodityId: number;
  deliveryPeriodId: number;
  quantity: string;
  expiryDate?: string | null;
  gradeIds: (number | null | undefined)[];
  qualityParameterIds: number[];
  /** Sites named by bid lines: answered with their port differentials. */
  siteIds?: number[];
};

/**
 * Checks an order's references and quantity rules (spec 001 §5) and answers the delivery period
 * and minimum quantity, and the kind of limit (Minimum or Maximum) of each quality parameter named. Every problem is reported at once, on its field.
 */
export async function checkOrderTerms(context: AppContext, db: Db, terms: OrderTerms) {
  const errors: Errors = {};
  const gradeIds = [...new Set(terms.gradeIds.filter((gradeId): gradeId is number => typeof gradeId === 'number'))];
  const parameterIds = [...new Set(terms.qualityParameterIds)];
  const [found] = await queryPrepared<ReferencesRow>(db, 'order_references', REFERENCES_SQL, [
    terms.seasonId,
    terms.commodityId,
    terms.deliveryPeriodId,
    gradeIds,
    parameterIds,
    [...new Set(terms.siteIds ?? [])],
  ]);
  if (!found) throw new Error('order references: no row');
  const period = found.period;
  if (!found.season_active) add(errors, 'seasonId', 'Choose an active season');
  if (!found.commodity_active) add(errors, 'commodityId', 'Choose an active commodity');
  if (!period) add(errors, 'deliveryPeriodId', 'Choose an active delivery period');
  if (found.grades_found !== gradeIds.length) add(errors, 'gradeId', 'Choose an active grade of this commodity');
  if (found.parameters.length !== parameterIds.length)
    add(errors, 'qualityParametersAttributes', 'Choose quality parameters of this commodity');
  const limitKinds = new Map(found.parameters.map((row) => [row.id, row.limit]));
  const differentials = new Map(found.sites.map((row) => [row.id, row.differential]));

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
  if (!period) throw badRequest({ base: [MSG.invalidRequest] });
  return { minQuantity: minimumQuantityFor(kind), limitKinds, differentials };
}
