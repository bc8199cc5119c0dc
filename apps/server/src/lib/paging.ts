import type { SortDirection, TListQueryBase, TPage } from '@cgx/domain/lists.schemas';
import { and, asc, desc, gte, ilike, lt, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The server's half of a paged list (docs/adding-a-screen.md): the page's rows and the count of
 * every matching row, both in SQL. A repository builds its `where` with the helpers below and
 * hands `pageOf` the two queries; nothing is fetched whole and cut in JavaScript.
 */
export async function pageOf<Row>(
  query: Pick<TListQueryBase, 'page' | 'pageSize'>,
  fetch: {
    /** The page's rows: LIMIT `limit` OFFSET `offset`, in the list's order. */
    rows: (limit: number, offset: number) => Promise<Row[]>;
    /** How many rows the same filters match. */
    count: () => Promise<number>;
  },
): Promise<TPage<Row>> {
  const { page, pageSize } = query;
  const rows = await fetch.rows(pageSize, (page - 1) * pageSize);
  // A first page that is not full holds every match: no count needed.
  const total = page === 1 && rows.length < pageSize ? rows.length : await fetch.count();
  return { rows, total, page, pageSize };
}

/** `count(*)` as a number (PostgreSQL answers bigint, which drivers return as text). */
export const countAll = sql<number>`count(*)`.mapWith(Number);

/** A LIKE pattern that finds the text anywhere, with LIKE's own wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The search term found (case-insensitively) in any of the columns; no term, no condition. */
export function termIn(term: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = containing(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * A timestamp within the calendar dates `from`..`to` (inclusive) in Sydney, the exchange's time zone.
 * Written as a range on the column itself so that its index serves.
 */
export function withinDates(column: AnyColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? gte(column, sql`(${from}::date::timestamp AT TIME ZONE 'Australia/Sydney')`) : undefined,
    to ? lt(column, sql`((${to}::date + 1)::timestamp AT TIME ZONE 'Australia/Sydney')`) : undefined,
  );
}

/**
 * ORDER BY the chosen column, then a unique column, so that rows with equal values keep one order
 * from page to page (without it a row can show on two pages, or on none).
 */
export function orderOf<Sort extends string>(
  columns: Record<Sort, SQLWrapper | AnyColumn>,
  sort: Sort,
  direction: SortDirection,
  tieBreaker: AnyColumn,
): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(columns[sort]), by(tieBreaker)];
}
