import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable } from './data-table';
import { BulkActions, useRowSelection } from './row-selection';

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: 'Scepter' },
  { id: 2, name: 'Mace' },
];

/** A list with tick boxes and a bulk action bar; 'Next filter' stands for any change of the list's query. */
function Harness() {
  const [query, setQuery] = useState('a');
  const selection = useRowSelection(query);
  return (
    <>
      <button type="button" onClick={() => setQuery(`${query}a`)}>
        Next filter
      </button>
      <BulkActions count={selection.selected.size} noun={['variety', 'varieties']} onClear={selection.clear}>
        <button type="button">Make inactive</button>
      </BulkActions>
      <DataTable
        label="Things"
        columns={[{ key: 'name', header: 'Name', cell: (row: Row) => row.name, phone: 'title' }]}
        rowKey={(row) => row.id}
        page={{ rows: ROWS, total: 2, page: 1, pageSize: 25 }}
        loading={false}
        sort="name"
        direction="asc"
        onSort={() => undefined}
        onPage={() => undefined}
        onPageSize={() => undefined}
        empty="Nothing."
        selection={{ ...selection, rowLabel: (row) => row.name }}
      />
    </>
  );
}

// getByRole over a Mantine table is slow on a busy machine.
describe('row selection for bulk actions', { timeout: 20_000 }, () => {
  it('ticks rows one by one or the whole page, counts them, and lets go on a new query or Clear selection', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Mace' }));
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('1 variety selected')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(all);
    expect(screen.getByText('2 varieties selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Scepter' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select Scepter' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Scepter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next filter' }));
    expect(screen.getByRole('checkbox', { name: 'Select Scepter' })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });
});
