import { ZApiError } from '@cgx/domain/auth.schemas';
import {
  REGISTRATION_SCHEMAS,
  type TRegistrationType,
  ZConfirmEmailRequest,
  ZConfirmEmailResponse,
  ZRegistrationResponse,
  ZRegistrationSource,
} from '@cgx/domain/registration.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requestMeta } from '../../../lib/access.ts';
import { confirmEmail, register } from './registrations.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

const ZSourceQuery = z.object({ source: ZRegistrationSource });

export const registrationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // One route per type, so each has its own body schema in the OpenAPI document.
    for (const [type, schema] of Object.entries(REGISTRATION_SCHEMAS) as [
      TRegistrationType,
      (typeof REGISTRATION_SCHEMAS)[TRegistrationType],
    ][]) {
      app.post(
        `/api/registrations/${type}`,
        apiRoute({
          access: null,
          tag: 'Registration',
          summary: `Register (${type}); e-mails a confirmation link or asks the NGR's administrator. An address that already has an account gets the same answer, and its owner an e-mail`,
          querystring: ZSourceQuery,
          body: schema,
          response: { 201: ZRegistrationResponse },
          errors: [429],
        }),
        async (request, reply) => {
          const result = await register(context, type, request.body as never, request.query.source, requestMeta(request));
          return reply.code(201).send(result);
        },
      );
    }
    app.post(
      '/api/registrations/confirm',
      apiRoute({
        access: null,
        tag: 'Registration',
        summary: 'Confirm an e-mail address, or approve a user joining an NGR',
        body: ZConfirmEmailRequest,
        response: { 200: ZConfirmEmailResponse, 400: ZApiError },
      }),
      (request) => confirmEmail(context, request.body.token),
    );
  };
