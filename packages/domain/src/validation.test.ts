import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { EMAIL_PATTERN, isStrongPassword, isValidAbnChecksum, isValidRouteParam, zAbn, zEmail, zMobile, zNgrList } from './validation.ts';

describe('e-mail format (spec 000 §5)', () => {
  it.each(['jack@wattlecreek.com.au', 'émile.dupont@ferme.fr', "o'brien+grain@ddgrain.com.au", 'a@b.io'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(['jack@farm', 'jack@@farm.com', 'jack farm@x.com', '@x.com', 'jack@x.c', 'jack@x.123'])('refuses %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
  it('trims, lower-cases and names the rule', () => {
    expect(zEmail.parse('  Jack@WattleCreek.com.au ')).toBe('jack@wattlecreek.com.au');
    expect(zEmail.safeParse('jack@farm').error?.issues[0]?.message).toBe(MSG.emailFormat);
    expect(zEmail.safeParse('').error?.issues[0]?.message).toBe(MSG.required);
  });
});

describe('ABN (spec 002 §5)', () => {
  it('checks the weighted modulus-89 checksum', () => {
    expect(isValidAbnChecksum('51824753556')).toBe(true);
    expect(isValidAbnChecksum('51824753557')).toBe(false);
    expect(isValidAbnChecksum('5182475355')).toBe(false);
  });
  it('catches every single-digit change of a valid ABN', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '51824753556'.split('').map(Number);
        digits[position] = ((digits[position] ?? 0) + delta) % 10;
        return !isValidAbnChecksum(digits.join(''));
      }),
    );
  });
  it('allows spaces while typing and asks for 11 digits', () => {
    expect(zAbn.parse('51 824 753 556')).toBe('51824753556');
    expect(zAbn.safeParse('5182').error?.issues[0]?.message).toBe(MSG.abnDigits);
  });
});

describe('NGR list', () => {
  it('takes 8-digit numbers separated by commas with optional spaces', () => {
    expect(zNgrList.parse('12345678, 23456789,34567890')).toEqual(['12345678', '23456789', '34567890']);
    expect(zNgrList.safeParse('1234567').error?.issues[0]?.message).toBe(MSG.ngrInvalid);
    expect(zNgrList.safeParse('12345678;23456789').success).toBe(false);
  });
});

describe('mobile', () => {
  it('stores Australian mobiles in E.164', () => {
    expect(zMobile.parse('0412 345 678')).toBe('+61412345678');
    expect(zMobile.parse('+61 412 345 678')).toBe('+61412345678');
    expect(zMobile.safeParse('02 9999 0000').success).toBe(false);
  });
});

describe('strict password rule', () => {
  it('needs 10 characters with upper, lower, digit and symbol', () => {
    expect(isStrongPassword('Harvest2026!')).toBe(true);
    expect(isStrongPassword('harvest2026!')).toBe(false);
    expect(isStrongPassword('HARVEST2026!')).toBe(false);
    expect(isStrongPassword('Harvest!!!!')).toBe(false);
    expect(isStrongPassword('Harvest2026')).toBe(false);
    expect(isStrongPassword('Ha1!')).toBe(false);
  });
});

describe('route parameters (spec 002 §2 Other)', () => {
  it('are optional letters followed by digits', () => {
    expect(isValidRouteParam('123')).toBe(true);
    expect(isValidRouteParam('CGX000123')).toBe(true);
    expect(isValidRouteParam('12a')).toBe(false);
    expect(isValidRouteParam('abc')).toBe(false);
    expect(isValidRouteParam('')).toBe(false);
    expect(isValidRouteParam(undefined)).toBe(false);
  });
});
