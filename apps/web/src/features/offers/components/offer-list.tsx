import { type TOffersQuery, type TOfferView, ZOffersQuery } from '@cgx/domain/orders.schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { useCancelOrder } from '../../../order-form/use-cancel-order';
import { cancelOffer, invalidateOffers, OFFERS_QUERY_KEY } from '../api/offers-api';
import { offerColumns } from './offer-columns';

type OfferListProps = {
  status: TOffersQuery['status'];
  label: string;
  empty: string;
  /** Show whose grain each offer sells (an agent's list of client offers). */
  seller?: boolean;
  /** The URL names of this list's parameters when the page shows other lists too ('offers' → offers.page). */
  prefix?: string;
  /** Buttons at the end of each row (edit, re-offer; cancel calls `cancel`, which asks 'Cancel offer?'). */
  actions?: (offer: TOfferView, cancel: (offer: TOfferView) => void) => ReactNode;
};

/** The organisation's offers (an agent's: also those for its clients), paged and sorted by the server. */
export function OfferList({ status, label, empty, seller = false, prefix, actions }: OfferListProps) {
  const list = useListQuery(ZOffersQuery, { prefix });
  const result = usePageQuery<TOfferView, TOffersQuery>(OFFERS_QUERY_KEY, '/api/offers', { ...list.query, status });
  const columns = useMemo(() => offerColumns({ seller }), [seller]);
  const queryClient = useQueryClient();
  // Every list on screen follows: the offer leaves the active ones and its tonnes are available again.
  const cancelling = useCancelOrder<TOfferView>({
    kind: 'offer',
    cancel: (offer, passwordToken) => cancelOffer(offer.id, passwordToken),
    onCancelled: () => invalidateOffers(queryClient),
  });
  return (
    <Stack gap="md">
      {cancelling.alert}
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
        actions={actions && ((offer) => actions(offer, cancelling.ask))}
      />
      {cancelling.modal}
    </Stack>
  );
}
