import {
  ZSettingParams,
  ZVarietiesQuery,
  ZVariety,
  ZVarietyPage,
  ZVarietyRequest,
  ZVarietyStatusUpdate,
} from '@cgx/domain/market-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireSession } from '../../lib/access.ts';
import { ADMIN_ONLY } from './market-settings.access.ts';
import { inBatches, sendCsv } from '../../lib/csv.ts';
import { settingsRoute } from './market-settings.openapi.ts';
import * as service from './varieties.service.ts';

const BASE = '/api/market-settings/varieties';

/** spec 001 §9, 002 §7 'Varieties': list (term, seasonId, page), get, create, update, bulk status, CSV download. */
export const varietyRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      BASE,
      { config: ADMIN_ONLY, schema: settingsRoute('Varieties, paged', ZVarietyPage, { querystring: ZVarietiesQuery }) },
      (request) => service.listVarieties(context, requireSession(request), request.query),
    );
    app.get(
      `${BASE}/download`,
      {
        config: ADMIN_ONLY,
        schema: settingsRoute('Varieties as CSV, with the list’s filters (every page)', z.unknown().describe('text/csv'), {
          querystring: ZVarietiesQuery,
        }),
      },
      (request, reply) => {
        const rows = service.varietiesForDownload(context, requireSession(request), request.query);
        sendCsv(reply, 'varieties.csv', service.VARIETY_CSV_COLUMNS, inBatches(rows));
        return reply;
      },
    );
    app.put(
      `${BASE}/status`,
      {
        config: ADMIN_ONLY,
        schema: settingsRoute('Make varieties active or inactive', z.object({ updated: z.number() }), { body: ZVarietyStatusUpdate }),
      },
      (request) => service.setVarietiesStatus(context, requireSession(request), request.body),
    );
    app.get(`${BASE}/:id`, { config: ADMIN_ONLY, schema: settingsRoute('A variety', ZVariety, { params: ZSettingParams }) }, (request) =>
      service.getVariety(context, requireSession(request), request.params.id),
    );
    app.post(
      BASE,
      { config: ADMIN_ONLY, schema: settingsRoute('Create a variety', ZVariety, { body: ZVarietyRequest }, 201) },
      async (request, reply) => reply.code(201).send(await service.createVariety(context, requireSession(request), request.body)),
    );
    app.put(
      `${BASE}/:id`,
      { config: ADMIN_ONLY, schema: settingsRoute('Update a variety', ZVariety, { params: ZSettingParams, body: ZVarietyRequest }) },
      (request) => service.updateVariety(context, requireSession(request), request.params.id, request.body),
    );
  };
