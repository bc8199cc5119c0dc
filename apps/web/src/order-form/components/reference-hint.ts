/** spec 001 §2 'reference': a field whose value came from the reference offer and still matches it says so. */
export const referenceHint = (referenceValue: unknown, value: unknown): string | undefined =>
  referenceValue !== undefined && referenceValue !== '' && referenceValue === value ? 'Matches the reference offer' : undefined;
