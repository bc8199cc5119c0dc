import { formatDay, formatTonnes } from '@cgx/domain/format';
import {
  TITLE_TRANSFER_STATES,
  type TTitleTransfer,
  type TTitleTransfersQuery,
  ZTitleTransfersQuery,
} from '@cgx/domain/title-transfers.schemas';
import type { TradeStatus } from '@cgx/domain/trade-status';
import { Anchor, Badge, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { TITLE_TRANSFERS_PATH, TITLE_TRANSFERS_QUERY_KEY, tradePagePath } from '../api/title-transfers-api';

type Sort = TTitleTransfersQuery['sort'];

/** Where the trade stands since its grain changed hands: waiting, late, paid, settled; a withdrawn transfer is grey. */
const STATE_COLOURS: Record<TradeStatus, string> = {
  awaiting_grain: 'wheat',
  overdue_grain: 'red',
  awaiting_payment: 'wheat',
  overdue_payment: 'red',
  funds_received: 'blue',
  cancelled: 'gray',
  settled: 'forest',
  settled_externally: 'forest',
};

const STATE_FILTER_LABELS: Record<(typeof TITLE_TRANSFER_STATES)[number], string> = { current: 'Current', withdrawn: 'Withdrawn' };

export function TitleTransferStateBadge({ transfer }: { transfer: TTitleTransfer }) {
  const colour = transfer.state === 'Withdrawn' ? 'gray' : STATE_COLOURS[transfer.trade.status];
  return (
    <Badge color={colour} variant="light" miw="max-content">
      {transfer.state}
    </Badge>
  );
}

const orDash = (value: string | null) => value || '—';

function columnsOf(staff: boolean): DataColumn<TTitleTransfer, Sort>[] {
  return [
    { key: 'date', header: 'Date', sort: 'transferredOn', cell: (row) => formatDay(row.transferredOn) },
    {
      key: 'trade',
      header: 'Trade',
      sort: 'tradeId',
      phone: 'title',
      cell: (row) =>
        staff ? (
          <Anchor component={Link} to={tradePagePath(row.trade.id)} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {row.trade.formattedId}
          </Anchor>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {row.trade.formattedId}
          </Text>
        ),
    },
    {
      key: 'ticket',
      header: 'Ticket',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{orDash(row.ticketNumber)}</Text>
          <Text size="xs" c="dimmed">
            {row.source === 'acq' ? 'ACQ file' : 'Delivery'}
          </Text>
        </Stack>
      ),
    },
    { key: 'ngr', header: 'Seller NGR', cell: (row) => orDash(row.sellerNgr) },
    { key: 'grain', header: 'Grain', cell: (row) => [row.commodity, row.grade].filter(Boolean).join(' ') },
    { key: 'site', header: 'Site', cell: (row) => orDash(row.site) },
    ...(staff ? [{ key: 'provider', header: 'Storage provider', cell: (row: TTitleTransfer) => orDash(row.storageProvider) }] : []),
    {
      key: 'tonnes',
      header: 'Tonnes (mt)',
      sort: 'tonnes',
      align: 'right',
      cell: (row) => (
        <Stack gap={2} align="flex-end">
          <Text size="sm">{formatTonnes(row.deliveredTonnes)}</Text>
          {row.shortfall && (
            <Badge color="wheat" variant="light" size="sm">
              Shortfall
            </Badge>
          )}
        </Stack>
      ),
    },
    { key: 'quality', header: 'Oil / admix (%)', cell: (row) => `${orDash(row.oil)} / ${orDash(row.admix)}` },
    { key: 'state', header: 'State', cell: (row) => <TitleTransferStateBadge transfer={row} /> },
  ];
}

/**
 * Title transfers (issue 14 §9), newest first: a storage provider's users see those at their sites,
 * staff (`staff`) every one with its storage provider and a link to the trade. Each shows where its
 * trade stands now (Awaiting Payment, Funds Received, Settled) or that it was withdrawn.
 */
export function TitleTransferList({ staff }: { staff: boolean }) {
  const list = useListQuery(ZTitleTransfersQuery);
  const result = usePageQuery<TTitleTransfer, TTitleTransfersQuery>(TITLE_TRANSFERS_QUERY_KEY, TITLE_TRANSFERS_PATH, list.query);
  const columns = useMemo(() => columnsOf(staff), [staff]);
  const filtered = Boolean(list.query.term || list.query.dateFrom || list.query.dateTo || list.query.state);
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Trade id, ticket, commodity or site">
        <NativeSelect
          label="State"
          value={list.query.state ?? ''}
          onChange={(event) => list.set({ state: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: 'All' },
            ...TITLE_TRANSFER_STATES.map((state) => ({ value: state, label: STATE_FILTER_LABELS[state] })),
          ]}
          w={{ base: '100%', sm: 160 }}
        />
      </ListFilters>
      <DataTable
        label="Title transfers"
        columns={columns}
        rowKey={(row) => row.id}
        {...pagedTableProps(list, result)}
        empty={filtered ? 'No title transfer matches these filters.' : 'No title transfers have been recorded yet.'}
      />
    </Stack>
  );
}
