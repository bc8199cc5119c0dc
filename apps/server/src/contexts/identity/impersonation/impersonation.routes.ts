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
import { ZNoContent } from '../../../lib/openapi.ts';
import { endImpersonation, listImpersonationCandidates, startImpersonation } from './impersonation.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

export const impersonationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/impersonations/candidates',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Impersonation',
        summary: 'Users staff may act as, by name, e-mail, login number or business (staff)',
        querystring: ZImpersonationCandidatesQuery,
        response: { 200: z.array(ZImpersonationCandidate) },
      }),
      (request) => listImpersonationCandidates(context, requireSession(request), request.query.term),
    );
    app.post(
      '/api/impersonations',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Impersonation',
        summary: 'Start acting as a user: a new session flagged as an impersonation, recorded in the activity log (staff)',
        body: ZStartImpersonationRequest,
        response: { 201: ZStartImpersonationResponse },
        errors: [404],
      }),
      async (request, reply) => {
        const started = await startImpersonation(context, requireSession(request), request.body.userId, requestMeta(request));
        return reply.code(201).send(started);
      },
    );
    app.post(
      '/api/impersonations/end',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Impersonation',
        summary: 'Exit Impersonation: end this impersonation session (recorded in the activity log)',
        response: { 204: ZNoContent },
        errors: [403],
      }),
      async (request, reply) => {
        await endImpersonation(context, requireSession(request), requestMeta(request));
        return reply.code(204).send(null);
      },
    );
  };
