import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatDay, formatTonnes } from '@cgx/domain/format';
import {
  DELIVERY_TYPE_LABELS,
  type TDeliveryState,
  type TTradeDeliveries,
  type TTradeDelivery,
} from '@cgx/domain/igrain-deliveries.schemas';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { type FieldItem, FieldList } from '../../../components/ui/field-list';
import { notifySuccess } from '../../../lib/notify';
import { DELIVERIES_QUERY_KEY, getTradeDeliveries, tradeDeliveriesQueryKey } from '../api/igrain-deliveries-api';
import { RecordDeliveryForm } from './record-delivery-form';

const STATE_BADGES: Record<TDeliveryState, { label: string; color: string }> = {
  short: { label: 'Short of the quantity', color: 'wheat' },
  within: { label: 'Within tolerance', color: 'blue' },
  complete: { label: 'Complete', color: 'forest' },
};

function summaryItems(summary: TTradeDeliveries): FieldItem[] {
  const shortfall = summary.state === 'complete' && Number(summary.delivered) < Number(summary.minAcceptable);
  return [
    {
      label: 'Delivered',
      value: (
        <Group gap="xs">
          <Text size="sm">
            {formatTonnes(summary.delivered)} mt of {formatTonnes(summary.quantity)} mt
          </Text>
          <Badge variant="light" color={STATE_BADGES[summary.state].color}>
            {STATE_BADGES[summary.state].label}
          </Badge>
          {shortfall && (
            <Badge variant="light" color="red">
              Shortfall
            </Badge>
          )}
        </Group>
      ),
    },
    {
      label: 'Tolerance',
      value: `± ${formatTonnes(summary.tolerance)} mt: ${formatTonnes(summary.minAcceptable)} to ${formatTonnes(summary.maxAcceptable)} mt`,
    },
    { label: 'Still deliverable', value: `${formatTonnes(summary.remaining)} mt` },
  ];
}

const quality = (delivery: TTradeDelivery) =>
  [
    delivery.oil !== null ? `Oil ${delivery.oil}%` : null,
    delivery.admix !== null ? `Admix ${delivery.admix}%` : null,
    ...delivery.quality.map(
      (value) => `${value.name} ${value.value}${value.unit === '%' ? '%' : value.unit && value.unit !== 'other' ? ` ${value.unit}` : ''}`,
    ),
  ]
    .filter(Boolean)
    .join(', ') || '—';

function DeliveriesTable({ deliveries }: { deliveries: TTradeDelivery[] }) {
  if (deliveries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No delivery is recorded yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="Deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Delivery</Table.Th>
            <Table.Th>Delivered on</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Tonnes (mt)</Table.Th>
            <Table.Th>Weighbridge ticket</Table.Th>
            <Table.Th>Quality</Table.Th>
            <Table.Th>Recorded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{delivery.formattedId}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(delivery.deliveredOn)}</Table.Td>
              <Table.Td>{DELIVERY_TYPE_LABELS[delivery.type]}</Table.Td>
              <Table.Td ta="right">{formatTonnes(delivery.tonnes)}</Table.Td>
              <Table.Td>{delivery.weighbridgeTicket}</Table.Td>
              <Table.Td>{quality(delivery)}</Table.Td>
              <Table.Td>
                {formatSydneyDay(delivery.createdAt)} by {delivery.recordedBy}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The Deliveries section of an igrainX trade's page (decision 0181): each delivery, the tonnes
 * delivered against the quantity ± tolerance, and 'Record delivery' while the trade takes more.
 * A recorded delivery refreshes this section, the deliveries list and the trade (its audit trail).
 */
export function TradeDeliveries({ tradeId, onChanged }: { tradeId: number; onChanged?: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState(false);
  const result = useQuery({
    queryKey: tradeDeliveriesQueryKey(tradeId),
    queryFn: ({ signal }) => getTradeDeliveries(tradeId, signal),
  });
  const summary = result.data;

  const recorded = async (delivery: TTradeDelivery) => {
    setRecording(false);
    notifySuccess(`Delivery ${delivery.formattedId} of ${formatTonnes(delivery.tonnes)} mt is recorded.`);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tradeDeliveriesQueryKey(tradeId) }),
      queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...DELIVERIES_QUERY_KEY] }),
      onChanged?.(),
    ]);
  };

  return (
    <Card withBorder component="section" aria-label="Deliveries" padding="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Deliveries
          </Title>
          {summary && !summary.closedReason && !recording && <Button onClick={() => setRecording(true)}>Record delivery</Button>}
        </Group>
        {summary ? (
          <>
            <FieldList label="Delivered" items={summaryItems(summary)} />
            {summary.closedReason && (
              <Alert color="gray" variant="light">
                {summary.closedReason}
              </Alert>
            )}
            {recording && !summary.closedReason && (
              <Card withBorder bg="var(--mantine-color-gray-0)">
                <RecordDeliveryForm summary={summary} onRecorded={recorded} onCancel={() => setRecording(false)} />
              </Card>
            )}
            <DeliveriesTable deliveries={summary.deliveries} />
          </>
        ) : result.isError ? (
          <Alert color="red" role="alert">
            {result.error.message}
          </Alert>
        ) : (
          <Skeleton height={120} />
        )}
      </Stack>
    </Card>
  );
}
