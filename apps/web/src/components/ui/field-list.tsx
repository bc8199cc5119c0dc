import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type FieldItem = { label: string; value: ReactNode };

/**
 * Read-only fields, a label and its value row by row: a trading form's preview (spec 001 §2
 * 'Preview shows: ...') and a record's details page (a trade's, spec 002 §2).
 */
export function FieldList({ items, label }: { items: FieldItem[]; label: string }) {
  return (
    <Table aria-label={label} variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.label}>
            <Table.Th w={{ base: 130, sm: 220 }} scope="row">
              {item.label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
