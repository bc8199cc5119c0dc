import { formatDay, formatMoney } from '@cgx/domain/format';
import type { TMemberTrade } from '@cgx/domain/trades.schemas';
import { Stack, Text } from '@mantine/core';

/** The stage in words, in bold (a badge would cut such long words in a narrow column); late in red. */
const Stage = ({ late, children }: { late: boolean; children: string }) => (
  <Text size="xs" fw={700} {...(late ? { c: 'red.9' } : {})}>
    {children}
  </Text>
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
        <Stage late={money.overdue}>{money.overdue ? 'Title transfer overdue' : money.label}</Stage>
        <Text size="xs">{terms}</Text>
      </Stack>
    ) : (
      terms
    );
  }
  return (
    <Stack gap={2}>
      <Stage late={money.overdue}>{money.label}</Stage>
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
