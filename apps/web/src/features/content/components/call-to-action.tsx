import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './content.module.css';

/** The closing invitation of a page: register, or contact us. */
export function CallToAction({ title, text, actions }: { title: string; text: ReactNode; actions: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 40, sm: 64 }}>
      <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" className={classes.cta}>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={640}>
            <Title order={2}>{title}</Title>
            <Text c="dimmed">{text}</Text>
          </Stack>
          <Group gap="sm">{actions}</Group>
        </Group>
      </Paper>
    </Container>
  );
}
