import { dec, type Decimal, decString, minDec, tryDec } from './decimal.ts';

/**
 * The exchange's matching rules (design §5) as pure functions over plain objects. The server
 * loads and locks the candidate orders inside one transaction, calls these, and writes back the
 * fills and the quantity changes; nothing here touches a database or a clock.
 *
 * Prices are $/mt decimal strings on the comparison basis (cgx: port equivalent, see
 * pricing.portEquivalent; igrainX: the price as entered). Quantities are mt decimal strings.
 */

import type { Market } from './market-hours.ts';
import { PAYMENT_BUSINESS_DAYS } from './constants.ts';
import { isEowDays, type PaymentTerms } from './payment-terms.ts';

export type { Market };
export type PricingPoint = 'Ex Farm' | 'Free on Truck' | 'Delivered';

/** A cgx bid line is for one site (siteId set) or for any site in a port zone (siteId null, portZoneId set). */
export type CgxBidLocation = { kind: 'cgx'; siteId: number | null; portZoneId: number | null };
/** A cgx offer is grain at one storage site, which lies in one port zone. */
export type CgxOfferLocation = { kind: 'cgx'; siteId: number; portZoneId: number };
/** igrainX grain is on farm: a delivered site, or a nearest town with a direction and distance range from it. */
export type IgrainLocation = {
  kind: 'igrainx';
  pricingPoint: PricingPoint;
  deliveredSiteId: number | null;
  nearestTown: string | null;
  direction: string | null;
  distanceRange: string | null;
};

export type QualityLimit = { qualityParameterId: number; limit: 'Minimum' | 'Maximum'; amount: string };
export type QualityValue = { qualityParameterId: number; value: string };

/** An offer's payment terms: N days EOW, deferred until July, or the 7-business-day default (payment-terms.ts). */
export type OfferPaymentTerms = number | 'deferred' | 'default';

/**
 * One line of a bid group (grade, location, price) with the group's shared terms copied onto it.
 * `remaining` and `minQuantity` are the group's: every line of a group must carry the same values.
 */
export interface MatchableBid {
  lineId: number;
  groupId: number;
  market: Market;
  organisationId: number;
  seasonId: number;
  commodityId: number;
  deliveryPeriodId: number;
  gradeId: number | null;
  qualityLimits: readonly QualityLimit[];
  /** Variety ids; empty = any. */
  varietyIds: readonly number[];
  /** On-farm storage ids; empty = any. */
  storageIds: readonly number[];
  /**
   * The payment terms the bid accepts: the EOW day counts listed, plus the 7-business-day
   * default when acceptsDefault, plus deferred until July when acceptsDeferred. When all three
   * say nothing (empty list, both false) the bid accepts any terms.
   */
  paymentTerms: readonly number[];
  acceptsDeferred: boolean;
  acceptsDefault: boolean;
  /** Special contract terms the bid accepts; empty = any. */
  termsAndConditions: readonly string[];
  /** true: agree, false: disagree, null: any. */
  chemicalDeclaration: boolean | null;
  location: CgxBidLocation | IgrainLocation;
  price: string;
  remaining: string;
  minQuantity: string;
  /** Arrival order, increasing; the lines a group was created with share one. */
  sequence: number;
}

/** A bid's payment terms as stored and sent (the payload's days, decision 0140) as matching reads them. */
export function bidPaymentTermsForMatching(
  days: readonly number[],
): Pick<MatchableBid, 'paymentTerms' | 'acceptsDefault' | 'acceptsDeferred'> {
  return { paymentTerms: days.filter(isEowDays), acceptsDefault: days.includes(PAYMENT_BUSINESS_DAYS), acceptsDeferred: false };
}

/** An offer's payment terms as matching reads them. */
export function offerPaymentTermsForMatching(terms: PaymentTerms): OfferPaymentTerms {
  switch (terms.kind) {
    case 'business_days':
      return 'default';
    case 'eow':
      return terms.days;
    case 'deferred_july':
      return 'deferred';
  }
}

export interface MatchableOffer {
  offerId: number;
  market: Market;
  organisationId: number;
  seasonId: number;
  commodityId: number;
  deliveryPeriodId: number;
  gradeId: number | null;
  /** For an ungraded offer, its measured quality; the server may also pass a grade's specification here. */
  qualityValues: readonly QualityValue[];
  /** The variety the offer sells (its first), by id. */
  varietyId: number | null;
  storageId: number | null;
  paymentTerms: OfferPaymentTerms;
  termsAndConditions: readonly string[];
  chemicalDeclaration: boolean;
  location: CgxOfferLocation | IgrainLocation;
  price: string;
  remaining: string;
  minQuantity: string;
  sequence: number;
}

export type IncompatibilityReason =
  | 'different market'
  | 'different season'
  | 'different commodity'
  | 'different delivery period'
  | 'same organisation'
  | 'grade'
  | 'quality'
  | 'variety'
  | 'storage'
  | 'payment terms'
  | 'special terms'
  | 'chemical declaration'
  | 'location'
  | 'quantity';

export type Compatibility = { ok: true } | { ok: false; reason: IncompatibilityReason };

/** Names typed or picked from lists (special terms, towns) compare trimmed and case-insensitively. */
const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
const nameIn = (name: string, names: readonly string[]): boolean => names.some((candidate) => sameName(candidate, name));

/** A Minimum limit needs value ≥ amount, a Maximum value ≤ amount; a missing or non-numeric value fails. */
function meetsLimit(limit: QualityLimit, values: readonly QualityValue[]): boolean {
  const found = values.findLast((value) => value.qualityParameterId === limit.qualityParameterId);
  const value = tryDec(found?.value);
  const amount = tryDec(limit.amount);
  if (value === null || amount === null) return false;
  if (limit.limit === 'Minimum') return value.greaterThanOrEqualTo(amount);
  if (limit.limit === 'Maximum') return value.lessThanOrEqualTo(amount);
  return false;
}

function gradeHolds(bid: MatchableBid, offer: MatchableOffer): boolean {
  // Two grades must be the same grade.
  if (bid.gradeId !== null && offer.gradeId !== null) return bid.gradeId === offer.gradeId;
  // A graded line judges an ungraded offer only through its quality limits; without any, it cannot.
  if (bid.gradeId !== null) return bid.qualityLimits.length > 0;
  return true;
}

function qualityHolds(bid: MatchableBid, offer: MatchableOffer): boolean {
  if (bid.gradeId !== null && bid.gradeId === offer.gradeId) return true;
  return bid.qualityLimits.every((limit) => meetsLimit(limit, offer.qualityValues));
}

function paymentTermsHold(bid: MatchableBid, offer: MatchableOffer): boolean {
  if (bid.paymentTerms.length === 0 && !bid.acceptsDefault && !bid.acceptsDeferred) return true;
  if (offer.paymentTerms === 'default') return bid.acceptsDefault;
  if (offer.paymentTerms === 'deferred') return bid.acceptsDeferred;
  return bid.paymentTerms.includes(offer.paymentTerms);
}

function locationHolds(bid: MatchableBid, offer: MatchableOffer): boolean {
  const wanted = bid.location;
  const offered = offer.location;
  if (wanted.kind === 'cgx' && offered.kind === 'cgx') {
    // A site line takes that site only; a port-zone line (no site) takes any site in the zone.
    if (wanted.siteId !== null) return wanted.siteId === offered.siteId;
    return wanted.portZoneId !== null && wanted.portZoneId === offered.portZoneId;
  }
  if (wanted.kind === 'igrainx' && offered.kind === 'igrainx') {
    if (wanted.pricingPoint !== offered.pricingPoint) return false;
    if (wanted.deliveredSiteId !== null && wanted.deliveredSiteId === offered.deliveredSiteId) return true;
    const parts = [
      [wanted.nearestTown, offered.nearestTown],
      [wanted.direction, offered.direction],
      [wanted.distanceRange, offered.distanceRange],
    ] as const;
    return parts.every(([a, b]) => a !== null && b !== null && sameName(a, b));
  }
  return false;
}

/**
 * Both sides have tonnes left, and the trade they would make (the lesser remaining) reaches both
 * minimums, so neither party is handed a contract smaller than it asked for.
 */
function quantityHolds(bid: MatchableBid, offer: MatchableOffer): boolean {
  const bidRemaining = tryDec(bid.remaining);
  const offerRemaining = tryDec(offer.remaining);
  const bidMinimum = tryDec(bid.minQuantity);
  const offerMinimum = tryDec(offer.minQuantity);
  if (bidRemaining === null || offerRemaining === null || bidMinimum === null || offerMinimum === null) return false;
  if (bidRemaining.lessThanOrEqualTo(0) || offerRemaining.lessThanOrEqualTo(0)) return false;
  const trade = minDec(bidRemaining, offerRemaining);
  return trade.greaterThanOrEqualTo(bidMinimum) && trade.greaterThanOrEqualTo(offerMinimum);
}

/** The compatibility rules of design §5, in the order they are checked (cheap and common first). */
const RULES: readonly { reason: IncompatibilityReason; holds: (bid: MatchableBid, offer: MatchableOffer) => boolean }[] = [
  // design §5: same market.
  { reason: 'different market', holds: (bid, offer) => bid.market === offer.market },
  // design §5: same season.
  { reason: 'different season', holds: (bid, offer) => bid.seasonId === offer.seasonId },
  // design §5: same commodity.
  { reason: 'different commodity', holds: (bid, offer) => bid.commodityId === offer.commodityId },
  // design §5: same delivery period.
  { reason: 'different delivery period', holds: (bid, offer) => bid.deliveryPeriodId === offer.deliveryPeriodId },
  // Ours (design §5 is silent): no self-trade. An organisation's own bid and offer never trade, whoever placed
  // them (wash trades would fake the public volume and prices); the incoming order skips it and the resting one stays.
  { reason: 'same organisation', holds: (bid, offer) => bid.organisationId !== offer.organisationId },
  // design §5: the offer's grade is the line's grade, or (either side ungraded) the quality route below.
  { reason: 'grade', holds: gradeHolds },
  // design §5: the offer's quality parameters meet every bid limit (Minimum/Maximum).
  { reason: 'quality', holds: qualityHolds },
  // design §5: the offer's variety is in the bid's set, or the set is "any" (an offer with no variety fails a non-empty set).
  {
    reason: 'variety',
    holds: (bid, offer) => bid.varietyIds.length === 0 || (offer.varietyId !== null && bid.varietyIds.includes(offer.varietyId)),
  },
  // design §5: the offer's storage is in the bid's set, or the set is "any".
  {
    reason: 'storage',
    holds: (bid, offer) => bid.storageIds.length === 0 || (offer.storageId !== null && bid.storageIds.includes(offer.storageId)),
  },
  // design §5: the offer's payment terms are in the bid's set, or the set is "any".
  { reason: 'payment terms', holds: paymentTermsHold },
  // design §5: every special term the offer carries is one the bid accepts (the offer's terms ⊆ the bid's), or the bid says "any".
  {
    reason: 'special terms',
    holds: (bid, offer) =>
      bid.termsAndConditions.length === 0 || offer.termsAndConditions.every((term) => nameIn(term, bid.termsAndConditions)),
  },
  // design §5: the chemical declaration is compatible: the same answer, or the bid takes either.
  {
    reason: 'chemical declaration',
    holds: (bid, offer) => bid.chemicalDeclaration === null || bid.chemicalDeclaration === offer.chemicalDeclaration,
  },
  // design §5: the locations match (cgx: same site or a site in the bid's port zone; igrainX: same pricing point and
  // same delivered site, or same nearest town, direction and distance range).
  { reason: 'location', holds: locationHolds },
  // design §5: quantities reach the minimums.
  { reason: 'quantity', holds: quantityHolds },
];

/**
 * Whether a bid line and an offer can trade, whatever their prices (design §5), and the first
 * rule that fails. Malformed data (a bad decimal, a missing list) is an incompatibility, never
 * an exception: one broken order must not abort the matching transaction of everyone else's.
 */
export function isCompatible(bid: MatchableBid, offer: MatchableOffer): Compatibility {
  for (const rule of RULES) {
    let holds: boolean;
    try {
      holds = rule.holds(bid, offer);
    } catch {
      holds = false;
    }
    if (!holds) return { ok: false, reason: rule.reason };
  }
  return { ok: true };
}

/** design §5: a trade happens when the bid price is at or above the offer price (same basis); bad prices never cross. */
export function crosses(bid: Pick<MatchableBid, 'price'>, offer: Pick<MatchableOffer, 'price'>): boolean {
  const bidPrice = tryDec(bid.price);
  const offerPrice = tryDec(offer.price);
  return bidPrice !== null && offerPrice !== null && bidPrice.greaterThanOrEqualTo(offerPrice);
}

// ---- Matching ----------------------------------------------------------------------------------

/** A trade: quantity in mt (exact decimal string), price in $/mt on the comparison basis, the resting order's. */
export interface Fill {
  bidLineId: number;
  bidGroupId: number;
  offerId: number;
  quantity: string;
  price: string;
}

/**
 * The new state of a resting order the call changed. For bids the id is the bid group's: the
 * remaining quantity belongs to the group, not to a line. `remaining` is always the untraded
 * leftover (also when closed), so fills + remaining = the quantity before, and the server can
 * show how much was left when a remainder below the minimum was closed.
 */
export interface OrderUpdate {
  side: 'bid' | 'offer';
  id: number;
  remaining: string;
  closed: boolean;
}

export interface MatchResult {
  fills: Fill[];
  incomingRemaining: string;
  /** Filled completely, or left with less than its minimum quantity (design §5: such a remainder is closed). */
  incomingClosed: boolean;
  restingUpdates: OrderUpdate[];
}

/** An arriving offer, or an arriving bid: one line, or all the lines of a group created together (a bid sheet). */
export type IncomingOrder = { side: 'bid'; order: MatchableBid | readonly MatchableBid[] } | { side: 'offer'; order: MatchableOffer };

interface Quantity {
  remaining: Decimal;
  minimum: Decimal;
  closed: boolean;
  changed: boolean;
}

/** design §5: a remainder below the minimum quantity is closed; nothing left is filled. */
const shouldClose = (remaining: Decimal, minimum: Decimal): boolean => remaining.lessThanOrEqualTo(0) || remaining.lessThan(minimum);

function newQuantity(remaining: string, minQuantity: string, what: string): Quantity {
  const left = tryDec(remaining);
  const minimum = tryDec(minQuantity);
  if (left === null || minimum === null) throw new RangeError(`${what}: remaining and minQuantity must be decimal strings`);
  return { remaining: left, minimum, closed: shouldClose(left, minimum), changed: false };
}

/** What the book knows while matching: every order's current quantity and the fills so far. */
class Book {
  readonly groups = new Map<number, Quantity>();
  readonly offers = new Map<number, Quantity>();
  readonly fills: Fill[] = [];

  /** Registers the lines of bid groups; all lines of one group must agree on its remaining and minimum. */
  addGroupLines(lines: readonly MatchableBid[]): void {
    for (const line of lines) {
      const existing = this.groups.get(line.groupId);
      const declared = newQuantity(line.remaining, line.minQuantity, `Bid line ${line.lineId}`);
      if (existing === undefined) {
        this.groups.set(line.groupId, declared);
      } else if (!existing.remaining.equals(declared.remaining) || !existing.minimum.equals(declared.minimum)) {
        throw new RangeError(`Bid group ${line.groupId}: its lines disagree on remaining or minQuantity`);
      }
    }
  }

  addOffer(offer: MatchableOffer): void {
    if (!this.offers.has(offer.offerId))
      this.offers.set(offer.offerId, newQuantity(offer.remaining, offer.minQuantity, `Offer ${offer.offerId}`));
  }

  group(line: MatchableBid): Quantity {
    const state = this.groups.get(line.groupId);
    if (state === undefined) throw new Error(`Bid group ${line.groupId} is not in the book`);
    return state;
  }

  offer(offer: MatchableOffer): Quantity {
    const state = this.offers.get(offer.offerId);
    if (state === undefined) throw new Error(`Offer ${offer.offerId} is not in the book`);
    return state;
  }

  /** Compatibility with the quantities as they are now, not as they were loaded. */
  compatible(line: MatchableBid, offer: MatchableOffer): boolean {
    const group = this.group(line);
    const offered = this.offer(offer);
    if (group.closed || offered.closed) return false;
    return isCompatible({ ...line, remaining: decString(group.remaining) }, { ...offer, remaining: decString(offered.remaining) }).ok;
  }

  /** design §5: the lesser remaining trades, at the resting order's price; what remains keeps its place. */
  trade(line: MatchableBid, offer: MatchableOffer, price: string): void {
    const group = this.group(line);
    const offered = this.offer(offer);
    const quantity = minDec(group.remaining, offered.remaining);
    for (const side of [group, offered]) {
      side.remaining = side.remaining.minus(quantity);
      side.closed = shouldClose(side.remaining, side.minimum);
      side.changed = true;
    }
    this.fills.push({
      bidLineId: line.lineId,
      bidGroupId: line.groupId,
      offerId: offer.offerId,
      quantity: decString(quantity),
      price: price.trim(),
    });
  }
}

const priceOf = (order: { price: string }): Decimal | null => tryDec(order.price);

/** design §5: for an arriving offer, the highest bid first, then the earliest. */
function byBidPriority(a: MatchableBid, b: MatchableBid): number {
  return dec(b.price).comparedTo(dec(a.price)) || a.sequence - b.sequence || a.lineId - b.lineId;
}

/** design §5: for an arriving bid, the lowest offer first, then the earliest. */
function byOfferPriority(a: MatchableOffer, b: MatchableOffer): number {
  return dec(a.price).comparedTo(dec(b.price)) || a.sequence - b.sequence || a.offerId - b.offerId;
}

/** An arriving offer takes the resting bid lines in priority order while it can. */
function matchOffer(book: Book, offer: MatchableOffer, restingLines: readonly MatchableBid[]): void {
  // crosses() is false for an unreadable price, so every candidate's price parses for the sort.
  const candidates = restingLines.filter((line) => crosses(line, offer)).sort(byBidPriority);
  for (const line of candidates) {
    if (book.offer(offer).closed) return;
    // One pass is enough: remainders only shrink, so a line that cannot trade now never can later in this call.
    if (book.compatible(line, offer)) book.trade(line, offer, line.price);
  }
}

/**
 * An arriving bid group takes the resting offers in priority order while it can. When several of
 * its lines could take an offer, the highest-priced line (then the earliest, then the lowest id)
 * records the trade; the price is the offer's either way.
 */
function matchBidGroup(book: Book, lines: readonly MatchableBid[], restingOffers: readonly MatchableOffer[]): void {
  const first = lines[0];
  if (first === undefined) return;
  const ownLines = lines.filter((line) => priceOf(line) !== null).sort(byBidPriority);
  const candidates = restingOffers.filter((offer) => priceOf(offer) !== null).sort(byOfferPriority);
  for (const offer of candidates) {
    if (book.group(first).closed) return;
    const line = ownLines.find((candidate) => crosses(candidate, offer) && book.compatible(candidate, offer));
    if (line !== undefined) book.trade(line, offer, offer.price);
  }
}

function linesOf(order: MatchableBid | readonly MatchableBid[]): readonly MatchableBid[] {
  const lines: readonly MatchableBid[] = Array.isArray(order) ? order : [order as MatchableBid];
  const groupIds = new Set(lines.map((line) => line.groupId));
  if (groupIds.size > 1) throw new RangeError('An incoming bid is the lines of one group');
  return lines;
}

/** The orders on one side whose quantity the call changed, and (for the sweep) those it found or left closed. */
function updatesOf(states: ReadonlyMap<number, Quantity>, side: 'bid' | 'offer', includeClosed: boolean): OrderUpdate[] {
  const updates: OrderUpdate[] = [];
  for (const [id, state] of states) {
    if (state.changed || (includeClosed && state.closed))
      updates.push({ side, id, remaining: decString(state.remaining), closed: state.closed });
  }
  return updates.sort((a, b) => a.id - b.id);
}

/**
 * Matches one arriving order against the resting orders of the other side (design §5): the
 * compatible crossing ones, best price first, then the earliest; each trade at the resting
 * order's price for the lesser remaining; the arrival keeps going until it is filled, closed or
 * out of candidates. Resting bid lines of one group share the group's remaining quantity.
 *
 * Resting orders already below their minimum are skipped. restingUpdates lists the resting
 * orders that traded (bids by group id), by id.
 */
export function matchIncoming(
  incoming: { side: 'bid'; order: MatchableBid | readonly MatchableBid[] },
  resting: readonly MatchableOffer[],
): MatchResult;
export function matchIncoming(incoming: { side: 'offer'; order: MatchableOffer }, resting: readonly MatchableBid[]): MatchResult;
export function matchIncoming(incoming: IncomingOrder, resting: readonly MatchableOffer[] | readonly MatchableBid[]): MatchResult {
  const book = new Book();
  if (incoming.side === 'offer') {
    const restingLines = resting as readonly MatchableBid[];
    book.addGroupLines(restingLines);
    book.addOffer(incoming.order);
    matchOffer(book, incoming.order, restingLines);
    const state = book.offer(incoming.order);
    return {
      fills: book.fills,
      incomingRemaining: decString(state.remaining),
      incomingClosed: state.closed,
      restingUpdates: updatesOf(book.groups, 'bid', false),
    };
  }
  const lines = linesOf(incoming.order);
  const first = lines[0];
  if (first === undefined) throw new RangeError('An incoming bid needs at least one line');
  const restingOffers = resting as readonly MatchableOffer[];
  for (const offer of restingOffers) book.addOffer(offer);
  book.addGroupLines(lines);
  matchBidGroup(book, lines, restingOffers);
  const state = book.group(first);
  return {
    fills: book.fills,
    incomingRemaining: decString(state.remaining),
    incomingClosed: state.closed,
    restingUpdates: updatesOf(book.offers, 'offer', false),
  };
}

/** What became of one arrival of matchArrivals: the trades it made (it is the incoming side of each) and what it has left. */
export interface ArrivalResult {
  fills: Fill[];
  remaining: string;
  closed: boolean;
}

export interface ArrivalsResult {
  /** One per arrival, in the order given. */
  arrivals: ArrivalResult[];
  /** Every order, resting or arriving, whose quantity changed: bid groups, then offers, each by id. */
  updates: OrderUpdate[];
}

/**
 * Several orders arriving one after the other at a book (a group-committed batch, decision
 * 0015): each matches the book as the arrivals before it left it, exactly as matchIncoming
 * called once per arrival would, and what it has left rests for the next. The resting orders
 * must not cross each other (a book after matching never does).
 */
export function matchArrivals(
  restingBids: readonly MatchableBid[],
  restingOffers: readonly MatchableOffer[],
  arrivals: readonly IncomingOrder[],
): ArrivalsResult {
  const book = new Book();
  book.addGroupLines(restingBids);
  for (const offer of restingOffers) book.addOffer(offer);
  const restingLines = [...restingBids];
  const openOffers = [...restingOffers];
  const results: ArrivalResult[] = [];
  for (const arrival of arrivals) {
    const from = book.fills.length;
    let state: Quantity;
    if (arrival.side === 'offer') {
      book.addOffer(arrival.order);
      matchOffer(book, arrival.order, restingLines);
      state = book.offer(arrival.order);
      if (!state.closed) openOffers.push(arrival.order);
    } else {
      const lines = linesOf(arrival.order);
      const first = lines[0];
      if (first === undefined) throw new RangeError('An arriving bid needs at least one line');
      book.addGroupLines(lines);
      matchBidGroup(book, lines, openOffers);
      state = book.group(first);
      if (!state.closed) restingLines.push(...lines);
    }
    results.push({ fills: book.fills.slice(from), remaining: decString(state.remaining), closed: state.closed });
  }
  return { arrivals: results, updates: [...updatesOf(book.groups, 'bid', false), ...updatesOf(book.offers, 'offer', false)] };
}

export interface SweepResult {
  fills: Fill[];
  /** The final state of every order that traded or was closed during the sweep: bid groups, then offers, each by id. */
  updates: OrderUpdate[];
}

type Arrival =
  { sequence: number; side: 'offer'; offer: MatchableOffer } | { sequence: number; side: 'bid'; groupId: number; lines: MatchableBid[] };

/**
 * design §5 market opening: orders placed while the market was closed are replayed in arrival
 * order, each matching the book as it stood then, exactly as continuous trading would have done;
 * afterwards no compatible pair crosses. Lines of a group that share a sequence arrive together;
 * a line added later arrives at its own sequence. At an equal sequence an offer arrives before a
 * bid, then the lower id first (ours: sequences are meant to be unique, this only makes ties deterministic).
 */
export function sweep(bids: readonly MatchableBid[], offers: readonly MatchableOffer[]): SweepResult {
  const book = new Book();
  book.addGroupLines(bids);
  for (const offer of offers) book.addOffer(offer);

  const arrivals: Arrival[] = offers.map((offer) => ({ sequence: offer.sequence, side: 'offer', offer }));
  const bidArrivals = new Map<string, Arrival & { side: 'bid' }>();
  for (const line of bids) {
    const key = `${line.groupId}@${line.sequence}`;
    const arrival = bidArrivals.get(key) ?? { sequence: line.sequence, side: 'bid', groupId: line.groupId, lines: [] };
    arrival.lines.push(line);
    bidArrivals.set(key, arrival);
  }
  arrivals.push(...bidArrivals.values());
  const idOf = (arrival: Arrival) => (arrival.side === 'offer' ? arrival.offer.offerId : arrival.groupId);
  arrivals.sort((a, b) => a.sequence - b.sequence || (a.side === b.side ? 0 : a.side === 'offer' ? -1 : 1) || idOf(a) - idOf(b));

  const restingLines: MatchableBid[] = [];
  const restingOffers: MatchableOffer[] = [];
  for (const arrival of arrivals) {
    if (arrival.side === 'offer') {
      if (book.offer(arrival.offer).closed) continue;
      matchOffer(book, arrival.offer, restingLines);
      if (!book.offer(arrival.offer).closed) restingOffers.push(arrival.offer);
    } else {
      const first = arrival.lines[0];
      if (first === undefined || book.group(first).closed) continue;
      matchBidGroup(book, arrival.lines, restingOffers);
      if (!book.group(first).closed) restingLines.push(...arrival.lines);
    }
  }
  return { fills: book.fills, updates: [...updatesOf(book.groups, 'bid', true), ...updatesOf(book.offers, 'offer', true)] };
}
