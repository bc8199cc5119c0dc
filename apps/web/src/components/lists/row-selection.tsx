import { Button, Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export type RowKey = string | number;

/** The rows ticked for a bulk action (DataTable's `selection`), cleared when `resetOn` changes (another page, filter or sort). */
export function useRowSelection(resetOn: string) {
  const [state, setState] = useState<{ resetOn: string; selected: ReadonlySet<RowKey> }>({ resetOn, selected: new Set() });
  // A new page or filter shows other rows: what was ticked is no longer on screen, so it is let go.
  const selected = state.resetOn === resetOn ? state.selected : new Set<RowKey>();
  return {
    selected,
    onChange: (next: ReadonlySet<RowKey>) => setState({ resetOn, selected: next }),
    clear: () => setState({ resetOn, selected: new Set() }),
  };
}

/** Over a list with ticked rows: how many, the bulk actions (children) and 'Clear selection'. */
export function BulkActions({
  count,
  noun,
  onClear,
  children,
}: {
  count: number;
  /** What a row is, one and several: ['variety', 'varieties']. */
  noun: readonly [string, string];
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" role="region" aria-label="Bulk actions">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Text size="sm" fw={600} aria-live="polite">
          {count} {count === 1 ? noun[0] : noun[1]} selected
        </Text>
        <Group gap="xs" wrap="wrap">
          {children}
          <Button variant="subtle" size="xs" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
