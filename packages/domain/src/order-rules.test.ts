import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUTURE_MIN_QUANTITY, NOW_MIN_QUANTITY } from './constants.ts';
import { MSG, quantityBelowMinimumMessage } from './messages.ts';
import {
  expiryDateError,
  isQualityUnit,
  minimumQuantityFor,
  QUALITY_UNIT_DECIMALS,
  QUALITY_UNITS,
  qualityAmountError,
  qualityParameterSelectionError,
  quantityError,
} from './order-rules.ts';

describe('minimum quantities', () => {
  it('are 25 mt for Now and 100 mt for a future delivery period', () => {
    expect(minimumQuantityFor('now')).toBe(NOW_MIN_QUANTITY);
    expect(minimumQuantityFor('future')).toBe(FUTURE_MIN_QUANTITY);
    expect(NOW_MIN_QUANTITY).toBe('25');
    expect(FUTURE_MIN_QUANTITY).toBe('100');
  });
});

describe('quantityError (spec 001 §5)', () => {
  it('asks for a quantity, then a positive one, then the minimum, in the spec’s words', () => {
    expect(quantityError('', 'now')).toBe('Required');
    expect(quantityError(undefined, 'future')).toBe('Required');
    expect(quantityError('  ', 'now')).toBe('Required');
    expect(quantityError('ten', 'now')).toBe(MSG.mustBeNumber);
    expect(quantityError('0', 'now')).toBe('Must be greater than 0');
    expect(quantityError('-5', 'future')).toBe('Must be greater than 0');
    expect(quantityError('24.999', 'now')).toBe('must be equal or greater than 25mt for delivery period Now');
    expect(quantityError('99', 'future')).toBe('must be equal or greater than 100mt for delivery period future');
    expect(quantityError('25', 'now')).toBeNull();
    expect(quantityError('100.000', 'future')).toBeNull();
  });
  it('accepts exactly the quantities at or above the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom('now' as const, 'future' as const), (kg, kind) => {
        const text = (kg / 1000).toFixed(3);
        const minimumKg = kind === 'now' ? 25_000 : 100_000;
        const expected = kg >= minimumKg ? null : quantityBelowMinimumMessage(minimumQuantityFor(kind), kind);
        expect(quantityError(text, kind)).toBe(expected);
      }),
    );
  });
});

describe('expiryDateError', () => {
  it('refuses an expiry after the delivery period', () => {
    expect(expiryDateError('2026-07-01', '2026-06-30')).toBe('Can not be after the delivery period');
    expect(expiryDateError('2026-06-30', '2026-06-30')).toBeNull();
    expect(expiryDateError('2030-01-01', null)).toBeNull();
  });
});

describe('quality parameters', () => {
  it('has the spec’s decimals per unit', () => {
    expect(QUALITY_UNITS.map((unit) => QUALITY_UNIT_DECIMALS[unit])).toEqual([2, 2, 0, 2, 2, 0, 0]);
    expect(isQualityUnit('kg/hl')).toBe(true);
    expect(isQualityUnit('celsius')).toBe(false);
  });
  it('allows 15 characters plus the unit’s length', () => {
    expect(qualityAmountError('123456789012345', 'other')).toBeNull();
    expect(qualityAmountError('1234567890123456', '')).toBe('The quality parameter value is too long.');
    expect(qualityAmountError('12345678901234567890', 'kg/hl')).toBeNull();
    expect(qualityAmountError('123456789012345678901', 'kg/hl')).toBe('The quality parameter value is too long.');
  });
  it('keeps amount and unit within 255 characters', () => {
    const unit = 'u'.repeat(250);
    expect(qualityAmountError('12345', unit)).toBeNull();
    expect(qualityAmountError('123456', unit)).toBe('The quality parameter value is too long.');
  });
  it('takes a number that is not negative, never text (issue 24: "abc" sec was accepted)', () => {
    expect(qualityAmountError('-1', '%')).toBe('Must be greater or equal to 0');
    expect(qualityAmountError('-0.5', '%')).toBe('Must be greater or equal to 0');
    expect(qualityAmountError('- 3', 'g')).toBe('Must be greater or equal to 0');
    expect(qualityAmountError('0', '%')).toBeNull();
    expect(qualityAmountError('11.5', '%')).toBeNull();
    expect(qualityAmountError('abc', 'sec')).toBe('Must be a number');
    expect(qualityAmountError('Nil', 'other')).toBe('Must be a number');
    expect(qualityAmountError('1e3', 'sec')).toBe('Must be a number');
    expect(qualityAmountError('12,5', '%')).toBe('Must be a number');
    expect(qualityAmountError('', '%')).toBe('Required');
  });
  it('has at most the unit’s decimals, and a percentage is at most 100', () => {
    expect(qualityAmountError('12.345', '%')).toBe('Must be a number (max 2 decimals)');
    expect(qualityAmountError('300.5', 'sec')).toBe('Must be a whole number');
    expect(qualityAmountError('300', 'sec')).toBeNull();
    expect(qualityAmountError('3.5', 'ppm')).toBe('Must be a whole number');
    expect(qualityAmountError('100.00', '%')).toBeNull();
    expect(qualityAmountError('100.01', '%')).toBe('Can not be more than 100%');
    expect(qualityAmountError('180', 'kg/hl')).toBeNull();
    // A form whose parameters are still loading knows no unit yet: the schema's part alone.
    expect(qualityAmountError('12.345', '')).toBeNull();
    expect(qualityAmountError('abc', '')).toBe('Must be a number');
  });
  it('asks for at least one parameter in the Add modal', () => {
    expect(qualityParameterSelectionError(0)).toBe('Please select at least one parameter to add');
    expect(qualityParameterSelectionError(2)).toBeNull();
  });
});
