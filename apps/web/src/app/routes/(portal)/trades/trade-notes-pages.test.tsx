import { addDays, sydneyDate } from '@cgx/domain/calendar';
import { MSG } from '@cgx/domain/messages';
import { CALL_BACK_BEFORE_TODAY, type TNote, type TNoteResourceType } from '@cgx/domain/notes.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { CreateTradeNotePage, TradeNotesPage } from './trade-notes-pages';

const staffSession = () => sessionValue({ status: 'authenticated', session: makeSession('CGX Sales'), token: 't' });

const NOTE: TNote = {
  id: 7,
  resourceType: 'Trade',
  resourceId: 12,
  body: 'Grower will deliver\nnext week.',
  callBack: '2026-12-05',
  author: { id: 3, name: 'Ada Lovelace' },
  createdAt: '2026-11-20T23:30:00.000Z',
};
const page = (rows: TNote[]) => ({ body: { rows, total: rows.length, page: 1, pageSize: 25 } });

function renderPages(route: string, resourceType: TNoteResourceType = 'Trade', basePath = '/portal/trades') {
  return renderWithProviders(
    <Routes>
      <Route path={`${basePath}/:resourceId/notes`} element={<TradeNotesPage resourceType={resourceType} basePath={basePath} />} />
      <Route
        path={`${basePath}/:resourceId/notes/create`}
        element={<CreateTradeNotePage resourceType={resourceType} basePath={basePath} />}
      />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route, session: staffSession() },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('trade notes pages', { timeout: 30_000 }, () => {
  it('lists the trade’s notes (date, author, note, call-back) with a Create note link, and sorts by call-back', async () => {
    const user = userEvent.setup({ delay: null });
    const stub = stubFetch({
      'GET /api/back-office/notes': page([
        NOTE,
        { ...NOTE, id: 8, body: 'No call-back.', callBack: null, author: { id: 4, name: 'Grace Hopper' } },
      ]),
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    renderPages('/portal/trades/12/notes');
    expect(screen.getByRole('heading', { level: 1, name: 'Trade Notes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create note' })).toHaveAttribute('href', '/portal/trades/12/notes/create');
    await screen.findByText('Ada Lovelace');
    const table = screen.getByRole('table', { name: 'Notes' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Author', 'Note', 'Call-back']);
    const cells = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/^21 Nov 2026, 10:30 am AEDT$/i);
    expect(cells.slice(1)).toEqual(['Ada Lovelace', 'Grower will deliver\nnext week.', '05 Dec 2026']);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)[3],
    ).toBe('—');
    expect(stub.calls[0]?.url).toMatch(/^\/api\/back-office\/notes\?/);
    expect(new URL(stub.calls[0]?.url ?? '', 'http://x').searchParams.get('resourceType')).toBe('Trade');
    expect(new URL(stub.calls[0]?.url ?? '', 'http://x').searchParams.get('resourceId')).toBe('12');

    await user.click(screen.getByRole('button', { name: /Call-back/ }));
    await waitFor(() => expect(stub.calls.at(-1)?.url).toContain('sort=callBack'));
  });

  it('says when there are no notes, asks for an igrainX trade’s notes by its type, and shows not-found for a missing trade', async () => {
    const stub = stubFetch({
      'GET /api/back-office/notes': (_init, url) =>
        url.includes('resourceId=404') ? { status: 404, body: { message: 'Not found' } } : page([]),
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    const { unmount } = renderPages('/portal/trades/igrainx/5/notes', 'Igrain::Trade', '/portal/trades/igrainx');
    expect(screen.getByRole('heading', { level: 1, name: 'igrainX Trade Notes' })).toBeInTheDocument();
    expect(await screen.findByText('There are no notes yet.')).toBeInTheDocument();
    expect(new URL(stub.calls[0]?.url ?? '', 'http://x').searchParams.get('resourceType')).toBe('Igrain::Trade');
    expect(screen.getByRole('link', { name: 'Create note' })).toHaveAttribute('href', '/portal/trades/igrainx/5/notes/create');
    unmount();
    renderPages('/portal/trades/404/notes');
    expect(await screen.findByText(MSG.notFound)).toBeInTheDocument();
  });

  it('checks the note and the call-back date before sending, and puts a server 400 on its field', async () => {
    const user = userEvent.setup({ delay: null });
    const stub = stubFetch({
      'POST /api/back-office/notes': {
        status: 400,
        body: { message: MSG.invalidRequest, errors: { body: ['Must be 5000 characters or fewer'] } },
      },
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    renderPages('/portal/trades/12/notes/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Trade Note' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Call-back date'), addDays(sydneyDate(new Date()), -1));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText(CALL_BACK_BEFORE_TODAY)).toBeInTheDocument();
    expect(stub.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText('Call-back date'));
    await user.type(screen.getByLabelText(/^Note/), 'A long note.');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Must be 5000 characters or fewer')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Note/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(CALL_BACK_BEFORE_TODAY)).not.toBeInTheDocument();
  });

  it('saves the note with its call-back, says so and goes back to the notes', async () => {
    const user = userEvent.setup({ delay: null });
    const callBack = addDays(sydneyDate(new Date()), 2);
    const stub = stubFetch({ 'POST /api/back-office/notes': { status: 201, body: { ...NOTE, callBack } } });
    vi.stubGlobal('fetch', stub.fetchMock);
    renderPages('/portal/legacy-trades/31/notes/create', 'LegacyTrade', '/portal/legacy-trades');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/portal/legacy-trades/31/notes');
    await user.type(screen.getByLabelText(/^Note/), '  Call the buyer.  ');
    await user.type(screen.getByLabelText('Call-back date'), callBack);
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('The note is saved.')).toBeInTheDocument();
    // The notes route here renders the list, which asks for the legacy trade's notes (404: not stubbed).
    await waitFor(() =>
      expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({
        resourceType: 'LegacyTrade',
        resourceId: 31,
        body: 'Call the buyer.',
        callBack,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Legacy Trade Notes' })).toBeInTheDocument();
  });
});
