import type { TNote } from '@cgx/domain/notes.schemas';
import type { NoteRow } from './notes.repository.ts';

export const presentNote = (row: NoteRow): TNote => ({
  id: row.id,
  resourceType: row.resourceType,
  resourceId: row.resourceId,
  body: row.body,
  callBack: row.callBack,
  author: { id: row.authorId, name: row.authorName },
  createdAt: row.createdAt.toISOString(),
});
