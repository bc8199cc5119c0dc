import { ZAppStatus } from '@cgx/domain/app-status.schemas';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { readFeatureFlags } from './feature-flags.repository.ts';

export const appStatusRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/app-status',
      { schema: { tags: ['App status'], summary: 'Maintenance flag, feature flags and support contacts', response: { 200: ZAppStatus } } },
      async (_request, reply) => {
        const featureFlags = await readFeatureFlags(context.db);
        reply.header('cache-control', 'no-store');
        return { maintenance: featureFlags.maintenance, featureFlags, support: { phone: SUPPORT_PHONE, email: SUPPORT_EMAIL } };
      },
    );
  };
