import { type TDeliveredSiteSetting, type TDeliveredSitesQuery, ZDeliveredSitesQuery } from '@cgx/domain/market-settings.schemas';
import { AUSTRALIAN_STATES } from '@cgx/domain/registration.schemas';
import { Group, NativeSelect, Stack } from '@mantine/core';
import { CreateButton } from '../../../components/lists/create-button';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { DownloadButton } from '../../../components/lists/download-button';
import { ListFilters } from '../../../components/lists/list-filters';
import { EditRowLink } from '../../../components/lists/row-actions';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { SETTINGS_API, settingsListKey } from '../api/market-settings-api';
import { createPath, editPath, SETTINGS_PAGES } from '../settings-routes';
import { SettingStatusBadge, StatusFilter } from './setting-status';

type Sort = TDeliveredSitesQuery['sort'];

const COLUMNS: DataColumn<TDeliveredSiteSetting, Sort>[] = [
  { key: 'siteName', header: 'Site Name', sort: 'siteName', phone: 'title', cell: (row) => row.siteName },
  { key: 'tradingName', header: 'Trading Name', sort: 'tradingName', cell: (row) => row.tradingName },
  { key: 'nickname', header: 'Nickname', sort: 'nickname', cell: (row) => row.nickname },
  { key: 'region', header: 'Region', sort: 'deliveredRegionName', cell: (row) => row.deliveredRegionName ?? '' },
  { key: 'port', header: 'Port', cell: (row) => row.portName },
  { key: 'state', header: 'State', sort: 'state', cell: (row) => row.state },
  { key: 'latitude', header: 'Latitude', align: 'right', cell: (row) => row.latitude },
  { key: 'longitude', header: 'Longitude', align: 'right', cell: (row) => row.longitude },
  { key: 'status', header: 'Status', sort: 'status', cell: (row) => <SettingStatusBadge status={row.status} /> },
];

/** spec 002 §3: igrainX delivered sites, filtered by term, state and status, with a CSV of the filtered list. */
export function DeliveredSiteList({ canEdit }: { canEdit: boolean }) {
  const list = useListQuery(ZDeliveredSitesQuery);
  const result = usePageQuery<TDeliveredSiteSetting, TDeliveredSitesQuery>(
    settingsListKey('deliveredSites'),
    SETTINGS_API.deliveredSites,
    list.query,
  );
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Site, trading name, nickname, region, port" dates={false}>
        <NativeSelect
          label="State"
          data={[{ value: '', label: 'All states' }, ...AUSTRALIAN_STATES]}
          value={list.query.state ?? ''}
          onChange={(event) => list.set({ state: event.currentTarget.value || undefined })}
          w={{ base: '100%', sm: 130 }}
        />
        <StatusFilter value={list.query.status} onChange={(status) => list.set({ status })} />
      </ListFilters>
      <Group gap="sm" justify="flex-end" wrap="wrap">
        {canEdit && <CreateButton to={createPath(SETTINGS_PAGES.deliveredSites)} label="Create Delivered Site" />}
        <DownloadButton path={`${SETTINGS_API.deliveredSites}/download`} query={list.query} filename="delivered-sites.csv" />
      </Group>
      <DataTable
        label="Delivered sites"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...pagedTableProps(list, result)}
        empty="No delivered sites match."
        actions={canEdit ? (row) => <EditRowLink to={editPath(SETTINGS_PAGES.deliveredSites, row.id)} label={row.siteName} /> : undefined}
      />
    </Stack>
  );
}
