import { LEGACY_TRADES_MAX_BYTES, LEGACY_TRADES_MAX_ROWS } from '@cgx/domain/legacy-trades.schemas';
import { zUploadFile } from '@cgx/domain/uploads';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { DownloadButton } from '../../../components/lists/download-button';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { type RowProblem, RowProblemsAlert, rowProblemsOf } from '../../../components/uploads/row-problems';
import { UploadFileInput } from '../../../components/uploads/upload-file-input';
import { isApiError } from '../../../lib/api-client';
import {
  LEGACY_TRADES_QUERY_KEY,
  LEGACY_TRADES_TEMPLATE_PATH,
  type UploadProgress,
  countCsvRows,
  importLegacyTrades,
} from '../api/legacy-trades-api';

type Values = { file: File | null };
type Output = { file: File };

const MAX_MB = LEGACY_TRADES_MAX_BYTES / 1024 / 1024;
const TOO_LARGE = `The file is larger than ${MAX_MB} MB. Split it and import at most ${LEGACY_TRADES_MAX_ROWS.toLocaleString('en-AU')} rows at a time.`;

/** The file: required, a CSV or .xlsx, at most the import's own limit (the server's). */
const ZImportForm = z.object({ file: zUploadFile<File>({ maxBytes: LEGACY_TRADES_MAX_BYTES, tooLarge: TOO_LARGE }) });

const count = (value: number, noun: string) => `${value.toLocaleString('en-AU')} ${noun}${value === 1 ? '' : 's'}`;
const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('en-AU', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

function ProgressView({ progress, rows, name }: { progress: UploadProgress | null; rows: number | null; name: string }) {
  if (progress?.phase === 'sending') {
    const percent = progress.total > 0 ? Math.min(100, Math.round((progress.sent / progress.total) * 100)) : 0;
    return (
      <Stack gap={4}>
        <Text size="sm" id="legacy-import-progress">
          Sending {name}: {megabytes(progress.sent)} of {megabytes(progress.total)}
        </Text>
        <Progress value={percent} size="md" aria-labelledby="legacy-import-progress" />
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" id="legacy-import-progress">
        {progress?.phase === 'checking' ? (rows === null ? 'Checking the rows…' : `Checking ${count(rows, 'row')}…`) : `Sending ${name}…`}
      </Text>
      {/* Indeterminate (ARIA: a progressbar without a value): the answer comes once every row is checked and saved. */}
      <Progress.Root size="md">
        <Progress.Section value={100} striped animated withAria={false} role="progressbar" aria-labelledby="legacy-import-progress" />
      </Progress.Root>
    </Stack>
  );
}

/**
 * legacy-trades/import (spec 002 §2, decision 0182): the templates, the file and Import. While the
 * file is sent the bar shows the bytes sent, then 'Checking N rows…' while the server checks every
 * row; a 400 lists each problem by row and column under 'Nothing was saved.'; a 201 says how many
 * legacy trades were imported and refreshes the list below.
 */
export function LegacyTradesImportForm() {
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, Output>(ZImportForm, { file: null });
  const { errors } = form.formState;
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [rows, setRows] = useState<number | null>(null);
  const [fileName, setFileName] = useState('the file');
  const [imported, setImported] = useState<number | null>(null);

  const send = async ({ file }: Output) => {
    setProblems([]);
    setImported(null);
    setProgress(null);
    setFileName(file.name);
    setRows(await countCsvRows(file).catch(() => null));
    return importLegacyTrades(file, setProgress);
  };
  const { submit, submitting, alert } = useFormSubmit(form, send, {
    fields: ['file'],
    labels: { file: 'File' },
    onServerError: (_placed, error) => {
      const found = isApiError(error) ? rowProblemsOf(error.errors) : [];
      setProblems(found);
      // The table says what is wrong, row by row; the top needs no second list of it.
      return found.length > 0 ? false : undefined;
    },
    onSuccess: async (result) => {
      setImported(result.imported);
      form.reset({ file: null });
      await queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...LEGACY_TRADES_QUERY_KEY] });
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Import legacy trades">
      <Stack gap="md" maw={760}>
        <FormAlert {...alert} />
        <Text size="sm">
          One row is one trade made before the exchange moved onto the platform. Seasons, delivery periods, commodities, grades and sites
          are matched by name; organisations by ABN or trading name; users by e-mail address. Every row is checked and nothing is saved
          while any row is wrong. At most {LEGACY_TRADES_MAX_ROWS.toLocaleString('en-AU')} rows and {MAX_MB} MB a file. Start from a
          template.
        </Text>
        <Group gap="xs">
          <DownloadButton
            path={LEGACY_TRADES_TEMPLATE_PATH}
            query={{ format: 'csv' }}
            filename="legacy-trades-template.csv"
            label="CSV template"
          />
          <DownloadButton
            path={LEGACY_TRADES_TEMPLATE_PATH}
            query={{ format: 'xlsx' }}
            filename="legacy-trades-template.xlsx"
            label="Excel template"
          />
        </Group>
        <UploadFileInput
          control={form.control}
          name="file"
          label="Legacy trades file"
          maxBytes={LEGACY_TRADES_MAX_BYTES}
          error={errors.file?.message}
          disabled={submitting}
          onChosen={() => {
            setProblems([]);
            setImported(null);
          }}
        />
        {submitting && <ProgressView progress={progress} rows={rows} name={fileName} />}
        {imported !== null && (
          <Alert color="forest" variant="light" role="status">
            Imported {count(imported, 'legacy trade')}.
          </Alert>
        )}
        <RowProblemsAlert problems={problems} again="Correct them and import the file again." />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} leftSection={<IconUpload size={16} aria-hidden />}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
