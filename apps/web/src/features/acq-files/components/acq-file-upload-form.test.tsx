import { ACQ_UPLOAD_MESSAGES } from '@cgx/domain/acq-files.schemas';
import { MSG } from '@cgx/domain/messages';
import { UPLOAD_FILE_MESSAGES } from '@cgx/domain/uploads';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionTokens, writeSessionTokens } from '../../../lib/storage';
import { makeSession, stubFetch } from '../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { STAFF_ACQ_FILES } from '../api/acq-files-api';
import { acqFile } from '../test/acq-file-fixture';
import { AcqFileUploadForm } from './acq-file-upload-form';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionTokens();
});

const PATH = '/api/back-office/settlements/acq-files';
const PROVIDERS = {
  body: {
    rows: [
      { id: 4, name: 'GrainCorp', format: 'Default' },
      { id: 5, name: 'CBH Group', format: 'CBH' },
    ],
  },
};
const ACQ_FILE = acqFile({ status: 'queued', totalRows: 0, processedRows: 0, matchedRows: 0, unmatchedRows: 0, finishedAt: null });

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const csv = () => new File(['Ticket,NGR\nA1,12345678'], 'cbh-december.csv', { type: 'text/csv' });

function renderForm(upload: Parameters<typeof stubFetch>[0][string]) {
  const stub = stubFetch({ [`GET ${PATH}/storage-providers`]: PROVIDERS, [`POST ${PATH}`]: upload });
  vi.stubGlobal('fetch', stub.fetchMock);
  writeSessionTokens({ token: 't', wsToken: 'ws' });
  const view = renderWithProviders(<AcqFileUploadForm scope={STAFF_ACQ_FILES} />, {
    session: sessionValue({ status: 'authenticated', session: makeSession('CGX Sales'), token: 't' }),
  });
  return { ...view, calls: stub.calls };
}

describe('AcqFileUploadForm', () => {
  it("checks its fields, shows the provider's format and sends the file with the provider and its name", async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { container, calls } = renderForm({ status: 201, body: { file: ACQ_FILE, duplicate: false } });
    expect(screen.getByRole('button', { name: 'Download the Default template' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(ACQ_UPLOAD_MESSAGES.provider)).toBeInTheDocument();
    expect(screen.getByText(MSG.required)).toBeInTheDocument();

    await screen.findByRole('option', { name: 'CBH Group' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Storage provider/ }), 'CBH Group');
    expect(screen.getByText('ACQ file format: CBH')).toBeInTheDocument();
    await user.upload(fileInput(container), new File(['x'], 'acq.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(UPLOAD_FILE_MESSAGES.kind)).toBeInTheDocument();

    await user.upload(fileInput(container), csv());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/cbh-december.csv is uploaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See its rows' })).toHaveAttribute('href', '/portal/settlements/acq-files/12');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.url).toBe(`${PATH}?storageProviderOrganisationId=5&fileName=cbh-december.csv`);
    expect(sent?.headers['Content-Type']).toBe('text/csv');
  });

  it('says when the same file was uploaded before, and puts a server error on its field', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    let answer: { status: number; body: unknown } = { status: 200, body: { file: { ...ACQ_FILE, status: 'done' }, duplicate: true } };
    const { container } = renderForm(() => answer);
    await screen.findByRole('option', { name: 'CBH Group' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Storage provider/ }), 'CBH Group');
    await user.upload(fileInput(container), csv());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/was uploaded before for CBH Group: nothing has changed/)).toBeInTheDocument();

    answer = {
      status: 400,
      body: { message: MSG.invalidRequest, errors: { storageProviderOrganisationId: [ACQ_UPLOAD_MESSAGES.provider] } },
    };
    await user.upload(fileInput(container), csv());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(ACQ_UPLOAD_MESSAGES.provider)).toBeInTheDocument();
  });
});
