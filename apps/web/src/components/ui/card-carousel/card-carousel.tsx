import { ActionIcon, Paper, Skeleton, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import classes from './card-carousel.module.css';
import { arrowVisibility, clampSlide, neighbour } from './carousel-arrows';

export interface CarouselCard {
  id: string;
  content: ReactNode;
  /** Optional per-card title, shown inside the card (inner, the default) or above it (outer). */
  title?: ReactNode;
  titlePosition?: 'inner' | 'outer';
  footer?: ReactNode;
}

/** spec 000 §3 'Carousel options'. */
export interface CardCarouselOptions {
  /** Where the dots sit; 'none' hides them. Default 'bottom'. */
  dotPosition?: 'top' | 'bottom' | 'none';
  /** Show the left and right arrows. Default true. */
  arrows?: boolean;
  /** The card shown first. Default 0. */
  initialSlide?: number;
  /** Loop from the last card to the first. Default false. */
  infinite?: boolean;
  /** The carousel takes the height of the current card instead of the tallest. Default false. */
  adaptiveHeight?: boolean;
}

export interface CardCarouselProps extends CardCarouselOptions {
  cards: readonly CarouselCard[];
  /** Accessible name of the carousel. */
  label: string;
  loading?: boolean;
}

/** A swipeable, one-card-at-a-time carousel (embla) with arrows and dots. */
export function CardCarousel({
  cards,
  label,
  loading = false,
  dotPosition = 'bottom',
  arrows = true,
  initialSlide = 0,
  infinite = false,
  adaptiveHeight = false,
}: CardCarouselProps) {
  const count = cards.length;
  const [viewportRef, embla] = useEmblaCarousel({
    loop: infinite,
    startIndex: clampSlide(initialSlide, count),
    align: 'start',
  });
  // spec 000 §4: the current slide starts at the initial slide and updates before each change.
  const [selected, setCurrent] = useState(() => clampSlide(initialSlide, count));
  // Derived, not synchronised by an effect: fewer cards than before never leave the index out of range.
  const current = clampSlide(selected, count);
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [height, setHeight] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (!embla) return;
    // 'select' fires as soon as a new card is chosen (arrow, dot or swipe), before the movement ends.
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!adaptiveHeight) return;
    const measure = () => setHeight(slideRefs.current[current]?.offsetHeight || undefined);
    measure();
    embla?.on('resize', measure);
    return () => {
      embla?.off('resize', measure);
    };
  }, [adaptiveHeight, current, embla]);

  const goTo = useCallback(
    (index: number) => {
      setCurrent(index);
      embla?.scrollTo(index);
    },
    [embla],
  );

  const visible = arrowVisibility({ count, current, infinite, loading, arrows });
  const previous = () => goTo(neighbour(current, -1, count, infinite));
  const next = () => goTo(neighbour(current, 1, count, infinite));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' && visible.previous) previous();
    if (event.key === 'ArrowRight' && visible.next) next();
  };

  const dots =
    dotPosition !== 'none' && count > 1 && !loading ? (
      <div className={classes.dots}>
        {cards.map((card, index) => (
          <button
            key={card.id}
            type="button"
            className={classes.dot}
            aria-label={`Show card ${index + 1} of ${count}`}
            aria-current={index === current}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    ) : null;

  return (
    <section className={classes.root} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      {dotPosition === 'top' && dots}
      <div className={classes.frame}>
        <div className={classes.arrowSlot}>
          {visible.previous && (
            <ActionIcon variant="light" size="lg" radius="xl" aria-label="Previous card" onClick={previous}>
              <IconChevronLeft size={20} aria-hidden />
            </ActionIcon>
          )}
        </div>
        <div className={classes.viewport} ref={viewportRef} style={adaptiveHeight && height ? { height } : undefined} aria-live="polite">
          <div className={`${classes.container} ${adaptiveHeight ? classes.adaptive : ''}`}>
            {loading ? (
              <div className={classes.slide}>
                <Skeleton height={160} radius="md" />
              </div>
            ) : (
              cards.map((card, index) => (
                // The WAI-ARIA carousel pattern marks each slide as a group.
                <div
                  key={card.id}
                  ref={(element) => {
                    slideRefs.current[index] = element;
                  }}
                  className={classes.slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${count}`}
                  inert={index !== current}
                  data-current={index === current || undefined}
                >
                  {card.title && card.titlePosition === 'outer' && <CardTitle>{card.title}</CardTitle>}
                  <Paper className={classes.card} p="lg" radius="md">
                    {card.title && card.titlePosition !== 'outer' && <CardTitle>{card.title}</CardTitle>}
                    {card.content}
                    {card.footer && <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>{card.footer}</div>}
                  </Paper>
                </div>
              ))
            )}
          </div>
        </div>
        <div className={classes.arrowSlot}>
          {visible.next && (
            <ActionIcon variant="light" size="lg" radius="xl" aria-label="Next card" onClick={next}>
              <IconChevronRight size={20} aria-hidden />
            </ActionIcon>
          )}
        </div>
      </div>
      {dotPosition === 'bottom' && dots}
    </section>
  );
}

const CardTitle = ({ children }: { children: ReactNode }) => (
  <Text component="h3" fw={700} fz="lg" mb="xs">
    {children}
  </Text>
);
