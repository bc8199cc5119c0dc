import { MSG } from '@cgx/domain/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * How a form names its fields for the server's errors (spec 001 §8): its fields, patterns where `*`
 * stands for a row number ('bidsAttributes.*.price'), server keys that name a field differently
 * ({ delivery_period: 'deliveryPeriodId' }), and labels for the summary at the top.
 */
export interface ServerErrorMapping {
  fields: readonly string[];
  aliases?: Readonly<Record<string, string>>;
  /** By field or pattern: 'Delivery period', so the summary says 'Delivery period: Required'. */
  labels?: Readonly<Record<string, string>>;
}

export interface ServerErrorResult {
  /** The message for the top of the form: the server's message, or the errors no field shows. */
  message: string | null;
  /** Field errors that have no field on this form (e.g. 'token'), by name. */
  unmatched: Record<string, string[]>;
  /** Every error of the answer, labelled where the form has a label: the summary at the top. */
  summary: string[];
}

const camel = (segment: string) => segment.replace(/_([a-z\d])/g, (_, letter: string) => letter.toUpperCase());

/**
 * An alias whose key has `*` row numbers ('qualityParametersAttributes.*.amount') names each row's
 * field: a `*` in its value takes the same number ('qualityParameters.*.amount'), or it names one
 * field for every row ('bidsAttributes.*.location.nearestTown' → 'nearestTown').
 */
function patternAlias(path: string, aliases: Readonly<Record<string, string>>): string | undefined {
  const parts = path.split('.');
  for (const [pattern, target] of Object.entries(aliases)) {
    if (!pattern.includes('*')) continue;
    const segments = pattern.split('.');
    if (segments.length !== parts.length) continue;
    const rows: string[] = [];
    const matches = segments.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment === '*' && /^\d+$/.test(part)) return rows.push(part) > 0;
      return segment === part;
    });
    if (matches) return target.replace(/\*/g, () => rows.shift() ?? '*');
  }
  return undefined;
}

/** The form path of a server error key: an alias (row patterns too), else each segment in camelCase ('bids_attributes.3.price' → 'bidsAttributes.3.price'). */
export function fieldPathOf(key: string, aliases: Readonly<Record<string, string>> = {}): string {
  const aliased = aliases[key];
  if (aliased) return aliased;
  const path = key.split('.').map(camel).join('.');
  return aliases[path] ?? patternAlias(path, aliases) ?? path;
}

/** The field or pattern of the mapping that names this path ('bidsAttributes.3.price' ~ 'bidsAttributes.*.price'). */
function fieldOf(path: string, fields: readonly string[]): string | undefined {
  const parts = path.split('.');
  return fields.find((field) => {
    const pattern = field.split('.');
    return (
      pattern.length === parts.length &&
      pattern.every((part, index) => part === parts[index] || (part === '*' && /^\d+$/.test(parts[index] ?? '')))
    );
  });
}

/**
 * Puts the server's per-field errors onto the form's fields, nested ones included (spec 001 §8:
 * "server field errors are mapped to form fields; an error keyed delivery_period maps to
 * deliveryPeriodId; nested errors are merged"), and returns the rest for the top of the form.
 * A mapping given as a plain list of fields keeps the older call sites working.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  mapping: ServerErrorMapping | readonly Path<T>[],
): ServerErrorResult {
  const { fields, aliases, labels }: ServerErrorMapping = 'fields' in mapping ? mapping : { fields: mapping };
  if (!isApiError(error)) return { message: MSG.unexpectedError, unmatched: {}, summary: [MSG.unexpectedError] };
  const unmatched: Record<string, string[]> = {};
  const summary: string[] = [];
  let matched = 0;
  for (const [key, messages] of Object.entries(error.errors ?? {})) {
    if (messages.length === 0) continue;
    const path = fieldPathOf(key, aliases);
    const field = fieldOf(path, fields);
    const text = messages.join(' ');
    const label = field ? labels?.[field] : undefined;
    summary.push(label ? `${label}: ${text}` : text);
    if (field) {
      setError(path as Path<T>, { type: 'server', message: text }, { shouldFocus: matched === 0 });
      matched += 1;
    } else {
      unmatched[key] = messages;
    }
  }
  const hasUnmatched = Object.keys(unmatched).length > 0;
  // A 400 whose every error sits under a field needs no second, vaguer message at the top.
  const message = matched > 0 && !hasUnmatched && error.status === 400 ? null : error.message;
  if (summary.length === 0 && message) summary.push(message);
  return { message, unmatched, summary };
}

/** All messages of an errors object, flattened (for the forgot forms' 'errors list'). */
export const errorList = (errors: Record<string, string[]> | undefined): string[] => Object.values(errors ?? {}).flat();
