import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { COUNTERS, counterLink } from '../counter-links';
import { todayMetrics } from '../../../test/market-data.fixtures';
import { MarketCounters } from './market-counters';

describe('counter links', () => {
  it('open the market sections when logged in and the login page when not (spec 000 §2.5)', () => {
    expect(COUNTERS.map((counter) => [counter.buttonLabel, counterLink(counter, true)])).toEqual([
      ['View Offers', '/market/offers'],
      ['View Bids', '/market/bids'],
      ['View Trades', '/market/trades'],
    ]);
    expect(COUNTERS.map((counter) => counterLink(counter, false))).toEqual(['/login', '/login', '/login']);
  });
});

describe('MarketCounters', () => {
  it('shows a placeholder while pending, then the three counters of today', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MarketCounters signedIn={false} />);
    expect(screen.getAllByTestId('counter-loading')).toHaveLength(3);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(new Response(JSON.stringify(todayMetrics('120.000')), { headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByTestId('counter-offered')).toHaveTextContent('1,851 t');
    expect(screen.getByTestId('counter-wanted')).toHaveTextContent('930 t');
    expect(screen.getByTestId('counter-traded')).toHaveTextContent('120 t');
    for (const caption of ['offered by sellers', 'wanted by buyers', 'traded today']) expect(screen.getByText(caption)).toBeInTheDocument();
  });

  it.each([
    [true, ['/market/offers', '/market/bids', '/market/trades']],
    [false, ['/login', '/login', '/login']],
  ])('links the buttons by the sign-in rule (signed in: %s)', async (signedIn, targets) => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/market/metrics/today': { body: todayMetrics() } }).fetchMock);
    renderWithProviders(<MarketCounters signedIn={signedIn} />);
    const links = ['View Offers', 'View Bids', 'View Trades'].map((name) => screen.getByRole('link', { name }));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(targets);
  });
});
