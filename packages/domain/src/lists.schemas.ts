import { z } from 'zod';
import { isLocalDate } from './calendar.ts';
import { zQueryInt, zText } from './validation.ts';

/**
 * Every paged list of the portal and the back-office reads one query shape and answers one page
 * shape (docs/adding-a-screen.md). The web keeps the query in the URL (useListQuery), the server
 * pages and counts in SQL (lib/paging.ts), so no list is ever cut short silently.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Past this a user searches rather than pages; it also bounds OFFSET's work. */
export const MAX_PAGE = 10_000;
export const MAX_TERM_LENGTH = 100;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const zQueryDate = zText(10).refine(isLocalDate, 'Use a date like 2026-12-31');
const zPageSize = z
  .enum(PAGE_SIZES.map(String) as [string, ...string[]], { error: `Must be one of ${PAGE_SIZES.join(', ')}` })
  .transform(Number);

export type ListQueryOptions<Sort extends string, Filters extends z.ZodRawShape> = {
  /** The columns a user may sort by; the first is the default. */
  sorts: readonly [Sort, ...Sort[]];
  defaultDirection?: SortDirection;
  /** The list's own filters (status, commodity, …), each optional in the query string. */
  filters?: Filters;
};

/**
 * A list's query string: page, pageSize, term, dateFrom, dateTo, sort, direction and its own filters.
 * Every value arrives as text and is checked here; an unknown sort column or a reversed date range is
 * a 400 on its field.
 */
export function zListQuery<Sort extends string, Filters extends z.ZodRawShape = Record<never, never>>(
  options: ListQueryOptions<Sort, Filters>,
) {
  const base = z.object({
    page: zQueryInt(1, MAX_PAGE).default(1),
    pageSize: zPageSize.default(DEFAULT_PAGE_SIZE),
    term: zText(MAX_TERM_LENGTH)
      .trim()
      .optional()
      .transform((term) => (term ? term : undefined)),
    dateFrom: zQueryDate.optional(),
    dateTo: zQueryDate.optional(),
    sort: z.enum(options.sorts as unknown as [Sort, ...Sort[]]).default(options.sorts[0]),
    direction: z.enum(SORT_DIRECTIONS).default(options.defaultDirection ?? 'desc'),
  });
  return base.extend((options.filters ?? {}) as Filters).superRefine((query, context) => {
    const { dateFrom, dateTo } = query as { dateFrom?: string; dateTo?: string };
    if (dateFrom && dateTo && dateFrom > dateTo) {
      context.addIssue({ code: 'custom', path: ['dateTo'], message: 'Must be on or after the start date' });
    }
  });
}

/** The fields every list query has once parsed. */
export type TListQueryBase = {
  page: number;
  pageSize: number;
  term?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  sort: string;
  direction: SortDirection;
};

/** One page of a list, with the count of every row the query matches. */
export const zPage = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

export type TPage<Row> = { rows: Row[]; total: number; page: number; pageSize: number };
