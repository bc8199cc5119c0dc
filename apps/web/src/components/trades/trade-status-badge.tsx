import { TRADE_STATUS_LABELS, type TradeStatus } from '@cgx/domain/trade-status';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<TradeStatus, string> = {
  awaiting_grain: 'wheat',
  overdue_grain: 'red',
  awaiting_payment: 'wheat',
  overdue_payment: 'red',
  funds_received: 'blue',
  cancelled: 'gray',
  settled: 'forest',
  settled_externally: 'forest',
};

/** A trade's status in words (spec 002 §4), coloured by where it stands: waiting, late, paid or settled. */
export const TradeStatusBadge = ({ status }: { status: TradeStatus }) => (
  <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content">
    {TRADE_STATUS_LABELS[status]}
  </Badge>
);
