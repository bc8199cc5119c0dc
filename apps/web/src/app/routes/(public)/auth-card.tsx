import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/ui/use-page-title';

/** A narrow card for the recovery pages: forgot password, forgot login number, reset, e-mail sent. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }}>
      <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="sm">
        <Stack gap="md">
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
