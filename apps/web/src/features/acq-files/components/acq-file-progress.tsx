import { ACQ_FILE_STATUS_LABELS, type TAcqFile } from '@cgx/domain/acq-files.schemas';
import { Badge, Progress, Stack, Text } from '@mantine/core';
import { isInProgress } from '../api/acq-files-api';

const STATUS_COLOURS = { queued: 'gray', processing: 'blue', done: 'forest', failed: 'red' } as const;

export const rowsText = (value: number) => value.toLocaleString('en-AU');

export function AcqFileStatusBadge({ status }: { status: TAcqFile['status'] }) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light">
      {ACQ_FILE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Rows processed of the file's, as a bar while it is read in the background and as text after. */
export function AcqFileProgress({ file, id }: { file: TAcqFile; id: string }) {
  const label = file.totalRows > 0 ? `${rowsText(file.processedRows)} of ${rowsText(file.totalRows)} rows` : 'Waiting to start';
  if (!isInProgress(file.status)) return <Text size="sm">{`${rowsText(file.processedRows)} rows`}</Text>;
  const percent = file.totalRows > 0 ? Math.min(100, Math.round((file.processedRows / file.totalRows) * 100)) : 0;
  return (
    <Stack gap={2} miw={140}>
      <Text size="xs" id={id}>
        {label}
      </Text>
      <Progress.Root size="md">
        <Progress.Section value={percent} animated striped aria-labelledby={id} />
      </Progress.Root>
    </Stack>
  );
}
