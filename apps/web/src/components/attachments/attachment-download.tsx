import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchAttachment, saveFile } from './download-attachment';

/**
 * spec 000 §2.2 'download-attachment': downloads the attachment named by `path` (e.g. a contract
 * note) once, and offers to download it again. The server refuses anyone who may not see it.
 */
export function AttachmentDownload({ path }: { path: string | null }) {
  const query = useQuery({
    queryKey: ['attachment', path],
    queryFn: ({ signal }) => fetchAttachment(path ?? '', signal),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const saved = useRef(false);
  useEffect(() => {
    if (query.data && !saved.current) {
      saved.current = true;
      saveFile(query.data);
    }
  }, [query.data]);

  if (!path) return <Alert color="red">This download link is incomplete: it names no attachment.</Alert>;
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="lg" shadow="xs" maw={640}>
      {query.isPending && (
        <Group gap="sm">
          <Loader size="sm" aria-label="Preparing the download" />
          <Text>Preparing your download…</Text>
        </Group>
      )}
      {query.isError && (
        <Alert color="red" title="The file could not be downloaded" role="alert">
          {query.error.message}
        </Alert>
      )}
      {query.data && (
        <Stack gap="sm">
          <Text>
            Your download of <strong>{query.data.filename}</strong> has started.
          </Text>
          <Group>
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => query.data && saveFile(query.data)}>
              Download again
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
