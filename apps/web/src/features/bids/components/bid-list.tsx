import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import { dec } from '@cgx/domain/decimal';
import { type TBidGroupView, type TBidsQuery, ZBidsQuery } from '@cgx/domain/orders.schemas';
import { Badge, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { BIDS_QUERY_KEY, cancelBid, invalidateBids } from '../api/bids-api';
import { BidActions } from './bid-actions';
import { useCancelOrder } from '../../../order-form/use-cancel-order';

type Sort = TBidsQuery['sort'];
type Line = TBidGroupView['lines'][number];

const lineGrade = (line: Line) => line.grade?.code ?? 'Any grade';
const linePlace = (line: Line) => line.site?.name ?? line.nearestTown ?? 'Delivered';
const distinct = (values: string[]) => [...new Set(values)].join(', ');

/** Prices of a bid's lines: one, or the range of a bid sheet. */
function priceOf(bid: TBidGroupView): string {
  const prices = bid.lines.map((line) => line.price).sort((a, b) => dec(a).comparedTo(dec(b)));
  const low = prices[0];
  const high = prices.at(-1);
  if (!low || !high) return '';
  return low === high ? formatMoney(low) : `${formatMoney(low)} – ${formatMoney(high)}`;
}

const COLUMNS: DataColumn<TBidGroupView, Sort>[] = [
  {
    key: 'commodity',
    header: 'Commodity',
    sort: 'commodity',
    phone: 'title',
    cell: (bid) => `${bid.commodity.name} ${distinct(bid.lines.map(lineGrade))}`,
  },
  { key: 'season', header: 'Season', cell: (bid) => bid.season?.name ?? '' },
  { key: 'location', header: 'Location', cell: (bid) => distinct(bid.lines.map(linePlace)) },
  { key: 'price', header: 'Price ($/mt)', align: 'right', cell: priceOf },
  { key: 'quantity', header: 'Quantity (mt)', sort: 'quantity', align: 'right', cell: (bid) => formatTonnes(bid.quantity) },
  { key: 'remaining', header: 'Remaining (mt)', sort: 'remaining', align: 'right', cell: (bid) => formatTonnes(bid.remaining) },
  { key: 'period', header: 'Delivery', cell: (bid) => bid.deliveryPeriod.name },
  {
    key: 'expiry',
    header: 'Expiry',
    sort: 'expiryDate',
    cell: (bid) => (bid.expiryDate ? formatDay(bid.expiryDate) : 'Good till cancelled'),
  },
  {
    key: 'created',
    header: 'Placed',
    sort: 'createdAt',
    cell: (bid) => (
      <>
        {formatSydneyDay(bid.createdAt)}
        {bid.isBidSheet && (
          <Badge ml={6} size="xs" variant="light">
            Bid sheet
          </Badge>
        )}
      </>
    ),
  },
];

type BidListProps = {
  /** Which bids: the API path (/api/bids or /api/bids/grouped) and the status shown. */
  path: '/api/bids' | '/api/bids/grouped';
  status: TBidsQuery['status'];
  label: string;
  empty: string;
};

/** A trader's bids, paged and sorted by the server, filtered through the URL; each with its actions (Edit, Cancel, Rebid). */
export function BidList({ path, status, label, empty }: BidListProps) {
  const list = useListQuery(ZBidsQuery);
  const query = { ...list.query, status };
  const result = usePageQuery<TBidGroupView, TBidsQuery>([...BIDS_QUERY_KEY, path], path, query);
  const queryClient = useQueryClient();
  const cancelling = useCancelOrder<TBidGroupView>({
    kind: 'bid',
    cancel: (bid, passwordToken) => cancelBid(String(bid.id), passwordToken),
    onCancelled: () => invalidateBids(queryClient),
  });
  return (
    <Stack gap="md">
      {cancelling.alert}
      <ListFilters list={list} searchHint="Commodity, season, grade or site" />
      <DataTable
        label={label}
        columns={COLUMNS}
        rowKey={(bid) => bid.id}
        {...pagedTableProps(list, result)}
        empty={empty}
        actions={(bid) => <BidActions bid={bid} onCancel={cancelling.ask} />}
      />
      {cancelling.modal}
    </Stack>
  );
}
