import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CardCarousel, type CarouselCard } from './card-carousel';

const cards: CarouselCard[] = ['One', 'Two', 'Three'].map((name) => ({
  id: name.toLowerCase(),
  title: `${name} title`,
  content: <p>{name} body</p>,
}));

const currentSlide = () => document.querySelector('[data-current]')?.getAttribute('aria-label');
const previousArrow = () => screen.queryByRole('button', { name: 'Previous card' });
const nextArrow = () => screen.queryByRole('button', { name: 'Next card' });

describe('CardCarousel', () => {
  it('starts at the first card with only the right arrow', () => {
    renderWithProviders(<CardCarousel label="Advantages" cards={cards} />);
    expect(currentSlide()).toBe('1 of 3');
    expect(previousArrow()).not.toBeInTheDocument();
    expect(nextArrow()).toBeInTheDocument();
  });

  it('moves with the arrows and hides the right arrow on the last card', () => {
    renderWithProviders(<CardCarousel label="Advantages" cards={cards} />);
    fireEvent.click(nextArrow() as HTMLElement);
    expect(currentSlide()).toBe('2 of 3');
    expect(previousArrow()).toBeInTheDocument();
    expect(nextArrow()).toBeInTheDocument();
    fireEvent.click(nextArrow() as HTMLElement);
    expect(currentSlide()).toBe('3 of 3');
    expect(nextArrow()).not.toBeInTheDocument();
    fireEvent.click(previousArrow() as HTMLElement);
    expect(currentSlide()).toBe('2 of 3');
  });

  it('starts at the initial slide', () => {
    renderWithProviders(<CardCarousel label="Advantages" cards={cards} initialSlide={2} />);
    expect(currentSlide()).toBe('3 of 3');
    expect(nextArrow()).not.toBeInTheDocument();
    expect(previousArrow()).toBeInTheDocument();
  });

  it('keeps both arrows and wraps around when infinite', () => {
    renderWithProviders(<CardCarousel label="Advantages" cards={cards} infinite />);
    expect(previousArrow()).toBeInTheDocument();
    fireEvent.click(previousArrow() as HTMLElement);
    expect(currentSlide()).toBe('3 of 3');
    expect(nextArrow()).toBeInTheDocument();
  });

  it('shows no arrows for a single card or while loading', () => {
    const { unmount } = renderWithProviders(<CardCarousel label="Advantages" cards={cards.slice(0, 1)} />);
    expect(previousArrow()).not.toBeInTheDocument();
    expect(nextArrow()).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<CardCarousel label="Advantages" cards={cards} loading />);
    expect(nextArrow()).not.toBeInTheDocument();
    expect(screen.queryByText('One body')).not.toBeInTheDocument();
  });

  it('goes to a card from its dot and places titles inside or outside the card', () => {
    const mixed: CarouselCard[] = [
      { ...cards[0], id: 'a', titlePosition: 'outer', footer: <span>Footer A</span> } as CarouselCard,
      ...cards.slice(1),
    ];
    renderWithProviders(<CardCarousel label="Advantages" cards={mixed} dotPosition="top" />);
    const outerTitle = screen.getByRole('heading', { name: 'One title' });
    expect(outerTitle.closest('.mantine-Paper-root')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Two title' }).closest('.mantine-Paper-root')).not.toBeNull();
    expect(screen.getByText('Footer A')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show card 3 of 3' }));
    expect(currentSlide()).toBe('3 of 3');
  });

  it('follows the keyboard arrows', () => {
    renderWithProviders(<CardCarousel label="Advantages" cards={cards} />);
    const region = screen.getByRole('region', { name: 'Advantages' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('2 of 3');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('1 of 3');
  });
});
