import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import type { TOffersQuery, TOfferView } from '@cgx/domain/orders.schemas';
import type { DataColumn } from '../../../components/lists/data-table';

type Sort = TOffersQuery['sort'];

const place = (offer: TOfferView) => offer.site?.name ?? offer.nearestTown ?? '';

/** The columns of an offer list; `seller` adds the grower's name (an agent's client offers). */
export function offerColumns({ seller }: { seller: boolean }): DataColumn<TOfferView, Sort>[] {
  return [
    {
      key: 'commodity',
      header: 'Commodity',
      sort: 'commodity',
      phone: 'title',
      cell: (offer) => `${offer.commodity.name} ${offer.grade?.code ?? ''}`.trim(),
    },
    ...(seller ? [{ key: 'seller', header: 'Client', cell: (offer: TOfferView) => offer.organisationTradingName }] : []),
    { key: 'season', header: 'Season', cell: (offer) => offer.season?.name ?? '' },
    { key: 'location', header: 'Location', cell: place },
    { key: 'price', header: 'Price ($/mt)', sort: 'price', align: 'right', cell: (offer) => formatMoney(offer.price) },
    { key: 'quantity', header: 'Quantity (mt)', sort: 'quantity', align: 'right', cell: (offer) => formatTonnes(offer.quantity) },
    { key: 'remaining', header: 'Remaining (mt)', sort: 'remaining', align: 'right', cell: (offer) => formatTonnes(offer.remaining) },
    { key: 'period', header: 'Delivery', cell: (offer) => offer.deliveryPeriod.name },
    {
      key: 'expiry',
      header: 'Expiry',
      sort: 'expiryDate',
      cell: (offer) => (offer.expiryDate ? formatDay(offer.expiryDate) : 'Good till cancelled'),
    },
    { key: 'created', header: 'Placed', sort: 'createdAt', cell: (offer) => formatSydneyDay(offer.createdAt) },
  ];
}
