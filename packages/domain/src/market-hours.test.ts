import { describe, expect, it } from 'vitest';
import { formatWindow, marketHoursLabel, marketStatusAt, scheduledStatus } from './market-hours.ts';
import { ZMarketWindow } from './market-hours.schemas.ts';

const WINDOWS = [
  { start: '10:00', end: '10:05' },
  { start: '20:30', end: '20:35' },
];
// 22 Nov 2026 is in daylight saving: Sydney = UTC+11.
const sydney = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+11:00`);

describe('market hours (design §5 reading: closed for processing inside the windows)', () => {
  it('is closed inside a window, open outside, and the window ends exclusive', () => {
    expect(scheduledStatus(sydney('09:59'), WINDOWS, 'closed')).toBe('open');
    expect(scheduledStatus(sydney('10:00'), WINDOWS, 'closed')).toBe('closed');
    expect(scheduledStatus(sydney('10:04'), WINDOWS, 'closed')).toBe('closed');
    expect(scheduledStatus(sydney('10:05'), WINDOWS, 'closed')).toBe('open');
    expect(scheduledStatus(sydney('20:31'), WINDOWS, 'closed')).toBe('closed');
  });

  it('reads the windows the other way when configured', () => {
    expect(scheduledStatus(sydney('10:02'), WINDOWS, 'open')).toBe('open');
    expect(scheduledStatus(sydney('12:00'), WINDOWS, 'open')).toBe('closed');
  });

  it('uses Sydney time in winter too (UTC+10)', () => {
    expect(scheduledStatus(new Date('2026-06-15T00:02:00Z'), WINDOWS, 'closed')).toBe('closed');
    expect(scheduledStatus(new Date('2026-06-15T00:06:00Z'), WINDOWS, 'closed')).toBe('open');
  });

  it('lets staff forcing win over the schedule', () => {
    expect(marketStatusAt(sydney('12:00'), { windows: WINDOWS, windowsMean: 'closed', forcedStatus: 'closed' })).toBe('closed');
    expect(marketStatusAt(sydney('10:01'), { windows: WINDOWS, windowsMean: 'closed', forcedStatus: 'open' })).toBe('open');
  });

  it('labels the hours as the spec shows them, with AEST or AEDT', () => {
    expect(formatWindow({ start: '10:00', end: '10:05' })).toBe('10:00-10:05 am');
    expect(formatWindow({ start: '20:30', end: '20:35' })).toBe('8:30-8:35 pm');
    expect(formatWindow({ start: '11:50', end: '12:10' })).toBe('11:50 am-12:10 pm');
    expect(marketHoursLabel(WINDOWS, sydney('12:00'))).toBe('10:00-10:05 am and 8:30-8:35 pm AEDT');
    expect(marketHoursLabel(WINDOWS, new Date('2026-06-15T02:00:00Z'))).toBe('10:00-10:05 am and 8:30-8:35 pm AEST');
  });

  it('validates windows', () => {
    expect(ZMarketWindow.safeParse({ start: '10:05', end: '10:00' }).success).toBe(false);
    expect(ZMarketWindow.safeParse({ start: '24:00', end: '24:05' }).success).toBe(false);
  });
});
