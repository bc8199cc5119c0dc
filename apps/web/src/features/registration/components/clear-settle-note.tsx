import { Alert } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';

export const CLEAR_SETTLE_SOURCE = 'Clear Settle';

/** spec 000 §1: Clear Settle is the settlement facility promoted to visitors. */
export function ClearSettleNote() {
  return (
    <Alert color="wheat" variant="light" icon={<IconReceipt aria-hidden />} title="You are registering for Clear Settle">
      Clear Settle is our settlement facility: contracts, invoices, payments and statutory disbursements handled for you, with anonymous
      counterparties for warehouse grain contracts.
    </Alert>
  );
}
