import { describe, expect, it } from 'vitest';
import {
  MAX_TRADE_ROWS,
  SAME_PARTIES_MESSAGE,
  ZCreateCgxTradeRequest,
  ZCreateIgrainTradeRequest,
  ZCreateMultipleTradesRequest,
} from './trade-creation.schemas.ts';

const terms = {
  sellerOrganisationId: 10,
  buyerOrganisationId: 20,
  seasonId: 1,
  commodityId: 2,
  gradeId: 3,
  deliveryPeriodId: 4,
  quantity: '100',
  price: '310.50',
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('ZCreateCgxTradeRequest', () => {
  it('reads a trade on a holding, payment within 7 business days unless said', () => {
    expect(ZCreateCgxTradeRequest.parse({ ...terms, holdingId: 31 })).toMatchObject({ holdingId: 31, paymentTerms: 7 });
    expect(ZCreateCgxTradeRequest.parse({ ...terms, holdingId: 31, paymentTerms: null }).paymentTerms).toBeNull();
  });

  it('says every missing field, the same organisation on both sides, and an order’s limits on quantity and price', () => {
    expect(errorsOf(ZCreateCgxTradeRequest.safeParse({}))).toMatchObject({ sellerOrganisationId: 'Required', holdingId: 'Required' });
    expect(errorsOf(ZCreateCgxTradeRequest.safeParse({ ...terms, holdingId: 31, buyerOrganisationId: 10 }))).toEqual({
      buyerOrganisationId: SAME_PARTIES_MESSAGE,
    });
    const limits = errorsOf(
      ZCreateCgxTradeRequest.safeParse({ ...terms, holdingId: 31, quantity: '0', price: '12.345', paymentTerms: 10 }),
    );
    expect(Object.keys(limits).sort()).toEqual(['paymentTerms', 'price', 'quantity']);
  });
});

describe('ZCreateIgrainTradeRequest', () => {
  it('needs the grain on farm and a pricing point; Delivered needs its site', () => {
    expect(Object.keys(errorsOf(ZCreateIgrainTradeRequest.safeParse(terms))).sort()).toEqual(['farmGrainId', 'pricingPoint']);
    const delivered = { ...terms, farmGrainId: 5, pricingPoint: 'Delivered' };
    expect(errorsOf(ZCreateIgrainTradeRequest.safeParse(delivered))).toEqual({ deliveredSiteId: 'Required' });
    expect(ZCreateIgrainTradeRequest.safeParse({ ...delivered, deliveredSiteId: 6 }).success).toBe(true);
    expect(ZCreateIgrainTradeRequest.safeParse({ ...terms, farmGrainId: 5, pricingPoint: 'Ex Farm' }).success).toBe(true);
  });
});

describe('ZCreateMultipleTradesRequest', () => {
  it('keys each row’s problem by its index, and takes 1 to MAX_TRADE_ROWS rows', () => {
    const row = { ...terms, holdingId: 31 };
    expect(errorsOf(ZCreateMultipleTradesRequest.safeParse({ rows: [row, { ...row, price: 'abc' }] }))).toEqual({
      'rows.1.price': 'Enter an amount in dollars and cents',
    });
    expect(ZCreateMultipleTradesRequest.safeParse({ rows: [] }).success).toBe(false);
    expect(ZCreateMultipleTradesRequest.safeParse({ rows: Array.from({ length: MAX_TRADE_ROWS + 1 }, () => row) }).success).toBe(false);
  });
});
