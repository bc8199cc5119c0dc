import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import {
  type TBackOfficeTrade,
  type TBackOfficeTradesPage,
  type TBackOfficeTradesQuery,
  ZBackOfficeTradesQuery,
} from '@cgx/domain/back-office-trades.schemas';
import { TRADE_STATUS_LABELS, TRADE_STATUSES } from '@cgx/domain/trade-status';
import { Anchor, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { DownloadButton } from '../../../components/lists/download-button';
import { ListFilters } from '../../../components/lists/list-filters';
import { TwoLines } from '../../../components/lists/two-lines';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { TradeStatusBadge } from '../../../components/trades/trade-status-badge';
import { ReferenceIdFilters } from '../../../components/lists/reference-id-filters';
import {
  BACK_OFFICE_TRADES_DOWNLOAD_PATH,
  BACK_OFFICE_TRADES_PATH,
  BACK_OFFICE_TRADES_QUERY_KEY,
  tradeRowPath,
} from '../api/back-office-trades-api';

type Sort = TBackOfficeTradesQuery['sort'];

const COLUMNS: DataColumn<TBackOfficeTrade, Sort>[] = [
  {
    key: 'id',
    header: 'Trade',
    sort: 'formattedId',
    phone: 'title',
    cell: (trade) => (
      <Stack gap={0}>
        <Anchor component={Link} to={tradeRowPath(trade)} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {trade.formattedId}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatSydneyDay(trade.createdAt)}
          {trade.source === 'legacy' && ` · Legacy (${trade.legacyType ?? ''})`}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'seller',
    header: 'Seller',
    sort: 'seller',
    cell: (trade) => (
      <TwoLines
        first={trade.seller.name}
        second={[trade.sellerNgr && `NGR ${trade.sellerNgr}`, trade.agent && `via ${trade.agent.name}`].filter(Boolean).join(' · ')}
      />
    ),
  },
  { key: 'buyer', header: 'Buyer', sort: 'buyer', cell: (trade) => trade.buyer.name },
  {
    key: 'grain',
    header: 'Grain',
    sort: 'commodity',
    cell: (trade) => (
      <TwoLines
        first={`${trade.commodity.name} ${trade.grade?.code ?? ''}`.trim()}
        second={[trade.season.name, trade.deliveryPeriod?.name].filter(Boolean).join(' · ')}
      />
    ),
  },
  { key: 'location', header: 'Location', cell: (trade) => <TwoLines first={trade.location ?? ''} second={trade.pricingPoint} /> },
  { key: 'quantity', header: 'Quantity (mt)', sort: 'quantity', align: 'right', cell: (trade) => formatTonnes(trade.quantity) },
  {
    key: 'price',
    header: 'Price ($/mt)',
    sort: 'price',
    align: 'right',
    cell: (trade) => <TwoLines first={formatMoney(trade.price)} second={trade.portEquiv && `${formatMoney(trade.portEquiv)} port`} />,
  },
  {
    key: 'status',
    header: 'Status',
    sort: 'status',
    cell: (trade) => (
      <Stack gap={2} align="flex-start">
        <TradeStatusBadge status={trade.status} />
        {(trade.paymentDueDate || trade.paymentTerms) && (
          <Text size="xs" c="dimmed">
            {trade.paymentDueDate ? `Due ${formatDay(trade.paymentDueDate)}` : trade.paymentTerms}
          </Text>
        )}
      </Stack>
    ),
  },
];

/** What the filter selects, in mt, with its count: spec 002 §3 'A total quantity is shown in mt'. */
function TotalQuantity({ result }: { result: UseQueryResult<TBackOfficeTradesPage> }) {
  if (!result.data) return null;
  const { total, totalQuantity } = result.data;
  return (
    <Text size="sm" aria-live="polite">
      <Text span fw={600}>
        {formatTonnes(totalQuantity)} mt
      </Text>{' '}
      in {total.toLocaleString('en-AU')} {total === 1 ? 'trade' : 'trades'}
    </Text>
  );
}

type BackOfficeTradeListProps = {
  /** With the igrainTrade flag staff choose the market; without it the list holds every trade but offers no igrainX filter (spec 002 §2). */
  igrainFilters: boolean;
};

/**
 * spec 002 §2 'Trades': every trade and every imported legacy trade (decision 0228), both parties named, paged, sorted and filtered by the server
 * through the URL (term, dates, market, status, seasons, commodities, delivery periods, grades),
 * with the total mt the filter selects and its download as CSV or Excel (every matching row).
 */
export function BackOfficeTradeList({ igrainFilters }: BackOfficeTradeListProps) {
  const list = useListQuery(ZBackOfficeTradesQuery);
  const result = usePageQuery<TBackOfficeTrade, TBackOfficeTradesQuery, TBackOfficeTradesPage>(
    BACK_OFFICE_TRADES_QUERY_KEY,
    BACK_OFFICE_TRADES_PATH,
    list.query,
  );
  const download = { ...list.query } as Record<string, unknown>;
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Trade id, seller, buyer, NGR, grain or site">
        {igrainFilters && (
          <NativeSelect
            label="Market"
            value={list.query.market ?? ''}
            onChange={(event) => list.set({ market: event.currentTarget.value || undefined })}
            data={[
              { value: '', label: 'Both markets' },
              { value: 'cgx', label: 'CGX' },
              { value: 'igrainx', label: 'igrainX' },
            ]}
            w={{ base: '100%', sm: 160 }}
          />
        )}
        <NativeSelect
          label="Status"
          value={list.query.status ?? ''}
          onChange={(event) => list.set({ status: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: 'All statuses' },
            ...TRADE_STATUSES.map((status) => ({ value: status, label: TRADE_STATUS_LABELS[status] })),
          ]}
          w={{ base: '100%', sm: 200 }}
        />
        <ReferenceIdFilters list={list} />
      </ListFilters>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TotalQuantity result={result} />
        <Group gap="xs">
          <DownloadButton path={BACK_OFFICE_TRADES_DOWNLOAD_PATH} query={{ ...download, format: 'csv' }} filename="trades.csv" />
          <DownloadButton
            path={BACK_OFFICE_TRADES_DOWNLOAD_PATH}
            query={{ ...download, format: 'xlsx' }}
            filename="trades.xlsx"
            label="Download Excel"
          />
        </Group>
      </Group>
      <DataTable
        label="Trades"
        columns={COLUMNS}
        rowKey={(trade) => `${trade.source}-${trade.id}`}
        {...pagedTableProps(list, result)}
        empty="No trade matches these filters."
      />
    </Stack>
  );
}
