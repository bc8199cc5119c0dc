import { ZPreferences, ZUpdatePreferencesRequest } from '@cgx/domain/preferences.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, requireSession } from '../../../lib/access.ts';
import { errorResponses } from '../../../lib/openapi.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';

const tags = ['Session'];
const security = [{ bearer: [] }];

export const preferenceRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/profile/preferences',
      {
        config: SIGNED_IN,
        schema: { tags, security, summary: 'My preferences (SMS bid alerts)', response: { 200: ZPreferences, ...errorResponses(401) } },
      },
      (request) => getPreferences(context, requireSession(request)),
    );
    app.put(
      '/api/profile/preferences',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          security,
          summary: 'Save my preferences',
          body: ZUpdatePreferencesRequest,
          response: { 200: ZPreferences, ...errorResponses(400, 401) },
        },
      },
      (request) => updatePreferences(context, requireSession(request), request.body),
    );
  };
