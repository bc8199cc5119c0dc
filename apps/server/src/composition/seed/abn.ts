import { isValidAbnChecksum } from '@cgx/domain/validation';

/** A checksum-valid ABN ending in the given 9 digits (the first two are check digits). */
export function abnEndingIn(nineDigits: string): string {
  for (let check = 10; check <= 99; check += 1) {
    const candidate = `${check}${nineDigits}`;
    if (isValidAbnChecksum(candidate)) return candidate;
  }
  throw new Error(`no valid ABN ends in ${nineDigits}`);
}
