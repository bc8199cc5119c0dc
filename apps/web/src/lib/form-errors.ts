import { MSG } from '@cgx/domain/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

export interface ServerErrorResult {
  /** The message for the top of the form: the server's message, or the errors no field shows. */
  message: string | null;
  /** Field errors that have no field on this form (e.g. 'token'), by name. */
  unmatched: Record<string, string[]>;
}

/**
 * Puts the server's per-field errors onto the form's fields (spec 000 §8: "server errors are
 * mapped onto the form fields") and returns what is left for an alert at the top.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): ServerErrorResult {
  if (!isApiError(error)) return { message: MSG.unexpectedError, unmatched: {} };
  const unmatched: Record<string, string[]> = {};
  let matched = 0;
  for (const [name, messages] of Object.entries(error.errors ?? {})) {
    if (messages.length === 0) continue;
    const field = fields.find((candidate) => candidate === name);
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: matched === 0 });
      matched += 1;
    } else {
      unmatched[name] = messages;
    }
  }
  const hasUnmatched = Object.keys(unmatched).length > 0;
  // A 400 whose every error sits under a field needs no second, vaguer message at the top.
  const message = matched > 0 && !hasUnmatched && error.status === 400 ? null : error.message;
  return { message, unmatched };
}

/** All messages of an errors object, flattened (for the forgot forms' 'errors list'). */
export const errorList = (errors: Record<string, string[]> | undefined): string[] => Object.values(errors ?? {}).flat();
