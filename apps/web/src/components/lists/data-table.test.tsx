import { zListQuery } from '@cgx/domain/lists.schemas';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LocationDisplay } from '../../test/location';
import { renderWithProviders } from '../../test/render';
import { DataTable } from './data-table';
import { ListFilters } from './list-filters';
import { useListQuery } from './use-list-query';

type Row = { id: number; name: string; price: string };
const ZQuery = zListQuery({ sorts: ['createdAt', 'price'] as const });

/** A list as a screen builds it, with rows made up from the query so that what the URL says is visible. */
function Harness({ rows }: { rows: Row[] }) {
  const list = useListQuery(ZQuery);
  return (
    <>
      <ListFilters list={list} searchHint="Name" />
      <DataTable
        label="Things"
        columns={[
          { key: 'name', header: 'Name', cell: (row: Row) => row.name, phone: 'title' },
          { key: 'price', header: 'Price', sort: 'price', align: 'right', cell: (row: Row) => row.price },
        ]}
        rowKey={(row) => row.id}
        page={{ rows, total: 60, page: list.query.page, pageSize: list.query.pageSize }}
        loading={false}
        sort={list.query.sort}
        direction={list.query.direction}
        onSort={(sort, direction) => list.set({ sort, direction })}
        onPage={(page) => list.set({ page })}
        onPageSize={(pageSize) => list.set({ pageSize })}
        empty="Nothing here."
      />
      <LocationDisplay />
    </>
  );
}

const rows: Row[] = [
  { id: 1, name: 'Wheat', price: '300.00' },
  { id: 2, name: 'Barley', price: '250.00' },
];
const location = () => screen.getByTestId('location').textContent;

describe('list state in the URL and the data table', () => {
  it('writes the term (with page=1) to the query string only after 500 ms of quiet', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<Harness rows={rows} />, { route: '/things?page=3' });
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'whe' } });
      act(() => vi.advanceTimersByTime(300));
      expect(location()).toBe('/things?page=3');
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'wheat' } });
      act(() => vi.advanceTimersByTime(499));
      expect(location()).toBe('/things?page=3');
      act(() => vi.advanceTimersByTime(1));
      expect(location()).toBe('/things?page=1&term=wheat');
      expect(screen.getByLabelText('Search')).toHaveValue('wheat');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a typed date while the URL catches up, so the other date typed then is written beside it', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    function Dates() {
      const list = useListQuery(ZQuery);
      shown.push(list.typed.dateFrom);
      return (
        <>
          <ListFilters list={list} searchHint="Name" />
          <LocationDisplay />
        </>
      );
    }
    try {
      renderWithProviders(<Dates />, { route: '/things' });
      fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-12-31' } });
      act(() => vi.advanceTimersByTime(500));
      // Never the URL's old (empty) value once typed: a To typed in that moment would have dropped it.
      expect(shown.slice(shown.indexOf('2026-12-31'))).not.toContain('');
      fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-01-01' } });
      act(() => vi.advanceTimersByTime(500));
      expect(location()).toBe('/things?dateFrom=2026-12-31&page=1&dateTo=2026-01-01');
      expect(screen.getByLabelText('Created from')).toHaveValue('2026-12-31');
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the back button: the fields show the URL they return to', () => {
    function Back() {
      const list = useListQuery(ZQuery);
      const navigate = useNavigate();
      return (
        <>
          <ListFilters list={list} searchHint="Name" />
          <button type="button" onClick={() => navigate(-1)}>
            Back
          </button>
        </>
      );
    }
    vi.useFakeTimers();
    try {
      renderWithProviders(<Back />, { route: '/things?term=barley' });
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'wheat' } });
      act(() => vi.advanceTimersByTime(500));
      expect(screen.getByLabelText('Search')).toHaveValue('wheat');
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      act(() => vi.advanceTimersByTime(0));
      expect(screen.getByLabelText('Search')).toHaveValue('barley');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sorts through the header (descending first, then ascending) and marks the column with aria-sort', () => {
    renderWithProviders(<Harness rows={rows} />, { route: '/things' });
    const header = screen.getByRole('columnheader', { name: /Price/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(header).getByRole('button'));
    expect(location()).toBe('/things?sort=price&page=1');
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Price/ })).getByRole('button'));
    expect(location()).toBe('/things?sort=price&page=1&direction=asc');
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages, says which rows are shown, and ignores values the schema refuses', () => {
    renderWithProviders(<Harness rows={rows} />, { route: '/things?page=2&pageSize=7&sort=bogus' });
    // pageSize=7 and sort=bogus are dropped: the defaults (25, createdAt) apply; the page stays.
    expect(screen.getByText('Showing 26–50 of 60')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(location()).toContain('page=3');
    expect(screen.getByText('Showing 51–60 of 60')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(location()).toContain('pageSize=50');
    expect(location()).toContain('page=1');
  });

  it('keeps a reversed date range, says so on the To field, and leaves out only the values nobody sees', () => {
    function Query() {
      const list = useListQuery(ZQuery);
      return (
        <>
          <ListFilters list={list} searchHint="Name" />
          <output data-testid="query">{JSON.stringify(list.query)}</output>
        </>
      );
    }
    renderWithProviders(<Query />, { route: '/things?dateFrom=2026-11-02&dateTo=2026-11-01&pageSize=7' });
    expect(screen.getByLabelText('Created to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Must be on or after the start date')).toBeInTheDocument();
    expect(screen.getByLabelText('Created from')).not.toHaveAttribute('aria-invalid', 'true');
    // The query still carries the range the fields show, so the API refuses it rather than answering without it.
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '{}')).toMatchObject({
      dateFrom: '2026-11-02',
      dateTo: '2026-11-01',
      pageSize: 25,
    });
  });

  it('on a phone shows a card per row, headed by the title column, and the sorts as a list', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      renderWithProviders(<Harness rows={rows} />, { route: '/things' });
      const cards = await screen.findAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0] as HTMLElement).getByText('Wheat')).toBeInTheDocument();
      expect(within(cards[0] as HTMLElement).getByText('300.00')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price:asc' } });
      expect(location()).toBe('/things?sort=price&direction=asc&page=1');
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows the empty text when nothing matches', () => {
    renderWithProviders(<Harness rows={[]} />, { route: '/things' });
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
