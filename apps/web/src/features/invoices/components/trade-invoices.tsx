import { Alert, Card, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { InvoicesTable } from '../../../components/invoices/invoices-table';
import { getTradeInvoices, tradeInvoicesQueryKey } from '../api/invoices-api';

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
          <InvoicesTable invoices={result.data.invoices} empty="No invoice is raised yet: both are raised when title transfers." />
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
