import type { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';

type Input = { querystring?: z.ZodType; params?: z.ZodType; body?: z.ZodType };

/** The OpenAPI description every market-settings route shares: staff only, errors on their fields. */
export function settingsRoute<Response extends z.ZodType, Extra extends Input = Record<never, never>>(
  summary: string,
  response: Response,
  extra?: Extra,
  status: 200 | 201 = 200,
) {
  return {
    tags: ['Market settings'],
    security: [{ bearer: [] }],
    summary,
    ...(extra as Extra),
    response: { [status]: response, ...errorResponses(400, 401, 403, 404) } as Record<200 | 201, Response>,
  };
}
