import { Paper, SimpleGrid, Stack, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CardCarousel, type CardCarouselOptions } from '../../../components/ui/card-carousel/card-carousel';
import { ADVANTAGES, ADVANTAGES_HEADING } from '../advantages';
import { AdvantageCardBody } from './advantage-card-body';

/**
 * spec 000 §2.2: six advantage cards beside the sign-in form. Wide screens (Mantine md, 992 px and up)
 * get two columns of three; narrow screens a swipeable carousel with arrows.
 */
export function AdvantageCards({ carousel }: { carousel?: CardCarouselOptions }) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });

  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 'xl', md: 26 }}>
        {ADVANTAGES_HEADING}
      </Title>
      {wide ? (
        <SimpleGrid cols={2} spacing="md" data-testid="advantage-grid">
          {ADVANTAGES.map((advantage) => (
            <Paper key={advantage.id} p="lg" radius="md" shadow="xs">
              <AdvantageCardBody advantage={advantage} />
            </Paper>
          ))}
        </SimpleGrid>
      ) : (
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
      )}
    </Stack>
  );
}
