import { describe, expect, it } from 'vitest';
import { marketStatus } from './market-status.fixtures';
import { isMarketStatusMessage, shouldRecheckOnVisible, tickerView } from './ticker';

const SUMMER = new Date('2026-12-01T00:00:00Z');
const WINTER = new Date('2026-07-01T00:00:00Z');

describe('tickerView', () => {
  it('shows one combined status when both markets agree', () => {
    expect(tickerView(marketStatus('open', 'open'), SUMMER).entries).toEqual([{ key: 'all', text: 'Market open', status: 'open' }]);
    expect(tickerView(marketStatus('closed', 'closed'), SUMMER).entries).toEqual([{ key: 'all', text: 'Market closed', status: 'closed' }]);
  });

  it('shows each market separately when they differ', () => {
    expect(tickerView(marketStatus('open', 'closed'), SUMMER).entries).toEqual([
      { key: 'cgx', text: 'CGX open', status: 'open' },
      { key: 'igrainx', text: 'igrainX closed', status: 'closed' },
    ]);
  });

  it('gives the hours in Sydney time with AEDT in summer and AEST in winter', () => {
    expect(tickerView(marketStatus('open', 'open'), SUMMER).hours).toEqual([
      { key: 'all', label: 'Market hours', hours: '10:00-10:05 am and 8:30-8:35 pm AEDT', windowsMean: 'closed' },
    ]);
    expect(tickerView(marketStatus('open', 'open'), WINTER).hours[0]?.hours).toBe('10:00-10:05 am and 8:30-8:35 pm AEST');
  });

  it('gives each market its hours when their schedules differ', () => {
    const view = tickerView(marketStatus('open', 'open', [{ start: '12:00', end: '12:30' }]), WINTER);
    expect(view.hours.map((hours) => `${hours.label}: ${hours.hours}`)).toEqual([
      'CGX hours: 10:00-10:05 am and 8:30-8:35 pm AEST',
      'igrainX hours: 12:00-12:30 pm AEST',
    ]);
  });
});

describe('shouldRecheckOnVisible', () => {
  const HOUR = 60 * 60 * 1000;
  it('rechecks only after more than 4 hours hidden', () => {
    expect(shouldRecheckOnVisible(null, 10 * HOUR)).toBe(false);
    expect(shouldRecheckOnVisible(0, 4 * HOUR)).toBe(false);
    expect(shouldRecheckOnVisible(0, 4 * HOUR + 1)).toBe(true);
  });
});

describe('isMarketStatusMessage', () => {
  it('accepts the status answer and nothing else', () => {
    expect(isMarketStatusMessage(marketStatus('open', 'closed'))).toBe(true);
    expect(isMarketStatusMessage({ cgx: 'open' })).toBe(false);
    expect(isMarketStatusMessage('open')).toBe(false);
  });
});
