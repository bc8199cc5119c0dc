import { formatDay } from '@cgx/domain/format';
import { type TNote, type TNoteResourceType, type TNotesListQuery, type TNotesQuery, ZNotesListQuery } from '@cgx/domain/notes.schemas';
import { Text } from '@mantine/core';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { NotFoundContent } from '../../../components/ui/error-page';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { NOTES_PATH, notesListKey } from '../api/notes-api';

type Sort = TNotesListQuery['sort'];

const COLUMNS: DataColumn<TNote, Sort>[] = [
  { key: 'date', header: 'Date', sort: 'createdAt', phone: 'title', cell: (row) => formatDateTime(row.createdAt) },
  { key: 'author', header: 'Author', cell: (row) => row.author.name },
  {
    key: 'note',
    header: 'Note',
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {row.body}
      </Text>
    ),
  },
  { key: 'callBack', header: 'Call-back', sort: 'callBack', cell: (row) => (row.callBack ? formatDay(row.callBack) : '—') },
];

/** spec 002 §2: one record's notes (a trade's, an igrainX trade's, a legacy trade's), newest first; paged and sorted in the URL. */
export function NotesList({ resourceType, resourceId }: { resourceType: TNoteResourceType; resourceId: number }) {
  const list = useListQuery(ZNotesListQuery);
  const result = usePageQuery<TNote, TNotesQuery>(notesListKey(resourceType, resourceId), NOTES_PATH, {
    ...list.query,
    resourceType,
    resourceId,
  });
  // The record does not exist (or is of another market): the page is not there.
  if (isApiError(result.error) && result.error.status === 404) return <NotFoundContent />;
  return (
    <DataTable
      label="Notes"
      columns={COLUMNS}
      rowKey={(row) => row.id}
      {...pagedTableProps(list, result)}
      empty="There are no notes yet."
    />
  );
}
