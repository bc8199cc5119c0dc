import { ZProfile, ZUpdateProfileRequest } from '@cgx/domain/profile.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, requestMeta, requireSession } from '../../../lib/access.ts';
import { errorResponses } from '../../../lib/openapi.ts';
import { getProfile, updateProfile } from './profile.service.ts';

const tags = ['Session'];
const security = [{ bearer: [] }];

export const profileRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/profile',
      {
        schema: { tags, security, summary: 'My Profile', response: { 200: ZProfile, ...errorResponses(401) } },
      },
      (request) => getProfile(context, requireSession(request)),
    );
    app.put(
      '/api/profile',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          security,
          summary: 'Edit Profile: my name and mobile, confirmed with my current password',
          body: ZUpdateProfileRequest,
          response: { 200: ZProfile, ...errorResponses(400, 401, 429) },
        },
      },
      (request) => updateProfile(context, requireSession(request), request.body, requestMeta(request)),
    );
  };
