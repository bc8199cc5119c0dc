import { formatDay, formatMoney } from '@cgx/domain/format';
import { type TStatement, WITHHELD_KIND_LABELS } from '@cgx/domain/statements.schemas';
import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Column<Row> = { header: string; cell: (row: Row) => ReactNode; align?: 'right' };

/** One section of the statement: its own table, or a line saying there is nothing in the period. */
function Section<Row>({
  title,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row, index: number) => string;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None in this period.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header} ta={column.align}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <Table.Td key={column.header} ta={column.align}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

const PAYMENT_KIND = {
  buyer: 'Received from it',
  seller: 'Paid to it (grain)',
  levy: 'Paid to it (levies)',
  royalty: 'Paid to it (royalties)',
} as const;

/** The statement as the PDF and CSV hold it: trades, invoices, payments, levies and royalties, totals. */
export function StatementPreview({ statement }: { statement: TStatement }) {
  const { totals } = statement;
  const totalRows: [string, string][] = [
    ['Recipient created tax invoices (net payable to it)', totals.sellerInvoiced],
    ['Tax invoices (owed by it)', totals.buyerInvoiced],
    ['Payments received from it', totals.paymentsReceived],
    ['Payments made to it', totals.paymentsMade],
    ['Levies and royalties withheld from it', totals.withheld],
    ['Levies and royalties withheld for it', totals.withheldFor],
  ];
  return (
    <Card withBorder padding="lg" aria-label="Statement preview" component="section">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {statement.organisation.name}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDay(statement.dateFrom)} to {formatDay(statement.dateTo)}
          </Text>
        </Stack>
        <Section
          title="Trades"
          rows={statement.trades}
          rowKey={(trade) => String(trade.tradeId)}
          columns={[
            { header: 'Trade', cell: (trade) => trade.formattedId },
            { header: 'Side', cell: (trade) => (trade.side === 'seller' ? 'Sold' : 'Bought') },
            { header: 'Grain', cell: (trade) => [trade.season, trade.commodity, trade.grade].filter(Boolean).join(' ') },
            { header: 'Title transfer', cell: (trade) => (trade.titleTransferDate ? formatDay(trade.titleTransferDate) : '') },
            { header: 'Tonnes', align: 'right', cell: (trade) => trade.deliveredTonnes ?? trade.quantity },
            { header: 'Price ($/mt)', align: 'right', cell: (trade) => formatMoney(trade.price) },
          ]}
        />
        <Section
          title="Invoices"
          rows={statement.invoices}
          rowKey={(invoice) => String(invoice.id)}
          columns={[
            { header: 'Invoice', cell: (invoice) => invoice.number },
            { header: 'Kind', cell: (invoice) => (invoice.kind === 'seller' ? 'RCTI' : 'Tax invoice') },
            { header: 'Trade', cell: (invoice) => invoice.formattedTradeId },
            { header: 'Issued', cell: (invoice) => formatDay(invoice.issuedOn) },
            { header: 'Due', cell: (invoice) => formatDay(invoice.dueDate) },
            {
              header: 'Total ($)',
              align: 'right',
              cell: (invoice) =>
                invoice.status === 'void' ? (
                  <>
                    <Badge color="red" variant="light" mr="xs">
                      Void
                    </Badge>
                    {formatMoney(invoice.total)}
                  </>
                ) : (
                  formatMoney(invoice.total)
                ),
            },
          ]}
        />
        <Section
          title="Payments"
          rows={statement.payments}
          rowKey={(payment, index) => `${payment.direction}-${payment.reference}-${index}`}
          columns={[
            { header: 'Date', cell: (payment) => formatDay(payment.date) },
            { header: 'Payment', cell: (payment) => PAYMENT_KIND[payment.kind] },
            { header: 'Reference', cell: (payment) => payment.reference },
            { header: 'Trades', cell: (payment) => payment.formattedTradeIds.join(', ') },
            { header: 'Amount ($)', align: 'right', cell: (payment) => formatMoney(payment.amount) },
          ]}
        />
        <Section
          title="Levies and royalties withheld from it"
          rows={statement.withheld}
          rowKey={(line, index) => `${line.invoiceNumber}-${index}`}
          columns={[
            { header: 'Invoice', cell: (line) => line.invoiceNumber },
            { header: 'Trade', cell: (line) => line.formattedTradeId },
            { header: 'Levy or royalty', cell: (line) => `${line.label} (${WITHHELD_KIND_LABELS[line.kind]})` },
            { header: 'Paid on to', cell: (line) => line.payee ?? '' },
            { header: 'Amount ($)', align: 'right', cell: (line) => formatMoney(line.amount) },
          ]}
        />
        {statement.withheldFor.length > 0 && (
          <Section
            title="Levies and royalties withheld for it"
            rows={statement.withheldFor}
            rowKey={(line, index) => `${line.invoiceNumber}-${index}`}
            columns={[
              { header: 'Invoice', cell: (line) => line.invoiceNumber },
              { header: 'Issued', cell: (line) => formatDay(line.issuedOn) },
              { header: 'Trade', cell: (line) => line.formattedTradeId },
              { header: 'Levy or royalty', cell: (line) => `${line.label}, ${line.commodity}` },
              { header: 'Amount ($)', align: 'right', cell: (line) => formatMoney(line.amount) },
            ]}
          />
        )}
        <Section
          title="Totals"
          rows={totalRows}
          rowKey={([label]) => label}
          columns={[
            { header: 'Total', cell: ([label]) => label },
            { header: 'Amount ($)', align: 'right', cell: ([, amount]) => formatMoney(amount) },
          ]}
        />
      </Stack>
    </Card>
  );
}
