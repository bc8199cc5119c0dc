import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import type { TTradeHistoryEntry } from '@cgx/domain/back-office-trades.schemas';
import { TRADE_STATUS_LABELS, type TradeStatus } from '@cgx/domain/trade-status';
import { List, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';

const ACTION_LABELS: Record<TTradeHistoryEntry['action'], string> = {
  created: 'Trade made',
  delivery_recorded: 'Delivery recorded',
  updated: 'Trade changed',
};

/** How the trail words a field and its values: tonnes, dollars and statuses as the rest of the page shows them. */
const FIELDS: Record<string, { label: string; value?: (value: string) => string }> = {
  quantity: { label: 'Quantity', value: (value) => `${formatTonnes(value)} mt` },
  delivered: { label: 'Delivered', value: (value) => `${formatTonnes(value)} mt` },
  price: { label: 'Price', value: (value) => `${formatMoney(value)}/mt` },
  status: { label: 'Status', value: (value) => TRADE_STATUS_LABELS[value as TradeStatus] ?? value },
  paymentDate: { label: 'Payment date', value: formatDay },
  paymentDateOption: { label: 'Payment date option' },
};

function describe(change: TTradeHistoryEntry['changes'][number]): string {
  const field = FIELDS[change.field] ?? { label: change.field };
  const shown = (value: string | null) => (value === null ? '—' : (field.value?.(value) ?? value));
  return change.before === null
    ? `${field.label}: ${shown(change.after)}`
    : `${field.label}: ${shown(change.before)} → ${shown(change.after)}`;
}

/** The trade's audit trail (issue 13 §3): who changed it, when, and each field before and after; oldest first. */
export function TradeHistory({ history }: { history: readonly TTradeHistoryEntry[] }) {
  return (
    <Stack gap="xs" component="section" aria-label="History">
      <Title order={2} size="h4">
        History
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Changes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((entry, index) => (
              // The trail is append-only and shown whole: an entry's place is part of its identity.
              <Table.Tr key={`${entry.at}:${index}`}>
                <Table.Td>
                  <Text size="sm">{formatDateTime(entry.at)}</Text>
                </Table.Td>
                <Table.Td>{entry.by}</Table.Td>
                <Table.Td>{ACTION_LABELS[entry.action]}</Table.Td>
                <Table.Td>
                  <List size="sm" listStyleType="none">
                    {entry.changes.map((change) => (
                      <List.Item key={change.field}>{describe(change)}</List.Item>
                    ))}
                  </List>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
