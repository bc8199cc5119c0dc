import { isListsChanged } from '@cgx/domain/notifications.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { TOPICS } from '../../../realtime/topics.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';
import { lapseOrders } from './orders.service.ts';

const t = useTestApp();
const { setMarket, trader, grower, bidAt, offer } = useTradingFixtures(t);

describe('lapsing orders', () => {
  it('lapses orders past their expiry and tells both organisations’ users their lists changed', async () => {
    await setMarket('closed');
    const buyer = await trader();
    const seller = await grower('300');
    const bystander = await trader();
    const bid = (await bidAt(buyer, { price: '300.00', quantity: '100' })).json();
    const placed = (await offer(seller, '400.00', '100')).json();
    const current = (await bidAt(bystander, { price: '301.00', quantity: '100' })).json();
    await t.context.db.update(bidGroups).set({ expiryDate: '2020-01-01' }).where(eq(bidGroups.id, bid.id));
    await t.context.db.update(offers).set({ expiryDate: '2020-01-01' }).where(eq(offers.id, placed.id));

    const received = new Map<number, unknown[]>();
    const unsubscribes = await Promise.all(
      [buyer, seller, bystander].map(({ user }) => {
        received.set(user.id, []);
        return t.context.realtime.pubsub.subscribe(TOPICS.userNotifications(user.id), (message) => received.get(user.id)?.push(message));
      }),
    );
    try {
      await lapseOrders(t.context);
      const status = async (table: typeof bidGroups | typeof offers, id: number) =>
        (await t.context.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]?.status;
      expect(await status(bidGroups, bid.id)).toBe('lapsed');
      expect(await status(offers, placed.id)).toBe('lapsed');
      expect(await status(bidGroups, current.id)).toBe('active');

      await expect.poll(() => received.get(buyer.user.id)?.length).toBe(1);
      await expect.poll(() => received.get(seller.user.id)?.length).toBe(1);
      expect(isListsChanged(received.get(buyer.user.id)?.[0])).toBe(true);
      expect(isListsChanged(received.get(seller.user.id)?.[0])).toBe(true);
      expect(received.get(bystander.user.id)).toEqual([]);
    } finally {
      await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
    }
  });
});
