import { Card, SimpleGrid, type SimpleGridProps, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { LinkCardContent } from '../home-content';
import classes from './link-cards.module.css';

interface LinkCardsProps {
  cards: readonly LinkCardContent[];
  cols: SimpleGridProps['cols'];
  /** Routed public paths (docs/decisions/0101): a card links only to a page that exists. */
  isRouted: (path: string) => boolean;
}

/** A grid of cards; each whose page is routed is one link (the whole card is the target). */
export function LinkCards({ cards, cols, isRouted }: LinkCardsProps) {
  return (
    <SimpleGrid cols={cols} spacing="md">
      {cards.map((card) => {
        const routed = isRouted(card.to);
        const CardIcon = card.icon;
        const body = (
          <>
            <ThemeIcon size={44} radius="md" variant="light" color="forest" mb="sm">
              <CardIcon size={26} aria-hidden />
            </ThemeIcon>
            <Text component="h3" fw={700} fz="lg" mb={4}>
              {card.title}
            </Text>
            <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
              {card.text}
            </Text>
            {routed && (
              <Text fz="sm" fw={600} c="forest.7" mt="sm" className={classes.more}>
                Learn more <IconArrowRight size={14} aria-hidden />
              </Text>
            )}
          </>
        );
        return routed ? (
          <Card key={card.to} component={Link} to={card.to} padding="lg" radius="md" withBorder className={classes.linkCard}>
            {body}
          </Card>
        ) : (
          <Card key={card.to} padding="lg" radius="md" withBorder>
            {body}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
