import {
  ZAuthorisationParams,
  ZAuthorisationsQuery,
  ZClientAuthorisation,
  ZGrantedAuthorisations,
  ZRevokedAuthorisation,
} from '@cgx/domain/authorisations.schemas';
import { zPage } from '@cgx/domain/lists.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, requestMeta, requireSession } from '../../../lib/access.ts';
import { listClients, listGrantedAuthorities, revokeAuthorisation } from './authorisations.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

export const authorisationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/authorisations',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Authorisations',
        summary: "The agent's authorised client growers (Agent only)",
        querystring: ZAuthorisationsQuery,
        response: { 200: zPage(ZClientAuthorisation) },
        errors: [403],
      }),
      (request) => listClients(context, requireSession(request), request.query),
    );
    app.get(
      '/api/authorisations/granted',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Authorisations',
        summary: "The agents holding the grower's authority to act for it (Grower only)",
        response: { 200: ZGrantedAuthorisations },
        errors: [403],
      }),
      (request) => listGrantedAuthorities(context, requireSession(request)),
    );
    app.post(
      '/api/authorisations/:authorisationId/revoke',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Authorisations',
        summary:
          "End an agent's authority (the client grower's users, or staff with the update permission); the agent's active offers for the grower are cancelled with it",
        params: ZAuthorisationParams,
        response: { 200: ZRevokedAuthorisation },
        errors: [403, 404, 409],
      }),
      (request) => revokeAuthorisation(context, requireSession(request), request.params.authorisationId, requestMeta(request)),
    );
  };
