import { type TOffersQuery, type TOfferView, ZOffersQuery } from '@cgx/domain/orders.schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
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
  /** The URL names of this list's parameters when the page shows other lists too ('offers' → offers.page). */
  prefix?: string;
  /** Buttons at the end of each row (cancel, edit, re-offer). */
  actions?: (offer: TOfferView) => ReactNode;
};

/** The organisation's offers (an agent's: also those for its clients), paged and sorted by the server. */
export function OfferList({ status, label, empty, seller = false, prefix, actions }: OfferListProps) {
  const list = useListQuery(ZOffersQuery, { prefix });
  const result = usePageQuery<TOfferView, TOffersQuery>(OFFERS_QUERY_KEY, '/api/offers', { ...list.query, status });
  const columns = useMemo(() => offerColumns({ seller }), [seller]);
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Commodity, grade, site or season" />
      {(list.query.holdingId || list.query.farmGrainId) && (
        <Group gap="xs">
          <Text size="sm">Showing the offers on one parcel of grain.</Text>
          <Button size="compact-sm" variant="subtle" onClick={() => list.set({ holdingId: undefined, farmGrainId: undefined })}>
            Show all offers
          </Button>
        </Group>
      )}
      <DataTable
        label={label}
        columns={columns}
        rowKey={(offer) => offer.id}
        {...pagedTableProps(list, result)}
        empty={empty}
        actions={actions}
      />
    </Stack>
  );
}
