import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchFile, saveFile } from '../../lib/download-file';
import { notifyError } from '../../lib/notify';

type DownloadButtonProps = {
  /** The list's download route, e.g. /api/market-settings/varieties/download (or a file's: a template). */
  path: string;
  /** The list's query: the download gets its filters and order, every page of them (a file's own query: `{ format: 'csv' }`). */
  query?: Record<string, unknown>;
  filename: string;
  label?: string;
};

/** The query string of a download: the list's filters without its page. */
export function downloadSearch(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'pageSize' || value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * 'Download CSV' over a list: what the list shows with its filters, all pages, as a file (spec 002 §7).
 * Also any file the API serves to a signed-in user (the bid-sheet templates): fetched with the session's token.
 */
export function DownloadButton({ path, query = {}, filename, label = 'Download CSV' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchFile(`${path}${downloadSearch(query)}`, filename));
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error), 'Cannot download the list');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
