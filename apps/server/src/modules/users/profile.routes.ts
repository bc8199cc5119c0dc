import { ZProfile } from '@cgx/domain/profile.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireSession } from '../../lib/access.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { getProfile } from './profile.service.ts';

export const profileRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/profile',
      {
        schema: {
          tags: ['Session'],
          security: [{ bearer: [] }],
          summary: 'My Profile',
          response: { 200: ZProfile, ...errorResponses(401) },
        },
      },
      (request) => getProfile(context, requireSession(request)),
    );
  };
