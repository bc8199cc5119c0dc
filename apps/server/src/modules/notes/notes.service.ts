import { sydneyDate } from '@cgx/domain/calendar';
import { callBackRule, type TCreateNoteRequest, type TNote, type TNotesPage, type TNotesQuery } from '@cgx/domain/notes.schemas';
import type { AppContext } from '../../context.ts';
import { type AuthContext, requireStaff } from '../../lib/access.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { presentNote } from './notes.presenter.ts';
import * as repository from './notes.repository.ts';

/** spec 002 §2: a trade's (igrainX trade's, legacy trade's) notes, newest first by default. Staff only. */
export async function listNotes(context: AppContext, auth: AuthContext, query: TNotesQuery): Promise<TNotesPage> {
  requireStaff(auth);
  if (!(await repository.resourceExists(context.db, query.resourceType, query.resourceId))) throw notFound();
  const page = await repository.pageNotes(context.db, query);
  return { ...page, rows: page.rows.map(presentNote) };
}

/** A note by the signed-in staff member; its call-back not before today in Sydney, by the server's clock. */
export async function createNote(context: AppContext, auth: AuthContext, body: TCreateNoteRequest): Promise<TNote> {
  requireStaff(auth);
  const problems = callBackRule(sydneyDate(context.clock.now()))(body);
  if (problems.length > 0) throw badRequest(Object.fromEntries(problems.map((problem) => [problem.path.join('.'), [problem.message]])));
  if (!(await repository.resourceExists(context.db, body.resourceType, body.resourceId))) throw notFound();
  const id = await repository.insertNote(context.db, {
    resourceType: body.resourceType,
    resourceId: body.resourceId,
    body: body.body,
    callBack: body.callBack ?? null,
    authorUserId: auth.user.id,
  });
  const row = await repository.findNote(context.db, id);
  if (!row) throw new Error('notes: the new note was not found');
  return presentNote(row);
}
