import { ZAppStatus } from '@cgx/domain/app-status.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { presentAppStatus } from './app-status.presenter.ts';
import { readFeatureFlags } from './feature-flags.repository.ts';
import { apiRoute } from '../../lib/api-route.ts';

export const appStatusRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/app-status',
      apiRoute({
        access: null,
        tag: 'App status',
        summary: 'Maintenance flag, feature flags, support contacts, and the error reporter and tag manager the browser may use',
        response: { 200: ZAppStatus },
      }),
      async (_request, reply) => {
        const featureFlags = await readFeatureFlags(context.db);
        reply.header('cache-control', 'no-store');
        return presentAppStatus(context.config, featureFlags);
      },
    );
  };
