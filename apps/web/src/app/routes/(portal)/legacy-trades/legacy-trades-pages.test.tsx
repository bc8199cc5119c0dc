import type { TLegacyTradeDetail } from '@cgx/domain/legacy-trades.schemas';
import { MSG } from '@cgx/domain/messages';
import { UPLOAD_FILE_MESSAGES } from '@cgx/domain/uploads';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionTokens, writeSessionTokens } from '../../../../lib/storage';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { LegacyTradePage } from './legacy-trade-page';
import { TradeNotesPage } from '../trades/trade-notes-pages';
import { TradesPage } from '../trades/trades-page';
import { LegacyTradesImportPage } from './legacy-trades-import-page';

const staff = () => sessionValue({ status: 'authenticated', session: makeSession('CGX Sales'), token: 't' });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionTokens();
});
vi.setConfig({ testTimeout: 30_000 });

/** An XMLHttpRequest whose upload the test drives: progress, the last byte sent, then the answer. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  sent() {
    this.upload.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The request the page sent last (read through a function: the type checker would keep it null after a reset). */
const lastRequest = (): FakeRequest => {
  if (!FakeRequest.last) throw new Error('no request sent');
  return FakeRequest.last;
};

const EMPTY_PAGE = { body: { rows: [], total: 0, page: 1, pageSize: 25 } };
const ROW = {
  id: 7,
  reference: 'WC-2019-0001',
  type: 'cgx',
  date: '2019-11-04',
  season: '2019/20',
  commodity: 'Wheat',
  grade: 'APW1',
  seller: { id: 1, name: 'Paddock Farms' },
  buyer: { id: 2, name: 'Riverina Grain Traders' },
  quantity: '120.500',
  price: '285.00',
  status: 'settled_externally',
  createdAt: '2026-11-20T01:00:00.000Z',
};

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const csvFile = (rows: number) =>
  new File([['Reference,Type', ...Array.from({ length: rows }, (_, index) => `"R-${index}","cgx"`)].join('\n')], 'trades.csv', {
    type: 'text/csv',
  });

function renderImport() {
  return renderWithProviders(
    <Routes>
      <Route path="/portal/legacy-trades/import" element={<LegacyTradesImportPage />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route: '/portal/legacy-trades/import', session: staff() },
  );
}

describe('importing legacy trades', () => {
  it('shows the bytes sent, then "Checking N rows…", then how many were imported, and lists the imported trades', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    let listed = EMPTY_PAGE;
    const stub = stubFetch({ 'GET /api/back-office/legacy-trades': () => listed });
    vi.stubGlobal('fetch', stub.fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.last = null;
    writeSessionTokens({ token: 't', wsToken: 'ws' });
    const { container } = renderImport();
    expect(screen.getByRole('heading', { level: 1, name: 'Import Legacy Trades' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel template' })).toBeInTheDocument();
    expect(await screen.findByText('No legacy trades have been imported yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    await user.upload(fileInput(container), new File(['x'], 'trades.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(UPLOAD_FILE_MESSAGES.kind)).toBeInTheDocument();
    expect(FakeRequest.last).toBeNull();

    await user.upload(fileInput(container), csvFile(3));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(FakeRequest.last).not.toBeNull());
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', url: '/api/back-office/legacy-trades/import' });
    expect(request.headers).toMatchObject({ 'Content-Type': 'text/csv', Authorization: 'Bearer t' });

    act(() => request.progress(1024 * 1024, 4 * 1024 * 1024));
    expect(await screen.findByText('Sending trades.csv: 1.0 MB of 4.0 MB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    act(() => request.sent());
    expect(await screen.findByText('Checking 3 rows…')).toBeInTheDocument();

    listed = { body: { ...EMPTY_PAGE.body, rows: [ROW], total: 1 } } as never;
    act(() => request.answer(201, { imported: 3 }));
    expect(await screen.findByText('Imported 3 legacy trades.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Imported legacy trades' });
    expect(await within(table).findByRole('link', { name: 'WC-2019-0001' })).toHaveAttribute('href', '/portal/legacy-trades/7');
    expect(within(table).getByText('Settled Externally')).toBeInTheDocument();
  });

  it('lists each row’s problems under "Nothing was saved." on a 400', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/back-office/legacy-trades': EMPTY_PAGE }).fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.last = null;
    const { container } = renderImport();
    await user.upload(fileInput(container), csvFile(2));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(FakeRequest.last).not.toBeNull());
    act(() =>
      FakeRequest.last?.answer(400, {
        message: '2 rows have problems; nothing was saved.',
        errors: {
          'rows.3.Season': ['No season is called 1999/00.'],
          'rows.2.Reference': ['A legacy trade with this reference is already imported.'],
        },
      }),
    );
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(screen.getByText('Nothing was saved.')).toBeInTheDocument();
    expect(screen.getByText('2 rows of the file have problems. Correct them and import the file again.')).toBeInTheDocument();
    expect(
      within(problems)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Row 2ReferenceA legacy trade with this reference is already imported.', 'Row 3SeasonNo season is called 1999/00.']);
  });
});

const detail: TLegacyTradeDetail = {
  id: 7,
  reference: 'WC-2019-0001',
  type: 'cgx',
  season: { id: 1, name: '2019/20' },
  deliveryPeriod: { id: 2, name: 'Nov 2019' },
  commodity: { id: 3, name: 'Wheat' },
  grade: { id: 4, code: 'APW1', name: 'Australian Premium White 1', commodityName: 'Wheat' },
  site: { id: 5, name: 'Moree', state: 'NSW', portName: 'Newcastle' },
  storageProvider: { id: 6, nickname: 'GrainCorp', tradingName: 'GrainCorp Operations' },
  quantity: '120.500',
  shrunk: '119.800',
  price: '285.00',
  portEquiv: '310.40',
  date: '2019-11-04',
  createdAt: '2026-11-20T01:00:00.000Z',
  importedBy: 'Sam Staff',
  status: 'settled',
  sellerInvoice: 'INV-S-1',
  buyerInvoice: 'INV-B-1',
  sellerType: 'Grower',
  spreads: [
    { gradeName: 'APW1', amount: '5.00' },
    { gradeName: 'H2', amount: '-3.00' },
  ],
  oil: null,
  admix: null,
  seller: { id: 1, name: 'Paddock Farms', tradingName: 'Paddock Farms', abn: '51 824 753 556', ngr: '87654321', type: 'grower' },
  buyer: { id: 2, name: 'Riverina Grain Traders', tradingName: 'Riverina Grain Traders', abn: null, ngr: null, type: 'trader' },
  agent: null,
  sellerUser: { id: 10, name: 'Jack Thompson', email: 'jack@example.com', tradingName: 'Paddock Farms' },
  buyerUser: null,
  offerCreator: null,
  bidCreator: { id: 11, name: 'Ann Lee', email: 'ann@example.com', tradingName: 'Riverina Grain Traders' },
  agentUser: null,
};

function renderDetail(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/portal/legacy-trades/:tradeId" element={<LegacyTradePage />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route, session: staff() },
  );
}

describe('a legacy trade’s page', () => {
  it('shows every field read-only, with the Details and Notes tabs', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/back-office/legacy-trades/7': { body: detail } }).fetchMock);
    renderDetail('/portal/legacy-trades/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legacy Trade WC-2019-0001' })).toBeInTheDocument();
    const trade = screen.getByRole('table', { name: 'Legacy trade' });
    for (const text of [
      'Settled',
      '04 Nov 2019',
      'Wheat APW1 (Australian Premium White 1)',
      'Nov 2019',
      'Moree, NSW (port Newcastle)',
      'GrainCorp',
      '120.5 mt',
      '$285.00/mt',
      '$310.40/mt',
      'APW1 +5.00, H2 -3.00',
      'INV-S-1',
      'INV-B-1',
    ]) {
      expect(within(trade).getByText(text)).toBeInTheDocument();
    }
    const seller = screen.getByRole('table', { name: 'Seller' });
    for (const text of ['Paddock Farms', '51 824 753 556', '87654321', 'Grower', 'Jack Thompson (jack@example.com, Paddock Farms)']) {
      expect(within(seller).getAllByText(text).length).toBeGreaterThan(0);
    }
    const buyer = screen.getByRole('table', { name: 'Buyer' });
    expect(within(buyer).getByText('Ann Lee (ann@example.com, Riverina Grain Traders)')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText(/Imported .* by Sam Staff\. Legacy trades are read-only\./)).toBeInTheDocument();
  });

  it('says the page is not there for an unknown legacy trade', async () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchMock);
    renderDetail('/portal/legacy-trades/999');
    expect(await screen.findByText(/Sorry, this page is not available/)).toBeInTheDocument();
  });
});

describe('a legacy trade’s notes', () => {
  it('sit beside its details, with Create note', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/back-office/notes': EMPTY_PAGE }).fetchMock);
    renderWithProviders(
      <Routes>
        <Route
          path="/portal/legacy-trades/:resourceId/notes"
          element={<TradeNotesPage resourceType="LegacyTrade" basePath="/portal/legacy-trades" />}
        />
      </Routes>,
      { route: '/portal/legacy-trades/7/notes', session: staff() },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Legacy Trade Notes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create note' })).toHaveAttribute('href', '/portal/legacy-trades/7/notes/create');
  });
});

describe('the trades list', () => {
  it('leads staff to the import', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/back-office/trades': { body: { ...EMPTY_PAGE.body, totalQuantity: '0' } } }).fetchMock);
    renderWithProviders(<TradesPage />, { route: '/portal/trades', session: staff() });
    expect(await screen.findByRole('link', { name: 'Import legacy trades' })).toHaveAttribute('href', '/portal/legacy-trades/import');
  });
});
