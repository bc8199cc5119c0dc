import { describe, expect, it } from 'vitest';
import { ZBestPublishedBidsBody, bestBidKeyOf, bestBidKeyText } from './back-office-trades.schemas.ts';

const trade = {
  market: 'cgx' as const,
  season: { id: 1, name: '2026/27' },
  site: { name: 'Moree', state: 'NSW', storageProviderNickname: 'GrainCorp', portZone: 'Newcastle', port: 'Newcastle' },
  grade: { id: 3, code: 'APH1', name: 'Australian Prime Hard 1' },
};

describe('the best published bid lookup key (spec 002 §7)', () => {
  it('is the season, storage provider nickname, site and grade of a cgx trade', () => {
    const key = bestBidKeyOf(trade);
    expect(key).toEqual({
      seasonName: '2026/27',
      storageProviderNickname: 'GrainCorp',
      siteName: 'Moree',
      gradeName: 'Australian Prime Hard 1',
      marketType: 'cgx',
    });
    expect(key && bestBidKeyText(key)).toBe('2026/27|GrainCorp|Moree|Australian Prime Hard 1|cgx');
  });

  it('is not asked when any of the four is missing, or for an igrainX trade', () => {
    expect(bestBidKeyOf({ ...trade, grade: null })).toBeNull();
    expect(bestBidKeyOf({ ...trade, site: null })).toBeNull();
    expect(bestBidKeyOf({ ...trade, site: { ...trade.site, storageProviderNickname: null } })).toBeNull();
    expect(bestBidKeyOf({ ...trade, market: 'igrainx' })).toBeNull();
  });

  it('takes 1 to 100 keys with every name present', () => {
    expect(ZBestPublishedBidsBody.safeParse({ keys: [] }).error?.issues[0]?.message).toBe('At least one key is needed');
    const key = bestBidKeyOf(trade);
    expect(ZBestPublishedBidsBody.safeParse({ keys: Array(101).fill(key) }).error?.issues[0]?.message).toBe('At most 100 keys at a time');
    expect(ZBestPublishedBidsBody.safeParse({ keys: [{ ...key, siteName: ' ' }] }).error?.issues[0]).toMatchObject({
      path: ['keys', 0, 'siteName'],
      message: 'Required',
    });
  });
});
