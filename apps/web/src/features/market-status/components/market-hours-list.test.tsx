import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { marketStatus } from '../market-status.fixtures';
import { MarketHoursList } from './market-hours-list';

describe('the market hours in the ticker’s panel', () => {
  it('says the windows are short processing breaks in an open day, not the opening hours', () => {
    renderWithProviders(<MarketHoursList status={marketStatus('open', 'open')} />);
    expect(screen.getByText('Market hours')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Open all day, except for short breaks while orders are processed: 10:00-10:05 am and 8:30-8:35 pm AE[DS]T \(Sydney time\)\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('names each market when their hours differ', () => {
    renderWithProviders(<MarketHoursList status={marketStatus('open', 'open', [{ start: '11:00', end: '11:05' }])} />);
    expect(screen.getByText('CGX hours')).toBeInTheDocument();
    expect(screen.getByText(/11:00-11:05 am AE[DS]T/)).toBeInTheDocument();
  });
});
