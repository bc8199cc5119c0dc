import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

type OpenApiOperation = {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: unknown;
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every operation the OpenAPI document says needs the bearer token. */
async function signedInOperations() {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.security?.some((scheme) => 'bearer' in scheme))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** The operation's address with a malformed route parameter and a bad value (a NUL) in every query parameter. */
function badUrlOf(path: string, operation: OpenApiOperation): string {
  const url = path.replace(/\{(\w+)\}/g, 'not-an-id');
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map(({ name }) => `${name}=%00`);
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}

describe('signed-in routes', () => {
  it('answer an anonymous call with 401, before any 400 or 404 for what it sent', async () => {
    const operations = await signedInOperations();
    expect(operations.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const { method, path, operation } of operations) {
      const hasBody = operation.requestBody !== undefined || ['POST', 'PUT', 'PATCH'].includes(method);
      const response = await t.app.inject({
        method: method as 'GET',
        url: badUrlOf(path, operation),
        ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: '{not json' } : {}),
      });
      answers.push(`${response.statusCode} ${method} ${path}`);
    }
    expect(answers.filter((answer) => !answer.startsWith('401 '))).toEqual([]);
  });
});
