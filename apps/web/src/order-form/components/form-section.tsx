import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of a trading form (spec 001 §2: Variety, Quantity and Delivery, ...). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
