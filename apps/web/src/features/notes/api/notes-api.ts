import type { TNoteResourceType } from '@cgx/domain/notes.schemas';

/** Every cached page of every notes list starts with this key (under LIST_QUERY_ROOT): a saved note refreshes them. */
export const NOTES_QUERY_KEY = ['back-office', 'notes'] as const;

export const NOTES_PATH = '/api/back-office/notes';

/** One record's notes list. */
export const notesListKey = (resourceType: TNoteResourceType, resourceId: number) =>
  [...NOTES_QUERY_KEY, resourceType, resourceId] as const;
