import { formatDay, formatMoney } from '@cgx/domain/format';
import {
  TRADE_MANAGEMENT_STATUSES,
  type TTradeManagementPage,
  type TTradeManagementQuery,
  ZTradeManagementQuery,
  type ZTradeManagementRow,
} from '@cgx/domain/settlement.schemas';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import { Anchor, NativeSelect, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { backOfficeTradePath } from '../../../lib/trade-paths';
import { TradeStatusBadge } from '../../../components/trades/trade-status-badge';
import { SETTLEMENT_QUERY_KEY, TRADE_MANAGEMENT_PATH } from '../api/settlement-api';

type Row = z.infer<typeof ZTradeManagementRow>;
type Sort = TTradeManagementQuery['sort'];

const COLUMNS: DataColumn<Row, Sort>[] = [
  {
    key: 'trade',
    header: 'Trade',
    sort: 'formattedId',
    phone: 'title',
    cell: (row) => (
      <Anchor component={Link} to={backOfficeTradePath({ id: row.tradeId, market: row.market })} style={{ whiteSpace: 'nowrap' }}>
        {row.formattedId}
      </Anchor>
    ),
  },
  { key: 'status', header: 'Status', cell: (row) => <TradeStatusBadge status={row.status} /> },
  { key: 'seller', header: 'Seller', cell: (row) => row.seller },
  { key: 'buyer', header: 'Buyer', cell: (row) => row.buyer },
  { key: 'invoice', header: 'Buyer invoice', cell: (row) => row.buyerInvoice },
  { key: 'due', header: 'Due', sort: 'dueDate', cell: (row) => formatDay(row.dueDate) },
  { key: 'total', header: 'Total ($)', align: 'right', cell: (row) => formatMoney(row.total) },
  { key: 'paid', header: 'Paid ($)', align: 'right', cell: (row) => formatMoney(row.paid) },
  { key: 'outstanding', header: 'Outstanding ($)', sort: 'outstanding', align: 'right', cell: (row) => formatMoney(row.outstanding) },
  { key: 'net', header: 'Seller’s net ($)', align: 'right', cell: (row) => (row.sellerNet === null ? '—' : formatMoney(row.sellerNet)) },
];

const trades = (count: number) => `${count.toLocaleString('en-AU')} trade${count === 1 ? '' : 's'}`;

/**
 * Settlements → Trade Management (issue 14 §4): the trades money is moving on (awaiting or overdue
 * payment, funds received), each with its buyer invoice, what is paid and outstanding, and the
 * seller's net; above it what the next payment run owes sellers.
 */
export function TradeManagementList() {
  const list = useListQuery(ZTradeManagementQuery);
  const result = usePageQuery<Row, TTradeManagementQuery, TTradeManagementPage>(
    [...SETTLEMENT_QUERY_KEY, TRADE_MANAGEMENT_PATH],
    TRADE_MANAGEMENT_PATH,
    list.query,
  );
  return (
    <Stack gap="md">
      {result.data && (
        <Text fw={500} role="status" aria-label="Due to sellers">
          Due to sellers at the next payment run: {formatMoney(result.data.dueToSellers)} on {trades(result.data.tradesDue)}
        </Text>
      )}
      <ListFilters list={list} searchHint="Trade, seller, buyer or invoice">
        <NativeSelect
          label="Status"
          value={list.query.status ?? ''}
          onChange={(event) => list.set({ status: (event.currentTarget.value || undefined) as TTradeManagementQuery['status'] })}
          data={[
            { value: '', label: 'All' },
            ...TRADE_MANAGEMENT_STATUSES.map((status) => ({ value: status, label: TRADE_STATUS_LABELS[status] })),
          ]}
          w={{ base: '100%', sm: 200 }}
        />
      </ListFilters>
      <DataTable
        label="Trade management"
        columns={COLUMNS}
        rowKey={(row) => row.tradeId}
        {...pagedTableProps(list, result)}
        empty="No trade is awaiting payment or has funds received."
      />
    </Stack>
  );
}
