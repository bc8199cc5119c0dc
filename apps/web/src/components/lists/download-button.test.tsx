import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSessionTokens } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { DownloadButton, downloadSearch } from './download-button';

afterEach(() => vi.unstubAllGlobals());

describe('DownloadButton', () => {
  it('carries the list’s filters and order, not its page', () => {
    expect(downloadSearch({ page: 3, pageSize: 50, term: 'scep', seasonId: 2, status: undefined, sort: 'code', direction: 'asc' })).toBe(
      '?term=scep&seasonId=2&sort=code&direction=asc',
    );
    expect(downloadSearch({ page: 1, pageSize: 25 })).toBe('');
  });

  it('fetches the file with the session’s token and hands it to the browser under the server’s name', async () => {
    writeSessionTokens({ token: 'token-1', wsToken: 'ws-1' });
    const fetchMock = vi.fn(
      async () => new Response('Code\r\nSCEP\r\n', { headers: { 'content-disposition': 'attachment; filename="varieties.csv"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(
      <DownloadButton
        path="/api/market-settings/varieties/download"
        query={{ page: 2, pageSize: 25, term: 'scep', sort: 'code', direction: 'asc' }}
        filename="fallback.csv"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['varieties.csv']));
    expect(fetchMock).toHaveBeenCalledWith('/api/market-settings/varieties/download?term=scep&sort=code&direction=asc', {
      headers: { Authorization: 'Bearer token-1' },
      signal: undefined,
    });
    click.mockRestore();
  });
});
