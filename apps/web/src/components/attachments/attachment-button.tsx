import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../../lib/notify';
import { fetchAttachment, saveFile } from './download-attachment';

type AttachmentButtonProps = {
  /** The attachment's reference, e.g. 'contract-note/123/seller'. */
  path: string;
  /** The button's text, e.g. 'Contract note'. */
  label: string;
  /** What the file is of, for screen readers: 'CGX-000123'. */
  of: string;
};

/**
 * Downloads an attachment with the session's token (a plain link could not carry it) and hands it
 * to the browser; a refusal or failure shows as a toast.
 */
export function AttachmentButton({ path, label, of }: AttachmentButtonProps) {
  const download = useMutation({
    mutationFn: () => fetchAttachment(path),
    onSuccess: saveFile,
    onError: (error) => notifyError(error.message, `${label} ${of} could not be downloaded`),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`${label} ${of} (PDF)`}
    >
      {label}
    </Button>
  );
}
