import {
  ZDeliveredRegions,
  ZDeliveredSitePage,
  ZDeliveredSiteRequest,
  ZDeliveredSiteSetting,
  ZDeliveredSitesQuery,
  ZSettingParams,
} from '@cgx/domain/market-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireSession } from '../../lib/access.ts';
import { ADMIN_ONLY } from './market-settings.access.ts';
import { inBatches, sendCsv } from '../../lib/csv.ts';
import * as service from './delivered-sites.service.ts';
import { settingsRoute } from './market-settings.openapi.ts';

const BASE = '/api/market-settings/delivered-sites';

/** spec 002 §7 'Delivered sites': query, page, CSV download, regions, create, update, get. */
export const deliveredSiteRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      BASE,
      { config: ADMIN_ONLY, schema: settingsRoute('Delivered sites, paged', ZDeliveredSitePage, { querystring: ZDeliveredSitesQuery }) },
      (request) => service.listDeliveredSites(context, requireSession(request), request.query),
    );
    app.get(
      `${BASE}/download`,
      {
        config: ADMIN_ONLY,
        schema: settingsRoute('Delivered sites as CSV, with the list’s filters (every page)', z.unknown().describe('text/csv'), {
          querystring: ZDeliveredSitesQuery,
        }),
      },
      (request, reply) => {
        const rows = service.deliveredSitesForDownload(context, requireSession(request), request.query);
        sendCsv(reply, 'delivered-sites.csv', service.DELIVERED_SITE_CSV_COLUMNS, inBatches(rows));
        return reply;
      },
    );
    app.get(
      `${BASE}/regions`,
      { config: ADMIN_ONLY, schema: settingsRoute('The delivered regions in use', ZDeliveredRegions) },
      (request) => service.listDeliveredRegions(context, requireSession(request)),
    );
    app.get(
      `${BASE}/:id`,
      { config: ADMIN_ONLY, schema: settingsRoute('A delivered site', ZDeliveredSiteSetting, { params: ZSettingParams }) },
      (request) => service.getDeliveredSite(context, requireSession(request), request.params.id),
    );
    app.post(
      BASE,
      { config: ADMIN_ONLY, schema: settingsRoute('Create a delivered site', ZDeliveredSiteSetting, { body: ZDeliveredSiteRequest }, 201) },
      async (request, reply) => reply.code(201).send(await service.createDeliveredSite(context, requireSession(request), request.body)),
    );
    app.put(
      `${BASE}/:id`,
      {
        config: ADMIN_ONLY,
        schema: settingsRoute('Update a delivered site', ZDeliveredSiteSetting, { params: ZSettingParams, body: ZDeliveredSiteRequest }),
      },
      (request) => service.updateDeliveredSite(context, requireSession(request), request.params.id, request.body),
    );
  };
