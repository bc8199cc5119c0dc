import { MSG } from '@cgx/domain/messages';
import { UPLOAD_FILE_MESSAGES } from '@cgx/domain/uploads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPasswordToken } from '../../../../order-form/api/password-token';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { BidSheetUploadPage } from './bid-sheet-upload-page';

const UPLOAD_PATH = '/portal/buy-grain/our-bid-sheets/upload';
const traderSession = () => sessionValue({ status: 'authenticated', session: makeSession('Trader'), token: 't' });
const TOKEN = { body: { passwordToken: 'pt-1', expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() } };
const csv = (name = 'sheet.csv') => new File(['Season,Commodity\n2026/27,Wheat\n'], name, { type: 'application/vnd.ms-excel' });

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path={UPLOAD_PATH} element={<BidSheetUploadPage />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route: UPLOAD_PATH, session: traderSession() },
  );
}

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

beforeEach(() => forgetPasswordToken());
afterEach(() => vi.unstubAllGlobals());

describe('bid sheet upload', { timeout: 30_000 }, () => {
  it('checks the file and the password before sending, and lists each row’s problems with "Nothing was saved." on a 400', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const stub = stubFetch({
      'POST /api/auth/password-token': TOKEN,
      'POST /api/bids/sheets/upload': {
        status: 400,
        body: {
          message: '2 rows have problems; nothing was saved.',
          errors: { 'rows.3.Price ($/t)': [MSG.quantityPositive], 'rows.5.Site': ['No site is called Moree.'] },
        },
      },
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Bid Sheet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel template' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(2);
    await user.upload(fileInput(container), new File(['x'], 'sheet.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(UPLOAD_FILE_MESSAGES.kind)).toBeInTheDocument();
    expect(stub.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.upload(fileInput(container), csv());
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(screen.getByText('Nothing was saved.')).toBeInTheDocument();
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([`Row 3Price ($/t)${MSG.quantityPositive}`, 'Row 5SiteNo site is called Moree.']);
    const upload = stub.calls.find((call) => call.url === '/api/bids/sheets/upload');
    // The file is the body with its kind's type (by its name, not the browser's guess), the token in its header.
    expect(upload?.headers).toMatchObject({ 'Content-Type': 'text/csv', 'Password-Token': 'pt-1' });
    // The password was taken: the next upload reuses its token.
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    // A new file lets the old problems go.
    await user.upload(fileInput(container), csv('fixed.csv'));
    expect(screen.queryByText('Nothing was saved.')).not.toBeInTheDocument();
  });

  it('shows a problem with the file on the file field', async () => {
    const user = userEvent.setup({ delay: null });
    const stub = stubFetch({
      'POST /api/auth/password-token': TOKEN,
      'POST /api/bids/sheets/upload': {
        status: 400,
        body: { message: MSG.invalidRequest, errors: { file: ['The header row lacks the column Price ($/t).'] } },
      },
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    const { container } = renderPage();
    await user.upload(fileInput(container), csv());
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The header row lacks the column Price ($/t).')).toBeInTheDocument();
    expect(screen.queryByText('Nothing was saved.')).not.toBeInTheDocument();
  });

  it('says the sheet was placed on a 201 and returns to our bid sheets', async () => {
    const user = userEvent.setup({ delay: null });
    const stub = stubFetch({
      'POST /api/auth/password-token': TOKEN,
      'POST /api/bids/sheets/upload': { status: 201, body: { bidId: 41, lines: 3, marketOpen: true, trades: 0 } },
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    const { container } = renderPage();
    await user.upload(fileInput(container), csv('sheet.xlsx'));
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/portal/buy-grain/our-bid-sheets');
    expect(await screen.findByText('Your bid sheet of 3 rows was placed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(stub.calls.find((call) => call.url === '/api/bids/sheets/upload')?.headers).toMatchObject({
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
  });
});
