import type { TInvoiceStanding } from '@cgx/domain/invoices.schemas';
import { Badge } from '@mantine/core';

const STANDING_COLORS: Record<TInvoiceStanding, string> = {
  'Awaiting payment': 'wheat',
  'Part paid': 'blue',
  Paid: 'forest',
  Overdue: 'red',
  Void: 'gray',
};

/** Where an invoice stands, coloured: waiting, part paid, paid, late or cancelled. */
export const InvoiceStandingBadge = ({ standing }: { standing: TInvoiceStanding }) => (
  <Badge color={STANDING_COLORS[standing]} variant="light" miw="max-content">
    {standing}
  </Badge>
);
