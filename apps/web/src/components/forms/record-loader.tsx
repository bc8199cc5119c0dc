import { Alert, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-client';
import { NotFoundContent } from '../ui/error-page';

/** An edit page's row: a skeleton while it loads, not-found for a row that does not exist, else the form. */
export function RecordLoader<Row>({ query, children }: { query: UseQueryResult<Row>; children: (row: Row) => ReactNode }) {
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundContent />;
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={56} radius="sm" />
        ))}
      </Stack>
    );
  }
  return children(query.data);
}
