import { describe, expect, it } from 'vitest';
import { feedGrade, feedLocation, feedPrice, feedPricingPoint, feedQuantity, feedTypeLabel, timeAgo } from './feed-format';
import { feedItem } from '../../../test/market-data.fixtures';

describe('feed formatting', () => {
  it('shows the price at the location with the port equivalent in brackets', () => {
    expect(feedPrice(feedItem())).toBe('$285.00 ($301.50)');
    expect(feedPrice(feedItem({ price: '1234.5', portEquiv: null }))).toBe('$1,234.50');
    // Half-up as the invoices round (issue 24 §11): the web used to cut 12.345 to $12.34.
    expect(feedPrice(feedItem({ price: '12.345', portEquiv: null }))).toBe('$12.35');
  });

  it('names the type, grade, place and pricing point as a reader expects', () => {
    expect(feedTypeLabel('TRADE')).toBe('Trade');
    expect(feedTypeLabel('OFFER')).toBe('Offer');
    expect(feedGrade(feedItem())).toBe('Feed Barley 1');
    expect(feedGrade(feedItem({ commodityName: 'Wheat', gradeName: 'APH1' }))).toBe('Wheat APH1');
    expect(feedGrade(feedItem({ gradeName: null }))).toBe('Barley');
    expect(feedLocation(feedItem())).toBe('Dooen (GrainCorp), VIC');
    expect(feedLocation(feedItem({ siteName: 'Dubbo', storageProviderNickname: null, state: 'NSW' }))).toBe('Dubbo, NSW');
    expect(feedLocation(feedItem({ siteName: null, storageProviderNickname: null, state: null }))).toBe('—');
    expect(feedPricingPoint(feedItem())).toBe('Warehouse');
    expect(feedPricingPoint(feedItem({ marketType: 'igrainx', pricingPoint: 'Ex Farm' }))).toBe('Ex Farm');
    expect(feedQuantity(feedItem({ quantity: '1250.500' }))).toBe('1,250.5 t');
  });

  it('says how long ago an item came, in words', () => {
    const at = Date.parse('2026-11-22T00:00:00.000Z');
    const iso = '2026-11-22T00:00:00.000Z';
    expect(timeAgo(iso, at + 10_000)).toBe('just now');
    expect(timeAgo(iso, at - 5_000)).toBe('just now');
    expect(timeAgo(iso, at + 60_000)).toBe('1 min ago');
    expect(timeAgo(iso, at + 5 * 60_000)).toBe('5 mins ago');
    expect(timeAgo(iso, at + 3 * 3_600_000)).toBe('3 hours ago');
    expect(timeAgo(iso, at + 26 * 3_600_000)).toBe('1 day ago');
    expect(timeAgo('not a date', at)).toBe('—');
  });
});
