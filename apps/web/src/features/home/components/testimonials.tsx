import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconQuote } from '@tabler/icons-react';
import { TESTIMONIALS } from '../home-content';
import classes from './testimonials.module.css';

/** spec 000 §2.5: one slide under 640 px, two under 960 px, three otherwise. */
export function testimonialSlidesPerView(atLeast640: boolean, atLeast960: boolean): 1 | 2 | 3 {
  if (atLeast960) return 3;
  return atLeast640 ? 2 : 1;
}

export function Testimonials() {
  const atLeast640 = useMediaQuery('(min-width: 640px)', false, { getInitialValueInEffect: false }) ?? false;
  const atLeast960 = useMediaQuery('(min-width: 960px)', false, { getInitialValueInEffect: false }) ?? false;
  const perView = testimonialSlidesPerView(atLeast640, atLeast960);
  const scrolls = TESTIMONIALS.length > perView;

  return (
    <Stack gap="md" component="section" aria-labelledby="testimonials-heading">
      <Title order={2} id="testimonials-heading">
        What growers say
      </Title>
      <Carousel
        aria-label="Grower testimonials"
        slideSize={`${100 / perView}%`}
        slideGap="md"
        withControls={scrolls}
        withIndicators={scrolls}
        emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
        previousControlProps={{ 'aria-label': 'Previous testimonial' }}
        nextControlProps={{ 'aria-label': 'Next testimonial' }}
        data-slides-per-view={perView}
        classNames={{ root: classes.root, indicator: classes.indicator, control: classes.control }}
        data-scrolls={scrolls || undefined}
        controlsOffset={0}
      >
        {TESTIMONIALS.map((testimonial) => (
          <Carousel.Slide key={testimonial.id}>
            <Paper component="figure" m={0} p="lg" radius="md" h="100%" shadow="xs">
              <Stack gap="sm" h="100%">
                <IconQuote size={28} color="var(--mantine-color-wheat-6)" aria-hidden />
                <Text component="blockquote" m={0} fz="md" style={{ flex: 1 }}>
                  {testimonial.quote}
                </Text>
                <Text component="figcaption" fz="sm" c="dimmed">
                  <Text span fw={600} c="dark">
                    {testimonial.who}
                  </Text>
                  , {testimonial.where}
                </Text>
              </Stack>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Stack>
  );
}
