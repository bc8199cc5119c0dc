import { ZAuthorisationsQuery, ZClientAuthorisations } from '@cgx/domain/authorisations.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { listClients } from './authorisations.service.ts';

export const authorisationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/authorisations',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['Authorisations'],
          security: [{ bearer: [] }],
          summary: "The agent's authorised client growers (Agent only)",
          querystring: ZAuthorisationsQuery,
          response: { 200: ZClientAuthorisations, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listClients(context, requireSession(request), request.query),
    );
  };
