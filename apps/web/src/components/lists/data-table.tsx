import type { SortDirection, TPage } from '@cgx/domain/lists.schemas';
import { Alert, Card, Checkbox, Group, NativeSelect, Skeleton, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import { ListPagination } from './list-pagination';
import type { RowKey } from './row-selection';

export type DataColumn<Row, Sort extends string> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort column behind this header; without one the header is not a sort button. */
  sort?: Sort;
  align?: 'left' | 'right';
  /** On a phone each row is a card: 'title' heads it, 'field' is a labelled line (the default), 'hidden' is left out. */
  phone?: 'title' | 'field' | 'hidden';
};

export type DataTableProps<Row, Sort extends string> = {
  /** Names the table for screen readers, e.g. 'Active bids'. */
  label: string;
  columns: DataColumn<Row, Sort>[];
  rowKey: (row: Row) => string | number;
  /** The current page; undefined while the first page loads. */
  page: TPage<Row> | undefined;
  loading: boolean;
  error?: Error | null;
  sort: Sort;
  direction: SortDirection;
  onSort: (sort: Sort, direction: SortDirection) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** Shown instead of the table when nothing matches. */
  empty: ReactNode;
  /** Buttons at the end of each row (edit, cancel, …). */
  actions?: (row: Row) => ReactNode;
  /**
   * Tick boxes for a bulk action (useRowSelection): one per row, named by `rowLabel`, and one for
   * every row of the page. Without it the table has none.
   */
  selection?: { selected: ReadonlySet<RowKey>; onChange: (selected: ReadonlySet<RowKey>) => void; rowLabel: (row: Row) => string };
};

const SKELETON_ROWS = 5;

/**
 * The one table of every list (docs/adding-a-screen.md): sortable headers that ask the server,
 * a skeleton while loading, an empty state, paging, and on a phone a card per row instead of
 * a table that scrolls sideways.
 */
export function DataTable<Row, Sort extends string>(props: DataTableProps<Row, Sort>) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { page, loading, error, empty, label } = props;
  let body: ReactNode;
  if (error) body = <Alert color="red">{error.message}</Alert>;
  else if (!page) body = phone ? <PhoneSkeleton /> : <TableView {...props} rows={undefined} />;
  else if (page.rows.length === 0) body = <Text c="dimmed">{empty}</Text>;
  else body = phone ? <PhoneCards {...props} rows={page.rows} /> : <TableView {...props} rows={page.rows} />;
  return (
    <Stack gap="sm" aria-busy={loading} aria-label={label} role="region">
      {body}
      {page && page.total > 0 && (
        <ListPagination total={page.total} page={page.page} pageSize={page.pageSize} onPage={props.onPage} onPageSize={props.onPageSize} />
      )}
    </Stack>
  );
}

function SortHeader<Row, Sort extends string>({
  column,
  sort,
  direction,
  onSort,
}: { column: DataColumn<Row, Sort> } & Pick<DataTableProps<Row, Sort>, 'sort' | 'direction' | 'onSort'>) {
  if (!column.sort) return <Table.Th ta={column.align}>{column.header}</Table.Th>;
  const active = column.sort === sort;
  const Icon = active ? (direction === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
  const next: SortDirection = active && direction === 'desc' ? 'asc' : 'desc';
  return (
    <Table.Th ta={column.align} aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton className={classes.sortButton} onClick={() => column.sort && onSort(column.sort, next)}>
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{column.header}</span>
          <Icon size={14} aria-hidden className={active ? undefined : classes.idleIcon} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function TableView<Row, Sort extends string>(props: DataTableProps<Row, Sort> & { rows: Row[] | undefined }) {
  const { columns, rows, actions, rowKey } = props;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {props.selection && (
              <Table.Th w={40}>
                <PageCheckbox {...props} rows={rows} />
              </Table.Th>
            )}
            {columns.map((column) => (
              <SortHeader key={column.key} column={column} sort={props.sort} direction={props.direction} onSort={props.onSort} />
            ))}
            {actions && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows
            ? rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {props.selection && (
                    <Table.Td>
                      <RowCheckbox row={row} rowKey={rowKey} selection={props.selection} />
                    </Table.Td>
                  )}
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                  {actions && (
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {actions(row)}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <Table.Tr key={index}>
                  {props.selection && <Table.Td />}
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                  {actions && <Table.Td />}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PhoneCards<Row, Sort extends string>(props: DataTableProps<Row, Sort> & { rows: Row[] }) {
  const { columns, rows, actions, rowKey } = props;
  const title = columns.find((column) => column.phone === 'title');
  const fields = columns.filter((column) => (column.phone ?? 'field') === 'field');
  return (
    <Stack gap="sm">
      <PhoneSort {...props} />
      {props.selection && <PageCheckbox {...props} rows={rows} />}
      <Stack gap="sm" component="ul" className={classes.cards}>
        {rows.map((row) => (
          <Card key={rowKey(row)} component="li" withBorder radius="md" padding="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start" mb={4}>
              {props.selection && <RowCheckbox row={row} rowKey={rowKey} selection={props.selection} />}
              {title && <Text fw={600}>{title.cell(row)}</Text>}
            </Group>
            <dl className={classes.fields}>
              {fields.map((column) => (
                <div key={column.key} className={classes.field}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && (
              <Group gap="xs" mt="xs">
                {actions(row)}
              </Group>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

function RowCheckbox<Row>({
  row,
  rowKey,
  selection,
}: {
  row: Row;
  rowKey: (row: Row) => RowKey;
  selection: NonNullable<DataTableProps<Row, string>['selection']>;
}) {
  const key = rowKey(row);
  return (
    <Checkbox
      aria-label={`Select ${selection.rowLabel(row)}`}
      checked={selection.selected.has(key)}
      onChange={(event) => {
        const next = new Set(selection.selected);
        if (event.currentTarget.checked) next.add(key);
        else next.delete(key);
        selection.onChange(next);
      }}
    />
  );
}

/** Ticks or clears every row of the page; shows a dash when some are ticked. */
function PageCheckbox<Row, Sort extends string>({ selection, rows, rowKey }: DataTableProps<Row, Sort> & { rows: Row[] | undefined }) {
  if (!selection) return null;
  const keys = (rows ?? []).map(rowKey);
  const ticked = keys.filter((key) => selection.selected.has(key)).length;
  return (
    <Checkbox
      aria-label="Select every row on this page"
      checked={keys.length > 0 && ticked === keys.length}
      indeterminate={ticked > 0 && ticked < keys.length}
      disabled={keys.length === 0}
      onChange={(event) => selection.onChange(event.currentTarget.checked ? new Set(keys) : new Set())}
    />
  );
}

/** A phone has no column headers to press: the same sorts as a list. */
function PhoneSort<Row, Sort extends string>({ columns, sort, direction, onSort }: DataTableProps<Row, Sort>) {
  const sortable = columns.filter((column) => column.sort);
  if (sortable.length === 0) return null;
  const options = sortable.flatMap((column) => [
    { value: `${column.sort}:desc`, label: `${column.header}, descending` },
    { value: `${column.sort}:asc`, label: `${column.header}, ascending` },
  ]);
  return (
    <NativeSelect
      label="Sort by"
      data={options}
      value={`${sort}:${direction}`}
      onChange={(event) => {
        const [column, order] = event.currentTarget.value.split(':') as [Sort, SortDirection];
        onSort(column, order);
      }}
    />
  );
}

function PhoneSkeleton() {
  return (
    <Stack gap="sm">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height={96} radius="md" />
      ))}
    </Stack>
  );
}
