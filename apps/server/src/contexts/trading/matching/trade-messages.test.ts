import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trades } from '../../../db/schema/market.ts';
import { drainJobs } from '../../../composition/jobs.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from '../orders/orders.fixtures.ts';

const t = useTestApp();
const { setMarket, trader, grower, bidAt, offer, messagesTo } = useTradingFixtures(t);

describe('the contract note e-mail and the trade SMS', () => {
  it('date the trade by its day in Sydney and write money and tonnes one way', async () => {
    await setMarket('open');
    const buyer = await trader();
    const seller = await grower('2000');
    try {
      expect((await bidAt(buyer, { price: '1331.00', quantity: '1500' })).statusCode).toBe(201);
      const sold = await offer(seller, '1325.00', '1500');
      expect(sold.statusCode, sold.body).toBe(201);
      const [trade] = sold.json().trades as { tradeId: number }[];
      if (!trade) throw new Error('no trade');
      // Made at 7:55 am AEDT on 28 Nov 2026: 20:55 UTC on the 27th. Its messages are written by the jobs below.
      await t.context.db
        .update(trades)
        .set({ createdAt: new Date('2026-11-27T20:55:00Z'), paymentDueDate: '2026-12-08' })
        .where(eq(trades.id, trade.tradeId));
    } finally {
      await setMarket(null);
    }
    await drainJobs(t.context);

    const email = (await messagesTo(buyer.user.id, 'contract_note'))[0]?.message;
    expect(email?.summary).toContain('you bought 1,500 mt of APH1 Wheat at Moree for $1,331.00/mt.');
    expect(email?.summary).toContain('Traded on 28 Nov 2026.');
    expect(email?.summary).toContain('Payment: Within 7 business days, due 08 Dec 2026.');
    expect(email?.summary).not.toMatch(/2026-1[12]-/);
  });
});
