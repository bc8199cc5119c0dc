import { type TAcqRowView, type TAssignAcqRowRequest, ZAssignAcqRowRequest } from '@cgx/domain/acq-files.schemas';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { notifySuccess } from '../../../lib/notify';
import { assignAcqRow, STAFF_ACQ_FILES } from '../api/acq-files-api';

type Props = { fileId: number; row: TAcqRowView | null; onClose: () => void };

/** Staff's 'Assign to trade' on an unmatched row: the trade's id; the server's refusal (the trade not awaiting grain, the ticket recorded) at the top. */
export function AssignRowModal({ fileId, row, onClose }: Props) {
  return (
    <Modal opened={row !== null} onClose={onClose} title="Assign to trade">
      {/* Mounted while open: each opening starts empty. */}
      {row && <AssignRowForm fileId={fileId} row={row} onClose={onClose} />}
    </Modal>
  );
}

function AssignRowForm({ fileId, row, onClose }: { fileId: number; row: TAcqRowView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<{ tradeId: string }, TAssignAcqRowRequest>(ZAssignAcqRowRequest, { tradeId: row.fields.tradeId ?? '' });
  const { submit, submitting, alert } = useFormSubmit(form, (values: TAssignAcqRowRequest) => assignAcqRow(fileId, row.id, values), {
    fields: ['tradeId'],
    labels: { tradeId: 'Trade id' },
    onSuccess: async (result) => {
      notifySuccess(
        `Row ${result.row.row} (ticket ${result.row.ticketNumber}) is assigned to ${result.row.trade?.formattedId ?? 'the trade'}.`,
      );
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_ACQ_FILES.queryKey }),
        queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...STAFF_ACQ_FILES.queryKey] }),
      ]);
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Assign the row to a trade">
      <Stack gap="md">
        <FormAlert {...alert} />
        <Text size="sm">
          {`Row ${row.row}, ticket ${row.ticketNumber}: ${row.fields.netTonnes ?? '?'} mt on ${row.fields.titleTransferDate ?? '?'}. `}
          The trade records this title transfer, both invoices are raised and it moves to awaiting payment.
        </Text>
        <TextInput
          label="Trade id"
          placeholder="CGX-000123"
          required
          {...form.register('tradeId')}
          error={form.formState.errors.tradeId?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Assign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
