import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acqFile, acqRow, pageOf } from '../../../../features/acq-files/test/acq-file-fixture';
import { clearSessionTokens, writeSessionTokens } from '../../../../lib/storage';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { AcqFilePage } from './acq-file-page';
import { AcqFilesPage } from './acq-files-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionTokens();
});

const PATH = '/api/back-office/settlements/acq-files';
const FILE = acqFile({
  status: 'processing',
  totalRows: 1_000,
  processedRows: 500,
  matchedRows: 400,
  unmatchedRows: 60,
  rejectedRows: 40,
  finishedAt: null,
});
const DONE = { ...FILE, status: 'done', processedRows: 1_000, matchedRows: 800, unmatchedRows: 120, rejectedRows: 80 };
const ROW = acqRow();
const page = pageOf;
const staff = () => sessionValue({ status: 'authenticated', session: makeSession('CGX Sales'), token: 't' });

function renderAt(route: string, routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchMock);
  writeSessionTokens({ token: 't', wsToken: 'ws' });
  renderWithProviders(
    <Routes>
      <Route path="/portal/settlements/acq-files" element={<AcqFilesPage />} />
      <Route path="/portal/settlements/acq-files/:fileId" element={<AcqFilePage />} />
    </Routes>,
    { route, session: staff() },
  );
  return stub.calls;
}

describe('ACQ Files page', () => {
  it('lists the files with a progress bar while one is read, and asks again until it is done', async () => {
    let fileAnswers = 0;
    renderAt('/portal/settlements/acq-files', {
      [`GET ${PATH}/storage-providers`]: { body: { rows: [] } },
      [`GET ${PATH}`]: () => {
        fileAnswers += 1;
        return page([fileAnswers === 1 ? FILE : DONE]);
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ACQ Files' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: '500 of 1,000 rows' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'ACQ files' });
    expect(within(table).getByRole('link', { name: 'cbh-december.csv' })).toHaveAttribute('href', '/portal/settlements/acq-files/12');
    await waitFor(() => expect(within(table).getByText('Done')).toBeInTheDocument(), { timeout: 4_000 });
    expect(within(table).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('ACQ File page', () => {
  it("follows the file's progress and lists its rows by outcome", async () => {
    let answers = 0;
    const calls = renderAt('/portal/settlements/acq-files/12', {
      [`GET ${PATH}/12`]: () => {
        answers += 1;
        return { body: answers === 1 ? FILE : DONE };
      },
      [`GET ${PATH}/12/rows`]: page([ROW]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ACQ File cbh-december.csv' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '500 of 1,000 rows' })).toBeInTheDocument();
    expect(screen.getByText(/You can leave this page and come back/)).toBeInTheDocument();
    expect(await screen.findByText('No open trade for NGR 23456781')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 4_000 });
    expect(screen.getByText('Unmatched (120)')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByText('Unmatched (120)'));
    await waitFor(() => expect(calls.some((call) => call.url.includes('/12/rows') && call.url.includes('outcome=unmatched'))).toBe(true));
  });

  it('says why a file failed', async () => {
    const failed: typeof FILE = {
      ...FILE,
      status: 'failed',
      totalRows: 0,
      processedRows: 0,
      problems: [{ row: 1, column: 'Site code', message: 'The file has no Site code column (expected for CBH)' }],
    };
    renderAt('/portal/settlements/acq-files/12', { [`GET ${PATH}/12`]: { body: failed }, [`GET ${PATH}/12/rows`]: page([]) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be read.');
    expect(alert).toHaveTextContent('The file has no Site code column (expected for CBH)');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("assigns an unmatched row to a trade, showing the server's refusal first", async () => {
    const user = userEvent.setup({ delay: null });
    let assign: { status: number; body: unknown } = {
      status: 409,
      body: { message: 'Trade CGX-000123 is Awaiting payment: only a trade awaiting grain can take a title transfer.' },
    };
    const calls = renderAt('/portal/settlements/acq-files/12', {
      [`GET ${PATH}/12`]: { body: DONE },
      [`GET ${PATH}/12/rows`]: page([ROW]),
      [`POST ${PATH}/12/rows/31/assign`]: () => assign,
    });
    await user.click(await screen.findByRole('button', { name: 'Assign to trade: row 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to trade' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Trade id/ }), 'CGX-000123');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(/only a trade awaiting grain can take a title transfer/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ tradeId: 'CGX-000123' });

    assign = {
      status: 200,
      body: { row: { ...ROW, outcome: 'assigned', reason: null, trade: { id: 9, formattedId: 'CGX-000124' } }, file: DONE },
    };
    await user.clear(within(dialog).getByRole('textbox', { name: /Trade id/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Trade id/ }), 'CGX-000124');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(/is assigned to CGX-000124/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
