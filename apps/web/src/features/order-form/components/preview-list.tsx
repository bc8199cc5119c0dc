import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type PreviewItem = { label: string; value: ReactNode };

/** The preview's fields (spec 001 §2 'Preview shows: ...'): a label and what the order says, row by row. */
export function PreviewList({ items, label }: { items: PreviewItem[]; label: string }) {
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
