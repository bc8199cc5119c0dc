import { PAGE_SIZES } from '@cgx/domain/lists.schemas';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';

type ListPaginationProps = {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

const count = (value: number) => value.toLocaleString('en-AU');

/** 'Showing 26–50 of 230', the page buttons and the page size, under every list. */
export function ListPagination({ total, page, pageSize, onPage, onPageSize }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {first > last ? `${count(total)} in all` : `Showing ${count(first)}–${count(last)} of ${count(total)}`}
      </Text>
      <Group gap="sm" wrap="wrap">
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        )}
        <NativeSelect
          aria-label="Rows per page"
          size="xs"
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }))}
        />
      </Group>
    </Group>
  );
}
