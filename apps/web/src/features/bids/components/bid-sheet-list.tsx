import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import { dec } from '@cgx/domain/decimal';
import { ORDER_LIST_STATUSES, type TBidGroupView, type TBidsQuery, ZBidsQuery } from '@cgx/domain/orders.schemas';
import { Button, NativeSelect, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { BIDS_QUERY_KEY } from '../api/bids-api';
import { BID_FORM_PATH } from './bid-actions';

type Sort = TBidsQuery['sort'];

/** GET /api/bids/grouped answers the organisation's bid sheets (groups of several lines), of one status. */
export const BID_SHEETS_PATH = '/api/bids/grouped';

const STATUS_LABELS: Record<TBidsQuery['status'], string> = { active: 'Active', lapsed: 'Lapsed', cancelled: 'Cancelled', ended: 'Ended' };

/** The sheet's lowest and highest price: '$348.50 – $352.00'. */
export function priceRangeOf(sheet: TBidGroupView): string {
  const prices = sheet.lines.map((line) => line.price).sort((a, b) => dec(a).comparedTo(dec(b)));
  const low = prices[0];
  const high = prices.at(-1);
  if (!low || !high) return '';
  return low === high ? formatMoney(low) : `${formatMoney(low)} – ${formatMoney(high)}`;
}

const COLUMNS: DataColumn<TBidGroupView, Sort>[] = [
  { key: 'commodity', header: 'Commodity', sort: 'commodity', phone: 'title', cell: (sheet) => sheet.commodity.name },
  { key: 'season', header: 'Season', cell: (sheet) => sheet.season?.name ?? '' },
  { key: 'period', header: 'Delivery', cell: (sheet) => sheet.deliveryPeriod.name },
  { key: 'rows', header: 'Rows', align: 'right', cell: (sheet) => String(sheet.lines.length) },
  { key: 'price', header: 'Price ($/mt)', align: 'right', cell: priceRangeOf },
  { key: 'quantity', header: 'Quantity (mt)', sort: 'quantity', align: 'right', cell: (sheet) => formatTonnes(sheet.quantity) },
  { key: 'remaining', header: 'Remaining (mt)', sort: 'remaining', align: 'right', cell: (sheet) => formatTonnes(sheet.remaining) },
  {
    key: 'expiry',
    header: 'Expiry',
    sort: 'expiryDate',
    cell: (sheet) => (sheet.expiryDate ? formatDay(sheet.expiryDate) : 'Good till cancelled'),
  },
  { key: 'created', header: 'Created', sort: 'createdAt', cell: (sheet) => formatSydneyDay(sheet.createdAt) },
];

/**
 * buy-grain/our-bid-sheets (spec 001 §2): the organisation's bid sheets, paged and sorted by the
 * server, filtered through the URL (the status among them: active by default, lapsed, ended).
 * An active sheet is edited in the bid form.
 */
export function BidSheetList() {
  const list = useListQuery(ZBidsQuery);
  const result = usePageQuery<TBidGroupView, TBidsQuery>([...BIDS_QUERY_KEY, BID_SHEETS_PATH], BID_SHEETS_PATH, list.query);
  const status = list.query.status;
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Commodity, season, grade or site">
        <NativeSelect
          label="Status"
          value={status}
          onChange={(event) => list.set({ status: event.currentTarget.value === 'active' ? undefined : event.currentTarget.value })}
          data={ORDER_LIST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          w={{ base: '100%', sm: 160 }}
        />
      </ListFilters>
      <DataTable
        label="Our bid sheets"
        columns={COLUMNS}
        rowKey={(sheet) => sheet.id}
        {...pagedTableProps(list, result)}
        empty={`No ${STATUS_LABELS[status].toLowerCase()} bid sheets.`}
        actions={(sheet) =>
          sheet.status === 'active' ? (
            <Button
              component={Link}
              to={`${BID_FORM_PATH[sheet.market]}/${sheet.id}`}
              size="xs"
              variant="light"
              aria-label={`Edit ${sheet.commodity.name} bid sheet of ${sheet.lines.length} rows`}
            >
              Edit
            </Button>
          ) : null
        }
      />
    </Stack>
  );
}
