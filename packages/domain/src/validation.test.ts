import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import {
  EMAIL_PATTERN,
  INT4_MAX,
  hasUnsafeCharacters,
  isStrongPassword,
  isValidAbnChecksum,
  isValidRouteParam,
  zQueryIdList,
  zAbn,
  zEmail,
  zId,
  zMobile,
  zNgrList,
  zQueryId,
  zQueryInt,
  zRequiredText,
  zText,
} from './validation.ts';

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
    expect(isValidRouteParam('CGX-000123')).toBe(true);
    expect(isValidRouteParam('-123')).toBe(false);
    expect(isValidRouteParam('CGX--1')).toBe(false);
    expect(isValidRouteParam('../x')).toBe(false);
    expect(isValidRouteParam('..%2F1')).toBe(false);
    expect(isValidRouteParam('12a')).toBe(false);
    expect(isValidRouteParam('abc')).toBe(false);
    expect(isValidRouteParam('')).toBe(false);
    expect(isValidRouteParam(undefined)).toBe(false);
  });
});

describe('id lists in a query string', () => {
  it('are ids separated by commas, each once; empty is none', () => {
    expect(zQueryIdList.parse('3,7,3,12')).toEqual([3, 7, 12]);
    expect(zQueryIdList.parse('')).toEqual([]);
    expect(zQueryIdList.safeParse('3,,7').error?.issues[0]?.message).toBe('A comma-separated list of ids');
    expect(zQueryIdList.safeParse('0').success).toBe(false);
    expect(zQueryIdList.safeParse('2147483648').error?.issues[0]?.path).toEqual([]);
    expect(zQueryIdList.safeParse(Array.from({ length: 101 }, (_, index) => index + 1).join(',')).success).toBe(false);
  });
});

describe('input from outside (decision 0053)', () => {
  const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

  it('refuses NUL and lone UTF-16 surrogates in text, and keeps paired ones (emoji)', () => {
    expect(hasUnsafeCharacters('a\u0000b')).toBe(true);
    expect(hasUnsafeCharacters('a\uD800b')).toBe(true);
    expect(hasUnsafeCharacters('a\uDC00')).toBe(true);
    expect(hasUnsafeCharacters('\uDC00\uD800')).toBe(true);
    expect(hasUnsafeCharacters('Wagga Wagga 🌾 Crème')).toBe(false);
    expect(messagesOf(zText(20).safeParse('a\u0000b'))).toEqual([MSG.invalidCharacters]);
    expect(messagesOf(zRequiredText(20).safeParse('x\uD800'))).toEqual([MSG.invalidCharacters]);
    expect(messagesOf(zEmail.safeParse('grower\u0000@example.com'))).toContain(MSG.invalidCharacters);
  });

  it('caps every string, a megabyte included', () => {
    expect(messagesOf(zText(10).safeParse('x'.repeat(1024 * 1024)))).toEqual(['Must be 10 characters or fewer']);
    expect(zEmail.safeParse(`${'a'.repeat(20_000)}@example.com`).success).toBe(false);
  });

  it('takes a body id only as a whole JSON number within PostgreSQL integer', () => {
    expect(zId.parse(12)).toBe(12);
    expect(zId.parse(INT4_MAX)).toBe(INT4_MAX);
    for (const bad of [INT4_MAX + 1, 2 ** 63, 0, -1, 1.5, '12', '0x1', true, [12], null, Number.NaN]) {
      expect(zId.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(messagesOf(zId.safeParse(undefined))).toEqual([MSG.required]);
  });

  it('reads a query id and a query number from digits only', () => {
    expect(zQueryId.parse('42')).toBe(42);
    for (const bad of ['2147483648', '99999999999999999999999', '0x1', '1e3', '-1', '0', '', ' 4', '4.0', 'NaN']) {
      expect(zQueryId.safeParse(bad).success, bad).toBe(false);
    }
    expect(zQueryInt(1, 50).parse('50')).toBe(50);
    expect(messagesOf(zQueryInt(1, 50).safeParse('51'))).toEqual(['Must be at most 50']);
    expect(messagesOf(zQueryInt(1, 50).safeParse(undefined))).toEqual([MSG.required]);
  });

  it('never lets a string it accepts carry NUL or a lone surrogate (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const accepted = zText(40).safeParse(value).success;
        return !accepted || !hasUnsafeCharacters(value);
      }),
    );
  });
});
