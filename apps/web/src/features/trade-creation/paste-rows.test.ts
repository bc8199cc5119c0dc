import { describe, expect, it } from 'vitest';
import { rowsFromPaste } from './paste-rows';
import { PAYMENT_TERMS_OPTIONS } from './trade-form-values';

const choices = {
  sellers: [{ value: '10', label: 'Wattle Creek Farming' }],
  buyers: [{ value: '20', label: 'Southern Cross Grain' }],
  periods: [{ value: '4', label: 'Jan 2027' }],
  paymentTerms: PAYMENT_TERMS_OPTIONS,
};

describe('rowsFromPaste', () => {
  it('reads tab-separated lines, skipping a header and blank lines, matching names in any case', () => {
    const text = [
      'Seller\tBuyer\tDelivery period\tQuantity (mt)\tPrice ($/mt)\tPayment terms',
      'wattle creek farming\tSouthern Cross Grain\tJan 2027\t1,200.5 mt\t$310.50\t14 days EOW',
      '',
      'Wattle Creek Farming\tSouthern Cross Grain\tjan 2027\t100\t300\t7',
    ].join('\n');
    expect(rowsFromPaste(text, choices)).toEqual({
      rows: [
        {
          sellerOrganisationId: '10',
          buyerOrganisationId: '20',
          deliveryPeriodId: '4',
          quantity: '1200.5',
          price: '310.50',
          paymentTerms: '14',
        },
        { sellerOrganisationId: '10', buyerOrganisationId: '20', deliveryPeriodId: '4', quantity: '100', price: '300', paymentTerms: '7' },
      ],
      problems: [],
    });
  });

  it('leaves what matches nothing to choose, and says so by line', () => {
    const { rows, problems } = rowsFromPaste('Nobody Farms\tSouthern Cross Grain\tMar 2031\t50\t290\tnext year', choices);
    expect(rows).toEqual([{ buyerOrganisationId: '20', quantity: '50', price: '290' }]);
    expect(problems).toEqual([
      'Line 1: no seller named ‘Nobody Farms’',
      'Line 1: no delivery period named ‘Mar 2031’',
      'Line 1: no payment terms ‘next year’',
    ]);
  });
});
