import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { deliveredSiteRoutes } from './delivered-sites.routes.ts';
import { onFarmStorageRoutes } from './on-farm-storages.routes.ts';
import { specialTermRoutes } from './special-terms.routes.ts';
import { varietyRoutes } from './varieties.routes.ts';

/** /api/market-settings/*: the staff's igrainX market settings (spec 001 §9, spec 002 §2). */
export const marketSettingsRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(onFarmStorageRoutes(context));
    await app.register(varietyRoutes(context));
    await app.register(specialTermRoutes(context));
    await app.register(deliveredSiteRoutes(context));
  };
