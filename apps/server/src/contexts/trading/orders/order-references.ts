import { sydneyDate } from '@cgx/domain/calendar';
import { MSG } from '@cgx/domain/messages';
import { expiryDateError, minimumQuantityFor, qualityAmountProblems, quantityError } from '@cgx/domain/order-rules';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { coalesced } from '../../../db/coalesce.ts';
import { queryPrepared } from '../../../db/prepared.ts';
import type { AuthContext } from '../../../lib/access.ts';
import { badRequest, fieldError } from '../../../lib/errors.ts';
import { hashToken } from '../../../lib/secrets.ts';

type Errors = Record<string, string[]>;

/** An expiry date before Sydney's today. */
export const EXPIRY_BEFORE_TODAY = 'Can not be before today';
const add = (errors: Errors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

/**
 * Every order asks this, so it is one prepared statement, shared by the orders of one moment
 * (coalesced: one row per order, `i` its place): whether the season, commodity and delivery period
 * are active, the period's kind and end, the active grades of the commodity among those named, the
 * commodity's quality parameters among those named (with their kind of limit), and the port
 * differential of each site named, how many of the on-farm storages named are active, how many of the varieties named are active
 * varieties of the season and commodity; and whether the submit's password token is live for this
 * session (the check requirePasswordToken makes, here to save a round trip).
 */
const REFERENCES_SQL = `
  SELECT
    k.i,
    EXISTS (SELECT 1 FROM password_tokens WHERE token_hash = k.token_hash AND session_id = k.session_id AND expires_at > k.now) AS password_ok,
    EXISTS (SELECT 1 FROM seasons WHERE id = k.season_id AND status = 'active') AS season_active,
    EXISTS (SELECT 1 FROM commodities WHERE id = k.commodity_id AND status = 'active') AS commodity_active,
    (SELECT json_build_object('kind', kind, 'endDate', end_date) FROM delivery_periods WHERE id = k.period_id AND status = 'active') AS period,
    (SELECT count(*)::integer FROM grades WHERE id = ANY(k.grade_ids) AND commodity_id = k.commodity_id AND status = 'active') AS grades_found,
    (SELECT coalesce(json_agg(json_build_object('id', id, 'limit', "limit", 'unit', unit)), '[]'::json)
       FROM quality_parameters WHERE id = ANY(k.parameter_ids) AND commodity_id = k.commodity_id) AS parameters,
    (SELECT coalesce(json_agg(json_build_object('id', id, 'differential', port_differential::text)), '[]'::json)
       FROM sites WHERE id = ANY(k.site_ids)) AS sites,
    (SELECT count(*)::integer FROM on_farm_storages WHERE id = ANY(k.storage_ids) AND status = 'active') AS storages_found,
    (SELECT count(*)::integer FROM varieties
       WHERE id = ANY(k.variety_ids) AND season_id = k.season_id AND commodity_id = k.commodity_id AND status = 'active') AS varieties_found
  FROM json_to_recordset($1::json) AS k(
    i integer, season_id integer, commodity_id integer, period_id integer, grade_ids integer[],
    parameter_ids integer[], site_ids integer[], storage_ids integer[], variety_ids integer[], token_hash text, session_id integer, now timestamptz)`;

type ReferencesAsked = {
  season_id: number;
  commodity_id: number;
  period_id: number;
  grade_ids: number[];
  parameter_ids: number[];
  site_ids: number[];
  storage_ids: number[];
  variety_ids: number[];
  token_hash: string;
  session_id: number;
  now: string;
};

const lookUpReferences = coalesced(async (db: Db, asked: ReferencesAsked[]) => {
  const rows = await queryPrepared<ReferencesRow & { i: number }>(db, 'order_references', REFERENCES_SQL, [
    JSON.stringify(asked.map((one, i) => ({ ...one, i }))),
  ]);
  return asked.map((_one, i) => rows.find((row) => row.i === i));
});

type ReferencesRow = {
  password_ok: boolean;
  season_active: boolean;
  commodity_active: boolean;
  period: { kind: string; endDate: string | null } | null;
  grades_found: number;
  parameters: { id: number; limit: 'Minimum' | 'Maximum'; unit: string }[];
  sites: { id: number; differential: string }[];
  storages_found: number;
  varieties_found: number;
};

export type OrderTerms = {
  seasonId: number;
  commodityId: number;
  deliveryPeriodId: number;
  quantity: string;
  expiryDate?: string | null;
  gradeIds: (number | null | undefined)[];
  /** The quality limits named, in the order of the body's qualityParametersAttributes (errors name their row). */
  qualityParameters: { qualityParameterId: number; amount: string }[];
  /** Sites named by bid lines: answered with their port differentials. */
  siteIds?: number[];
  /** On-farm storages named (an offer's storageId, a bid's storageIds), and the field to report on. */
  storages?: { field: 'storageId' | 'storageIds'; ids: number[] };
  /** Varieties named (by id): active varieties of the order's season and commodity. */
  varietyIds?: number[];
};

/**
 * Checks a submit's password token, then an order's references and quantity rules (spec 001 §5), and answers the delivery period
 * and minimum quantity, and the kind of limit (Minimum or Maximum) of each quality parameter named. Every problem is reported at once, on its field.
 */
export async function checkOrderTerms(context: AppContext, auth: AuthContext, terms: OrderTerms, passwordToken: string | undefined) {
  // The password comes first: nothing else is said to a submit without a live token.
  if (!passwordToken) throw fieldError('password', MSG.passwordTokenRequired);
  const errors: Errors = {};
  const gradeIds = [...new Set(terms.gradeIds.filter((gradeId): gradeId is number => typeof gradeId === 'number'))];
  const parameterIds = [...new Set(terms.qualityParameters.map((attribute) => attribute.qualityParameterId))];
  const storageIds = [...new Set(terms.storages?.ids ?? [])];
  const varietyIds = [...new Set(terms.varietyIds ?? [])];
  const found = await lookUpReferences(context.db, {
    season_id: terms.seasonId,
    commodity_id: terms.commodityId,
    period_id: terms.deliveryPeriodId,
    grade_ids: gradeIds,
    parameter_ids: parameterIds,
    site_ids: [...new Set(terms.siteIds ?? [])],
    storage_ids: storageIds,
    variety_ids: varietyIds,
    token_hash: hashToken(passwordToken),
    session_id: auth.session.id,
    now: context.clock.now().toISOString(),
  });
  if (!found) throw new Error('order references: no row');
  if (!found.password_ok) throw fieldError('password', MSG.passwordNotAuthorised);
  const period = found.period;
  if (!found.season_active) add(errors, 'seasonId', 'Choose an active season');
  if (!found.commodity_active) add(errors, 'commodityId', 'Choose an active commodity');
  if (!period) add(errors, 'deliveryPeriodId', 'Choose an active delivery period');
  if (found.grades_found !== gradeIds.length) add(errors, 'gradeId', 'Choose an active grade of this commodity');
  if (found.parameters.length !== parameterIds.length)
    add(errors, 'qualityParametersAttributes', 'Choose quality parameters of this commodity');
  if (found.storages_found !== storageIds.length) add(errors, terms.storages?.field ?? 'storageId', 'Choose an active on-farm storage');
  if (found.varieties_found !== varietyIds.length) add(errors, 'varietyIds', 'Choose active varieties of this season and commodity');
  const limitKinds = new Map(found.parameters.map((row) => [row.id, row.limit]));
  // spec 001 §5: the amount's length counts with its unit, and its decimals are the unit's (the schema checked the rest).
  const units = new Map(found.parameters.map((row) => [row.id, row.unit]));
  for (const problem of qualityAmountProblems(terms.qualityParameters, (id) => units.get(id)))
    add(errors, problem.path.join('.'), problem.message);
  const differentials = new Map(found.sites.map((row) => [row.id, row.differential]));

  const kind = period?.kind === 'now' ? 'now' : 'future';
  if (period) {
    const quantityProblem = quantityError(terms.quantity, kind);
    if (quantityProblem) add(errors, 'quantity', quantityProblem);
  }
  if (terms.expiryDate) {
    const today = sydneyDate(context.clock.now());
    if (terms.expiryDate < today) add(errors, 'expiryDate', EXPIRY_BEFORE_TODAY);
    const afterPeriod = expiryDateError(terms.expiryDate, period?.endDate ?? null);
    if (afterPeriod) add(errors, 'expiryDate', afterPeriod);
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  if (!period) throw badRequest({ base: [MSG.invalidRequest] });
  return { minQuantity: minimumQuantityFor(kind), limitKinds, differentials };
}
