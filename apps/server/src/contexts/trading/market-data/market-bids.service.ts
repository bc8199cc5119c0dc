import { sydneyDate } from '@cgx/domain/calendar';
import { money, tonnes } from '@cgx/domain/decimal';
import type { TMarketBid } from '@cgx/domain/market-data.schemas';
import { portEquivalent } from '@cgx/domain/pricing';
import type { AppContext } from '../../../context.ts';
import { feedLocation } from './feed-location.ts';
import { listStandingBidLines } from './market-bids.repository.ts';

/**
 * spec 000 §2.1 /market/bids: what buyers are bidding now, anonymous. Located like the feed
 * (decision 0022's rules: an igrainX farm shows as its nearest town only); a cgx port-zone bid
 * shows its zone, priced at port.
 */
export async function listMarketBids(context: AppContext, query: { limit: number; market?: 'cgx' | 'igrainx' }): Promise<TMarketBid[]> {
  const rows = await listStandingBidLines(context.db, sydneyDate(context.clock.now()), query);
  return rows.map((row) => {
    const isPortZone = row.market === 'cgx' && row.siteName === null;
    const location = isPortZone
      ? {
          siteName: `${row.zoneName ?? ''} port zone`.trim(),
          storageProviderNickname: null,
          state: row.zonePortState,
          pricingPoint: null,
          portName: row.zonePortName,
        }
      : feedLocation(row.market, { ...row, sitePortName: row.zonePortName });
    const portEquiv =
      row.market !== 'cgx'
        ? null
        : isPortZone
          ? row.price
          : row.sitePortDifferential === null
            ? null
            : portEquivalent(row.price, row.sitePortDifferential);
    return {
      id: row.lineId,
      marketType: row.market,
      commodityName: row.commodityName,
      gradeName: row.gradeName,
      ...location,
      seasonName: row.seasonName,
      deliveryPeriodName: row.deliveryPeriodName,
      quantity: tonnes(row.quantity),
      price: money(row.price),
      portEquiv: portEquiv === null ? null : money(portEquiv),
      isPortZone,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
