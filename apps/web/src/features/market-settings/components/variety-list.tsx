import { type TVariety, type TVarietiesQuery, ZVarietiesQuery } from '@cgx/domain/market-settings.schemas';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { CreateButton } from '../../../components/lists/create-button';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { DownloadButton } from '../../../components/lists/download-button';
import { ListFilters } from '../../../components/lists/list-filters';
import { EditRowLink } from '../../../components/lists/row-actions';
import { BulkActions, useRowSelection } from '../../../components/lists/row-selection';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { SETTINGS_API, settingsListKey, useSeasons, useSetVarietiesStatus } from '../api/market-settings-api';
import { createPath, editPath, SETTINGS_PAGES } from '../settings-routes';
import { SettingStatusBadge, StatusFilter } from './setting-status';

type Sort = TVarietiesQuery['sort'];

const COLUMNS: DataColumn<TVariety, Sort>[] = [
  { key: 'code', header: 'Code', sort: 'code', phone: 'title', cell: (row) => row.code },
  { key: 'name', header: 'Name', sort: 'name', cell: (row) => row.name },
  { key: 'season', header: 'Season', sort: 'seasonName', cell: (row) => row.seasonName },
  { key: 'grade', header: 'Grade', cell: (row) => row.gradeName ?? '' },
  { key: 'commodity', header: 'Commodity', sort: 'commodityName', cell: (row) => row.commodityName },
  { key: 'manager', header: 'Royalty Manager', cell: (row) => row.royaltyManagerName },
  { key: 'recipient', header: 'Recipient', cell: (row) => row.recipientName },
  { key: 'amount', header: 'Amount ($/mt)', sort: 'amount', align: 'right', cell: (row) => row.amount },
  { key: 'status', header: 'Status', sort: 'status', cell: (row) => <SettingStatusBadge status={row.status} /> },
];

/** spec 001 §9: varieties, filtered by term, season and status; bulk active/inactive and a CSV of the filtered list. */
export function VarietyList({ canEdit }: { canEdit: boolean }) {
  const list = useListQuery(ZVarietiesQuery);
  const result = usePageQuery<TVariety, TVarietiesQuery>(settingsListKey('varieties'), SETTINGS_API.varieties, list.query);
  const seasons = useSeasons();
  const selection = useRowSelection(JSON.stringify(list.query));
  const setStatus = useSetVarietiesStatus();

  const bulk = (status: 'active' | 'inactive') =>
    setStatus.mutate(
      { ids: [...selection.selected].map(Number), status },
      {
        onSuccess: ({ updated }) => {
          selection.clear();
          notifySuccess(`${updated} ${updated === 1 ? 'variety' : 'varieties'} made ${status}.`);
        },
        onError: (error) => notifyError(error.message),
      },
    );

  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Code, name, grade, commodity, manager" dates={false}>
        <NativeSelect
          label="Season"
          data={[
            { value: '', label: 'All seasons' },
            ...(seasons.data ?? []).map((season) => ({ value: String(season.id), label: season.name })),
          ]}
          value={list.query.seasonId ? String(list.query.seasonId) : ''}
          onChange={(event) => list.set({ seasonId: event.currentTarget.value || undefined })}
          w={{ base: '100%', sm: 160 }}
        />
        <StatusFilter value={list.query.status} onChange={(status) => list.set({ status })} />
      </ListFilters>
      <Group gap="sm" justify="flex-end" wrap="wrap">
        {canEdit && <CreateButton to={createPath(SETTINGS_PAGES.varieties)} label="Create Variety" />}
        <DownloadButton path={`${SETTINGS_API.varieties}/download`} query={list.query} filename="varieties.csv" />
      </Group>
      {canEdit && (
        <BulkActions count={selection.selected.size} noun={['variety', 'varieties']} onClear={selection.clear}>
          <Button size="xs" variant="light" loading={setStatus.isPending} onClick={() => bulk('active')}>
            Make active
          </Button>
          <Button size="xs" variant="light" color="gray" loading={setStatus.isPending} onClick={() => bulk('inactive')}>
            Make inactive
          </Button>
        </BulkActions>
      )}
      <DataTable
        label="Varieties"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...pagedTableProps(list, result)}
        empty="No varieties match."
        selection={canEdit ? { ...selection, rowLabel: (row) => `${row.code} ${row.name}` } : undefined}
        actions={
          canEdit ? (row) => <EditRowLink to={editPath(SETTINGS_PAGES.varieties, row.id)} label={`${row.code} ${row.name}`} /> : undefined
        }
      />
    </Stack>
  );
}
