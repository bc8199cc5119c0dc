import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import { type TLegacyTrade, type TLegacyTradesPage, type TLegacyTradesQuery, ZLegacyTradesQuery } from '@cgx/domain/legacy-trades.schemas';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { TradeStatusBadge } from '../../../components/trades/trade-status-badge';
import { LEGACY_TRADES_PATH, LEGACY_TRADES_QUERY_KEY, legacyTradePagePath } from '../api/legacy-trades-api';

type Sort = TLegacyTradesQuery['sort'];

const COLUMNS: DataColumn<TLegacyTrade, Sort>[] = [
  {
    key: 'reference',
    header: 'Reference',
    sort: 'reference',
    phone: 'title',
    cell: (trade) => (
      <Stack gap={0}>
        <Anchor component={Link} to={legacyTradePagePath(trade.id)} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {trade.reference}
        </Anchor>
        <Text size="xs" c="dimmed">
          {trade.type}
        </Text>
      </Stack>
    ),
  },
  { key: 'date', header: 'Traded', sort: 'tradeDate', cell: (trade) => formatDay(trade.date) },
  { key: 'seller', header: 'Seller', cell: (trade) => trade.seller.name },
  { key: 'buyer', header: 'Buyer', cell: (trade) => trade.buyer.name },
  {
    key: 'grain',
    header: 'Grain',
    cell: (trade) => (
      <Stack gap={0}>
        <Text size="sm">{`${trade.commodity} ${trade.grade ?? ''}`.trim()}</Text>
        <Text size="xs" c="dimmed">
          {trade.season}
        </Text>
      </Stack>
    ),
  },
  { key: 'quantity', header: 'Quantity (mt)', sort: 'quantity', align: 'right', cell: (trade) => formatTonnes(trade.quantity) },
  { key: 'price', header: 'Price ($/mt)', sort: 'price', align: 'right', cell: (trade) => formatMoney(trade.price) },
  { key: 'status', header: 'Status', cell: (trade) => <TradeStatusBadge status={trade.status} /> },
];

/** The imported legacy trades (shown under the import; the legacy trades index itself goes to the trades, spec 002 §2). */
export function LegacyTradeList() {
  const list = useListQuery(ZLegacyTradesQuery);
  const result = usePageQuery<TLegacyTrade, TLegacyTradesQuery, TLegacyTradesPage>(LEGACY_TRADES_QUERY_KEY, LEGACY_TRADES_PATH, list.query);
  return (
    <Stack gap="md">
      <ListFilters list={list} dates={false} searchHint="Reference, invoice, seller, buyer or commodity" />
      <DataTable
        label="Imported legacy trades"
        columns={COLUMNS}
        rowKey={(trade) => trade.id}
        {...pagedTableProps(list, result)}
        empty={list.query.term ? 'No legacy trade matches this search.' : 'No legacy trades have been imported yet.'}
      />
    </Stack>
  );
}
