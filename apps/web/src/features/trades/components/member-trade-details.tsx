import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import type { TMemberTradeDetail, TTradeProgressStep } from '@cgx/domain/trades.schemas';
import { Alert, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { InvoicesTable } from '../../../components/invoices/invoices-table';
import { TitleTransferFields } from '../../../components/trades/title-transfer-fields';
import { type FieldItem, FieldList } from '../../../components/ui/field-list';
import { TradeMoney } from './trade-money';
import { TradeStatusBadge } from '../../../components/trades/trade-status-badge';

const chemical = (trade: TMemberTradeDetail) =>
  trade.chemicalDeclaration
    ? 'Agree'
    : `Disagree: ${[trade.chemicalTreatment, trade.chemicalRate, trade.chemicalApplicationDate && formatDay(trade.chemicalApplicationDate)]
        .filter(Boolean)
        .join(', ')}`;

/** The contract's terms, as its contract note states them; the counterparty stays anonymous. */
function termItems(trade: TMemberTradeDetail): FieldItem[] {
  const grade = trade.grade ? `${trade.grade.code} (${trade.grade.name})` : 'by quality parameters';
  return [
    { label: 'Trade ID', value: trade.formattedId },
    { label: 'Traded', value: formatSydneyDay(trade.createdAt) },
    { label: 'Market', value: trade.market === 'cgx' ? 'CGX (warehouse grain)' : 'igrainX (grain on farm)' },
    { label: 'You', value: trade.side === 'bought' ? 'Bought' : 'Sold' },
    ...(trade.client ? [{ label: 'Client', value: trade.client.name }] : []),
    { label: 'Counterparty', value: trade.counterparty },
    { label: 'Grain', value: `${trade.commodity.name} ${grade}` },
    { label: 'Season', value: trade.season.name },
    { label: 'Delivery period', value: trade.deliveryPeriod.name },
    ...(trade.pricingPoint ? [{ label: 'Pricing point', value: trade.pricingPoint }] : []),
    { label: 'Location', value: trade.location },
    ...(trade.portZone ? [{ label: 'Port zone', value: trade.portZone }] : []),
    {
      label: 'Quantity',
      value: `${formatTonnes(trade.quantity)} mt (tolerance ${formatTonnes(trade.tolerance.min)}–${formatTonnes(trade.tolerance.max)} mt)`,
    },
    {
      label: 'Price',
      value: trade.portEquiv
        ? `${formatMoney(trade.price)}/mt (port equivalent ${formatMoney(trade.portEquiv)}/mt)`
        : `${formatMoney(trade.price)}/mt`,
    },
    { label: 'Value', value: `${formatMoney(trade.value)} excluding GST, fees and levies` },
    ...(trade.insuredValue
      ? [{ label: 'Insurance', value: `Counterparty insurance covers 90% of the value: ${formatMoney(trade.insuredValue)}` }]
      : []),
    {
      label: 'Payment terms',
      value: trade.paymentDueDate ? `${trade.paymentTerms}, due ${formatDay(trade.paymentDueDate)}` : trade.paymentTerms,
    },
    { label: 'Variety', value: trade.variety?.name ?? 'Not stated' },
    { label: 'Chemical declaration', value: chemical(trade) },
    { label: 'Special terms', value: trade.termsAndConditions.length > 0 ? trade.termsAndConditions.join(', ') : 'None' },
    {
      label: 'Quality',
      value:
        trade.quality.length > 0
          ? trade.quality.map((row) => `${row.name} ${row.value}${row.unit ? ` ${row.unit}` : ''}`).join(', ')
          : 'As the grade',
    },
  ];
}

/** What a step says under its name: the day, and what to check it against. */
function stepDetail(step: TTradeProgressStep, trade: TMemberTradeDetail): string {
  const parts = [step.on ? formatDay(step.on) : null];
  if (step.key === 'title_transferred' && trade.titleTransfer) parts.push(`${formatTonnes(trade.titleTransfer.deliveredTonnes)} mt`);
  if (step.key === 'title_transferred' && step.reference) parts.push(`${step.reference} raised`);
  if (step.key === 'paid' && step.reference) parts.push(`Reference ${step.reference}`);
  return parts.filter(Boolean).join(' · ') || (step.done ? 'Done' : 'To come');
}

/** Traded → title transferred → (buyer paid →) paid: each step done or to come, with its day. */
function PaymentProgress({ trade, steps }: { trade: TMemberTradeDetail; steps: TTradeProgressStep[] }) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: steps.length }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Group
          component="li"
          key={step.key}
          gap="sm"
          wrap="nowrap"
          align="flex-start"
          aria-label={`${step.label}: ${step.done ? 'done' : 'to come'}`}
        >
          <ThemeIcon radius="xl" size="md" variant={step.done ? 'filled' : 'light'} color={step.done ? 'forest' : 'gray'} aria-hidden>
            {step.done ? <IconCheck size={16} /> : index + 1}
          </ThemeIcon>
          <Stack gap={0}>
            <Text size="sm" fw={700}>
              {step.label}
            </Text>
            <Text size="xs" c={step.done ? undefined : 'dimmed'}>
              {stepDetail(step, trade)}
            </Text>
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title} padding="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

type MemberTradeDetailsProps = {
  trade: TMemberTradeDetail;
  /** The contract note's download (the page supplies the button). */
  documents: ReactNode;
};

/**
 * A member's trade page (issue 24): where its money is, its way to being paid, its terms as the
 * contract note states them, the contract note, the title transfer and the member's own invoices.
 */
export function MemberTradeDetails({ trade, documents }: MemberTradeDetailsProps) {
  const ownInvoice = trade.side === 'bought' ? 'Your tax invoice' : 'Your recipient-created tax invoice (RCTI)';
  return (
    <Stack gap="lg">
      <Group gap="md" align="flex-start">
        <TradeStatusBadge status={trade.status} />
        <TradeMoney trade={trade} />
      </Group>
      <Section title="Payment progress">
        {trade.progress ? (
          <PaymentProgress trade={trade} steps={trade.progress} />
        ) : (
          <Alert color="gray" variant="light">
            {trade.status === 'cancelled'
              ? 'This trade was cancelled: no grain or money moves under it.'
              : 'This trade was settled outside the exchange.'}
          </Alert>
        )}
      </Section>
      <Section title="Terms">
        <FieldList label="Terms" items={termItems(trade)} />
      </Section>
      <Section title="Contract note">
        <Group gap="xs">{documents}</Group>
      </Section>
      <Section title="Title transfer">
        <TitleTransferFields transfer={trade.titleTransfer} />
      </Section>
      <Section title="Invoices">
        <InvoicesTable invoices={trade.invoices} empty={`No invoice yet. ${ownInvoice} is raised when title transfers.`} />
      </Section>
    </Stack>
  );
}
