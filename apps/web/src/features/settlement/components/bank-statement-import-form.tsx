import { formatDay, formatMoney } from '@cgx/domain/format';
import type { TBankStatementImported } from '@cgx/domain/settlement.schemas';
import { zUploadFile } from '@cgx/domain/uploads';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { RowProblemsAlert, type RowProblem, rowProblemsOf } from '../../../components/uploads/row-problems';
import { UploadFileInput, UploadWorking } from '../../../components/uploads/upload-file-input';
import { isApiError } from '../../../lib/api-client';
import { importBankStatement } from '../api/settlement-api';

/** The server takes a statement of up to 5 MB (trade-management.routes.ts STATEMENT_MAX_BYTES). */
export const BANK_STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
const TOO_LARGE = 'The file is larger than 5 MB. Split the statement and import each part.';

type Values = { file: File | null };
type Output = { file: File };

const ZStatementForm = z.object({ file: zUploadFile<File>({ maxBytes: BANK_STATEMENT_MAX_BYTES, tooLarge: TOO_LARGE }) });

type Line = TBankStatementImported['lines'][number];

const OUTCOMES: Record<Line['outcome'], { label: string; color: string }> = {
  matched: { label: 'Matched', color: 'forest' },
  unmatched: { label: 'Unmatched', color: 'wheat' },
  duplicate: { label: 'Duplicate', color: 'gray' },
};

/** What a matched credit did to its invoice: paid in full, part paid with what is left, or over-paid. */
export function settlesText(line: Pick<Line, 'settles' | 'outstandingAfter' | 'overBy'>): string {
  if (line.settles === 'full') return 'Paid in full';
  if (line.settles === 'partial') return `Part paid, ${line.outstandingAfter ? formatMoney(line.outstandingAfter) : ''} outstanding`;
  if (line.settles === 'over') return line.overBy ? `Over-paid by ${formatMoney(line.overBy)}` : 'Over-paid';
  return '';
}

function Outcome({ imported }: { imported: TBankStatementImported }) {
  const matched = imported.lines.filter((line) => line.outcome === 'matched').length;
  return (
    <Stack gap="xs">
      <Alert color="forest" variant="light" role="status">
        Statement imported: {matched} of {imported.lines.length} credits matched
        {imported.debitsSkipped > 0 ? `; ${imported.debitsSkipped} debit${imported.debitsSkipped === 1 ? '' : 's'} skipped` : ''}.
      </Alert>
      <Table.ScrollContainer minWidth={900}>
        <Table striped aria-label="Statement lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Amount ($)</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Outcome</Table.Th>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Invoice standing</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {imported.lines.map((line) => (
              <Table.Tr key={line.row}>
                <Table.Td>{line.row}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(line.date)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td>
                  <Badge color={OUTCOMES[line.outcome].color} variant="light" miw="max-content">
                    {OUTCOMES[line.outcome].label}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.invoiceNumber ?? '—'}</Table.Td>
                <Table.Td>{settlesText(line)}</Table.Td>
                <Table.Td>{line.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * 'Import bank statement' (issue 14 §4): the trust account's statement as a CSV or .xlsx file;
 * credits matched on an invoice number are recorded as the buyers' payments. A 400 lists the bad
 * rows under 'Nothing was saved.'; a 201 shows every credit and what became of it.
 */
export function BankStatementImportForm({ onImported }: { onImported: () => void | Promise<void> }) {
  const form = useSchemaForm<Values, Output>(ZStatementForm, { file: null });
  const { errors } = form.formState;
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [imported, setImported] = useState<TBankStatementImported | null>(null);
  const { submit, submitting, alert } = useFormSubmit(
    form,
    ({ file }: Output) => {
      setProblems([]);
      setImported(null);
      return importBankStatement(file);
    },
    {
      fields: ['file'],
      labels: { file: 'File' },
      onServerError: (_placed, error) => {
        const found = isApiError(error) ? rowProblemsOf(error.errors) : [];
        setProblems(found);
        return found.length > 0 ? false : undefined;
      },
      onSuccess: async (result) => {
        setImported(result);
        form.reset({ file: null });
        await onImported();
      },
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Import bank statement">
      <Stack gap="md">
        <Title order={2} size="h4">
          Import bank statement
        </Title>
        <FormAlert {...alert} />
        <Text size="sm">
          The trust account’s statement with a date, an amount and a description per line. Credits naming a buyer invoice’s number are
          recorded as its payment; debits are skipped; lines imported before are duplicates. Nothing is saved while any row is wrong.
        </Text>
        <UploadFileInput
          control={form.control}
          name="file"
          label="Bank statement"
          maxBytes={BANK_STATEMENT_MAX_BYTES}
          error={errors.file?.message}
          disabled={submitting}
          onChosen={() => {
            setProblems([]);
            setImported(null);
          }}
          maw={520}
        />
        {submitting && <UploadWorking id="statement-import-progress" label="Importing the statement…" />}
        <RowProblemsAlert problems={problems} again="Correct them and import the statement again." />
        {imported && <Outcome imported={imported} />}
        <Group>
          <Button type="submit" loading={submitting} leftSection={<IconUpload size={16} aria-hidden />}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
