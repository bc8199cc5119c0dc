import { describe, expect, it } from 'vitest';
import { ZFormDataQuery, ZMarketFeedQuery, ZStatisticsQuery } from './market-data.schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('market data queries', () => {
  it('feed: 10 items by default, at most 50', () => {
    expect(ZMarketFeedQuery.parse({})).toEqual({ limit: 10 });
    expect(ZMarketFeedQuery.safeParse({ limit: '51' }).success).toBe(false);
  });

  it('statistics: a period, and a real date if any', () => {
    expect(ZStatisticsQuery.parse({ period: 'Weekly' })).toEqual({ period: 'Weekly' });
    expect(issues(ZStatisticsQuery.safeParse({ period: 'Weekly', startDate: '2026-02-29' }))).toEqual([
      'startDate: Use a date like 2026-12-31',
    ]);
  });

  it('form data: exactly one location of the market', () => {
    const base = { commodityId: '1', seasonId: '2', gradeId: '3' };
    expect(ZFormDataQuery.parse({ ...base, siteId: '4' })).toEqual({ market: 'cgx', commodityId: 1, seasonId: 2, gradeId: 3, siteId: 4 });
    expect(ZFormDataQuery.parse({ ...base, market: 'igrainx', deliveredSiteId: '5' }).deliveredSiteId).toBe(5);
    expect(issues(ZFormDataQuery.safeParse(base))).toEqual(['siteId: Required']);
    expect(issues(ZFormDataQuery.safeParse({ ...base, market: 'igrainx' }))).toEqual(['deliveredSiteId: Required']);
    expect(issues(ZFormDataQuery.safeParse({ ...base, siteId: '4', portZoneId: '6' }))).toEqual(['portZoneId: Give one location only']);
    expect(issues(ZFormDataQuery.safeParse({ ...base, market: 'igrainx', portZoneId: '6' }))).toEqual([
      'portZoneId: Not a location of the igrainx market',
    ]);
  });
});
