import { describe, expect, it } from 'vitest';
import type { Role } from '@cgx/domain/roles';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from '../../trading/orders/orders.fixtures.ts';
import { recordTradeChanges } from '../../../platform/trade-audit/trade-changes.repository.ts';

const t = useTestApp();
const { ref, setMarket, trader, grower, bidAt, offer } = useTradingFixtures(t);

/** A trade made on the market: a bid at Moree and a grower's offer below it. */
async function marketTrade() {
  await setMarket('open');
  try {
    const buyer = await trader();
    const seller = await grower('200');
    expect((await bidAt(buyer, { price: '331.00', quantity: '60' })).statusCode).toBe(201);
    const sold = await offer(seller, '325.00', '60', {
      chemicalDeclaration: false,
      chemicalTreatment: 'K-Obiol',
      chemicalRate: '2 L/t',
      chemicalApplicationDate: '2026-11-01',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const [trade] = sold.json().trades as { tradeId: number; formattedId: string }[];
    if (!trade) throw new Error('no trade');
    return { buyer, seller, trade };
  } finally {
    await setMarket(null);
  }
}

describe('GET /api/back-office/trades/:tradeId', () => {
  it('gives staff both parties, who placed each order, the orders, the place, the terms and both contract notes', async () => {
    const { buyer, seller, trade } = await marketTrade();
    const staff = await bearerFor(t.context, await createUser(t.context, 'CGX Sales'));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/back-office/trades/${trade.tradeId}`,
      headers: { authorization: staff.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: trade.tradeId,
      formattedId: trade.formattedId,
      market: 'cgx',
      status: 'awaiting_grain',
      seller: { id: seller.user.organisationId, orderedBy: `${seller.user.firstName} ${seller.user.lastName}` },
      sellerNgr: '12340000',
      buyer: { id: buyer.user.organisationId, orderedBy: `${buyer.user.firstName} ${buyer.user.lastName}` },
      agent: null,
      commodity: { id: ref.commodityId },
      grade: { id: ref.aph1, code: 'APH1' },
      quantity: '60.000',
      price: '331.00',
      restingSide: 'bid',
      site: {
        name: 'Moree',
        state: 'NSW',
        storageProviderNickname: expect.any(String),
        portZone: expect.any(String),
        port: expect.any(String),
      },
      place: null,
      chemicalDeclaration: false,
      chemicalTreatment: 'K-Obiol',
      chemicalRate: '2 L/t',
      chemicalApplicationDate: '2026-11-01',
      quality: [],
      documents: [
        { label: 'Seller’s contract note', path: `contract-note/${trade.tradeId}/seller` },
        { label: 'Buyer’s contract note', path: `contract-note/${trade.tradeId}/buyer` },
      ],
    });
    expect(detail.seller.name).toEqual(expect.any(String));
    expect(detail.buyer.name).not.toBe(detail.seller.name);
    expect(detail.recordedBy).toBeNull();
    expect(detail.history).toEqual([
      {
        at: detail.createdAt,
        by: 'The exchange',
        action: 'created',
        changes: [
          { field: 'quantity', before: null, after: '60.000' },
          { field: 'price', before: null, after: '331.00' },
          { field: 'status', before: null, after: 'awaiting_grain' },
        ],
      },
    ]);
    // Staff may download either contract note.
    const note = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/download?path=${encodeURIComponent(detail.documents[1].path)}`,
      headers: { authorization: staff.authorization },
    });
    expect(note.statusCode).toBe(200);
  });

  it('shows each recorded change after the making, with who made it, oldest first', async () => {
    const { trade } = await marketTrade();
    const staffUser = await createUser(t.context, 'Admin');
    const staff = await bearerFor(t.context, staffUser);
    await recordTradeChanges(t.context.db, [
      {
        tradeId: trade.tradeId,
        userId: staffUser.id,
        action: 'delivery_recorded',
        changes: [{ field: 'delivered', before: '0.000', after: '30.000' }],
        at: new Date('2026-11-30T01:00:00Z'),
      },
      {
        tradeId: trade.tradeId,
        userId: null,
        action: 'updated',
        changes: [{ field: 'status', before: 'awaiting_grain', after: 'overdue_grain' }],
        at: new Date('2026-12-01T01:00:00Z'),
      },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/back-office/trades/${trade.tradeId}`,
      headers: { authorization: staff.authorization },
    });
    expect(response.json().history.slice(1)).toEqual([
      {
        at: '2026-11-30T01:00:00.000Z',
        by: `${staffUser.firstName} ${staffUser.lastName}`,
        action: 'delivery_recorded',
        changes: [{ field: 'delivered', before: '0.000', after: '30.000' }],
      },
      {
        at: '2026-12-01T01:00:00.000Z',
        by: 'The exchange',
        action: 'updated',
        changes: [{ field: 'status', before: 'awaiting_grain', after: 'overdue_grain' }],
      },
    ]);
  });

  it('opens by the trade id people paste (CGX-000150, any case), as by the id', async () => {
    const { trade } = await marketTrade();
    const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    for (const named of [trade.formattedId, trade.formattedId.toLowerCase()]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/back-office/trades/${named}`,
        headers: { authorization: admin.authorization },
      });
      expect(response.statusCode, named).toBe(200);
      expect(response.json()).toMatchObject({ id: trade.tradeId, formattedId: trade.formattedId });
    }
  });

  it('401 signed out, 403 for every member role and either party, 404 for a trade that is not there or a bad id', async () => {
    const { buyer, seller, trade } = await marketTrade();
    const url = `/api/back-office/trades/${trade.tradeId}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['Grower', 'Trader', 'Agent', 'Analyst'] satisfies Role[]) {
      const member = await bearerFor(t.context, await createUser(t.context, role));
      expect((await t.app.inject({ method: 'GET', url, headers: { authorization: member.authorization } })).statusCode, role).toBe(403);
    }
    for (const party of [buyer, seller]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { authorization: party.authorization } })).statusCode).toBe(403);
    }
    const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    for (const missing of ['999999999', '0', 'x1', 'CGX-999999', 'IGX-000000', 'CGX-0001234567']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/back-office/trades/${missing}`,
        headers: { authorization: admin.authorization },
      });
      expect(response.statusCode, missing).toBe(404);
    }
  });
});
