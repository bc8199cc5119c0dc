import { INVOICE_KIND_LABELS, type TInvoice } from '@cgx/domain/invoices.schemas';
import { Table, Text, VisuallyHidden } from '@mantine/core';
// The money formatter moves to packages/domain (issue 24, the paper slice); until then it lives in a feature.
import { formatMoney } from '../../features/market-data/format/numbers';
import { formatDay } from '../../lib/format';
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoiceStandingBadge } from './invoice-standing-badge';

/**
 * A trade's invoices as a table: number, kind, whom it is to, issue and due dates, total, paid,
 * outstanding, where it stands and its PDF. The staff's trade page shows both invoices (voided ones
 * too); a member's shows its own side's.
 */
export function InvoicesTable({ invoices, empty }: { invoices: TInvoice[]; empty: string }) {
  if (invoices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th ta="right">Total ($)</Table.Th>
            <Table.Th ta="right">Paid ($)</Table.Th>
            <Table.Th ta="right">Outstanding ($)</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Download</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.number}</Table.Td>
              <Table.Td>{INVOICE_KIND_LABELS[invoice.kind]}</Table.Td>
              <Table.Td>{invoice.organisation.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(invoice.issuedOn)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(invoice.dueDate)}</Table.Td>
              <Table.Td ta="right">{formatMoney(invoice.total)}</Table.Td>
              <Table.Td ta="right">{formatMoney(invoice.paid)}</Table.Td>
              <Table.Td ta="right">{formatMoney(invoice.outstanding)}</Table.Td>
              <Table.Td>
                <InvoiceStandingBadge standing={invoice.standing} />
              </Table.Td>
              <Table.Td>
                <InvoicePdfButton invoice={invoice} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
