import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatMoney, formatTonnes } from '@cgx/domain/format';
import { TRADE_STATUS_LABELS, TRADE_STATUSES } from '@cgx/domain/trade-status';
import { type MemberTradeView, type TMemberTrade, type TMemberTradesQuery, ZMemberTradesQuery } from '@cgx/domain/trades.schemas';
import { Anchor, Group, NativeSelect, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { DownloadButton } from '../../../components/lists/download-button';
import { ListFilters } from '../../../components/lists/list-filters';
import { TwoLines } from '../../../components/lists/two-lines';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { memberTradePagePath, memberTradesDownloadPath, memberTradesPath, TRADES_QUERY_KEY } from '../api/trades-api';
import { TradeMoney } from './trade-money';
import { TradeStatusBadge } from '../../../components/trades/trade-status-badge';

type Sort = TMemberTradesQuery['sort'];

const grain = (trade: TMemberTrade) => `${trade.commodity.name} ${trade.grade?.code ?? 'by quality parameters'}, ${trade.season.name}`;

function columnsFor(view: MemberTradeView, listPath: string): DataColumn<TMemberTrade, Sort>[] {
  return [
    {
      key: 'id',
      header: 'Trade',
      sort: 'formattedId',
      phone: 'title',
      cell: (trade) => (
        <Anchor component={Link} to={memberTradePagePath(listPath, trade)} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {trade.formattedId}
        </Anchor>
      ),
    },
    { key: 'date', header: 'Date', sort: 'createdAt', cell: (trade) => formatSydneyDay(trade.createdAt) },
    { key: 'grain', header: 'Grain', sort: 'commodity', cell: grain },
    ...(view === 'client-sales'
      ? [
          { key: 'client', header: 'Client', cell: (trade: TMemberTrade) => trade.client?.name ?? '' } satisfies DataColumn<
            TMemberTrade,
            Sort
          >,
        ]
      : []),
    { key: 'location', header: 'Location', cell: (trade) => <TwoLines first={trade.location} second={trade.pricingPoint} /> },
    { key: 'delivery', header: 'Delivery', cell: (trade) => trade.deliveryPeriod.name },
    { key: 'quantity', header: 'Quantity (mt)', sort: 'quantity', align: 'right', cell: (trade) => formatTonnes(trade.quantity) },
    {
      key: 'price',
      header: 'Price ($/mt)',
      sort: 'price',
      align: 'right',
      cell: (trade) => (trade.portEquiv ? `${formatMoney(trade.price)} (${formatMoney(trade.portEquiv)} port)` : formatMoney(trade.price)),
    },
    { key: 'payment', header: 'Payment', cell: (trade) => <TradeMoney trade={trade} /> },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      cell: (trade) => <TradeStatusBadge status={trade.status} />,
    },
  ];
}

type TradeListProps = {
  view: MemberTradeView;
  /** The page of this list ('/portal/my-sales'): each trade's page is below it. */
  listPath: string;
  label: string;
  empty: string;
  /** The row's documents to download (the page supplies the download button). */
  actions?: (trade: TMemberTrade) => ReactNode;
};

/**
 * One side of the member's trades, paged and sorted by the server, filtered through the URL,
 * refreshed when a trade is notified; each opens its page, and the list downloads as CSV or Excel.
 */
export function TradeList({ view, listPath, label, empty, actions }: TradeListProps) {
  const list = useListQuery(ZMemberTradesQuery);
  const path = memberTradesPath(view);
  const result = usePageQuery<TMemberTrade, TMemberTradesQuery>([...TRADES_QUERY_KEY, path], path, list.query);
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Trade id, commodity, grade, site or season">
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
      </ListFilters>
      <Group justify="flex-end" gap="xs">
        <DownloadButton path={memberTradesDownloadPath(view)} query={{ ...list.query, format: 'csv' }} filename={`${view}.csv`} />
        <DownloadButton
          path={memberTradesDownloadPath(view)}
          query={{ ...list.query, format: 'xlsx' }}
          filename={`${view}.xlsx`}
          label="Download Excel"
        />
      </Group>
      <DataTable
        label={label}
        columns={columnsFor(view, listPath)}
        rowKey={(trade) => trade.id}
        {...pagedTableProps(list, result)}
        empty={empty}
        {...(actions ? { actions } : {})}
      />
    </Stack>
  );
}
