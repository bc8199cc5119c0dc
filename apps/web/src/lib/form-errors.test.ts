import { MSG } from '@cgx/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors, fieldPathOf } from './form-errors';

describe('server errors onto form fields (spec 001 §8)', () => {
  it('names the field of a server key: aliases first, else camelCase segments, row numbers kept', () => {
    const aliases = { delivery_period: 'deliveryPeriodId' };
    expect(fieldPathOf('delivery_period', aliases)).toBe('deliveryPeriodId');
    expect(fieldPathOf('bids_attributes.3.price')).toBe('bidsAttributes.3.price');
    expect(fieldPathOf('bidsAttributes.12.nearest_town')).toBe('bidsAttributes.12.nearestTown');
    expect(fieldPathOf('quantity')).toBe('quantity');
  });

  it('follows aliases with row patterns: the same row on the form, or one field for every row', () => {
    const aliases = {
      'qualityParametersAttributes.*.amount': 'qualityParameters.*.amount',
      'bidsAttributes.*.location.nearestTown': 'nearestTown',
      'bidsAttributes.*.price': 'lines.*.price',
    };
    expect(fieldPathOf('qualityParametersAttributes.2.amount', aliases)).toBe('qualityParameters.2.amount');
    expect(fieldPathOf('bids_attributes.0.location.nearest_town', aliases)).toBe('nearestTown');
    expect(fieldPathOf('bidsAttributes.11.price', aliases)).toBe('lines.11.price');
    expect(fieldPathOf('bidsAttributes.x.price', aliases)).toBe('bidsAttributes.x.price');
  });

  it('puts nested and aliased errors on their fields, keeps the rest, and summarises every error with its label', () => {
    const setError = vi.fn();
    const error = new ApiError(400, MSG.invalidRequest, {
      'bidsAttributes.3.price': [MSG.required],
      delivery_period: ['Can not be after the delivery period'],
      passwordToken: ['Your password is not correct.'],
      base: ['The market is closed.'],
    });
    const result = applyServerErrors(error, setError, {
      fields: ['bidsAttributes.*.price', 'deliveryPeriodId', 'password'],
      aliases: { delivery_period: 'deliveryPeriodId', passwordToken: 'password' },
      labels: { 'bidsAttributes.*.price': 'Price', deliveryPeriodId: 'Delivery period' },
    });
    expect(setError.mock.calls.map(([path, value]) => [path, value.message])).toEqual([
      ['bidsAttributes.3.price', MSG.required],
      ['deliveryPeriodId', 'Can not be after the delivery period'],
      ['password', 'Your password is not correct.'],
    ]);
    // Only the first field takes the focus.
    expect(setError.mock.calls.map(([, , options]) => options.shouldFocus)).toEqual([true, false, false]);
    expect(result.unmatched).toEqual({ base: ['The market is closed.'] });
    expect(result.message).toBe(MSG.invalidRequest);
    expect(result.summary).toEqual([
      `Price: ${MSG.required}`,
      'Delivery period: Can not be after the delivery period',
      'Your password is not correct.',
      'The market is closed.',
    ]);
  });

  it('needs no message at the top when every error of a 400 sits on a field; a row pattern matches numbers only', () => {
    const setError = vi.fn();
    const matched = applyServerErrors(new ApiError(400, MSG.invalidRequest, { quantity: [MSG.required] }), setError, ['quantity']);
    expect(matched).toMatchObject({ message: null, summary: [MSG.required] });
    const notARow = applyServerErrors(new ApiError(400, 'x', { 'bidsAttributes.first.price': ['?'] }), setError, {
      fields: ['bidsAttributes.*.price'],
    });
    expect(notARow.unmatched).toEqual({ 'bidsAttributes.first.price': ['?'] });
  });

  it('answers the unexpected-error message for anything that is not an API error', () => {
    expect(applyServerErrors(new TypeError('boom'), vi.fn(), ['a'])).toEqual({
      message: MSG.unexpectedError,
      unmatched: {},
      summary: [MSG.unexpectedError],
    });
  });
});
