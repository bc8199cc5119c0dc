import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './content.module.css';

export interface Feature {
  icon: Icon;
  title: string;
  text: ReactNode;
}

/** Cards with an icon, a title (h3) and a sentence or two. */
export function FeatureGrid({ features, columns = 3 }: { features: readonly Feature[]; columns?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {features.map(({ icon: FeatureIcon, title, text }) => (
        <Paper key={title} p="lg" radius="md" className={classes.card}>
          <ThemeIcon size={44} radius="md" variant="light" color="forest" mb="md">
            <FeatureIcon size={26} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="lg" mb={6}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" component="div">
            {text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
