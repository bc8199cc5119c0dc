import { FILTER_DEBOUNCE_MS } from '@cgx/domain/constants';
import type { TListQueryBase } from '@cgx/domain/lists.schemas';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** The text a user types: written to the URL once they pause (spec 002 §2 'Other'). */
const TYPED = ['term', 'dateFrom', 'dateTo'] as const;
type Typed = (typeof TYPED)[number];

/** The schema's message for each typed field it refused (a reversed date range: on dateTo). */
export type ListQueryProblems = Partial<Record<Typed, string>>;

export type ListQueryState<Query extends TListQueryBase> = {
  /**
   * The list's query as the server will read it: the URL's values, checked by the shared schema. A
   * typed value it refuses stays in (the API answers 400 for it, so no list is shown as if it were
   * not there); any other refused value is left out.
   */
  query: Query;
  /** Why the schema refused a typed value, by field: the search box and the dates show it. */
  problems: ListQueryProblems;
  /** What the search box and the date fields show while typing (the URL catches up after 500 ms). */
  typed: Record<Typed, string>;
  /** Sets the term or a date as typed; the URL gets it, with page=1, once the typing pauses. */
  type(field: Typed, value: string): void;
  /** Changes other values at once (sort, a filter, page); any change but the page goes back to page 1. */
  set(changes: Partial<Record<keyof Query, string | number | undefined>>): void;
};

const isTyped = (field: string): field is Typed => (TYPED as readonly string[]).includes(field);

/**
 * The query string's values as an object. A value the schema refuses that the user cannot see (a
 * hand-edited sort, page size or filter) is left out, so such a URL never breaks a list. One the
 * search box or a date field shows (a reversed date range) is kept, with the schema's message: a
 * list that dropped it would answer another question than the one on screen (issue 24: a total
 * over every date under a range that said otherwise). With a prefix only the list's own parameters
 * ('farm.page' → page) are read.
 */
function parseSearch<Query>(
  schema: z.ZodType<Query>,
  search: URLSearchParams,
  prefix: string,
): { query: Query; problems: ListQueryProblems } {
  const values: Record<string, string> = {};
  for (const [key, value] of search) {
    if (!prefix) values[key] = value;
    else if (key.startsWith(`${prefix}.`)) values[key.slice(prefix.length + 1)] = value;
  }
  const problems: ListQueryProblems = {};
  const kept: Partial<Record<Typed, string>> = {};
  // A rule across fields (the date range) runs only once every field passes: parse again after each drop.
  const fields = Object.keys(values).length;
  for (let attempt = 0; attempt <= fields; attempt += 1) {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { query: { ...parsed.data, ...kept }, problems };
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      const value = values[field];
      if (isTyped(field) && value !== undefined) {
        problems[field] ??= issue.message;
        kept[field] = value;
      }
      delete values[field];
    }
  }
  return { query: { ...schema.parse({}), ...kept }, problems };
}

export type ListQueryOptions = {
  /**
   * Names this list's parameters in the URL ('farm' → farm.page, farm.term) when a page shows more
   * than one list, so that each keeps its own page, sort and search.
   */
  prefix?: string;
};

/**
 * The state of a paged list, kept in the URL's query string so that a list can be bookmarked,
 * shared, and found again with the back button (docs/adding-a-screen.md). Only values that differ
 * from the schema's defaults are written, and the page.
 */
export function useListQuery<Query extends TListQueryBase>(
  schema: z.ZodType<Query>,
  { prefix = '' }: ListQueryOptions = {},
): ListQueryState<Query> {
  const [search, setSearch] = useSearchParams();
  const name = useCallback((key: string) => (prefix ? `${prefix}.${key}` : key), [prefix]);
  const { query, problems } = useMemo(() => parseSearch(schema, search, prefix), [schema, search, prefix]);
  const defaults = useMemo(() => schema.parse({}) as Record<string, unknown>, [schema]);
  const urlTyped = (): Record<Typed, string> => ({
    term: search.get(name('term')) ?? '',
    dateFrom: search.get(name('dateFrom')) ?? '',
    dateTo: search.get(name('dateTo')) ?? '',
  });
  const [typed, setTyped] = useState(urlTyped);
  // What this list last wrote for the typed fields, and what the URL said of them when last looked at.
  const [written, setWritten] = useState(typed);
  const [seen, setSeen] = useState(typed);
  const fromUrl = urlTyped();
  // A URL that changes to something this list did not write came from the back button or a link: the
  // fields follow it. Only a change counts: the URL lands after the write (a navigation is a transition),
  // and a field typed meanwhile (To after From) must not be reset to the URL that was.
  if (TYPED.some((field) => fromUrl[field] !== seen[field])) {
    setSeen(fromUrl);
    if (TYPED.some((field) => fromUrl[field] !== written[field].trim())) {
      setWritten(fromUrl);
      setTyped(fromUrl);
    }
  }

  const write = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const text = value === undefined ? '' : String(value).trim();
            if (text === '' || (key !== 'page' && text === String(defaults[key] ?? ''))) next.delete(name(key));
            else next.set(name(key), text);
          }
          // spec 002 §2 'Other': a new filter writes page=1.
          if (!('page' in changes)) next.set(name('page'), '1');
          return next;
        },
        { replace: false },
      );
    },
    [defaults, setSearch, name],
  );

  const writeTyped = useDebouncedCallback((values: Record<Typed, string>) => {
    setWritten(values);
    write({ ...values });
  }, FILTER_DEBOUNCE_MS);

  const type = useCallback(
    (field: Typed, value: string) => {
      const next = { ...typed, [field]: value };
      setTyped(next);
      writeTyped(next);
    },
    [typed, writeTyped],
  );

  const set = useCallback(
    (changes: Partial<Record<keyof Query, string | number | undefined>>) => write(changes as Record<string, string | number | undefined>),
    [write],
  );

  return { query, problems, typed, type, set };
}
