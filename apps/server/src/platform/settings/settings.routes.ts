import { ZFeatureFlagParams, ZFeatureFlagSetting, ZUpdateFeatureFlagRequest } from '@cgx/domain/app-status.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { STAFF_ONLY, requestMeta, requireSession } from '../../lib/access.ts';
import { listFeatureFlags, setFeatureFlag } from './settings.service.ts';
import { apiRoute } from '../../lib/api-route.ts';

export const settingsRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/settings/feature-flags',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Settings',
        summary: 'Feature flags (staff with the setting permission)',
        response: { 200: z.array(ZFeatureFlagSetting) },
      }),
      (request) => listFeatureFlags(context, requireSession(request)),
    );
    app.put(
      '/api/settings/feature-flags/:key',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Settings',
        summary: 'Turn a feature flag on or off (recorded in the activity log)',
        params: ZFeatureFlagParams,
        body: ZUpdateFeatureFlagRequest,
        response: { 200: ZFeatureFlagSetting },
        errors: [404],
      }),
      (request) => setFeatureFlag(context, requireSession(request), request.params.key, request.body.enabled, requestMeta(request)),
    );
  };
