import { formatDay, formatMoney } from '@cgx/domain/format';
import { INVOICE_KIND_LABELS, type TInvoice } from '@cgx/domain/invoices.schemas';
import { Alert, Card, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getTradeInvoices, tradeInvoicesQueryKey } from '../api/invoices-api';
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoiceStandingBadge } from './invoice-standing-badge';

function InvoicesTable({ invoices }: { invoices: TInvoice[] }) {
  if (invoices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No invoice is raised yet: both are raised when title transfers.
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

/** The Invoices section of a trade's page for staff: the seller's RCTI and the buyer's tax invoice, voided ones too. */
export function TradeInvoices({ tradeId }: { tradeId: number }) {
  const result = useQuery({
    queryKey: tradeInvoicesQueryKey(tradeId),
    queryFn: ({ signal }) => getTradeInvoices(tradeId, signal),
  });
  return (
    <Card withBorder component="section" aria-label="Invoices" padding="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Invoices
        </Title>
        {result.data ? (
          <InvoicesTable invoices={result.data.invoices} />
        ) : result.isError ? (
          <Alert color="red" role="alert">
            {result.error.message}
          </Alert>
        ) : (
          <Skeleton height={80} />
        )}
      </Stack>
    </Card>
  );
}
