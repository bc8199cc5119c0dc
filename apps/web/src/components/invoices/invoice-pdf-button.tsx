import { invoicePdfPath } from '@cgx/domain/invoices.schemas';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../lib/download-file';
import { notifyError } from '../../lib/notify';

/**
 * 'PDF': downloads the invoice as it stands (stamped void or paid), fetched with the session's token
 * (a plain link could not carry it), and hands it to the browser; a refusal shows as a toast.
 */
export function InvoicePdfButton({ invoice }: { invoice: { id: number; number: string } }) {
  const download = useMutation({
    mutationFn: () => fetchFile(invoicePdfPath(invoice.id), `${invoice.number}.pdf`),
    onSuccess: saveFile,
    onError: (error) => notifyError(error.message, `Invoice ${invoice.number} could not be downloaded`),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`Invoice ${invoice.number} (PDF)`}
    >
      PDF
    </Button>
  );
}
