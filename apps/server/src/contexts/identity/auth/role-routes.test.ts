import { ROLES, type Role, STAFF_ROLES } from '@cgx/domain/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

type OpenApiOperation = { parameters?: { name: string; in: 'path' | 'query' | 'header' }[] };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/**
 * The areas of the API that only some roles may call, by path (OpenAPI `{param}` form): every
 * route in one, present and future, must refuse another role with 403 before it looks at the
 * input (decision 0068: a 400 would tell the caller the route's input rules).
 */
const AREAS: { path: RegExp; roles: readonly Role[] }[] = [
  { path: /^\/api\/back-office\//, roles: STAFF_ROLES },
  { path: /^\/api\/market-settings\//, roles: ['Admin'] },
  { path: /^\/api\/settings\//, roles: STAFF_ROLES },
  { path: /^\/api\/organisations\//, roles: STAFF_ROLES },
  { path: /^\/api\/market\/(status|schedule)\//, roles: STAFF_ROLES },
  // Ending an impersonation is for whoever is being impersonated: not in the area.
  { path: /^\/api\/impersonations(\/candidates)?$/, roles: STAFF_ROLES },
  { path: /^\/api\/bids(\/|$)/, roles: ['Trader'] },
  { path: /^\/api\/offers(\/|$)/, roles: ['Grower', 'Trader', 'Agent'] },
];

/** A call with every input wrong: a malformed route parameter, a NUL in every query parameter, an empty body. */
function badCall(method: string, path: string, operation: OpenApiOperation, authorization: string) {
  const url = path.replace(/\{(\w+)\}/g, 'not-an-id');
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map(({ name }) => `${name}=%00`);
  const write = method !== 'GET';
  return t.app.inject({
    method: method as 'GET',
    url: query.length > 0 ? `${url}?${query.join('&')}` : url,
    headers: { authorization, ...(write ? { 'content-type': 'application/json' } : {}) },
    ...(write ? { payload: '{}' } : {}),
  });
}

describe('routes limited to some roles', () => {
  const callers = new Map<Role, string>();
  beforeAll(async () => {
    for (const role of ROLES) callers.set(role, (await bearerFor(t.context, await createUser(t.context, role))).authorization);
  });

  it('answer every other role 403 before any 400 or 404 for what it sent', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    const answers: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      const area = AREAS.find((candidate) => candidate.path.test(path));
      if (!area) continue;
      for (const [method, operation] of Object.entries(methods)) {
        for (const role of ROLES.filter((role) => !area.roles.includes(role))) {
          const response = await badCall(method.toUpperCase(), path, operation, callers.get(role) ?? '');
          checked += 1;
          if (response.statusCode !== 403) answers.push(`${response.statusCode} ${role}: ${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(answers).toEqual([]);
  });
});
