import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatMoney, formatTonnes } from '@cgx/domain/format';
import { type TOfferGroupsQuery, type TOfferGroupView, ZOfferGroupsQuery } from '@cgx/domain/orders.schemas';
import { Stack } from '@mantine/core';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { OFFERS_QUERY_KEY } from '../api/offers-api';

type Sort = TOfferGroupsQuery['sort'];

const COLUMNS: DataColumn<TOfferGroupView, Sort>[] = [
  { key: 'commodity', header: 'Commodity', phone: 'title', cell: (group) => group.commodity.name },
  { key: 'season', header: 'Season', cell: (group) => group.season?.name ?? '' },
  { key: 'period', header: 'Delivery', cell: (group) => group.deliveryPeriod.name },
  { key: 'offers', header: 'Offers', align: 'right', cell: (group) => group.offers.length },
  {
    key: 'prices',
    header: 'Prices ($/mt)',
    align: 'right',
    cell: (group) => [...new Set(group.offers.map((offer) => formatMoney(offer.price)))].join(', '),
  },
  { key: 'quantity', header: 'Total (mt)', align: 'right', cell: (group) => formatTonnes(group.totalQuantity) },
  { key: 'remaining', header: 'Remaining (mt)', align: 'right', cell: (group) => formatTonnes(group.totalRemaining) },
  {
    key: 'latest',
    header: 'Latest offer',
    sort: 'latest',
    cell: (group) => (group.offers[0] ? formatSydneyDay(group.offers[0].createdAt) : ''),
  },
];

const groupKey = (group: TOfferGroupView) => `${group.season?.id}-${group.commodity.id}-${group.deliveryPeriod.id}`;

/** Offers grouped by season, commodity and delivery period, with totals summed by the server over every offer. */
export function GroupedOfferList({ label, empty }: { label: string; empty: string }) {
  const list = useListQuery(ZOfferGroupsQuery);
  const result = usePageQuery<TOfferGroupView, TOfferGroupsQuery>([...OFFERS_QUERY_KEY, 'grouped'], '/api/offers/grouped', list.query);
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Commodity, grade, site or season" />
      <DataTable label={label} columns={COLUMNS} rowKey={groupKey} {...pagedTableProps(list, result)} empty={empty} />
    </Stack>
  );
}
