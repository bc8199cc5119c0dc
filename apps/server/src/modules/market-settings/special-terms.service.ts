import type { TSpecialTermRequest, TSpecialTermsQuery } from '@cgx/domain/market-settings.schemas';
import type { AppContext } from '../../context.ts';
import { specialTerms } from '../../db/schema/reference.ts';
import type { AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { requireIgrainSettings } from './market-settings.access.ts';
import { presentSpecialTerm } from './market-settings.presenter.ts';
import { moveToPosition, nextPosition } from './positions.ts';
import * as repository from './special-terms.repository.ts';

const PERMISSION = 'igrain/term_and_condition';

export async function listSpecialTerms(context: AppContext, auth: AuthContext, query: TSpecialTermsQuery) {
  requireIgrainSettings(auth);
  const page = await repository.pageSpecialTerms(context.db, query);
  return { ...page, rows: page.rows.map(presentSpecialTerm) };
}

export async function getSpecialTerm(context: AppContext, auth: AuthContext, id: number) {
  requireIgrainSettings(auth);
  const row = await repository.findSpecialTerm(context.db, id);
  if (!row) throw notFound();
  return presentSpecialTerm(row);
}

/** A new term goes to the end of the list. */
export async function createSpecialTerm(context: AppContext, auth: AuthContext, body: TSpecialTermRequest) {
  requireIgrainSettings(auth, PERMISSION);
  const row = await repository.insertSpecialTerm(context.db, { ...body, position: await nextPosition(context.db, specialTerms) });
  return presentSpecialTerm(row);
}

export async function updateSpecialTerm(context: AppContext, auth: AuthContext, id: number, body: TSpecialTermRequest) {
  requireIgrainSettings(auth, PERMISSION);
  const row = await repository.updateSpecialTerm(context.db, id, body);
  if (!row) throw notFound();
  return presentSpecialTerm(row);
}

/** spec 002 §7 'update with position for reorder': the term takes the place, the others close up around it. */
export async function moveSpecialTerm(context: AppContext, auth: AuthContext, id: number, position: number) {
  requireIgrainSettings(auth, PERMISSION);
  if (!(await moveToPosition(context.db, specialTerms, id, position))) throw notFound();
  return getSpecialTerm(context, auth, id);
}
