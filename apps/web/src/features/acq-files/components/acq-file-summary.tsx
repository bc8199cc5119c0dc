import type { TAcqFile } from '@cgx/domain/acq-files.schemas';
import { Alert, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { isInProgress } from '../api/acq-files-api';
import { AcqFileProgress, AcqFileStatusBadge, rowsText } from './acq-file-progress';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{rowsText(value)}</Text>
    </Paper>
  );
}

/** The file: who sent it for which provider, its status with the progress bar while it is read, its counts, and why it failed. */
export function AcqFileSummary({ file }: { file: TAcqFile }) {
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="wrap" align="flex-start">
        <Stack gap={2}>
          <Text size="sm">{`${file.storageProvider.name}, ${file.format} format`}</Text>
          <Text size="xs" c="dimmed">
            {`Uploaded ${formatDateTime(file.uploadedAt)} by ${file.uploadedBy.name}`}
            {file.finishedAt ? `; finished ${formatDateTime(file.finishedAt)}` : ''}
          </Text>
        </Stack>
        <AcqFileStatusBadge status={file.status} />
        <AcqFileProgress file={file} id="acq-file-progress" />
      </Group>
      {isInProgress(file.status) && (
        <Text size="sm" c="dimmed">
          The file is being read in the background. You can leave this page and come back.
        </Text>
      )}
      {file.status === 'failed' && (
        <Alert color="red" variant="light" role="alert" title="The file could not be read.">
          <List size="sm">
            {file.problems.map((problem) => (
              <List.Item key={problem.message}>{problem.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} maw={640}>
        <Count label="Rows" value={file.totalRows} />
        <Count label="Matched" value={file.matchedRows} />
        <Count label="Unmatched" value={file.unmatchedRows} />
        <Count label="Rejected" value={file.rejectedRows} />
      </SimpleGrid>
    </Stack>
  );
}
