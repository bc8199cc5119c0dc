import { type TAuthorisationsQuery, type TClientAuthorisation, ZAuthorisationsQuery } from '@cgx/domain/authorisations.schemas';
import { Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { CLIENTS_QUERY_KEY } from '../api/authorisations-api';

type Sort = TAuthorisationsQuery['sort'];

const COLUMNS: DataColumn<TClientAuthorisation, Sort>[] = [
  { key: 'tradingName', header: 'Client', sort: 'tradingName', phone: 'title', cell: (client) => client.growerTradingName },
  { key: 'ngr', header: 'NGR', cell: (client) => client.growerNgr },
  {
    key: 'admin',
    header: 'Administrator e-mail',
    cell: (client) =>
      client.growerAdminEmail ? (
        <Anchor size="sm" href={`mailto:${client.growerAdminEmail}`}>
          {client.growerAdminEmail}
        </Anchor>
      ) : (
        ''
      ),
  },
];

/**
 * The agent's clients (spec 001 §7 'List authorisations'): the growers whose verified authority the
 * agent holds, searched by trading name or NGR.
 */
export function ClientList({
  label,
  empty,
  actions,
}: {
  label: string;
  empty: string;
  actions?: (client: TClientAuthorisation) => ReactNode;
}) {
  const list = useListQuery(ZAuthorisationsQuery);
  const result = usePageQuery<TClientAuthorisation, TAuthorisationsQuery>(CLIENTS_QUERY_KEY, '/api/authorisations', {
    ...list.query,
    verified: true,
  });
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Trading name or NGR" dates={false} />
      <DataTable
        label={label}
        columns={COLUMNS}
        rowKey={(client) => client.id}
        {...pagedTableProps(list, result)}
        empty={empty}
        actions={actions}
      />
    </Stack>
  );
}
