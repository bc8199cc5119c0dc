import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ADVANTAGE_IDS, ADVANTAGES } from '../advantages';
import { AdvantageCards } from './advantage-cards';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function screenWidth(px: number) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => {
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    return {
      matches: min ? px >= Number(min[1]) * 16 : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    };
  }) as unknown as typeof window.matchMedia;
}

describe('AdvantageCards', () => {
  it('has the six advantages of the spec', () => {
    expect(ADVANTAGES.map((advantage) => advantage.id)).toEqual([...ADVANTAGE_IDS]);
  });

  it('shows two columns of three on a wide screen', () => {
    screenWidth(1280);
    renderWithProviders(<AdvantageCards />);
    const grid = screen.getByTestId('advantage-grid');
    expect(within(grid).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.queryByRole('region', { name: /Advantages/ })).not.toBeInTheDocument();
    expect(screen.getByText('Payment arrives within 7 business days of the trade.')).toBeInTheDocument();
  });

  it('shows a carousel with arrows on a narrow screen', () => {
    screenWidth(375);
    renderWithProviders(<AdvantageCards />);
    expect(screen.getByRole('region', { name: 'Advantages of trading on CGX' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Previous card' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next card' })).toBeInTheDocument();
  });
});
