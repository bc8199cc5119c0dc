import type { TBackOfficeTradeDetail, TTradeHistoryEntry } from '@cgx/domain/back-office-trades.schemas';
import { contractNotePath } from '../../trading/index.ts';
import type { TradeDetailRow, TradeTermsRow } from './trade-detail.repository.ts';
import { presentTradeFields } from './trades-list.presenter.ts';

const fullName = (user: { firstName: string; lastName: string } | null) => (user ? `${user.firstName} ${user.lastName}` : null);

const THE_EXCHANGE = 'The exchange';

/** The audit trail: the trade's making (by the market, or the staff user who recorded it), then every change. */
function historyOf(row: TradeDetailRow): TTradeHistoryEntry[] {
  const { trade } = row;
  const made: TTradeHistoryEntry = {
    at: trade.createdAt.toISOString(),
    by: row.recordedBy?.firstName ? (fullName(row.recordedBy) ?? THE_EXCHANGE) : THE_EXCHANGE,
    action: 'created',
    changes: [
      { field: 'quantity', before: null, after: trade.quantity },
      { field: 'price', before: null, after: trade.price },
      { field: 'status', before: null, after: 'awaiting_grain' },
    ],
  };
  const changes = row.changes.map((change) => ({
    at: change.changedAt.toISOString(),
    by: change.userFirstName ? `${change.userFirstName} ${change.userLastName ?? ''}`.trim() : THE_EXCHANGE,
    action: change.action,
    changes: change.changes,
  }));
  return [made, ...changes];
}

export type TTradeTerms = Omit<TBackOfficeTradeDetail, 'history'>;

/**
 * A trade and everything agreed in it, as staff read it: the list's row (one way to word location,
 * terms and status) and everything else it joins. The contract notes print it (trades/contract-note.ts).
 */
export function presentTradeTerms(row: TradeTermsRow): TTradeTerms {
  const { trade, offer } = row;
  const listed = presentTradeFields({
    ...row,
    seller: { id: row.seller.id, tradingName: row.seller.tradingName },
    buyer: { id: row.buyer.id, tradingName: row.buyer.tradingName },
    offer: offer ? { nearestTown: offer.nearestTown, address: offer.address, pricingPoint: offer.pricingPoint } : null,
  });
  const partyOf = (organisation: TradeTermsRow['seller'], orderedBy: TradeTermsRow['offerCreator']) => ({
    id: organisation.id,
    name: organisation.tradingName,
    abn: organisation.abn,
    state: organisation.state,
    orderedBy: fullName(orderedBy),
  });
  return {
    ...listed,
    seller: partyOf(row.seller, row.offerCreator),
    buyer: partyOf(row.buyer, row.bidCreator),
    bidGroupId: trade.bidGroupId,
    bidLineId: trade.bidLineId,
    offerId: trade.offerId,
    restingSide: trade.restingSide,
    site: row.site
      ? { ...row.site, storageProviderNickname: row.storageProviderNickname, portZone: row.portZone ?? '', port: row.port ?? '' }
      : null,
    place:
      trade.market === 'igrainx' && offer
        ? {
            nearestTown: offer.nearestTown,
            direction: offer.nearestTownDirection,
            distanceRange: offer.nearestTownDistanceRange,
            address: offer.address,
            deliveredSite: row.deliveredSite,
          }
        : null,
    variety: row.variety,
    chemicalDeclaration: offer?.chemicalDeclaration ?? true,
    chemicalTreatment: offer?.chemicalTreatment ?? null,
    chemicalRate: offer?.chemicalRate ?? null,
    chemicalApplicationDate: offer?.chemicalApplicationDate ?? null,
    termsAndConditions: offer?.termsAndConditions ?? [],
    quality: row.quality,
    updatedAt: trade.updatedAt.toISOString(),
    documents: [
      { label: 'Seller’s contract note', path: contractNotePath(trade.id, 'seller') },
      { label: 'Buyer’s contract note', path: contractNotePath(trade.id, 'buyer') },
    ],
    recordedBy: row.recordedBy?.firstName ? fullName(row.recordedBy) : null,
  };
}

/** A trade's page for staff: its terms and its audit trail. */
export const presentTradeDetail = (row: TradeDetailRow): TBackOfficeTradeDetail => ({ ...presentTradeTerms(row), history: historyOf(row) });
