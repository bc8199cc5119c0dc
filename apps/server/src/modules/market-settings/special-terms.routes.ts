import {
  ZPositionUpdate,
  ZSettingParams,
  ZSpecialTerm,
  ZSpecialTermPage,
  ZSpecialTermRequest,
  ZSpecialTermsQuery,
} from '@cgx/domain/market-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireSession } from '../../lib/access.ts';
import { ADMIN_ONLY } from './market-settings.access.ts';
import { settingsRoute } from './market-settings.openapi.ts';
import * as service from './special-terms.service.ts';

const BASE = '/api/market-settings/special-terms';

/** spec 002 §7 'Special terms': fetch, create, update, and update with position for reorder. */
export const specialTermRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      BASE,
      { config: ADMIN_ONLY, schema: settingsRoute('Special contract terms, paged', ZSpecialTermPage, { querystring: ZSpecialTermsQuery }) },
      (request) => service.listSpecialTerms(context, requireSession(request), request.query),
    );
    app.get(
      `${BASE}/:id`,
      { config: ADMIN_ONLY, schema: settingsRoute('A special contract term', ZSpecialTerm, { params: ZSettingParams }) },
      (request) => service.getSpecialTerm(context, requireSession(request), request.params.id),
    );
    app.post(
      BASE,
      {
        config: ADMIN_ONLY,
        schema: settingsRoute('Create a special contract term (at the end)', ZSpecialTerm, { body: ZSpecialTermRequest }, 201),
      },
      async (request, reply) => reply.code(201).send(await service.createSpecialTerm(context, requireSession(request), request.body)),
    );
    app.put(
      `${BASE}/:id`,
      {
        config: ADMIN_ONLY,
        schema: settingsRoute('Update a special contract term', ZSpecialTerm, { params: ZSettingParams, body: ZSpecialTermRequest }),
      },
      (request) => service.updateSpecialTerm(context, requireSession(request), request.params.id, request.body),
    );
    app.put(
      `${BASE}/:id/position`,
      {
        config: ADMIN_ONLY,
        schema: settingsRoute('Move a special contract term to a position (1 is the top)', ZSpecialTerm, {
          params: ZSettingParams,
          body: ZPositionUpdate,
        }),
      },
      (request) => service.moveSpecialTerm(context, requireSession(request), request.params.id, request.body.position),
    );
  };
