import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_ACQ_FILES } from '../../../../features/acq-files/api/acq-files-api';
import { acqFile, acqRow, pageOf } from '../../../../features/acq-files/test/acq-file-fixture';
import { clearSessionTokens, writeSessionTokens } from '../../../../lib/storage';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { AcqFileScopedPage, AcqFilesScopedPage } from '../acq-file-pages';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionTokens();
});

const PATH = '/api/acq-files';
const FILE = acqFile({ fileName: 'graincorp-december.csv', format: 'Default', storageProvider: { id: 4, name: 'GrainCorp' } });
const MATCHED = acqRow({
  id: 30,
  row: 2,
  ticketNumber: 'KW-240517',
  outcome: 'matched',
  reason: null,
  trade: { id: 9, formattedId: 'CGX-000124' },
});
const UNMATCHED = acqRow({ reason: 'No open trade' });
const page = pageOf;

function renderAt(route: string, routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchMock);
  writeSessionTokens({ token: 't', wsToken: 'ws' });
  const view = renderWithProviders(
    <Routes>
      <Route path="/portal/acq-files" element={<AcqFilesScopedPage scope={PROVIDER_ACQ_FILES} />} />
      <Route path="/portal/acq-files/:fileId" element={<AcqFileScopedPage scope={PROVIDER_ACQ_FILES} />} />
    </Routes>,
    { route, session: sessionValue({ status: 'authenticated', session: makeSession('Storage Provider'), token: 't' }) },
  );
  return { ...view, calls: stub.calls };
}

describe("A storage provider's ACQ Files (issue 14 §9)", () => {
  it('uploads its own file without choosing a provider, and lists its files', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { container, calls } = renderAt('/portal/acq-files', {
      [`GET ${PATH}`]: page([FILE]),
      [`POST ${PATH}`]: { status: 201, body: { file: { ...FILE, status: 'queued' }, duplicate: false } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ACQ Files' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'ACQ files' });
    expect(await within(table).findByRole('link', { name: 'graincorp-december.csv' })).toHaveAttribute('href', '/portal/acq-files/12');
    expect(screen.queryByRole('combobox', { name: /Storage provider/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the Default template' })).toBeInTheDocument();

    const input = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['Ticket,NGR\nA1,12345678'], 'graincorp-december.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/graincorp-december.csv is uploaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See its rows' })).toHaveAttribute('href', '/portal/acq-files/12');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.url).toBe(`${PATH}?fileName=graincorp-december.csv`);
    expect(sent?.headers['Content-Type']).toBe('text/csv');
    expect(calls.some((call) => call.url.includes('/back-office/'))).toBe(false);
  });

  it("shows a file's rows and their outcomes, without assigning rows or linking the staff's trade page", async () => {
    const { calls } = renderAt('/portal/acq-files/12', {
      [`GET ${PATH}/12`]: { body: FILE },
      [`GET ${PATH}/12/rows`]: page([MATCHED, UNMATCHED]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ACQ File graincorp-december.csv' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(await within(table).findByText('No open trade')).toBeInTheDocument();
    expect(within(table).getByText('CGX-000124')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Assign to trade/ })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.every((call) => call.url.startsWith(`${PATH}/12`))).toBe(true));
  });

  it('says a file that is not theirs is not found', async () => {
    renderAt('/portal/acq-files/99', { [`GET ${PATH}/99`]: { status: 404, body: { message: 'Not found' } } });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
