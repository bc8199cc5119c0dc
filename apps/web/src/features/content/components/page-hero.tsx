import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './content.module.css';

interface PageHeroProps {
  /** A short word above the title: the section of the site ('Services', 'Users'). */
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
}

/** The band at the top of every information page, with the page's only h1. */
export function PageHero({ eyebrow, title, lead, actions }: PageHeroProps) {
  return (
    <Box className={classes.hero}>
      <Container size="xl" py={{ base: 40, sm: 72 }}>
        <Stack gap="md" maw={760}>
          {eyebrow && (
            <Text size="sm" fw={700} tt="uppercase" className={classes.eyebrow}>
              {eyebrow}
            </Text>
          )}
          <Title order={1} className={classes.heroTitle}>
            {title}
          </Title>
          <Text className={classes.heroLead}>{lead}</Text>
          {actions && (
            <Group gap="sm" mt="xs">
              {actions}
            </Group>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
