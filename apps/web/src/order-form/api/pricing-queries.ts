import type { OrderFormValues } from '../order-form-values';
import type { TFeeLine } from '@cgx/domain/fees.schemas';
import type { TFormDataResponse } from '@cgx/domain/market-data.schemas';
import { feePriceError } from '@cgx/domain/fees.schemas';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * Market data and fees while pricing (spec 001 §1, §7). The form-data call needs a grade and one
 * location (cgx a site or port zone; igrainX a delivered site, or a town with one direction and one
 * distance range: one row of a bid sheet); without them there is nothing to show.
 */
export type FormDataWhere = {
  market: 'cgx' | 'igrainx';
  commodityId: string;
  seasonId: string;
  gradeId: string;
  siteId?: string;
  portZoneId?: string;
  deliveredSiteId?: string;
  nearestTown?: string;
  nearestTownDirection?: string;
  nearestTownDistanceRange?: string;
  pricingPoint?: string;
};

type WhereValues = Pick<
  OrderFormValues,
  | 'market'
  | 'commodityId'
  | 'seasonId'
  | 'gradeId'
  | 'warehouse'
  | 'pricingPoint'
  | 'deliveredSiteId'
  | 'locationMode'
  | 'nearestTown'
  | 'directions'
  | 'distanceRanges'
>;

/** A town place: the pricing point (Ex Farm, Free on Truck), the town, one direction and one distance range. */
export const townWhere = (pricingPoint: string, nearestTown: string, direction: string, distanceRange: string) => ({
  pricingPoint,
  nearestTown,
  nearestTownDirection: direction,
  nearestTownDistanceRange: distanceRange,
});

/**
 * Where the order is, as the market data asks for it: a cgx site or port zone ('site:12', 'zone:3'),
 * an igrainX delivered site, or an igrainX town place when the location makes one row (a bid sheet's
 * rows ask for their own, BidSheetRows).
 */
export function marketDataWhere(values: WhereValues): FormDataWhere {
  const { market, commodityId, seasonId, gradeId } = values;
  if (market === 'igrainx') {
    const [direction, range] = [values.directions[0], values.distanceRanges[0]];
    const oneTownRow =
      (values.pricingPoint === 'Ex Farm' || (values.pricingPoint === 'Free on Truck' && values.locationMode === 'approximate')) &&
      values.nearestTown !== '' &&
      values.directions.length === 1 &&
      values.distanceRanges.length === 1 &&
      direction !== undefined &&
      range !== undefined;
    return {
      market,
      commodityId,
      seasonId,
      gradeId,
      ...(values.pricingPoint === 'Delivered' ? { deliveredSiteId: values.deliveredSiteId } : {}),
      ...(oneTownRow ? townWhere(values.pricingPoint, values.nearestTown, direction, range) : {}),
    };
  }
  const [kind, placeId] = values.warehouse.split(':');
  return {
    market,
    commodityId,
    seasonId,
    gradeId,
    ...(kind === 'site' ? { siteId: placeId } : kind === 'zone' ? { portZoneId: placeId } : {}),
  };
}

export function useMarketFormData(where: FormDataWhere, enabledHere = true) {
  const located = where.market === 'cgx' ? Boolean(where.siteId || where.portZoneId) : Boolean(where.deliveredSiteId || where.nearestTown);
  const enabled = enabledHere && Boolean(where.commodityId && where.seasonId && where.gradeId && located);
  return useQuery({
    queryKey: ['market-data', 'form-data', where],
    queryFn: ({ signal }) => api.get<TFormDataResponse>('/api/market/form-data', { signal, query: { ...where } }),
    enabled,
    staleTime: 30_000,
  });
}

/** spec 001 §7: the fee estimate follows the price as it is typed, after a pause (FEE_DEBOUNCE_MS, decision 0161). */
export const FEE_DEBOUNCE_MS = 400;

export type FeeEstimateInput = {
  organisationId: number;
  seasonId: string;
  commodityId: string;
  gradeId: string;
  price: string;
  state: string;
  side?: 'buyer' | 'seller';
  /** The variety sold (an offer's first), by id: the seller's estimate adds its end-point royalty. */
  varietyId?: string;
};

export function useFeeEstimate(input: FeeEstimateInput) {
  // Debounced as text: a new object every render would restart the pause for ever.
  const [debouncedKey] = useDebouncedValue(JSON.stringify(input), FEE_DEBOUNCE_MS);
  const debounced = JSON.parse(debouncedKey) as FeeEstimateInput;
  const price = debounced.price.trim();
  const enabled = Boolean(debounced.seasonId && debounced.commodityId) && feePriceError(price) === null;
  return useQuery({
    queryKey: ['fees', 'estimate', { ...debounced, price }],
    queryFn: ({ signal }) =>
      api.get<TFeeLine[]>('/api/fees/estimate', {
        signal,
        query: {
          organisationId: debounced.organisationId,
          seasonId: debounced.seasonId,
          commodityId: debounced.commodityId,
          gradeId: debounced.gradeId || undefined,
          price,
          state: debounced.state || undefined,
          side: debounced.side,
          varietyId: debounced.varietyId || undefined,
        },
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
