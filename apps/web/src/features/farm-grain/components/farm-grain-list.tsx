import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatTonnes } from '@cgx/domain/format';
import { type TFarmGrain, type TFarmGrainQuery, ZFarmGrainQuery } from '@cgx/domain/farm-grain.schemas';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { FARM_GRAIN_QUERY_KEY } from '../api/farm-grain-api';
import { farmGrainPlace } from '../farm-grain-place';

type Sort = TFarmGrainQuery['sort'];

const COLUMNS: DataColumn<TFarmGrain, Sort>[] = [
  {
    key: 'commodity',
    header: 'Commodity',
    sort: 'commodity',
    phone: 'title',
    cell: (grain) => `${grain.commodity.name} ${grain.grade?.code ?? '(ungraded)'}`,
  },
  { key: 'season', header: 'Season', sort: 'season', cell: (grain) => grain.season.name },
  { key: 'location', header: 'Location', cell: farmGrainPlace },
  { key: 'storage', header: 'Storage', cell: (grain) => grain.storage?.name ?? '' },
  { key: 'quantity', header: 'Declared (mt)', sort: 'quantity', align: 'right', cell: (grain) => formatTonnes(grain.quantity) },
  { key: 'onOffer', header: 'On offer (mt)', align: 'right', cell: (grain) => formatTonnes(grain.onOffer) },
  { key: 'sold', header: 'Sold (mt)', align: 'right', cell: (grain) => formatTonnes(grain.sold) },
  { key: 'available', header: 'Available (mt)', sort: 'available', align: 'right', cell: (grain) => formatTonnes(grain.available) },
  { key: 'created', header: 'Declared', sort: 'createdAt', cell: (grain) => formatSydneyDay(grain.createdAt) },
];

type FarmGrainListProps = {
  label: string;
  empty: string;
  /** An agent's client: its organisation id (the server checks the authority). */
  organisationId?: number;
  prefix?: string;
  actions?: (grain: TFarmGrain) => ReactNode;
};

/** Grain declared on farm (GET /api/farm-grain), active declarations: what is on offer, what is sold and what is available. */
export function FarmGrainList({ label, empty, organisationId, prefix, actions }: FarmGrainListProps) {
  const list = useListQuery(ZFarmGrainQuery, { prefix });
  const result = usePageQuery<TFarmGrain, TFarmGrainQuery>(FARM_GRAIN_QUERY_KEY, '/api/farm-grain', { ...list.query, organisationId });
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Commodity, grade, season, storage or town" dates={false} />
      <DataTable
        label={label}
        columns={COLUMNS}
        rowKey={(grain) => grain.id}
        {...pagedTableProps(list, result)}
        empty={empty}
        actions={actions}
      />
    </Stack>
  );
}
