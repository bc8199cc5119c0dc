import { describe, expect, it } from 'vitest';
import { marketStatus } from './market-status.fixtures';
import { isMarketStatusMessage, shouldRecheckOnVisible, tickerEntries } from './ticker';
import { tickerHours } from './ticker-hours';

const SUMMER = new Date('2026-12-01T00:00:00Z');
const WINTER = new Date('2026-07-01T00:00:00Z');

describe('tickerEntries and tickerHours', () => {
  it('shows one combined status when both markets agree', () => {
    expect(tickerEntries(marketStatus('open', 'open'))).toEqual([{ key: 'all', text: 'Market open', status: 'open' }]);
    expect(tickerEntries(marketStatus('closed', 'closed'))).toEqual([{ key: 'all', text: 'Market closed', status: 'closed' }]);
  });

  it('shows each market separately when they differ', () => {
    expect(tickerEntries(marketStatus('open', 'closed'))).toEqual([
      { key: 'cgx', text: 'CGX open', status: 'open' },
      { key: 'igrainx', text: 'igrainX closed', status: 'closed' },
    ]);
  });

  it('gives the hours in Sydney time with AEDT in summer and AEST in winter', () => {
    expect(tickerHours(marketStatus('open', 'open'), SUMMER)).toEqual([
      { key: 'all', label: 'Market hours', hours: '10:00-10:05 am and 8:30-8:35 pm AEDT', windowsMean: 'closed' },
    ]);
    expect(tickerHours(marketStatus('open', 'open'), WINTER)[0]?.hours).toBe('10:00-10:05 am and 8:30-8:35 pm AEST');
  });

  it('gives each market its hours when their schedules differ', () => {
    const hours = tickerHours(marketStatus('open', 'open', [{ start: '12:00', end: '12:30' }]), WINTER);
    expect(hours.map((entry) => `${entry.label}: ${entry.hours}`)).toEqual([
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
