import type { TMemberTrade } from '@cgx/domain/trades.schemas';
import { Badge, Stack, Text } from '@mantine/core';
import { formatDay } from '../../../lib/format';
import { formatMoney } from '../../market-data/format/numbers';

const STAGE_COLOURS = { awaiting_title: 'gray', invoiced: 'wheat', buyer_paid: 'blue', paid: 'forest' } as const;

/** A badge whose words wrap in a narrow column instead of being cut ('INVOI…'). */
const StageBadge = ({ color, children }: { color: string; children: string }) => (
  <Badge color={color} variant="light" h="auto" py={2} styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}>
    {children}
  </Badge>
);

const daysLeft = (days: number) => (days === 0 ? 'due today or past' : days === 1 ? '1 business day left' : `${days} business days left`);

/**
 * Where the trade's money is (issue 14 §10): the settlement stage, the member's invoice and amount,
 * the due date and the business days left. Before title transfer, the payment terms.
 */
export function TradeMoney({ trade }: { trade: TMemberTrade }) {
  const { money } = trade;
  if (!money || money.stage === 'awaiting_title') {
    const terms = trade.paymentDueDate ? `${trade.paymentTerms}, due ${formatDay(trade.paymentDueDate)}` : trade.paymentTerms;
    return money ? (
      <Stack gap={2}>
        <StageBadge color={money.overdue ? 'red' : STAGE_COLOURS.awaiting_title}>
          {money.overdue ? 'Title transfer overdue' : money.label}
        </StageBadge>
        <Text size="xs">{terms}</Text>
      </Stack>
    ) : (
      terms
    );
  }
  return (
    <Stack gap={2}>
      <StageBadge color={money.overdue ? 'red' : STAGE_COLOURS[money.stage]}>{money.label}</StageBadge>
      {money.amount && (
        <Text size="xs">
          {money.invoiceNumber}: {formatMoney(money.amount)}
        </Text>
      )}
      {money.dueDate && money.stage !== 'paid' && (
        <Text size="xs">
          Due {formatDay(money.dueDate)}
          {money.businessDaysLeft !== null ? `, ${daysLeft(money.businessDaysLeft)}` : ''}
        </Text>
      )}
    </Stack>
  );
}
