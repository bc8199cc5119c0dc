import { formatDay, formatMoney } from '@cgx/domain/format';
import type { TTradeSettlement } from '@cgx/domain/settlement.schemas';
import { Alert, Button, Card, Collapse, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { TitleTransferFields } from '../../../components/trades/title-transfer-fields';
import { FieldList } from '../../../components/ui/field-list';
import { formatDateTime } from '../../../lib/format';
import { canAccess } from '../../../session/access';
import { useSignedInSession } from '../../../session/session-context';
import { TradeStatusBadge } from '../../../components/trades/trade-status-badge';
import { getTradeSettlement, tradeEditPath, tradeSettlementQueryKey } from '../api/settlement-api';
import {
  LEDGER_ACCOUNT_LABELS,
  LEDGER_KIND_LABELS,
  PAYMENT_SOURCE_LABELS,
  paymentStandingText,
  standingOf,
  unsigned,
} from '../settlement-format';
import { RecordPaymentForm } from './record-payment-form';

const percent = (value: string | null) => (value === null ? '—' : `${value} %`);

function Payments({ payments }: { payments: TTradeSettlement['payments'] }) {
  if (payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No payment received yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Payments received">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th ta="right">Amount ($)</Table.Th>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Reference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(payment.receivedOn)}</Table.Td>
              <Table.Td ta="right">{formatMoney(payment.amount)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{payment.invoiceNumber}</Table.Td>
              <Table.Td>{PAYMENT_SOURCE_LABELS[payment.source]}</Table.Td>
              <Table.Td>{payment.reference ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Ledger({ entries }: { entries: TTradeSettlement['ledger'] }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        w="max-content"
        aria-expanded={open}
        aria-controls="trade-ledger"
        leftSection={open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
        onClick={() => setOpen((value) => !value)}
      >
        Ledger entries ({entries.length})
      </Button>
      <Collapse expanded={open} id="trade-ledger">
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No ledger entry yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table withTableBorder aria-label="Ledger entries">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Memo</Table.Th>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Party</Table.Th>
                  <Table.Th ta="right">Debit ($)</Table.Th>
                  <Table.Th ta="right">Credit ($)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.flatMap((entry) =>
                  entry.lines.map((line, index) => (
                    <Table.Tr key={`${entry.id}-${index}`}>
                      {index === 0 && (
                        <>
                          <Table.Td rowSpan={entry.lines.length} style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                            {formatDateTime(entry.at)}
                          </Table.Td>
                          <Table.Td rowSpan={entry.lines.length} style={{ verticalAlign: 'top' }}>
                            {LEDGER_KIND_LABELS[entry.kind]}
                          </Table.Td>
                          <Table.Td rowSpan={entry.lines.length} style={{ verticalAlign: 'top' }}>
                            {entry.memo}
                          </Table.Td>
                        </>
                      )}
                      <Table.Td>{LEDGER_ACCOUNT_LABELS[line.account]}</Table.Td>
                      <Table.Td>{line.party ?? '—'}</Table.Td>
                      <Table.Td ta="right">{line.amount.startsWith('-') ? '' : formatMoney(line.amount)}</Table.Td>
                      <Table.Td ta="right">{line.amount.startsWith('-') ? formatMoney(unsigned(line.amount)) : ''}</Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Collapse>
    </Stack>
  );
}

/** Where the buyer's invoice stands: what it asks, what is paid, and paid in full, part paid or over-paid. */
function BuyerStanding({ settlement }: { settlement: TTradeSettlement }) {
  const invoice = settlement.invoices.find((candidate) => candidate.kind === 'buyer' && candidate.status === 'issued');
  if (!invoice) return null;
  const paidNothing = /^0(\.0+)?$/.test(invoice.paid);
  return (
    <Text size="sm" role="status" aria-label="Buyer invoice standing">
      Buyer invoice {invoice.number}: {formatMoney(invoice.total)}, paid {formatMoney(invoice.paid)}.{' '}
      {paidNothing
        ? `Awaiting payment: ${formatMoney(invoice.outstanding)} outstanding`
        : paymentStandingText(standingOf(invoice.outstanding), invoice.outstanding)}
      {invoice.lateInterest && ` (late interest ${formatMoney(invoice.lateInterest)})`}
    </Text>
  );
}

function SettlementBody({ settlement, onChanged }: { settlement: TTradeSettlement; onChanged: () => void | Promise<void> }) {
  const session = useSignedInSession();
  const mayRecord =
    canAccess(session, { permission: 'update' }) && settlement.invoices.some((i) => i.kind === 'buyer' && i.status === 'issued');
  return (
    <Stack gap="md">
      <FieldList
        label="Settlement"
        items={[
          { label: 'Status', value: <TradeStatusBadge status={settlement.status} /> },
          {
            label: 'Payment terms',
            value: settlement.paymentDate
              ? `${settlement.paymentTermsLabel} (${formatDay(settlement.paymentDate)})`
              : settlement.paymentTermsLabel,
          },
          ...(settlement.qualitySpecs.applicable
            ? [
                {
                  label: 'Quality specs',
                  value: `Oil ${percent(settlement.qualitySpecs.oil)}, admix ${percent(settlement.qualitySpecs.admix)}`,
                },
              ]
            : []),
        ]}
      />
      <Title order={3} size="h5">
        Title transfer
      </Title>
      <TitleTransferFields transfer={settlement.titleTransfer} />
      <Title order={3} size="h5">
        Payments received
      </Title>
      <BuyerStanding settlement={settlement} />
      <Payments payments={settlement.payments} />
      {mayRecord && <RecordPaymentForm tradeId={settlement.tradeId} onRecorded={onChanged} />}
      <Ledger entries={settlement.ledger} />
    </Stack>
  );
}

/**
 * The Settlement section of a cgx trade's page for staff (issue 14 §4-§5): status and payment
 * terms, the title transfer, the buyer's payments with Record payment, and the ledger; Edit opens
 * the trade edit screen when the trade may be edited.
 */
export function TradeSettlement({
  tradeId,
  market,
  onChanged,
}: {
  tradeId: number;
  market: 'cgx' | 'igrainx';
  onChanged: () => void | Promise<void>;
}) {
  const result = useQuery({
    queryKey: tradeSettlementQueryKey(tradeId),
    queryFn: ({ signal }) => getTradeSettlement(tradeId, signal),
  });
  return (
    <Card withBorder component="section" aria-label="Settlement" padding="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Settlement
          </Title>
          {result.data?.canEdit && (
            <Button
              component={Link}
              to={tradeEditPath(tradeId, market)}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit
            </Button>
          )}
        </Group>
        {result.data ? (
          <SettlementBody settlement={result.data} onChanged={onChanged} />
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
