import type { Role } from '@cgx/domain/roles';
import type { z } from 'zod';
import { errorResponses } from './openapi.ts';

type Access = { readonly signedIn: true; readonly roles?: readonly Role[] };
type Inputs = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType; headers?: z.ZodType };

/**
 * A route's options, its schema block written once (docs/adding-a-screen.md 'A route'): who may call
 * it (SIGNED_IN, STAFF_ONLY, rolesOnly(...) from access.ts, or null for anyone), its OpenAPI tag and
 * summary, its inputs and its answers. The error answers follow from the rest: 400 when it takes a
 * query, body or headers (a malformed route parameter is a 404, not a 400), 401 when it needs a
 * session, 403 when it is for some roles; `errors` adds what its service answers besides (403, 404,
 * 409, 429).
 *
 *   app.get('/api/invoices', apiRoute({ access: SIGNED_IN, tag: 'Invoices', summary: '…',
 *     querystring: ZInvoicesQuery, response: { 200: ZInvoicesPage }, errors: [403] }), handler);
 */
export function apiRoute<const Spec extends Inputs & { response: Record<number, z.ZodType> }>(
  spec: Spec & { access: Access | null; tag: string; summary: string; errors?: readonly number[] },
) {
  const { access, tag, summary, errors = [], response, ...inputs } = spec;
  const takesInput = [inputs.querystring, inputs.body, inputs.headers].some((schema) => schema !== undefined);
  const codes = new Set([...(takesInput ? [400] : []), ...(access ? [401] : []), ...(access?.roles ? [403] : []), ...errors]);
  return {
    config: access ?? {},
    schema: {
      tags: [tag],
      summary,
      ...(access ? { security: [{ bearer: [] }] } : {}),
      ...inputs,
      // A route's own answer for a code (a 400 of its own shape) stands over the common one.
      response: { ...errorResponses(...[...codes].sort((a, b) => a - b)), ...response },
    } as unknown as Pick<Spec, Extract<keyof Spec, keyof Inputs>> & {
      tags: string[];
      summary: string;
      security?: { bearer: never[] }[];
      response: Spec['response'];
    },
  };
}
