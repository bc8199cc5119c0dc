import {
  ZOnFarmStorage,
  ZOnFarmStoragePage,
  ZOnFarmStorageRequest,
  ZOnFarmStoragesQuery,
  ZSettingParams,
} from '@cgx/domain/market-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireSession } from '../../lib/access.ts';
import { ADMIN_ONLY } from './market-settings.access.ts';
import { settingsRoute } from './market-settings.openapi.ts';
import * as service from './on-farm-storages.service.ts';

const BASE = '/api/market-settings/on-farm-storages';

/** spec 002 §7 'On-farm storage': get by id, create and update with name, status, position; the list. */
export const onFarmStorageRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      BASE,
      { config: ADMIN_ONLY, schema: settingsRoute('On-farm storages, paged', ZOnFarmStoragePage, { querystring: ZOnFarmStoragesQuery }) },
      (request) => service.listOnFarmStorages(context, requireSession(request), request.query),
    );
    app.get(
      `${BASE}/:id`,
      { config: ADMIN_ONLY, schema: settingsRoute('An on-farm storage', ZOnFarmStorage, { params: ZSettingParams }) },
      (request) => service.getOnFarmStorage(context, requireSession(request), request.params.id),
    );
    app.post(
      BASE,
      { config: ADMIN_ONLY, schema: settingsRoute('Create an on-farm storage', ZOnFarmStorage, { body: ZOnFarmStorageRequest }, 201) },
      async (request, reply) => reply.code(201).send(await service.createOnFarmStorage(context, requireSession(request), request.body)),
    );
    app.put(
      `${BASE}/:id`,
      {
        config: ADMIN_ONLY,
        schema: settingsRoute('Update an on-farm storage', ZOnFarmStorage, { params: ZSettingParams, body: ZOnFarmStorageRequest }),
      },
      (request) => service.updateOnFarmStorage(context, requireSession(request), request.params.id, request.body),
    );
  };
