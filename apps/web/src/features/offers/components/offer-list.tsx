import { type TOffersQuery, type TOfferView, ZOffersQuery } from '@cgx/domain/orders.schemas';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { OFFERS_QUERY_KEY } from '../api/offers-api';
import { offerColumns } from './offer-columns';

type OfferListProps = {
  status: TOffersQuery['status'];
  label: string;
  empty: string;
  /** Show whose grain each offer sells (an agent's list of client offers). */
  seller?: boolean;
};

/** The organisation's offers (an agent's: also those for its clients), paged and sorted by the server. */
export function OfferList({ status, label, empty, seller = false }: OfferListProps) {
  const list = useListQuery(ZOffersQuery);
  const result = usePageQuery<TOfferView, TOffersQuery>(OFFERS_QUERY_KEY, '/api/offers', { ...list.query, status });
  const columns = useMemo(() => offerColumns({ seller }), [seller]);
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Commodity, grade, site or season" />
      <DataTable label={label} columns={columns} rowKey={(offer) => offer.id} {...pagedTableProps(list, result)} empty={empty} />
    </Stack>
  );
}
