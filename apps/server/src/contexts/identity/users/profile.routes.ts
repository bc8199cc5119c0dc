import { ZProfile, ZUpdateProfileRequest } from '@cgx/domain/profile.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, requestMeta, requireSession } from '../../../lib/access.ts';
import { getProfile, updateProfile } from './profile.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

export const profileRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/profile',
      apiRoute({ access: SIGNED_IN, tag: 'Session', summary: 'My Profile', response: { 200: ZProfile } }),
      (request) => getProfile(context, requireSession(request)),
    );
    app.put(
      '/api/profile',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Session',
        summary: 'Edit Profile: my name and mobile, confirmed with my current password',
        body: ZUpdateProfileRequest,
        response: { 200: ZProfile },
        errors: [429],
      }),
      (request) => updateProfile(context, requireSession(request), request.body, requestMeta(request)),
    );
  };
