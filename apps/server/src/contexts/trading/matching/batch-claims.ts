import type { TOrderPlaced } from '@cgx/domain/orders.schemas';
import type { IdempotencyClaim } from '../orders/idempotency.repository.ts';
import { IdempotencyKeyTaken } from '../orders/idempotency.ts';
import type { Settled } from './book-sequencer.ts';

type Claimed = { claim?: IdempotencyClaim };

/**
 * The orders of a batch whose Idempotency-Key another request took (decision 0071): each fails
 * with IdempotencyKeyTaken, its stored answer being the answer. Answers their places in the batch.
 */
export function refuseTakenKeys(orders: readonly Claimed[], claimed: { userId: number; key: string }[], outcomes: Settled<TOrderPlaced>[]) {
  const taken = new Set(claimed.map((row) => `${row.userId}\u0000${row.key}`));
  const refused = new Set<number>();
  orders.forEach((order, index) => {
    if (!order.claim) return;
    const id = `${order.claim.userId}\u0000${order.claim.key}`;
    // Each claimed key serves one order: a second order with the same key in the batch is refused too.
    if (taken.delete(id)) return;
    refused.add(index);
    outcomes[index] = { ok: false, error: new IdempotencyKeyTaken() };
  });
  return refused;
}

/** The claims of orders that failed a check under the lock after claiming: released, so that a retry runs again. */
export function failedClaims(orders: readonly Claimed[], placing: readonly { index: number }[], refused: Set<number>): IdempotencyClaim[] {
  const placed = new Set(placing.map((placement) => placement.index));
  return orders.flatMap((order, index) => (order.claim && !refused.has(index) && !placed.has(index) ? [order.claim] : []));
}

/** The answers of the placed orders that named a key, to write with the batch. */
export const answersOf = (orders: readonly Claimed[], outcomes: Settled<TOrderPlaced>[]) =>
  orders.flatMap((order, index) => {
    const outcome = outcomes[index];
    return order.claim && outcome?.ok ? [{ claim: order.claim, body: outcome.value }] : [];
  });
