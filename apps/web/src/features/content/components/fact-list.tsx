import { SimpleGrid, Stack, Text } from '@mantine/core';
import classes from './content.module.css';

export interface Fact {
  figure: string;
  label: string;
}

/** The numbers the exchange stands behind (spec 000 §1 and §9), in large type. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: facts.length > 3 ? 4 : 3 }} spacing="lg" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={2} className={classes.fact}>
          <Text component="dt" fz={28} fw={800} c="forest.8" lh={1.2}>
            {fact.figure}
          </Text>
          <Text component="dd" m={0} c="dimmed">
            {fact.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
