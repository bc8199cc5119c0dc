import { describe, expect, it } from 'vitest';
import { canolaExample } from './canola-example';

describe('canola calculator', () => {
  it('pays 1.5% of the base price more for each 1% of oil above 42%', () => {
    expect(canolaExample('650', '44')).toEqual({ ok: true, price: '669.50', change: '19.50', changePercent: '3', direction: 'premium' });
  });

  it('takes 1.5% off for each 1% below, pro rata for part of a point', () => {
    expect(canolaExample('650.00', '40')).toEqual({
      ok: true,
      price: '630.50',
      change: '19.50',
      changePercent: '3',
      direction: 'discount',
    });
    expect(canolaExample('$1,000', '41.5%')).toEqual({
      ok: true,
      price: '992.50',
      change: '7.50',
      changePercent: '0.75',
      direction: 'discount',
    });
  });

  it('leaves the price alone at the 42% basis', () => {
    expect(canolaExample('650', '42')).toEqual({ ok: true, price: '650.00', change: '0.00', changePercent: '0', direction: 'basis' });
  });

  it('says which input to fix', () => {
    expect(canolaExample('', '42')).toMatchObject({ ok: false, field: 'basePrice' });
    expect(canolaExample('0', '42')).toMatchObject({ ok: false, field: 'basePrice' });
    expect(canolaExample('650', 'abc')).toMatchObject({ ok: false, field: 'oilPercent', message: 'Enter an oil content from 35% to 55%' });
    expect(canolaExample('650', '60')).toMatchObject({ ok: false, field: 'oilPercent' });
  });
});
