import { formatDay, formatMoney } from '@cgx/domain/format';
import { type TPaymentRunResult, type ZPaymentRun, type ZPaymentRunsPage, ZPaymentRunsQuery } from '@cgx/domain/settlement.schemas';
import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconCash, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { saveFile } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { fetchAbaFile, PAYMENT_RUNS_PATH, runPayments, SETTLEMENT_QUERY_KEY } from '../api/settlement-api';

type Run = z.infer<typeof ZPaymentRun>;
type RunsQuery = z.infer<typeof ZPaymentRunsQuery>;
type RunsPage = z.infer<typeof ZPaymentRunsPage>;

const PAYEE_KIND_LABELS = { seller: 'Seller', levy: 'Levy', royalty: 'Royalty' } as const;

/** The confirmation before a run: what it pays and what it produces. */
export const RUN_PAYMENTS_CONFIRMATION =
  'This pays every seller whose buyer has paid and every levy and royalty owed, settles those trades, and produces the ABA file to upload to the bank. Remittance advice is e-mailed to each seller.';

/** 'Download ABA file': the run's direct-entry file, fetched with the session's token. */
export function AbaDownloadButton({ run }: { run: Pick<Run, 'id' | 'reference'> }) {
  const download = useMutation({
    mutationFn: () => fetchAbaFile(run),
    onSuccess: saveFile,
    onError: (error) => notifyError(error.message, `The ABA file of ${run.reference} could not be downloaded`),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`Download ABA file of ${run.reference}`}
    >
      Download ABA file
    </Button>
  );
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What one run did: the trades it settled, each payment in the file, and the payees held back with why. */
export function PaymentRunResult({ result }: { result: TPaymentRunResult }) {
  return (
    <Stack gap="sm" aria-label="Payment run result" role="region">
      <Alert color="forest" variant="light" role="status" title={`Payment run ${result.run.reference}`}>
        Paid {formatMoney(result.run.total)} to {plural(result.run.payees, 'payee')} on {formatDay(result.run.paidOn)}; settled{' '}
        {plural(result.settled.length, 'trade')}
        {result.settled.length > 0 ? `: ${result.settled.join(', ')}` : ''}.
        <Group mt="xs">
          <AbaDownloadButton run={result.run} />
        </Group>
      </Alert>
      {result.items.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Payments in the run">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Trade</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Payee</Table.Th>
                <Table.Th ta="right">Amount ($)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.items.map((item, index) => (
                <Table.Tr key={`${item.tradeFormattedId}-${item.kind}-${index}`}>
                  <Table.Td>{item.tradeFormattedId}</Table.Td>
                  <Table.Td>{PAYEE_KIND_LABELS[item.kind]}</Table.Td>
                  <Table.Td>{item.payee}</Table.Td>
                  <Table.Td ta="right">{formatMoney(item.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {result.held.length > 0 && (
        <Alert color="wheat" variant="light" title="Held back">
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Held payees">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Trade</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Payee</Table.Th>
                  <Table.Th ta="right">Amount ($)</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.held.map((held, index) => (
                  <Table.Tr key={`${held.tradeFormattedId}-${held.kind}-${index}`}>
                    <Table.Td>{held.tradeFormattedId}</Table.Td>
                    <Table.Td>{PAYEE_KIND_LABELS[held.kind]}</Table.Td>
                    <Table.Td>{held.payeeName ?? '—'}</Table.Td>
                    <Table.Td ta="right">{formatMoney(held.amount)}</Table.Td>
                    <Table.Td>{held.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Alert>
      )}
    </Stack>
  );
}

const RUN_COLUMNS: DataColumn<Run, RunsQuery['sort']>[] = [
  { key: 'reference', header: 'Run', phone: 'title', cell: (run) => run.reference },
  { key: 'paidOn', header: 'Paid on', cell: (run) => formatDay(run.paidOn) },
  { key: 'total', header: 'Total ($)', align: 'right', cell: (run) => formatMoney(run.total) },
  { key: 'payees', header: 'Payees', align: 'right', cell: (run) => run.payees },
  { key: 'trades', header: 'Trades', align: 'right', cell: (run) => run.trades },
  { key: 'by', header: 'Run by', cell: (run) => run.createdBy },
  { key: 'at', header: 'Run at', sort: 'createdAt', cell: (run) => formatDateTime(run.createdAt) },
];

/**
 * 'Payment runs' (issue 14 §4): Run payments (with the update permission, after a confirmation),
 * what the run did, and every run with its ABA file.
 */
export function PaymentRuns({ canRun, onRun }: { canRun: boolean; onRun: () => void | Promise<void> }) {
  const list = useListQuery(ZPaymentRunsQuery, { prefix: 'runs' });
  const runs = usePageQuery<Run, RunsQuery, RunsPage>([...SETTLEMENT_QUERY_KEY, PAYMENT_RUNS_PATH], PAYMENT_RUNS_PATH, list.query);
  const [confirming, setConfirming] = useState(false);
  const run = useMutation({
    mutationFn: runPayments,
    onSuccess: async () => {
      setConfirming(false);
      await onRun();
    },
  });
  const close = () => {
    setConfirming(false);
    if (run.isError) run.reset();
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Payment runs
        </Title>
        {canRun && (
          <Button leftSection={<IconCash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            Run payments
          </Button>
        )}
      </Group>
      {run.data && <PaymentRunResult result={run.data} />}
      <DataTable
        label="Payment runs"
        columns={RUN_COLUMNS}
        rowKey={(row) => row.id}
        {...pagedTableProps(list, runs)}
        empty="No payment run yet."
        actions={(row) => <AbaDownloadButton run={row} />}
      />
      <Modal opened={confirming} onClose={close} title="Run payments?" centered>
        <Stack gap="md">
          <FormAlert message={run.error?.message} />
          <Text>{RUN_PAYMENTS_CONFIRMATION}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              No, go back
            </Button>
            <Button loading={run.isPending} onClick={() => run.mutate()}>
              Yes, run payments
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
