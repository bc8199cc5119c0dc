import {
  ACQ_FILE_STATUS_LABELS,
  ACQ_FILE_STATUSES,
  type TAcqFile,
  type TAcqFilesQuery,
  ZAcqFilesQuery,
} from '@cgx/domain/acq-files.schemas';
import { Anchor, NativeSelect, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { LIST_QUERY_ROOT, pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { formatDateTime } from '../../../lib/format';
import { ACQ_POLL_MS, type AcqFilesScope, acqFilePagePath, isInProgress } from '../api/acq-files-api';
import { AcqFileProgress, AcqFileStatusBadge, rowsText } from './acq-file-progress';

type Sort = TAcqFilesQuery['sort'];

const columnsOf = (scope: AcqFilesScope): DataColumn<TAcqFile, Sort>[] => [
  {
    key: 'fileName',
    header: 'File',
    sort: 'fileName',
    phone: 'title',
    cell: (file) => (
      <Stack gap={0}>
        <Anchor component={Link} to={acqFilePagePath(scope, file.id)} size="sm">
          {file.fileName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {scope.chooseProvider ? `${file.storageProvider.name} (${file.format})` : `${file.format} format`}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'uploadedAt',
    header: 'Uploaded',
    sort: 'uploadedAt',
    cell: (file) => (
      <Stack gap={0}>
        <Text size="sm">{formatDateTime(file.uploadedAt)}</Text>
        <Text size="xs" c="dimmed">
          {file.uploadedBy.name}
        </Text>
      </Stack>
    ),
  },
  { key: 'status', header: 'Status', sort: 'status', cell: (file) => <AcqFileStatusBadge status={file.status} /> },
  { key: 'rows', header: 'Rows', cell: (file) => <AcqFileProgress file={file} id={`acq-file-progress-${file.id}`} /> },
  { key: 'matched', header: 'Matched', align: 'right', cell: (file) => rowsText(file.matchedRows) },
  { key: 'unmatched', header: 'Unmatched', align: 'right', cell: (file) => rowsText(file.unmatchedRows) },
  { key: 'rejected', header: 'Rejected', align: 'right', cell: (file) => rowsText(file.rejectedRows) },
];

/**
 * The uploaded ACQ files (the scope's: every provider's for staff, their own for a provider's users),
 * newest first; while any on the page is being read, the page asks again every second.
 */
export function AcqFileList({ scope }: { scope: AcqFilesScope }) {
  const list = useListQuery(ZAcqFilesQuery);
  const result = usePageQuery<TAcqFile, TAcqFilesQuery>(scope.queryKey, scope.apiPath, list.query);
  const columns = useMemo(() => columnsOf(scope), [scope]);
  const queryClient = useQueryClient();
  const reading = result.data?.rows.some((file) => isInProgress(file.status)) ?? false;
  useEffect(() => {
    if (!reading) return undefined;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...scope.queryKey] });
    }, ACQ_POLL_MS);
    return () => clearInterval(timer);
  }, [reading, queryClient, scope]);

  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint={scope.chooseProvider ? 'File name or storage provider' : 'File name'}>
        <NativeSelect
          label="Status"
          value={list.query.status ?? ''}
          onChange={(event) => list.set({ status: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: 'All statuses' },
            ...ACQ_FILE_STATUSES.map((status) => ({ value: status, label: ACQ_FILE_STATUS_LABELS[status] })),
          ]}
          w={{ base: '100%', sm: 180 }}
        />
      </ListFilters>
      <DataTable
        label="ACQ files"
        columns={columns}
        rowKey={(file) => file.id}
        {...pagedTableProps(list, result)}
        empty={list.query.term || list.query.status ? 'No ACQ file matches these filters.' : 'No ACQ files have been uploaded yet.'}
      />
    </Stack>
  );
}
