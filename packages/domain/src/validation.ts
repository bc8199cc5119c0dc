import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * Input from outside, at its cause (decision 0053). Ids are PostgreSQL integer columns, so an id
 * above 2³¹−1 is refused here instead of failing in the database. Text never carries NUL (PostgreSQL
 * text cannot store it) nor a lone UTF-16 surrogate (not Unicode: it cannot be written as UTF-8).
 */
export const INT4_MAX = 2_147_483_647;

/** A lone high surrogate (not followed by a low one) or a lone low surrogate (not after a high one). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasUnsafeCharacters = (value: string): boolean => value.includes('\u0000') || LONE_SURROGATE.test(value);

/**
 * Control characters (C0, DEL, C1) and Unicode's line and paragraph separators. A one-line text (a
 * name, a reference, a site) takes none of them; a text of several lines (a note, a message) takes
 * line feeds, returns and tabs only (decision 0222).
 */
const CONTROL_IN_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_IN_LINES = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;
export type TextLines = 'one' | 'many';
export const hasControlCharacters = (value: string, lines: TextLines = 'one'): boolean =>
  (lines === 'one' ? CONTROL_IN_ONE_LINE : CONTROL_IN_LINES).test(value);

/** Every string from outside: at most `max` characters, no NUL and no lone surrogate. Chain .trim(), .min() etc. after it. */
export const zText = (max: number) =>
  z
    .string({ error: MSG.required })
    .max(max, `Must be ${max} characters or fewer`)
    .refine((value) => !hasUnsafeCharacters(value), MSG.invalidCharacters);

/** An id in a JSON body: a whole number, never "12", true or [12] read as one. */
export const zId = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : MSG.mustBeId) })
  .int(MSG.mustBeId)
  .min(1, MSG.mustBeId)
  .max(INT4_MAX, MSG.mustBeId);

/** A whole number in a query string or a route parameter: digits only, within [min, max]. */
const requiredOr = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? MSG.required : message);

export const zQueryInt = (min: number, max: number) =>
  z
    .string({ error: requiredOr(MSG.mustBeNumber) })
    .regex(/^\d{1,10}$/, MSG.mustBeNumber)
    .transform(Number)
    .pipe(z.number().int().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`));

/** An id in a query string or a route parameter: digits only, 1 to 2³¹−1. */
export const zQueryId = z
  .string({ error: requiredOr(MSG.mustBeId) })
  .regex(/^\d{1,10}$/, MSG.mustBeId)
  .transform(Number)
  .pipe(z.number().int().min(1, MSG.mustBeId).max(INT4_MAX, MSG.mustBeId));

/**
 * A list of ids in a query string, as a multi-select filter writes it: '3,7,12' (spec 002 §7
 * 'seasons, commodities, deliveryPeriods, grades'). At most 100, each once; empty is no filter.
 */
export const zQueryIdList = z
  .string()
  .regex(/^([1-9]\d{0,9}(,[1-9]\d{0,9}){0,99})?$/, { error: MSG.idList, abort: true })
  .refine((text) => text.split(',').every((id) => id === '' || Number(id) <= INT4_MAX), MSG.mustBeId)
  .transform((text) => (text === '' ? [] : [...new Set(text.split(',').map(Number))]));

/**
 * spec 000 §5: letters (accented too), digits and some symbols before @, then a domain and a
 * top-level part of at least two letters. Trimmed; compared case-insensitively (stored lower-case).
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{M}\d.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{M}\d](?:[\p{L}\p{M}\d-]*[\p{L}\p{M}\d])?(?:\.[\p{L}\p{M}\d](?:[\p{L}\p{M}\d-]*[\p{L}\p{M}\d])?)*\.\p{L}{2,}$/u;

export const zEmail = zText(254)
  .trim()
  .min(1, MSG.required)
  .regex(EMAIL_PATTERN, MSG.emailFormat)
  .transform((value) => value.toLowerCase());

/** The strict password rule: 10+ characters with upper, lower, digit and symbol. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 10 &&
    value.length <= 128 &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

export const zNewPassword = zText(128)
  .min(1, MSG.required)
  // An empty password says 'Required' only, not the rule as well.
  .refine((value) => value.length === 0 || isStrongPassword(value), MSG.passwordRule);

/** spec 002 §5: an ABN is 11 digits whose weighted checksum is divisible by 89. */
export const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

export function isValidAbnChecksum(abn: string): boolean {
  if (!/^\d{11}$/.test(abn)) return false;
  const digits = abn.split('').map(Number);
  digits[0] = (digits[0] ?? 0) - 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (ABN_WEIGHTS[index] ?? 0), 0);
  return sum % 89 === 0;
}

/** Spaces are allowed while typing ("51 824 753 556"); the stored ABN is 11 bare digits. */
export const zAbn = zText(40)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, MSG.required)
      .regex(/^\d{11}$/, MSG.abnDigits),
  );

export const NGR_PATTERN = /^\d{8}$/;
export const zNgr = zText(40).trim().min(1, MSG.required).regex(NGR_PATTERN, MSG.ngrInvalid);

/** spec 002 §5: one or more 8-digit NGRs, comma separated with optional space. */
export const zNgrList = zText(1000)
  .trim()
  .regex(/^\d{8}(\s*,\s*\d{8})*$/, MSG.ngrInvalid)
  .transform((value) => value.split(',').map((ngr) => ngr.trim()));

/** Australian mobile: 04xx xxx xxx or +614xx xxx xxx; stored as +614xxxxxxxx. */
export const zMobile = zText(40)
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, MSG.required)
      .regex(/^(?:\+?61|0)4\d{8}$/, 'Enter an Australian mobile number, e.g. 0412 345 678'),
  )
  .transform((value) => `+61${value.replace(/^(?:\+?61|0)/, '')}`);

/**
 * The password-confirmation check for an object schema. `when` runs it as soon as both
 * passwords are strings, so a form shows the message before the other fields are valid
 * (an object refinement is otherwise skipped while any field has an issue).
 */
export const passwordsMatchCheck = {
  path: ['passwordConfirmation'],
  message: MSG.passwordsDontMatch,
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; passwordConfirmation?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value.passwordConfirmation === 'string' && value.passwordConfirmation !== '';
  },
};
export const passwordsMatch = (body: { password: string; passwordConfirmation: string }) => body.password === body.passwordConfirmation;

/** An optional form field: an empty string means 'not given'. */
export const optionalField = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

/**
 * Text a person writes (a name, a trading name, a term, a note; typed, sent or in an uploaded file):
 * trimmed, at most `max` characters, no NUL or lone surrogate, and no control character: one line
 * unless `lines` is 'many' (then line feeds, returns and tabs are kept). May be empty: chain
 * .min(1, ...), .optional() or .nullish(); `zRequiredText` is the required one.
 */
export const zPlainText = (max: number, lines: TextLines = 'one') =>
  z
    .string({ error: MSG.required })
    .trim()
    .max(max, `Must be ${max} characters or fewer`)
    .refine((value) => !hasUnsafeCharacters(value), MSG.invalidCharacters)
    .refine(
      (value) => hasUnsafeCharacters(value) || !hasControlCharacters(value, lines),
      lines === 'one' ? MSG.oneLine : MSG.invalidCharacters,
    );

/** A required `zPlainText`: one line (a name) unless `lines` is 'many' (a note). */
export const zRequiredText = (max = 120, lines: TextLines = 'one') => zPlainText(max, lines).min(1, MSG.required);

export { isValidRouteParam, ROUTE_PARAM_PATTERN } from './route-params.ts';

/** A problem a rule across fields finds: the field's path (under the value checked) and the spec's words. */
export type FieldProblem = { path: readonly (string | number)[]; message: string };

/**
 * A rule that needs several fields of the request (docs/adding-a-screen.md 'A form'), as a zod
 * check: `z.object({...}).check(fieldRule(rule))`. Each problem is an issue on its field's path,
 * so a form shows it under the input and the API answers it as `errors['bidsAttributes.0.siteId']`.
 * It runs even when other fields have problems (a form shows every message at once), so `rule`
 * gets the value as it is, not as the schema's type: read each field with a type check (a field
 * may still hold what was typed).
 */
export const fieldRule = <T>(rule: (value: Loose<T>) => readonly FieldProblem[]) =>
  // Typed for any value: it reads its fields loosely, so it fits every object schema.
  z.superRefine<unknown>(
    (value, context) => {
      if (typeof value !== 'object' || value === null) return;
      for (const problem of rule(value as Loose<T>)) {
        context.addIssue({ code: 'custom', path: [...problem.path], message: problem.message, input: value });
      }
    },
    { when: () => true },
  );

/** What a rule may meet: each field possibly absent or of another type than the schema's. */
export type Loose<T> = { readonly [K in keyof T]?: unknown };

/** A value's trimmed text, '' when it is not a string. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Problems found in a part of the value, put under that part's path (e.g. ['bidsAttributes', 0, 'location']). */
export const problemsUnder = (at: readonly (string | number)[], problems: readonly FieldProblem[]): FieldProblem[] =>
  problems.map((problem) => ({ path: [...at, ...problem.path], message: problem.message }));
