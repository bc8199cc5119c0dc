import { Box, Stack, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { CardCarousel, type CardCarouselOptions } from '../../../components/ui/card-carousel/card-carousel';
import { usePrerendered } from '../../../components/ui/use-prerendered';
import { ADVANTAGES, ADVANTAGES_HEADING } from '../advantages';
import { AdvantageCardBody } from './advantage-card-body';
import { AdvantageGrid } from './advantage-grid';

/**
 * spec 000 §2.2: six advantage cards beside the sign-in form. Wide screens (Mantine md, 992 px and up)
 * get two columns of three; narrow screens a swipeable carousel with arrows.
 */
export function AdvantageCards({ carousel }: { carousel?: CardCarouselOptions }) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  // The prerendered login page cannot know the screen: it carries both, CSS showing the right one,
  // until React has taken it over and keeps only that one.
  const prerendered = usePrerendered();
  const grid = prerendered || wide;
  const cards = prerendered || !wide;
  // The same element across that switch, so React leaves the carousel as it is.
  const carouselElement = useMemo(
    () => (
      <CardCarousel
        label="Advantages of trading on CGX"
        adaptiveHeight
        {...carousel}
        cards={ADVANTAGES.map((advantage) => ({
          id: advantage.id,
          title: advantage.title,
          content: <AdvantageCardBody advantage={advantage} withTitle={false} />,
        }))}
      />
    ),
    [carousel],
  );

  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 'xl', md: 26 }}>
        {ADVANTAGES_HEADING}
      </Title>
      {grid && (
        <Box visibleFrom={prerendered ? 'md' : undefined}>
          <AdvantageGrid cols={2} data-testid="advantage-grid" />
        </Box>
      )}
      {cards && <Box hiddenFrom={prerendered ? 'md' : undefined}>{carouselElement}</Box>}
    </Stack>
  );
}
