import type { SortDirection, TListQueryBase, TPage } from '@cgx/domain/lists.schemas';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ListQueryState } from './use-list-query';

/**
 * Every page of every list is cached under this key: a pushed notification (a trade of yours, …)
 * refreshes all lists on screen at once (use-notifications.ts), so none shows an order as it was.
 */
export const LIST_QUERY_ROOT = ['list'] as const;

/**
 * One page of a list from the server. The previous page stays on screen while the next loads, so
 * paging and sorting never flash the skeleton; `key` names the list for invalidation after a change
 * (e.g. ['bids'] after a bid is cancelled or trades). A page that carries more than its rows (a
 * total over the filter) names its type as `Page`.
 */
export function usePageQuery<Row, Query extends TListQueryBase = TListQueryBase, Page extends TPage<Row> = TPage<Row>>(
  key: readonly unknown[],
  path: string,
  query: Query,
) {
  return useQuery({
    queryKey: [...LIST_QUERY_ROOT, ...key, query],
    queryFn: ({ signal }) => api.get<Page>(path, { query: query as Record<string, string | number | undefined>, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The props that tie a DataTable to its list's URL state and its page query:
 * `<DataTable label columns rowKey empty {...pagedTableProps(list, result)} />`.
 */
export function pagedTableProps<Row, Query extends TListQueryBase>(list: ListQueryState<Query>, result: UseQueryResult<TPage<Row>>) {
  return {
    page: result.data,
    loading: result.isFetching,
    error: result.error,
    sort: list.query.sort as Query['sort'],
    direction: list.query.direction,
    onSort: (sort: Query['sort'], direction: SortDirection) => list.set({ sort, direction } as Partial<Record<keyof Query, string>>),
    onPage: (page: number) => list.set({ page } as Partial<Record<keyof Query, number>>),
    onPageSize: (pageSize: number) => list.set({ pageSize } as Partial<Record<keyof Query, number>>),
  };
}
