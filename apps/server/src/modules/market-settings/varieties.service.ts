import { MSG } from '@cgx/domain/messages';
import type { TVarietiesQuery, TVarietyRequest, TVarietyStatusUpdate } from '@cgx/domain/market-settings.schemas';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../lib/access.ts';
import type { CsvColumn } from '../../lib/csv.ts';
import { moneyColumn } from '../../lib/download-columns.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireIgrainSettings } from './market-settings.access.ts';
import { presentVariety } from './market-settings.presenter.ts';
import * as repository from './varieties.repository.ts';
import type { VarietyRow } from './varieties.repository.ts';

const PERMISSION = 'igrain/variety';

export async function listVarieties(context: AppContext, auth: AuthContext, query: TVarietiesQuery) {
  requireIgrainSettings(auth);
  const page = await repository.pageVarieties(context.db, query);
  return { ...page, rows: page.rows.map(presentVariety) };
}

export async function getVariety(context: AppContext, auth: AuthContext, id: number) {
  requireIgrainSettings(auth);
  const row = await repository.findVariety(context.db, id);
  if (!row) throw notFound();
  return presentVariety(row);
}

/** The rows of the CSV download: the list's filters and order, every page. */
export function varietiesForDownload(context: AppContext, auth: AuthContext, query: TVarietiesQuery) {
  requireIgrainSettings(auth);
  return repository.varietyRows(context.db, query);
}

export const VARIETY_CSV_COLUMNS: CsvColumn<VarietyRow>[] = [
  { header: 'Season', cell: (row) => row.seasonName },
  { header: 'Code', cell: (row) => row.code },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Grade', cell: (row) => row.gradeName },
  { header: 'Commodity', cell: (row) => row.commodityName },
  { header: 'Royalty Manager', cell: (row) => row.royaltyManagerName },
  { header: 'Recipient', cell: (row) => row.recipientName },
  moneyColumn('Amount ($/mt)', (row) => row.amount),
  { header: 'Status', cell: (row) => row.status },
];

async function checkReferences(context: AppContext, body: TVarietyRequest) {
  const found = await repository.varietyReferences(context.db, body);
  const errors: Record<string, string[]> = {};
  if (!found.season) errors.seasonId = ['Choose a season from the list'];
  if (!found.commodity) errors.commodityId = ['Choose a commodity from the list'];
  if (body.gradeId && found.gradeCommodityId !== body.commodityId) errors.gradeId = ["Choose one of the commodity's grades"];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

const valuesOf = (body: TVarietyRequest): repository.VarietyValues => ({ ...body, gradeId: body.gradeId ?? null });

/** spec 002 §5: a code used by another variety of the season is an error on the code field, not a 500. */
async function savingCode<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, 'varieties_season_code_key')) throw badRequest({ code: [MSG.varietyCodeTaken] });
    throw error;
  }
}

export async function createVariety(context: AppContext, auth: AuthContext, body: TVarietyRequest) {
  requireIgrainSettings(auth, PERMISSION);
  await checkReferences(context, body);
  const id = await savingCode(() => repository.insertVariety(context.db, valuesOf(body)));
  return getVariety(context, auth, id);
}

export async function updateVariety(context: AppContext, auth: AuthContext, id: number, body: TVarietyRequest) {
  requireIgrainSettings(auth, PERMISSION);
  await checkReferences(context, body);
  const updated = await savingCode(() => repository.updateVariety(context.db, id, valuesOf(body)));
  if (!updated) throw notFound();
  return getVariety(context, auth, id);
}

export async function setVarietiesStatus(context: AppContext, auth: AuthContext, body: TVarietyStatusUpdate) {
  requireIgrainSettings(auth, PERMISSION);
  return { updated: await repository.setVarietiesStatus(context.db, [...new Set(body.ids)], body.status) };
}
