import { dec, tonnes } from '@cgx/domain/decimal';
import { sql } from 'drizzle-orm';
import { fieldError } from '../../../lib/errors.ts';

/** An edited order goes to the back of the queue: a new arrival number. */
export const nextSequence = sql`nextval('order_sequence')`;

/**
 * An edit names the order's whole quantity; its trades stay. What is left is the new quantity
 * less the tonnes already traded, and must still reach the order's minimum.
 */
export function remainingAfterEdit(current: { quantity: string; remaining: string }, quantity: string, minQuantity: string): string {
  const traded = dec(current.quantity).minus(current.remaining);
  const left = dec(quantity).minus(traded);
  if (left.lessThanOrEqualTo(0)) throw fieldError('quantity', `Must be more than the ${tonnes(traded)} mt already traded`);
  if (left.lessThan(minQuantity)) {
    throw fieldError('quantity', `Must leave at least ${tonnes(minQuantity)} mt after the ${tonnes(traded)} mt already traded`);
  }
  return tonnes(left);
}
