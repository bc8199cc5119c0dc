import {
  ACQ_ROW_OUTCOME_LABELS,
  type AcqRowFilter,
  type TAcqFile,
  type TAcqRowsQuery,
  type TAcqRowView,
  ZAcqRowsQuery,
} from '@cgx/domain/acq-files.schemas';
import { Anchor, Badge, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { type AcqFilesScope, acqRowsPath, acqRowsQueryKey, tradePagePath } from '../api/acq-files-api';
import { rowsText } from './acq-file-progress';
import { AssignRowModal } from './assign-row-modal';

type Sort = TAcqRowsQuery['sort'];

const OUTCOME_COLOURS = { matched: 'forest', assigned: 'forest', unmatched: 'wheat', rejected: 'red' } as const;

const columnsOf = (scope: AcqFilesScope): DataColumn<TAcqRowView, Sort>[] => [
  { key: 'row', header: 'Row', sort: 'row', align: 'right', cell: (row) => row.row },
  { key: 'ticket', header: 'Ticket', sort: 'ticketNumber', phone: 'title', cell: (row) => row.ticketNumber || '—' },
  {
    key: 'grain',
    header: 'NGR, site, grade',
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.fields.sellerNgr ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {[row.fields.siteCode, row.fields.gradeCode].filter(Boolean).join(', ') || '—'}
        </Text>
      </Stack>
    ),
  },
  { key: 'tonnes', header: 'Net (mt)', align: 'right', cell: (row) => row.fields.netTonnes ?? '—' },
  { key: 'date', header: 'Transfer date', cell: (row) => row.fields.titleTransferDate ?? '—' },
  {
    key: 'outcome',
    header: 'Outcome',
    cell: (row) => (
      <Stack gap={2}>
        <Badge color={OUTCOME_COLOURS[row.outcome]} variant="light">
          {ACQ_ROW_OUTCOME_LABELS[row.outcome]}
        </Badge>
        {row.reason && <Text size="xs">{row.reason}</Text>}
        {row.assignedBy && (
          <Text size="xs" c="dimmed">
            {`By ${row.assignedBy.name}`}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'trade',
    header: 'Trade',
    cell: (row) =>
      row.trade && scope.assignRows ? (
        <Anchor component={Link} to={tradePagePath(row.trade.id)} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.trade.formattedId}
        </Anchor>
      ) : (
        (row.trade?.formattedId ?? row.fields.tradeId ?? '—')
      ),
  },
];

/**
 * The file's rows: all, or the matched (with those assigned by hand), unmatched or rejected ones, each
 * with its reason. Staff (`scope.assignRows`) open each row's trade and assign an unmatched row to one.
 */
export function AcqRowList({ scope, file }: { scope: AcqFilesScope; file: TAcqFile }) {
  const list = useListQuery(ZAcqRowsQuery);
  const result = usePageQuery<TAcqRowView, TAcqRowsQuery>(acqRowsQueryKey(scope, file.id), acqRowsPath(scope, file.id), list.query);
  const columns = useMemo(() => columnsOf(scope), [scope]);
  const [assigning, setAssigning] = useState<TAcqRowView | null>(null);
  const filters: { value: AcqRowFilter | ''; label: string }[] = [
    { value: '', label: `All (${rowsText(file.processedRows)})` },
    { value: 'matched', label: `Matched (${rowsText(file.matchedRows)})` },
    { value: 'unmatched', label: `Unmatched (${rowsText(file.unmatchedRows)})` },
    { value: 'rejected', label: `Rejected (${rowsText(file.rejectedRows)})` },
  ];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Show rows"
        value={list.query.outcome ?? ''}
        onChange={(value) => list.set({ outcome: value || undefined })}
        data={filters}
        w="fit-content"
      />
      <ListFilters list={list} dates={false} searchHint="Ticket or reason" />
      <DataTable
        label="Rows of the file"
        columns={columns}
        rowKey={(row) => row.id}
        {...pagedTableProps(list, result)}
        empty={list.query.term || list.query.outcome ? 'No row matches these filters.' : 'No rows have been read yet.'}
        actions={
          scope.assignRows
            ? (row) =>
                row.outcome === 'unmatched' ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setAssigning(row)}
                    aria-label={`Assign to trade: row ${row.row}`}
                  >
                    Assign to trade
                  </Button>
                ) : null
            : undefined
        }
      />
      {scope.assignRows && <AssignRowModal fileId={file.id} row={assigning} onClose={() => setAssigning(null)} />}
    </Stack>
  );
}
