import { ZApiError } from '@cgx/domain/auth.schemas';
import { z } from 'zod';

export const ZNoContent = z.null().describe('No content');

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; errors maps each field to its messages',
  401: 'Not signed in, or wrong credentials',
  403: 'Signed in but not allowed',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many attempts',
  503: 'Maintenance',
};

/** The error answers a route can give, for its OpenAPI description. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, ZApiError.describe(DESCRIPTIONS[code] ?? 'Error')]));
}
