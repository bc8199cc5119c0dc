import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { feedItem } from '../../../test/market-data.fixtures';
import { MarketFeedTable } from './market-feed-table';

const NOW = new Date('2026-11-22T03:00:00.000Z');

describe('MarketFeedTable', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const items = [
    feedItem({ id: 2, createdAt: '2026-11-22T02:55:00.000Z' }),
    feedItem({
      id: 1,
      feedType: 'OFFER',
      marketType: 'igrainx',
      pricingPoint: 'Ex Farm',
      siteName: 'Horsham',
      storageProviderNickname: null,
      portEquiv: null,
      price: '270.00',
      createdAt: '2026-11-22T01:00:00.000Z',
    }),
  ];

  it('shows every column, the port equivalent in brackets and the time ago', () => {
    renderWithProviders(<MarketFeedTable items={items} loading={false} error={false} label="Market Data" />);
    const table = screen.getByTestId('market-feed-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Type',
      'Grade',
      'Location',
      'Pricing Point',
      'Port Zone',
      'Season',
      'Delivery',
      'Quantity',
      'Price (Port)',
      'When',
    ]);
    const [, trade, offer] = within(table).getAllByRole('row');
    expect(trade).toHaveTextContent('Trade');
    expect(within(trade as HTMLElement).getByText('$285.00 ($301.50)')).toBeInTheDocument();
    expect(within(trade as HTMLElement).getByText('5 mins ago')).toBeInTheDocument();
    expect(within(trade as HTMLElement).getByText('Dooen (GrainCorp), VIC')).toBeInTheDocument();
    expect(within(offer as HTMLElement).getByText('$270.00')).toBeInTheDocument();
    expect(within(offer as HTMLElement).getByText('Ex Farm')).toBeInTheDocument();
    expect(within(offer as HTMLElement).getByText('2 hours ago')).toBeInTheDocument();
  });

  it('has a compact list for small screens with the same figures', () => {
    renderWithProviders(<MarketFeedTable items={items} loading={false} error={false} label="Market Data" />);
    const list = screen.getByTestId('market-feed-list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0] as HTMLElement).getByText('$285.00 ($301.50)')).toBeInTheDocument();
    expect(within(entries[0] as HTMLElement).getByText('120 t')).toBeInTheDocument();
    expect(within(entries[0] as HTMLElement).getByText('5 mins ago')).toBeInTheDocument();
    expect(
      within(entries[1] as HTMLElement).getByText(/Ex Farm · 2026\/27 · Now|Ex Farm · Port Geelong · 2026\/27 · Now/),
    ).toBeInTheDocument();
  });

  it('says when there is nothing yet, and shows a placeholder while loading', () => {
    const { unmount } = renderWithProviders(<MarketFeedTable items={[]} loading={false} error={false} label="Market Data" />);
    expect(screen.getByText('Nothing on the market yet today.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<MarketFeedTable items={undefined} loading error={false} label="Market Data" />);
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });
});
