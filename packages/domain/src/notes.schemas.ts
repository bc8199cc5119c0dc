import { z } from 'zod';
import { isLocalDate, type LocalDate } from './calendar.ts';
import { zListQuery, zPage } from './lists.schemas.ts';
import { type FieldProblem, type Loose, optionalField, zId, zQueryId, zRequiredText, zText } from './validation.ts';

/**
 * Staff's notes on a record (spec 002 §2: trades/{resourceId}/notes, trades/igrainx/…, legacy-trades/…),
 * each with an optional call-back date; the notes report (§3 'Notes report filters') filters by
 * createdAt or callBack. One table for every kind of record: a note names its resource by type and id
 * (decision 0179). Users and storage-provider associations will add their types here.
 */
export const NOTE_RESOURCE_TYPES = ['Trade', 'Igrain::Trade', 'LegacyTrade'] as const;
export type TNoteResourceType = (typeof NOTE_RESOURCE_TYPES)[number];

export const NOTE_BODY_MAX_LENGTH = 5000;
export const CALL_BACK_BEFORE_TODAY = 'Can not be before today';

const zResourceType = z.enum(NOTE_RESOURCE_TYPES, { error: `Must be one of ${NOTE_RESOURCE_TYPES.join(', ')}` });

export const NOTE_SORTS = ['createdAt', 'callBack'] as const;

/** The list's own state (page, sort): what a notes page keeps in its URL; the resource comes from the route. */
export const ZNotesListQuery = zListQuery({ sorts: NOTE_SORTS });
export type TNotesListQuery = z.infer<typeof ZNotesListQuery>;

/** GET /api/back-office/notes: one resource's notes, newest first by default. */
export const ZNotesQuery = zListQuery({
  sorts: NOTE_SORTS,
  filters: { resourceType: zResourceType, resourceId: zQueryId },
});
export type TNotesQuery = z.infer<typeof ZNotesQuery>;

export const ZCreateNoteRequest = z.object({
  resourceType: zResourceType,
  resourceId: zId,
  body: zRequiredText(NOTE_BODY_MAX_LENGTH, 'many'),
  /** A Sydney calendar day, today or later (callBackRule, checked by the server with its clock). */
  callBack: optionalField(zText(10).refine(isLocalDate, 'Use a date like 2026-12-31')),
});
export type TCreateNoteRequest = z.infer<typeof ZCreateNoteRequest>;

/**
 * A call-back is a reminder to call someone: one in the past would never come up. `today` is the
 * Sydney day of whoever checks (the form: the browser's clock; the API: the server's).
 * Add it to the schema with `.check(fieldRule(callBackRule(today)))`.
 */
export const callBackRule =
  (today: LocalDate) =>
  (value: Loose<TCreateNoteRequest>): FieldProblem[] =>
    typeof value.callBack === 'string' && isLocalDate(value.callBack) && value.callBack < today
      ? [{ path: ['callBack'], message: CALL_BACK_BEFORE_TODAY }]
      : [];

export const ZNote = z.object({
  id: z.number(),
  resourceType: zResourceType,
  resourceId: z.number(),
  body: z.string(),
  callBack: z.string().nullable(),
  author: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.string(),
});
export type TNote = z.infer<typeof ZNote>;

export const ZNotesPage = zPage(ZNote);
export type TNotesPage = z.infer<typeof ZNotesPage>;
