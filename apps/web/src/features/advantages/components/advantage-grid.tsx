import { Paper, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { ADVANTAGES } from '../advantages';
import { AdvantageCardBody } from './advantage-card-body';

/** The six advantages as cards in a grid: beside the sign-in form and in the home page's value proposition. */
export function AdvantageGrid(props: Omit<SimpleGridProps, 'children'>) {
  return (
    <SimpleGrid spacing="md" {...props}>
      {ADVANTAGES.map((advantage) => (
        <Paper key={advantage.id} p="lg" radius="md" shadow="xs">
          <AdvantageCardBody advantage={advantage} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
