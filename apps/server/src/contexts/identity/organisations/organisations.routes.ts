import { ZOrganisationParams, ZOrganisationVerification, ZSetVerificationRequest } from '@cgx/domain/organisations.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ONLY, requestMeta, requireSession } from '../../../lib/access.ts';
import { setVerification } from './organisations.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

export const organisationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/organisations/:organisationId/verification',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Organisations',
        summary:
          'Verify an organisation (it may then trade) or flag it (it may not; its live orders are cancelled). Staff with the update permission; audited',
        params: ZOrganisationParams,
        body: ZSetVerificationRequest,
        response: { 200: ZOrganisationVerification },
        errors: [404],
      }),
      (request) => setVerification(context, requireSession(request), request.params.organisationId, request.body, requestMeta(request)),
    );
  };
