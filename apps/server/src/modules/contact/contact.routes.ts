import { ZContactRequest } from '@cgx/domain/contact.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/access.ts';
import { ZNoContent } from '../../lib/openapi.ts';
import { sendContactMessage } from './contact.service.ts';
import { apiRoute } from '../../lib/api-route.ts';

export const contactRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/contact',
      apiRoute({
        access: null,
        tag: 'Contact us',
        summary: 'Send a message to the exchange (public, rate-limited); e-mails support and acknowledges the sender',
        body: ZContactRequest,
        response: { 204: ZNoContent },
        errors: [429],
      }),
      async (request, reply) => {
        await sendContactMessage(context, request.body, requestMeta(request));
        return reply.code(204).send(null);
      },
    );
  };
