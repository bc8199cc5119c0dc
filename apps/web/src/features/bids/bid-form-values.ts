import type { TBidDetailView } from '@cgx/domain/orders.schemas';
import { approximateRows, type LocationRow } from '../../order-form/order-form-rules';
import {
  ANY,
  emptyOrderForm,
  type OrderFormValues,
  type PricingPoint,
  type QualityParameterRow,
  varietyValues,
} from '../../order-form/order-form-values';

/** A priced row of a bid (spec 001 §3 'Bid line'): its place, its price and, once saved, its id. */
export type BidLineValues = { key: string; label: string; price: string; id?: number; direction?: string; distanceRange?: string };

export type BidFormValues = OrderFormValues & {
  lines: BidLineValues[];
  /** Saved rows whose place the edit dropped: sent with `delete` (spec 001 §4), with the price they had. */
  removedLines: { id: number; price: string }[];
  /** A cgx bid sheet of several sites (from an upload): its rows keep their sites, only their prices change. */
  fixedLines: boolean;
};

export type BidFormMode = 'create' | 'edit' | 'rebid';

export const emptyBidForm = (market: OrderFormValues['market']): BidFormValues => ({
  ...emptyOrderForm(market),
  lines: [],
  removedLines: [],
  fixedLines: false,
});

/**
 * spec 001 §2 'Route state carries prefill data': what another screen (an offer in the market, a
 * bid to copy, the igrainX form going back to warehouses) hands the bid form.
 */
export type BidRouteState = Partial<{
  commodityId: number | string;
  seasonId: number | string;
  seasonName: string;
  offerLocation: Partial<{
    nearestTown: string;
    nearestTownCity: string;
    nearestTownDirection: string;
    nearestTownDistanceRange: string;
    address: string;
    deliveredSiteId: number | string;
  }>;
  pricingPoint: PricingPoint;
  quantity: string;
  price: string;
  deliveryPeriodId: number | string;
  deliveryPeriodName: string;
  paymentTerms: number[] | number | null;
  storages: (number | string)[];
  /** By id, with their names (as the API answers an order's). */
  varieties: { id: number; name: string }[];
  termsAndConditions: string[];
  chemicalDeclaration: boolean | null;
  chemicalTreatment: string;
  chemicalRate: string;
  chemicalApplicationDate: string;
  qualityParameters: { qualityParameterId: number | string; amount: string; name?: string; unit?: string; limit?: string }[];
  gradeId: number | string | null;
  gradeName: string;
  gradeCode: string;
  /** 'FOT': a Free on Truck bid. */
  type: string;
  reBid: boolean;
  isBidSheet: boolean;
  matchingBidId: number | string;
  /** cgx: the site the bid is for. */
  locationId: number | string;
}>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const listOrAny = (values: (string | number)[] | undefined): string[] => (values && values.length > 0 ? values.map(String) : [ANY]);
const declaration = (value: boolean | null | undefined): string => (value === true ? 'true' : value === false ? 'false' : ANY);
const qualityRows = (rows: BidRouteState['qualityParameters']): QualityParameterRow[] =>
  (rows ?? []).map((row) => ({
    qualityParameterId: String(row.qualityParameterId),
    amount: row.amount,
    name: row.name ?? '',
    unit: row.unit ?? '',
    limit: row.limit ?? '',
  }));

/** A new bid's values from the route state (fields it does not carry stay empty). */
export function bidFormFromState(market: OrderFormValues['market'], state: BidRouteState | null | undefined): BidFormValues {
  const values = emptyBidForm(market);
  if (!state) return values;
  const paymentTerms = state.paymentTerms;
  const location = state.offerLocation ?? {};
  const pricingPoint = market === 'igrainx' ? (state.pricingPoint ?? (state.type === 'FOT' ? 'Free on Truck' : '')) : '';
  return {
    ...values,
    seasonId: text(state.seasonId),
    seasonName: text(state.seasonName),
    commodityId: text(state.commodityId),
    gradeId: text(state.gradeId),
    gradeName: text(state.gradeName),
    gradeCode: text(state.gradeCode),
    meetsIndustryBodyGrade: state.qualityParameters?.length && !state.gradeId ? 'false' : 'true',
    ...varietyValues(state.varieties ?? [], [ANY]),
    quantity: text(state.quantity),
    price: text(state.price),
    deliveryPeriodId: text(state.deliveryPeriodId),
    deliveryPeriodName: text(state.deliveryPeriodName),
    paymentTerms: Array.isArray(paymentTerms) ? listOrAny(paymentTerms) : typeof paymentTerms === 'number' ? [String(paymentTerms)] : [ANY],
    storageIds: listOrAny(state.storages),
    termsAndConditions: state.termsAndConditions ?? [],
    chemicalDeclaration: declaration(state.chemicalDeclaration),
    chemicalTreatment: text(state.chemicalTreatment),
    chemicalRate: text(state.chemicalRate),
    chemicalApplicationDate: text(state.chemicalApplicationDate),
    qualityParameters: qualityRows(state.qualityParameters),
    pricingPoint,
    locationMode: location.address ? 'exact' : 'approximate',
    nearestTown: text(location.nearestTown),
    nearestTownCity: text(location.nearestTownCity),
    directions: location.nearestTownDirection ? [location.nearestTownDirection] : [],
    distanceRanges: location.nearestTownDistanceRange ? [location.nearestTownDistanceRange] : [],
    address: text(location.address),
    deliveredSiteId: text(location.deliveredSiteId),
    warehouse: market === 'cgx' && state.locationId ? `site:${state.locationId}` : '',
  };
}

type SavedLine = TBidDetailView['lines'][number];

const cgxKey = (line: SavedLine) => (line.site ? `site:${line.site.id}` : `zone:${line.portZoneId ?? ''}`);
const igrainKey = (line: SavedLine) =>
  line.deliveredSiteId
    ? `delivered:${line.deliveredSiteId}`
    : line.address && !line.nearestTown
      ? 'address'
      : `${line.direction}|${line.distanceRange}`;

/**
 * The values of a saved bid, to edit it or bid it again (spec 001 §4): on rebid the lines are new
 * (no ids) and the expiry date is cleared; everything else keeps the old terms.
 */
export function bidFormFromBid(bid: TBidDetailView, mode: BidFormMode): BidFormValues {
  const values = emptyBidForm(bid.market);
  const first = bid.lines[0];
  const keep = mode === 'edit';
  const prices = new Set(bid.lines.map((line) => line.price));
  const pricingPoint = (first?.pricingPoint ?? bid.pricingPoint ?? '') as PricingPoint | '';
  const exact = bid.market === 'igrainx' && pricingPoint === 'Free on Truck' && Boolean(first?.address);
  const lines: BidLineValues[] = bid.lines.map((line) => ({
    key: bid.market === 'cgx' ? cgxKey(line) : igrainKey(line),
    label: bid.market === 'cgx' ? (line.site?.name ?? 'Any site of the port zone') : igrainKey(line),
    price: line.price,
    ...(keep ? { id: line.id } : {}),
    ...(line.direction ? { direction: line.direction } : {}),
    ...(line.distanceRange ? { distanceRange: line.distanceRange } : {}),
  }));
  const withExpiry = mode === 'edit' && bid.expiryDate;
  return {
    ...values,
    seasonId: text(bid.season?.id),
    seasonName: text(bid.season?.name),
    commodityId: String(bid.commodity.id),
    commodityName: bid.commodity.name,
    industryBodyName: text(bid.commodity.industryBodyName),
    meetsIndustryBodyGrade: first?.grade ? 'true' : 'false',
    gradeId: text(first?.grade?.id),
    gradeName: text(first?.grade?.name),
    gradeCode: text(first?.grade?.code),
    ...varietyValues(bid.varieties, [ANY]),
    quantity: bid.quantity,
    deliveryPeriodId: String(bid.deliveryPeriod.id),
    deliveryPeriodName: bid.deliveryPeriod.name,
    deliveryPeriodEndDate: text(bid.deliveryPeriod.endDate),
    expiryMode: withExpiry ? 'custom' : 'default',
    expiryDate: withExpiry ? text(bid.expiryDate) : '',
    paymentTerms: listOrAny(bid.paymentTerms),
    storageIds: listOrAny(bid.storageIds),
    termsAndConditions: bid.termsAndConditions,
    chemicalDeclaration: declaration(bid.chemicalDeclaration),
    chemicalTreatment: text(bid.chemicalTreatment),
    chemicalRate: text(bid.chemicalRate),
    chemicalApplicationDate: text(bid.chemicalApplicationDate),
    qualityParameters: qualityRows(bid.qualityParameters),
    pricingPoint: bid.market === 'igrainx' ? pricingPoint : '',
    locationMode: exact ? 'exact' : 'approximate',
    nearestTown: text(first?.nearestTown),
    nearestTownCity: text(first?.nearestTownCity),
    directions: [...new Set(bid.lines.flatMap((line) => (line.direction ? [line.direction] : [])))],
    distanceRanges: [...new Set(bid.lines.flatMap((line) => (line.distanceRange ? [line.distanceRange] : [])))],
    address: text(first?.address),
    deliveredSiteId: text(first?.deliveredSiteId),
    warehouse: bid.market === 'cgx' && first && bid.lines.length === 1 ? cgxKey(first) : '',
    priceType: prices.size > 1 ? 'individual' : 'equal',
    price: prices.size === 1 ? (first?.price ?? '') : '',
    lines,
    fixedLines: bid.market === 'cgx' && bid.lines.length > 1,
  };
}

/** The rows the location describes now: cgx one (its site or zone), igrainX one per place (spec 001 §3). */
export function locationRowsOf(values: BidFormValues): LocationRow[] {
  if (values.fixedLines) return values.lines.map((line) => ({ key: line.key, label: line.label }));
  if (values.market === 'cgx') return values.warehouse ? [{ key: values.warehouse, label: 'Site or port zone' }] : [];
  if (values.pricingPoint === 'Delivered') {
    return values.deliveredSiteId
      ? [{ key: `delivered:${values.deliveredSiteId}`, label: values.deliveredSiteName || 'Delivered site' }]
      : [];
  }
  if (values.pricingPoint === 'Free on Truck' && values.locationMode === 'exact') {
    return values.address.trim() ? [{ key: 'address', label: values.address.trim() }] : [];
  }
  if (!values.pricingPoint || !values.nearestTown) return [];
  return approximateRows(values.nearestTown, values.directions, values.distanceRanges);
}

/**
 * The priced rows for new location rows: a row that stays keeps its price and id; a saved row
 * that goes is remembered for deletion (spec 001 §4: edits mark dropped rows; a rebid has none).
 */
export function syncLines(
  lines: BidLineValues[],
  removed: BidFormValues['removedLines'],
  rows: LocationRow[],
): { lines: BidLineValues[]; removedLines: BidFormValues['removedLines'] } {
  const byKey = new Map(lines.map((line) => [line.key, line]));
  const next = rows.map((row) => {
    const kept = byKey.get(row.key);
    return { ...row, price: kept?.price ?? '', ...(kept?.id !== undefined ? { id: kept.id } : {}) };
  });
  const keys = new Set(rows.map((row) => row.key));
  const dropped = lines
    .filter((line) => line.id !== undefined && !keys.has(line.key))
    .map((line) => ({ id: line.id as number, price: line.price }));
  const back = new Set(next.flatMap((line) => (line.id !== undefined ? [line.id] : [])));
  return { lines: next, removedLines: [...removed.filter((line) => !back.has(line.id)), ...dropped] };
}
