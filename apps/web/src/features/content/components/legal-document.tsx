import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './content.module.css';

export interface LegalSection {
  /** The anchor of the section ('collection' → #collection). */
  id: string;
  title: string;
  body: ReactNode;
}

/** A policy page: the sections listed at the top, then each one under its h2. */
export function LegalDocument({ summary, sections }: { summary: ReactNode; sections: readonly LegalSection[] }) {
  return (
    <Container size="xl" py={{ base: 32, sm: 56 }}>
      <Stack gap="xl" className={classes.prose}>
        <Text size="lg">{summary}</Text>
        <Paper component="nav" aria-label="On this page" p="lg" radius="md">
          <Text fw={700} mb="xs">
            On this page
          </Text>
          <List type="ordered" spacing={4} size="sm">
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {sections.map((section, index) => (
          <Stack key={section.id} gap="sm" component="section" aria-labelledby={section.id}>
            <Title order={2} id={section.id} fz="h3">
              {index + 1}. {section.title}
            </Title>
            <Stack gap="sm">{section.body}</Stack>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
