import type { FieldErrors } from 'react-hook-form';

/**
 * The form's own errors as lines for the summary at the top (spec 001 §8), each with its field's
 * label: a row's own ('qualityParameters.1.amount': 'Protein (Minimum)') before the rows' pattern
 * ('qualityParameters.*.amount').
 */
export function formErrorList(errors: FieldErrors, labels: Record<string, string>, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, error]) => {
    if (!error) return [];
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
      const label = labels[path] ?? labels[path.replace(/\.\d+\./g, '.*.')];
      return [label ? `${label}: ${error.message}` : error.message];
    }
    return typeof error === 'object' ? formErrorList(error as FieldErrors, labels, path) : [];
  });
}
