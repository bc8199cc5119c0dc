import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { STAFF_ONLY, SIGNED_IN } from './access.ts';
import { apiRoute } from './api-route.ts';

const codes = (response: Record<number, unknown>) => Object.keys(response).map(Number);

describe('apiRoute', () => {
  it('documents 400 for a query or body, 401 for a session, 403 for roles, and what the service adds', () => {
    const staff = apiRoute({
      access: STAFF_ONLY,
      tag: 'T',
      summary: 'S',
      querystring: z.object({ id: z.number() }),
      response: { 200: z.string() },
      errors: [404],
    });
    expect(staff.config).toBe(STAFF_ONLY);
    expect(staff.schema).toMatchObject({ tags: ['T'], summary: 'S', security: [{ bearer: [] }] });
    expect(codes(staff.schema.response)).toEqual([200, 400, 401, 403, 404]);
    // A malformed route parameter is a 404, never a 400; a route's own answer for a code stands.
    const byId = apiRoute({
      access: null,
      tag: 'T',
      summary: 'S',
      params: z.object({ id: z.number() }),
      response: { 200: z.string(), 400: z.number() },
      errors: [404],
    });
    expect(codes(byId.schema.response)).toEqual([200, 400, 404]);
    expect(byId.schema.response[400]).toBeInstanceOf(z.ZodNumber);
  });

  it('leaves out the session and input answers of a public route without input', () => {
    const open = apiRoute({ access: null, tag: 'T', summary: 'S', response: { 200: z.string() } });
    expect(open.config).toEqual({});
    expect(open.schema).not.toHaveProperty('security');
    expect(codes(open.schema.response)).toEqual([200]);
    const signedIn = apiRoute({ access: SIGNED_IN, tag: 'T', summary: 'S', response: { 204: z.null() } });
    expect(codes(signedIn.schema.response)).toEqual([204, 401]);
  });
});
