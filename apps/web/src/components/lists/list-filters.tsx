import { MAX_TERM_LENGTH } from '@cgx/domain/lists.schemas';
import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ListQueryState } from './use-list-query';

type ListFiltersProps = {
  list: Pick<ListQueryState<never>, 'typed' | 'type' | 'problems'>;
  /** What the term searches, e.g. 'Commodity, grade or site'. */
  searchHint: string;
  /** Whether the list filters by creation dates (From / To). */
  dates?: boolean;
  /** The list's own filters (status, commodity, …), after the search box. */
  children?: ReactNode;
};

/**
 * The search box and date range over every list; each writes to the URL once the typing pauses. A
 * value the list's schema refuses says why on its field (the API refuses it with the same words),
 * and the list shows no answer for it.
 */
export function ListFilters({ list, searchHint, dates = true, children }: ListFiltersProps) {
  return (
    // Top-aligned: a field that says why it is refused grows downwards without lifting its input.
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        label="Search"
        placeholder={searchHint}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.typed.term}
        onChange={(event) => list.type('term', event.currentTarget.value)}
        w={{ base: '100%', sm: 280 }}
        maxLength={MAX_TERM_LENGTH}
        error={list.problems.term}
      />
      {dates && (
        <>
          <TextInput
            label="Created from"
            type="date"
            value={list.typed.dateFrom}
            onChange={(event) => list.type('dateFrom', event.currentTarget.value)}
            w={{ base: '47%', sm: 170 }}
            error={list.problems.dateFrom}
          />
          <TextInput
            label="Created to"
            type="date"
            value={list.typed.dateTo}
            onChange={(event) => list.type('dateTo', event.currentTarget.value)}
            w={{ base: '47%', sm: 170 }}
            error={list.problems.dateTo}
          />
        </>
      )}
      {children}
    </Group>
  );
}
