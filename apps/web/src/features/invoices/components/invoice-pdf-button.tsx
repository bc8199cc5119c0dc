import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/download-file';
import { notifyError } from '../../../lib/notify';
import { fetchInvoicePdf } from '../api/invoices-api';

/** 'PDF': downloads the invoice as it stands (stamped void or paid) and hands it to the browser; a refusal shows as a toast. */
export function InvoicePdfButton({ invoice }: { invoice: { id: number; number: string } }) {
  const download = useMutation({
    mutationFn: () => fetchInvoicePdf(invoice),
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
