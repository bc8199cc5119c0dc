import { formatDay, formatMoney } from '@cgx/domain/format';
import { INVOICE_KIND_LABELS, type TInvoice } from '@cgx/domain/invoices.schemas';
import { Card, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
// The money formatter moves to packages/domain (issue 24, the paper slice); until then it lives in a feature.
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoiceStandingBadge } from './invoice-standing-badge';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value}</Text>
  </Stack>
);

/** On a phone, a card per invoice instead of a table that scrolls sideways (as DataTable does). */
function InvoiceCards({ invoices }: { invoices: TInvoice[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Invoices">
      {invoices.map((invoice) => (
        <Card component="li" key={invoice.id} withBorder padding="sm" aria-label={`${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={700}>
                {invoice.number} · {INVOICE_KIND_LABELS[invoice.kind]}
              </Text>
              <InvoiceStandingBadge standing={invoice.standing} />
            </Group>
            <Text size="sm">{invoice.organisation.name}</Text>
            <SimpleGrid cols={3} spacing="xs">
              <Figure label="Issued" value={formatDay(invoice.issuedOn)} />
              <Figure label="Due" value={formatDay(invoice.dueDate)} />
              <Figure label="Total" value={formatMoney(invoice.total)} />
              <Figure label="Paid" value={formatMoney(invoice.paid)} />
              <Figure label="Outstanding" value={formatMoney(invoice.outstanding)} />
            </SimpleGrid>
            <Group>
              <InvoicePdfButton invoice={invoice} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A trade's invoices: number, kind, whom it is to, issue and due dates, total, paid, outstanding,
 * where it stands and its PDF; a table, or on a phone a card each. The staff's trade page shows both
 * invoices (voided ones too); a member's shows its own side's.
 */
export function InvoicesTable({ invoices, empty }: { invoices: TInvoice[]; empty: string }) {
  const phone = useMediaQuery('(max-width: 48em)');
  if (invoices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  if (phone) return <InvoiceCards invoices={invoices} />;
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
