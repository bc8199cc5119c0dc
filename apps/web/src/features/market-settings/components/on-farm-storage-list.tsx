import { type TOnFarmStorage, type TOnFarmStoragesQuery, ZOnFarmStoragesQuery } from '@cgx/domain/market-settings.schemas';
import { Group, Stack } from '@mantine/core';
import { CreateButton } from '../../../components/lists/create-button';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { EditRowLink } from '../../../components/lists/row-actions';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { SETTINGS_API, settingsListKey } from '../api/market-settings-api';
import { createPath, editPath, SETTINGS_PAGES } from '../settings-routes';
import { SettingStatusBadge, StatusFilter } from './setting-status';

type Sort = TOnFarmStoragesQuery['sort'];

const COLUMNS: DataColumn<TOnFarmStorage, Sort>[] = [
  { key: 'position', header: 'Position', sort: 'position', align: 'right', cell: (row) => row.position },
  { key: 'name', header: 'Name', sort: 'name', phone: 'title', cell: (row) => row.name },
  { key: 'status', header: 'Status', sort: 'status', cell: (row) => <SettingStatusBadge status={row.status} /> },
];

/** spec 002 §3: how grain is kept on farm (name, status, position), in the order offers list them. */
export function OnFarmStorageList({ canEdit }: { canEdit: boolean }) {
  const list = useListQuery(ZOnFarmStoragesQuery);
  const result = usePageQuery<TOnFarmStorage, TOnFarmStoragesQuery>(
    settingsListKey('onFarmStorages'),
    SETTINGS_API.onFarmStorages,
    list.query,
  );
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Name" dates={false}>
        <StatusFilter value={list.query.status} onChange={(status) => list.set({ status })} />
      </ListFilters>
      {canEdit && (
        <Group justify="flex-end">
          <CreateButton to={createPath(SETTINGS_PAGES.onFarmStorages)} label="Create On-farm Storage" />
        </Group>
      )}
      <DataTable
        label="On-farm storage"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...pagedTableProps(list, result)}
        empty="No on-farm storage matches."
        actions={canEdit ? (row) => <EditRowLink to={editPath(SETTINGS_PAGES.onFarmStorages, row.id)} label={row.name} /> : undefined}
      />
    </Stack>
  );
}
