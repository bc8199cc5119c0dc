import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, type Decimal } from './decimal.ts';
import { bidLine, offer as offerOf, randomBook } from './matching.fixtures.ts';
import {
  crosses,
  type Fill,
  type IncomingOrder,
  isCompatible,
  type MatchableBid,
  type MatchableOffer,
  matchArrivals,
  matchIncoming,
  type OrderUpdate,
  sweep,
} from './matching.ts';

/** design §5 priority, written out again here so the tests do not trust the engine's comparators. */
const betterBid = (a: MatchableBid, b: MatchableBid) =>
  dec(a.price).greaterThan(b.price) ||
  (dec(a.price).equals(b.price) && (a.sequence < b.sequence || (a.sequence === b.sequence && a.lineId < b.lineId)));
const betterOffer = (a: MatchableOffer, b: MatchableOffer) =>
  dec(a.price).lessThan(b.price) ||
  (dec(a.price).equals(b.price) && (a.sequence < b.sequence || (a.sequence === b.sequence && a.offerId < b.offerId)));

const closes = (remaining: Decimal, minimum: string) => remaining.lessThanOrEqualTo(0) || remaining.lessThan(minimum);

const sum = (fills: readonly Fill[], keep: (fill: Fill) => boolean) =>
  fills.filter(keep).reduce((total, fill) => total.plus(fill.quantity), dec(0));

const groupsOf = (bids: readonly MatchableBid[]) => {
  const groups = new Map<number, MatchableBid>();
  for (const line of bids) if (!groups.has(line.groupId)) groups.set(line.groupId, line);
  return groups;
};

/** Fills never exceed what an order had, and fills + what is reported left = what it had. */
function expectConserved(
  fills: readonly Fill[],
  bids: readonly MatchableBid[],
  offers: readonly MatchableOffer[],
  updates: readonly OrderUpdate[],
) {
  for (const fill of fills) expect(dec(fill.quantity).greaterThan(0)).toBe(true);
  for (const [groupId, line] of groupsOf(bids)) {
    const filled = sum(fills, (fill) => fill.bidGroupId === groupId);
    expect(filled.lessThanOrEqualTo(line.remaining)).toBe(true);
    const update = updates.find((candidate) => candidate.side === 'bid' && candidate.id === groupId);
    if (filled.greaterThan(0)) {
      expect(update, `group ${groupId} traded but was not reported`).toBeDefined();
    }
    if (update) {
      expect(dec(update.remaining).plus(filled).equals(line.remaining)).toBe(true);
      expect(update.closed).toBe(closes(dec(update.remaining), line.minQuantity));
    }
  }
  for (const sell of offers) {
    const filled = sum(fills, (fill) => fill.offerId === sell.offerId);
    expect(filled.lessThanOrEqualTo(sell.remaining)).toBe(true);
    const update = updates.find((candidate) => candidate.side === 'offer' && candidate.id === sell.offerId);
    if (filled.greaterThan(0)) expect(update, `offer ${sell.offerId} traded but was not reported`).toBeDefined();
    if (update) {
      expect(dec(update.remaining).plus(filled).equals(sell.remaining)).toBe(true);
      expect(update.closed).toBe(closes(dec(update.remaining), sell.minQuantity));
    }
  }
}

const linesOfGroup = (arrival: IncomingOrder & { side: 'bid' }): readonly MatchableBid[] =>
  Array.isArray(arrival.order) ? arrival.order : [arrival.order as MatchableBid];

function lineOf(bids: readonly MatchableBid[], fill: Fill): MatchableBid {
  const line = bids.find((candidate) => candidate.lineId === fill.bidLineId);
  if (!line) throw new Error(`unknown line ${fill.bidLineId}`);
  expect(line.groupId).toBe(fill.bidGroupId);
  return line;
}

function offerOfFill(offers: readonly MatchableOffer[], fill: Fill): MatchableOffer {
  const found = offers.find((candidate) => candidate.offerId === fill.offerId);
  if (!found) throw new Error(`unknown offer ${fill.offerId}`);
  return found;
}

/** No fill outside [offer price, bid price], and each at the price of the order that rested first. */
function expectFairPrices(fills: readonly Fill[], bids: readonly MatchableBid[], offers: readonly MatchableOffer[]) {
  for (const fill of fills) {
    const line = lineOf(bids, fill);
    const sell = offerOfFill(offers, fill);
    expect(dec(fill.price).greaterThanOrEqualTo(sell.price)).toBe(true);
    expect(dec(fill.price).lessThanOrEqualTo(line.price)).toBe(true);
    expect(fill.price).toBe(line.sequence < sell.sequence ? line.price : sell.price);
  }
}

/** Replaces each order's remaining by its update and drops the closed ones. */
function applyUpdates<T extends { remaining: string }>(
  orders: T[],
  updates: readonly OrderUpdate[],
  side: 'bid' | 'offer',
  idOf: (order: T) => number,
) {
  return orders.flatMap((order) => {
    const update = updates.find((candidate) => candidate.side === side && candidate.id === idOf(order));
    if (!update) return [order];
    return update.closed ? [] : [{ ...order, remaining: update.remaining }];
  });
}

describe('matchIncoming on random books', () => {
  it('an arriving offer: never overfills, conserves tonnes, trades at the resting bid’s price within both limits', () => {
    fc.assert(
      fc.property(randomBook(), fc.nat(), ({ bids, offers }, pick) => {
        const incoming = offers[pick % Math.max(offers.length, 1)];
        if (!incoming) return;
        const result = matchIncoming({ side: 'offer', order: { ...incoming, sequence: 1_000_000 } }, bids);
        const incomingUpdate: OrderUpdate = {
          side: 'offer',
          id: incoming.offerId,
          remaining: result.incomingRemaining,
          closed: result.incomingClosed,
        };
        expectConserved(result.fills, bids, [incoming], [...result.restingUpdates, incomingUpdate]);
        for (const fill of result.fills) {
          const line = lineOf(bids, fill);
          expect(fill.price).toBe(line.price);
          expect(crosses(line, incoming)).toBe(true);
          expect(
            dec(fill.quantity).greaterThanOrEqualTo(line.minQuantity) && dec(fill.quantity).greaterThanOrEqualTo(incoming.minQuantity),
          ).toBe(true);
        }
        // Each bid group trades at most once with one arriving offer.
        expect(new Set(result.fills.map((fill) => fill.bidGroupId)).size).toBe(result.fills.length);
      }),
      { numRuns: 300 },
    );
  });

  it('an arriving offer: no unfilled compatible crossing bid had priority over a filled one', () => {
    fc.assert(
      fc.property(randomBook(), fc.nat(), ({ bids, offers }, pick) => {
        const incoming = offers[pick % Math.max(offers.length, 1)];
        if (!incoming) return;
        const result = matchIncoming({ side: 'offer', order: incoming }, bids);
        const filledGroups = new Set(result.fills.map((fill) => fill.bidGroupId));
        let offerLeft = dec(incoming.remaining);
        for (const fill of result.fills) {
          const filled = lineOf(bids, fill);
          for (const waiting of bids) {
            if (filledGroups.has(waiting.groupId) || !crosses(waiting, incoming) || !betterBid(waiting, filled)) continue;
            // A better bid left unfilled must not have been able to trade when the worse one did.
            expect(isCompatible(waiting, { ...incoming, remaining: offerLeft.toFixed() }).ok).toBe(false);
          }
          offerLeft = offerLeft.minus(fill.quantity);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an arriving bid group: conserves the shared remaining and takes the best offers first, at their prices', () => {
    fc.assert(
      fc.property(randomBook(), fc.nat(), ({ bids, offers }, pick) => {
        const groupIds = [...groupsOf(bids).keys()];
        const groupId = groupIds[pick % Math.max(groupIds.length, 1)];
        if (groupId === undefined) return;
        const lines = bids.filter((line) => line.groupId === groupId);
        const result = matchIncoming({ side: 'bid', order: lines }, offers);
        const incomingUpdate: OrderUpdate = {
          side: 'bid',
          id: groupId,
          remaining: result.incomingRemaining,
          closed: result.incomingClosed,
        };
        expectConserved(result.fills, lines, offers, [...result.restingUpdates, incomingUpdate]);
        const filledOffers = new Set(result.fills.map((fill) => fill.offerId));
        expect(filledOffers.size).toBe(result.fills.length);
        let groupLeft = dec(lines[0]?.remaining ?? '0');
        for (const fill of result.fills) {
          const taken = offerOfFill(offers, fill);
          expect(fill.price).toBe(taken.price);
          expect(crosses(lineOf(lines, fill), taken)).toBe(true);
          for (const waiting of offers) {
            if (filledOffers.has(waiting.offerId) || !betterOffer(waiting, taken)) continue;
            for (const line of lines) {
              if (crosses(line, waiting)) expect(isCompatible({ ...line, remaining: groupLeft.toFixed() }, waiting).ok).toBe(false);
            }
          }
          groupLeft = groupLeft.minus(fill.quantity);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('sweep on random books', () => {
  it('conserves tonnes, never overfills and trades at the price of the order that rested first', () => {
    fc.assert(
      fc.property(randomBook(), ({ bids, offers }) => {
        const result = sweep(bids, offers);
        expectConserved(result.fills, bids, offers, result.updates);
        expectFairPrices(result.fills, bids, offers);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves the book uncrossed: no open compatible pair crosses afterwards', () => {
    fc.assert(
      fc.property(randomBook(), ({ bids, offers }) => {
        const result = sweep(bids, offers);
        const openLines = applyUpdates(bids, result.updates, 'bid', (line) => line.groupId).filter(
          (line) => !(dec(line.remaining).lessThan(line.minQuantity) || dec(line.remaining).lessThanOrEqualTo(0)),
        );
        const openOffers = applyUpdates(offers, result.updates, 'offer', (sell) => sell.offerId).filter(
          (sell) => !(dec(sell.remaining).lessThan(sell.minQuantity) || dec(sell.remaining).lessThanOrEqualTo(0)),
        );
        for (const line of openLines) {
          for (const sell of openOffers)
            expect(crosses(line, sell) && isCompatible(line, sell).ok, `line ${line.lineId} × offer ${sell.offerId}`).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('equals continuous trading: replaying the arrivals one by one through matchIncoming gives the same fills', () => {
    fc.assert(
      fc.property(randomBook(), ({ bids, offers }) => {
        type Arrival = { sequence: number; offer?: MatchableOffer; lines?: MatchableBid[] };
        const arrivals: Arrival[] = offers.map((sell) => ({ sequence: sell.sequence, offer: sell }));
        for (const line of bids) {
          const existing = arrivals.find((arrival) => arrival.lines?.[0]?.groupId === line.groupId && arrival.sequence === line.sequence);
          if (existing?.lines) existing.lines.push(line);
          else arrivals.push({ sequence: line.sequence, lines: [line] });
        }
        arrivals.sort((a, b) => a.sequence - b.sequence);
        let restingLines: MatchableBid[] = [];
        let restingOffers: MatchableOffer[] = [];
        const groupLeft = new Map<number, string | null>();
        const fills: Fill[] = [];
        for (const arrival of arrivals) {
          if (arrival.offer) {
            const result = matchIncoming({ side: 'offer', order: arrival.offer }, restingLines);
            fills.push(...result.fills);
            restingLines = applyUpdates(restingLines, result.restingUpdates, 'bid', (line) => line.groupId);
            for (const update of result.restingUpdates) groupLeft.set(update.id, update.closed ? null : update.remaining);
            if (!result.incomingClosed) restingOffers.push({ ...arrival.offer, remaining: result.incomingRemaining });
          } else if (arrival.lines?.[0]) {
            const groupId = arrival.lines[0].groupId;
            const left = groupLeft.has(groupId) ? groupLeft.get(groupId) : arrival.lines[0].remaining;
            if (left === null || left === undefined) continue;
            const lines = arrival.lines.map((line) => ({ ...line, remaining: left }));
            const result = matchIncoming({ side: 'bid', order: lines }, restingOffers);
            fills.push(...result.fills);
            restingOffers = applyUpdates(restingOffers, result.restingUpdates, 'offer', (sell) => sell.offerId);
            groupLeft.set(groupId, result.incomingClosed ? null : result.incomingRemaining);
            restingLines = restingLines.filter((line) => line.groupId !== groupId);
            if (!result.incomingClosed) {
              const earlier = bids.filter((line) => line.groupId === groupId && line.sequence < arrival.sequence);
              restingLines.push(...[...earlier, ...lines].map((line) => ({ ...line, remaining: result.incomingRemaining })));
            }
          }
        }
        expect(sweep(bids, offers).fills).toEqual(fills);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order the server lists the orders in', () => {
    fc.assert(
      fc.property(randomBook(), fc.nat(), ({ bids, offers }, seed) => {
        const rotate = <T>(items: T[]) =>
          items.length === 0 ? items : [...items.slice(seed % items.length), ...items.slice(0, seed % items.length)].reverse();
        expect(sweep(rotate(bids), rotate(offers))).toEqual(sweep(bids, offers));
      }),
      { numRuns: 200 },
    );
  });
});

describe('matchArrivals on random books', () => {
  /** Every group's lines arrive together at the group's sequence; offers at theirs. */
  const arrivalsOf = (bids: readonly MatchableBid[], offers: readonly MatchableOffer[]) => {
    const groups = new Map<number, MatchableBid[]>();
    for (const line of bids) groups.set(line.groupId, [...(groups.get(line.groupId) ?? []), line]);
    const arrivals: { sequence: number; incoming: IncomingOrder }[] = [
      ...offers.map((sell) => ({ sequence: sell.sequence, incoming: { side: 'offer' as const, order: sell } })),
      ...[...groups.values()].map((lines) => ({
        sequence: Math.min(...lines.map((line) => line.sequence)),
        incoming: { side: 'bid' as const, order: lines },
      })),
    ];
    return arrivals.sort((a, b) => a.sequence - b.sequence).map((arrival) => arrival.incoming);
  };
  const onTime = (bids: readonly MatchableBid[]) => bids.map((line) => ({ ...line, sequence: line.sequence - (line.sequence % 10) }));

  it('equals the opening sweep when every order arrives at an empty book in arrival order', () => {
    fc.assert(
      fc.property(randomBook(), ({ bids, offers }) => {
        const lines = onTime(bids);
        const result = matchArrivals([], [], arrivalsOf(lines, offers));
        const swept = sweep(lines, offers);
        expect(result.arrivals.flatMap((arrival) => arrival.fills)).toEqual(swept.fills);
        expectConserved(swept.fills, lines, offers, result.updates);
      }),
      { numRuns: 300 },
    );
  });

  it('continues a book: arrivals on what earlier arrivals left equal all of them arriving at once', () => {
    fc.assert(
      fc.property(randomBook(), fc.nat(), ({ bids, offers }, cut) => {
        const arrivals = arrivalsOf(onTime(bids), offers);
        const split = arrivals.length === 0 ? 0 : cut % arrivals.length;
        const first = matchArrivals([], [], arrivals.slice(0, split));
        // What rests after the first part: its arrivals that are still open, at what they have left.
        const left = new Map(first.arrivals.map((result, index) => [index, result]));
        const restingBids = arrivals.slice(0, split).flatMap((arrival, index) => {
          const result = left.get(index);
          if (arrival.side !== 'bid' || !result || result.closed) return [];
          const update = first.updates.find((candidate) => candidate.side === 'bid' && candidate.id === linesOfGroup(arrival)[0]?.groupId);
          return linesOfGroup(arrival).map((line) => ({ ...line, remaining: update?.remaining ?? line.remaining }));
        });
        const restingOffers = arrivals.slice(0, split).flatMap((arrival, index) => {
          const result = left.get(index);
          if (arrival.side !== 'offer' || !result || result.closed) return [];
          const update = first.updates.find((candidate) => candidate.side === 'offer' && candidate.id === arrival.order.offerId);
          return [{ ...arrival.order, remaining: update?.remaining ?? arrival.order.remaining }];
        });
        const rest = matchArrivals(restingBids, restingOffers, arrivals.slice(split));
        const all = matchArrivals([], [], arrivals);
        expect([...first.arrivals, ...rest.arrivals].flatMap((arrival) => arrival.fills)).toEqual(
          all.arrivals.flatMap((arrival) => arrival.fills),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('isCompatible on arbitrary input', () => {
  const field = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything()));
  const scramble = <T extends object>(base: T) =>
    fc.dictionary(fc.constantFrom(...Object.keys(base)), field, { maxKeys: 6 }).map((changes) => ({ ...base, ...changes }) as T);

  it('never throws, always answers ok or a reason, and does not change its inputs', () => {
    fc.assert(
      fc.property(scramble(bidLine()), scramble(offerOf()), (bid, sell) => {
        const before = JSON.stringify([bid, sell]);
        const result = isCompatible(bid, sell);
        expect(result.ok === true || typeof result.reason === 'string').toBe(true);
        expect(JSON.stringify([bid, sell])).toBe(before);
      }),
      { numRuns: 500 },
    );
  });

  it('depends only on the pair: the same answer for copies, and prices, ids and arrival order do not matter', () => {
    fc.assert(
      fc.property(randomBook(4), fc.nat(), fc.nat(), fc.integer(), ({ bids, offers }, i, j, noise) => {
        const bid = bids[i % Math.max(bids.length, 1)];
        const sell = offers[j % Math.max(offers.length, 1)];
        if (!bid || !sell) return;
        const answer = isCompatible(bid, sell);
        expect(isCompatible(structuredClone(bid), structuredClone(sell))).toEqual(answer);
        const moved = isCompatible(
          { ...bid, lineId: noise, groupId: noise, sequence: noise, price: '1.00' },
          { ...sell, offerId: noise, sequence: noise, price: '9999.99' },
        );
        expect(moved).toEqual(answer);
      }),
      { numRuns: 300 },
    );
  });

  it('finds trades in random books often enough for the properties above to mean something', () => {
    const samples = fc.sample(randomBook(), { numRuns: 200, seed: 42 });
    const trading = samples.filter(({ bids, offers }) => sweep(bids, offers).fills.length > 0).length;
    expect(trading).toBeGreaterThan(60);
  });
});
