import { Stack, Text } from '@mantine/core';

/** A table cell of two lines, the second smaller and dimmed (a trade's grain and its season, a place and its pricing point). */
export const TwoLines = ({ first, second }: { first: string; second?: string | null }) => (
  <Stack gap={0}>
    <Text size="sm">{first}</Text>
    {second && (
      <Text size="xs" c="dimmed">
        {second}
      </Text>
    )}
  </Stack>
);
