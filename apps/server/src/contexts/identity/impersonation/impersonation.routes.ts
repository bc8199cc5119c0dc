import {
  ZImpersonationCandidate,
  ZImpersonationCandidatesQuery,
  ZStartImpersonationRequest,
  ZStartImpersonationResponse,
} from '@cgx/domain/impersonation.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, STAFF_ONLY, requestMeta, requireSession } from '../../../lib/access.ts';
import { ZNoContent, errorResponses } from '../../../lib/openapi.ts';
import { endImpersonation, listImpersonationCandidates, startImpersonation } from './impersonation.service.ts';

const tags = ['Impersonation'];
const security = [{ bearer: [] }];

export const impersonationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/impersonations/candidates',
      {
        config: STAFF_ONLY,
        schema: {
          tags,
          security,
          summary: 'Users staff may act as, by name, e-mail, login number or business (staff)',
          querystring: ZImpersonationCandidatesQuery,
          response: { 200: z.array(ZImpersonationCandidate), ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listImpersonationCandidates(context, requireSession(request), request.query.term),
    );
    app.post(
      '/api/impersonations',
      {
        config: STAFF_ONLY,
        schema: {
          tags,
          security,
          summary: 'Start acting as a user: a new session flagged as an impersonation, recorded in the activity log (staff)',
          body: ZStartImpersonationRequest,
          response: { 201: ZStartImpersonationResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const started = await startImpersonation(context, requireSession(request), request.body.userId, requestMeta(request));
        return reply.code(201).send(started);
      },
    );
    app.post(
      '/api/impersonations/end',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          security,
          summary: 'Exit Impersonation: end this impersonation session (recorded in the activity log)',
          response: { 204: ZNoContent, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        await endImpersonation(context, requireSession(request), requestMeta(request));
        return reply.code(204).send(null);
      },
    );
  };
