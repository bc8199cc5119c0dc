import { formatTonnes } from '@cgx/domain/format';
import { type THolding, type THoldingsQuery, ZHoldingsQuery } from '@cgx/domain/holdings.schemas';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { HOLDINGS_QUERY_KEY } from '../api/holdings-api';

type Sort = THoldingsQuery['sort'];

const site = (holding: THolding) =>
  holding.site.storageProviderNickname ? `${holding.site.name} (${holding.site.storageProviderNickname})` : holding.site.name;

const COLUMNS: DataColumn<THolding, Sort>[] = [
  {
    key: 'commodity',
    header: 'Commodity',
    sort: 'commodity',
    phone: 'title',
    cell: (holding) => `${holding.commodity.name} ${holding.grade.code}`,
  },
  { key: 'season', header: 'Season', sort: 'season', cell: (holding) => holding.season.name },
  { key: 'site', header: 'Site', sort: 'site', cell: site },
  { key: 'port', header: 'Port zone', cell: (holding) => holding.site.portZoneName },
  { key: 'ngr', header: 'NGR', cell: (holding) => holding.ngr },
  { key: 'quantity', header: 'Held (mt)', sort: 'quantity', align: 'right', cell: (holding) => formatTonnes(holding.quantity) },
  { key: 'onOffer', header: 'On offer (mt)', align: 'right', cell: (holding) => formatTonnes(holding.onOffer) },
  {
    key: 'sold',
    header: 'Sold, awaiting delivery (mt)',
    align: 'right',
    cell: (holding) => formatTonnes(holding.soldAwaitingDelivery),
  },
  { key: 'available', header: 'Available (mt)', sort: 'available', align: 'right', cell: (holding) => formatTonnes(holding.available) },
];

type HoldingListProps = {
  label: string;
  empty: string;
  /** An agent's client: its organisation id (the server checks the authority). */
  organisationId?: number;
  /** The URL names of this list's parameters when the page shows other lists too. */
  prefix?: string;
  actions?: (holding: THolding) => ReactNode;
};

/** Grain held at storage-provider sites (GET /api/holdings): what is on offer, what is sold awaiting delivery and what is still available. */
export function HoldingList({ label, empty, organisationId, prefix, actions }: HoldingListProps) {
  const list = useListQuery(ZHoldingsQuery, { prefix });
  const result = usePageQuery<THolding, THoldingsQuery>(HOLDINGS_QUERY_KEY, '/api/holdings', { ...list.query, organisationId });
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Site, commodity, grade, season or NGR" dates={false} />
      <DataTable
        label={label}
        columns={COLUMNS}
        rowKey={(holding) => holding.id}
        {...pagedTableProps(list, result)}
        empty={empty}
        actions={actions}
      />
    </Stack>
  );
}
