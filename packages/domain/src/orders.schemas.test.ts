import { describe, expect, it } from 'vitest';
import { MAX_ORDER_QUANTITY, MAX_PRICE } from './constants.ts';
import { MSG, priceAboveMaximumMessage, quantityAboveMaximumMessage } from './messages.ts';
import { quantityError } from './order-rules.ts';
import { ZOrderParams, zPrice, zQuantity } from './orders.schemas.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('order quantity and price (decision 0050)', () => {
  it('accepts the business maximums and refuses a tonne or a cent more, in the spec style', () => {
    expect(zQuantity.parse('50000')).toBe('50000');
    expect(zQuantity.parse(50000)).toBe('50000');
    expect(messagesOf(zQuantity.safeParse('50000.001'))).toEqual([quantityAboveMaximumMessage(MAX_ORDER_QUANTITY)]);
    expect(quantityAboveMaximumMessage(MAX_ORDER_QUANTITY)).toBe('must be equal or less than 50000mt');
    expect(zPrice.parse('5000.00')).toBe('5000.00');
    expect(messagesOf(zPrice.safeParse('5000.01'))).toEqual([priceAboveMaximumMessage(MAX_PRICE)]);
    expect(quantityError('2147483648', 'future')).toBe(quantityAboveMaximumMessage(MAX_ORDER_QUANTITY));
  });

  it('refuses what the tester sent: 99,999,999,999.999 t, 2³¹ t, 20 decimals, exponents, text', () => {
    for (const bad of ['99999999999999.999', 2 ** 31, '0.12345678901234567890', 1e308, '1e3', 'NaN', '0x10', '-5', '0']) {
      expect(zQuantity.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(messagesOf(zQuantity.safeParse('fuzz'))).toEqual(['Enter tonnes, up to 3 decimals']);
    expect(messagesOf(zQuantity.safeParse('0'))).toEqual([MSG.quantityPositive]);
  });

  it('reads an order id in a route from digits only, within PostgreSQL integer', () => {
    expect(ZOrderParams.parse({ orderId: '7' })).toEqual({ orderId: 7 });
    expect(ZOrderParams.safeParse({ orderId: '2147483648' }).success).toBe(false);
    expect(ZOrderParams.safeParse({ orderId: '0x7' }).success).toBe(false);
  });
});
