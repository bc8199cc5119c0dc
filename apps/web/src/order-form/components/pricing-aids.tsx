import { useFormContext, useWatch } from 'react-hook-form';
import { marketDataWhere } from '../api/pricing-queries';
import { ANY, type OrderFormValues } from '../order-form-values';
import { FeeEstimate } from './fee-estimate';
import { MarketDataChips } from './market-data-chips';

type PricingAidsProps = {
  side: 'buyer' | 'seller';
  /** Whose fees: the caller's organisation, or an agent's client. */
  organisationId: number;
  /** The price the fees are estimated on when it is not the form's one price (a bid priced row by row: its first row's). */
  feePrice?: string;
};

/**
 * What helps while pricing (spec 001 §2, §7): the market-data chips (a buyer's with the best offer),
 * highlighted when the price equals theirs, and the fee estimate. They watch the price themselves, so a key typed in the
 * price field renders these and not the whole form.
 */
export function PricingAids({ side, organisationId, feePrice }: PricingAidsProps) {
  const { control } = useFormContext<OrderFormValues>();
  const [market, warehouse, gradeId, seasonId, commodityId, price, deliveredSiteId, pricingPoint, state, varieties] = useWatch({
    control,
    name: ['market', 'warehouse', 'gradeId', 'seasonId', 'commodityId', 'price', 'deliveredSiteId', 'pricingPoint', 'state', 'varieties'],
  });
  const [locationMode, nearestTown, directions, distanceRanges] = useWatch({
    control,
    name: ['locationMode', 'nearestTown', 'directions', 'distanceRanges'],
  });
  const where = marketDataWhere({
    market,
    commodityId,
    seasonId,
    gradeId,
    warehouse,
    pricingPoint,
    deliveredSiteId,
    locationMode,
    nearestTown,
    directions,
    distanceRanges,
  });
  return (
    <>
      <MarketDataChips where={where} price={price} side={side} />
      <FeeEstimate
        organisationId={organisationId}
        seasonId={seasonId}
        commodityId={commodityId}
        gradeId={gradeId}
        price={feePrice ?? price}
        state={state}
        side={side}
        // A seller's grain is its first variety: its royalty is withheld (a bid's varieties are only what it takes).
        varietyId={side === 'seller' ? varieties.find((id) => id !== ANY) : undefined}
      />
    </>
  );
}
