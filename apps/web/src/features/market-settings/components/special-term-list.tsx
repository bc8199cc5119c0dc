import { type TSpecialTerm, type TSpecialTermsQuery, ZSpecialTermsQuery } from '@cgx/domain/market-settings.schemas';
import { Group, Stack, Text } from '@mantine/core';
import { CreateButton } from '../../../components/lists/create-button';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { EditRowLink, MoveRowButtons } from '../../../components/lists/row-actions';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { notifyError } from '../../../lib/notify';
import { SETTINGS_API, settingsListKey, useMoveSpecialTerm } from '../api/market-settings-api';
import { createPath, editPath, SETTINGS_PAGES } from '../settings-routes';
import { SettingStatusBadge, StatusFilter } from './setting-status';

type Sort = TSpecialTermsQuery['sort'];

const COLUMNS: DataColumn<TSpecialTerm, Sort>[] = [
  { key: 'position', header: 'Position', sort: 'position', align: 'right', cell: (row) => row.position },
  { key: 'name', header: 'Name', sort: 'name', phone: 'title', cell: (row) => row.name },
  { key: 'status', header: 'Status', sort: 'status', cell: (row) => <SettingStatusBadge status={row.status} /> },
];

/** spec 002 §3: special contract terms in the order the forms offer them; reorder by moving a term up or down. */
export function SpecialTermList({ canEdit }: { canEdit: boolean }) {
  const list = useListQuery(ZSpecialTermsQuery);
  const result = usePageQuery<TSpecialTerm, TSpecialTermsQuery>(settingsListKey('specialTerms'), SETTINGS_API.specialTerms, list.query);
  const move = useMoveSpecialTerm();
  const { query } = list;
  // Up and down mean places in the whole list: offered only when the list shows it whole, in its order.
  const reorderable = canEdit && query.sort === 'position' && query.direction === 'asc' && !query.term && !query.status;
  const total = result.data?.total ?? 0;
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Name" dates={false}>
        <StatusFilter value={query.status} onChange={(status) => list.set({ status })} />
      </ListFilters>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {canEdit && !reorderable
            ? 'Sort by position, ascending, without filters to reorder.'
            : 'The order here is the order the trading forms offer.'}
        </Text>
        {canEdit && <CreateButton to={createPath(SETTINGS_PAGES.specialTerms)} label="Create Special Term" />}
      </Group>
      <DataTable
        label="Special terms and conditions"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...pagedTableProps(list, result)}
        empty="No special terms match."
        actions={
          canEdit
            ? (row) => (
                <>
                  {reorderable && (
                    <MoveRowButtons
                      label={row.name}
                      position={row.position}
                      count={total}
                      busy={move.isPending || result.isFetching}
                      onMove={(position) => move.mutate({ id: row.id, position }, { onError: (error) => notifyError(error.message) })}
                    />
                  )}
                  <EditRowLink to={editPath(SETTINGS_PAGES.specialTerms, row.id)} label={row.name} />
                </>
              )
            : undefined
        }
      />
    </Stack>
  );
}
