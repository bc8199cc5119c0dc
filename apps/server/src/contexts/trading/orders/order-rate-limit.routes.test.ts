import { MSG } from '@cgx/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../lib/access.ts';
import { AppError } from '../../../lib/errors.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { requireOrderRate } from './order-rate-limit.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

// RATE_LIMIT_SCALE so that the 6,000 orders a minute of an organisation become 3.
const t = useTestApp({ rateLimitScale: 3 / 6000 });
const { ref, setMarket, trader, grower, bidAt, offer } = useTradingFixtures(t);

beforeAll(() => {
  // One instant for the whole file, so that no minute ends between two orders of a test.
  const frozen = new Date();
  t.context.clock = { now: () => new Date(frozen), shift: () => undefined };
});

describe('the order rate of an organisation', () => {
  it('answers 429 with Retry-After past the limit; other organisations go on', async () => {
    await setMarket('closed');
    const buyer = await trader();
    const placed = [];
    for (const price of ['10.00', '11.00', '12.00']) placed.push(await bidAt(buyer, { price, quantity: '100' }));
    expect(placed.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const fourth = await bidAt(buyer, { price: '13.00', quantity: '100' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(MSG.tooManyOrders);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await bidAt(await trader(), { price: '13.00', quantity: '100' })).statusCode).toBe(201);
  });

  it('counts orders sent at once each in its place, and edits as well', async () => {
    await setMarket('closed');
    const seller = await grower('300');
    const first = await offer(seller, '900.00', '50');
    expect(first.statusCode).toBe(201);
    const together = await Promise.all([offer(seller, '901.00', '50'), offer(seller, '902.00', '50'), offer(seller, '903.00', '50')]);
    expect(together.map((response) => response.statusCode).sort()).toEqual([201, 201, 429]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/offers/${first.json().id}`,
      headers: { authorization: seller.authorization },
      payload: {
        market: 'cgx',
        passwordToken: seller.passwordToken,
        seasonId: ref.seasonId,
        commodityId: ref.commodityId,
        deliveryPeriodId: ref.now,
        holdingId: seller.holdingId,
        quantity: '50',
        price: '899.00',
        chemicalDeclaration: true,
      },
    });
    expect(edit.statusCode).toBe(429);
  });

  it('counts the orders of many organisations from batches in flight at once, whatever order they come in, without a deadlock', async () => {
    // Each turn of the event loop is one batch (one statement); ten batches in flight on the pool at
    // once, every other one naming the organisations in reverse, deadlocked before the counters were
    // locked in one order.
    const ids = Array.from({ length: 40 }, (_, index) => 900_000 + index);
    const counted: Promise<unknown>[] = [];
    for (let round = 0; round < 10; round += 1) {
      for (const id of round % 2 ? [...ids].reverse() : ids) {
        const auth = { organisation: { id } } as AuthContext;
        counted.push(
          requireOrderRate(t.context, auth).catch((error: unknown) => {
            if (!(error instanceof AppError && error.statusCode === 429)) throw error;
          }),
        );
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(counted);
  });
});
