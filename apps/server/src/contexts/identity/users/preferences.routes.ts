import { ZPreferences, ZUpdatePreferencesRequest } from '@cgx/domain/preferences.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, requireSession } from '../../../lib/access.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

export const preferenceRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/profile/preferences',
      apiRoute({ access: SIGNED_IN, tag: 'Session', summary: 'My preferences (SMS bid alerts)', response: { 200: ZPreferences } }),
      (request) => getPreferences(context, requireSession(request)),
    );
    app.put(
      '/api/profile/preferences',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Session',
        summary: 'Save my preferences',
        body: ZUpdatePreferencesRequest,
        response: { 200: ZPreferences },
      }),
      (request) => updatePreferences(context, requireSession(request), request.body),
    );
  };
