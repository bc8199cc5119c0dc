import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import {
  DELIVERY_TYPE_LABELS,
  type TDeliveriesQuery,
  type TIgrainDeliveriesPage,
  type TIgrainDelivery,
  ZDeliveriesQuery,
} from '@cgx/domain/igrain-deliveries.schemas';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { DownloadButton } from '../../../components/lists/download-button';
import { ListFilters } from '../../../components/lists/list-filters';
import { TwoLines } from '../../../components/lists/two-lines';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { ReferenceIdFilters } from '../../../components/lists/reference-id-filters';
import { TradeStatusBadge } from '../../../components/trades/trade-status-badge';
import { DELIVERIES_DOWNLOAD_PATH, DELIVERIES_PATH, DELIVERIES_QUERY_KEY, igrainTradePath } from '../api/igrain-deliveries-api';

type Sort = TDeliveriesQuery['sort'];

const COLUMNS: DataColumn<TIgrainDelivery, Sort>[] = [
  {
    key: 'id',
    header: 'Delivery',
    sort: 'formattedId',
    phone: 'title',
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.formattedId}
        </Text>
        <Text size="xs" c="dimmed">
          Recorded {formatSydneyDay(row.createdAt)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'trade',
    header: 'Trade',
    sort: 'tradeFormattedId',
    cell: (row) => (
      <Anchor component={Link} to={igrainTradePath(row.tradeId)} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {row.tradeFormattedId}
      </Anchor>
    ),
  },
  {
    key: 'deliveredOn',
    header: 'Delivered',
    sort: 'deliveredOn',
    cell: (row) => (
      <Stack gap={2} align="flex-start">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(row.deliveredOn)}
        </Text>
        <Badge variant="light" color={row.type === 'final' ? 'forest' : 'gray'} miw="max-content">
          {DELIVERY_TYPE_LABELS[row.type]}
        </Badge>
      </Stack>
    ),
  },
  {
    key: 'seller',
    header: 'Seller',
    sort: 'seller',
    cell: (row) => <TwoLines first={row.sellerOrganisationName} second={row.sellerOrganisationNgr && `NGR ${row.sellerOrganisationNgr}`} />,
  },
  { key: 'buyer', header: 'Buyer', sort: 'buyer', cell: (row) => row.buyerOrganisationName },
  {
    key: 'grain',
    header: 'Grain',
    sort: 'commodity',
    cell: (row) => (
      <TwoLines first={[row.commodityName, row.gradeName].filter(Boolean).join(' ')} second={`${row.seasonName} · ${row.deliveryName}`} />
    ),
  },
  { key: 'location', header: 'Location', cell: (row) => <TwoLines first={row.location} second={row.pricingPoint} /> },
  {
    key: 'quantity',
    header: 'Delivered (mt)',
    sort: 'quantity',
    align: 'right',
    cell: (row) => <TwoLines first={formatTonnes(row.quantity)} second={`Ticket ${row.weighbridgeTicket}`} />,
  },
  { key: 'price', header: 'Price ($/mt)', sort: 'price', align: 'right', cell: (row) => formatMoney(row.price) },
  {
    key: 'status',
    header: 'Trade status',
    sort: 'status',
    cell: (row) => (
      <Stack gap={2} align="flex-start">
        <TradeStatusBadge status={row.status} />
        {(row.paymentDate || row.paymentDueDate) && (
          <Text size="xs" c="dimmed">
            {row.paymentDate ? `Paid ${formatDay(row.paymentDate)}` : `Due ${formatDay(row.paymentDueDate ?? '')}`}
          </Text>
        )}
      </Stack>
    ),
  },
];

/** What the filter selects, in mt, with its count: spec 002 §3 'A total quantity is shown in mt'. */
function TotalQuantity({ result }: { result: UseQueryResult<TIgrainDeliveriesPage> }) {
  if (!result.data) return null;
  const { total, totalQuantity } = result.data;
  return (
    <Text size="sm" aria-live="polite">
      <Text span fw={600}>
        {formatTonnes(totalQuantity)} mt
      </Text>{' '}
      delivered in {total.toLocaleString('en-AU')} {total === 1 ? 'delivery' : 'deliveries'}
    </Text>
  );
}

/**
 * spec 002 §2 'trades/deliveries': every igrainX delivery, with its trade, both parties and the
 * grain, paged, sorted and filtered by the server through the URL, the total mt the filter selects
 * and its download as CSV or Excel (every matching row).
 */
export function DeliveryList() {
  const list = useListQuery(ZDeliveriesQuery);
  const result = usePageQuery<TIgrainDelivery, TDeliveriesQuery, TIgrainDeliveriesPage>(DELIVERIES_QUERY_KEY, DELIVERIES_PATH, list.query);
  const download = { ...list.query } as Record<string, unknown>;
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Delivery or trade id, ticket, seller, buyer, NGR, grain">
        <ReferenceIdFilters list={list} />
      </ListFilters>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TotalQuantity result={result} />
        <Group gap="xs">
          <DownloadButton path={DELIVERIES_DOWNLOAD_PATH} query={{ ...download, format: 'csv' }} filename="igrainx-deliveries.csv" />
          <DownloadButton
            path={DELIVERIES_DOWNLOAD_PATH}
            query={{ ...download, format: 'xlsx' }}
            filename="igrainx-deliveries.xlsx"
            label="Download Excel"
          />
        </Group>
      </Group>
      <DataTable
        label="igrainX deliveries"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...pagedTableProps(list, result)}
        empty="No delivery matches these filters."
      />
    </Stack>
  );
}
