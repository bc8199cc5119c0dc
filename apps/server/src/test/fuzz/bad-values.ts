/**
 * The fixed catalogue of bad values the API fuzz test sends in every parameter and body field
 * (issue 11): wrong type, missing, empty, 1 MB, NUL, lone surrogate, −1, 0, 2³¹, 2⁶³, 1e308, NaN,
 * 20 decimals, arrays, objects and __proto__.
 */

/** Marks a body field to be left out. */
export const MISSING = Symbol('missing');

const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** JSON values for a body field. 'wrong type' depends on the field's own type. */
export function bodyValuesFor(type: string | undefined): { label: string; value: unknown }[] {
  const wrongType = type === 'string' ? 12345 : type === 'boolean' ? 'yes' : type === 'array' || type === 'object' ? 'text' : 'abc';
  return [
    { label: 'wrong type', value: wrongType },
    { label: 'missing', value: MISSING },
    { label: 'empty', value: '' },
    { label: 'null', value: null },
    { label: '1 MB', value: ONE_MEGABYTE },
    { label: 'NUL', value: 'a\u0000b' },
    { label: 'lone surrogate', value: 'a\uD800b' },
    { label: '-1', value: -1 },
    { label: '0', value: 0 },
    { label: '2^31', value: 2 ** 31 },
    { label: '2^63', value: 2 ** 63 },
    { label: '2^63 as text', value: '9223372036854775808' },
    { label: '1e308', value: 1e308 },
    { label: 'NaN', value: 'NaN' },
    { label: '20 decimals', value: Number('0.12345678901234567890') },
    { label: '20 decimals as text', value: '0.12345678901234567890' },
    { label: 'hex text', value: '0x1' },
    { label: 'true', value: true },
    { label: 'array', value: [1] },
    { label: 'object', value: { a: 1 } },
    { label: '__proto__', value: JSON.parse('{"__proto__": {"polluted": true}}') },
  ];
}

/** Raw (already URL-encoded) texts for a path or query parameter. */
export const PARAMETER_VALUES: { label: string; raw: string | null }[] = [
  { label: 'missing', raw: null },
  { label: 'empty', raw: '' },
  { label: 'long', raw: 'x'.repeat(100_000) },
  { label: 'NUL', raw: 'a%00b' },
  { label: 'lone surrogate', raw: 'a%ED%A0%80b' },
  { label: 'bad percent', raw: '%E0%A4%A' },
  { label: '-1', raw: '-1' },
  { label: '0', raw: '0' },
  { label: '2^31', raw: '2147483648' },
  { label: '2^63', raw: '9223372036854775808' },
  { label: 'long digits', raw: '99999999999999999999999' },
  { label: '1e308', raw: '1e308' },
  { label: 'NaN', raw: 'NaN' },
  { label: '20 decimals', raw: '0.12345678901234567890' },
  { label: 'hex', raw: '0x1' },
  { label: 'true', raw: 'true' },
  { label: '__proto__', raw: '__proto__' },
];
