import {
  ZCreateFarmGrainRequest,
  ZFarmGrain,
  ZFarmGrainParams,
  ZFarmGrainQuery,
  ZUpdateFarmGrainRequest,
} from '@cgx/domain/farm-grain.schemas';
import { zPage } from '@cgx/domain/lists.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, requireSession } from '../../../lib/access.ts';
import { archiveFarmGrain, declareFarmGrain, getFarmGrain, listMyFarmGrain, updateMyFarmGrain } from './farm-grain.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

export const farmGrainRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/farm-grain',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Farm grain',
        summary:
          "A page of grain declared on farm, with tonnes committed and available: the grower's own, or a verified client's (Agent, organisationId required)",
        querystring: ZFarmGrainQuery,
        response: { 200: zPage(ZFarmGrain) },
        errors: [403],
      }),
      (request) => listMyFarmGrain(context, requireSession(request), request.query),
    );
    app.post(
      '/api/farm-grain',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Farm grain',
        summary: 'Declare grain on farm, which igrainX offers draw on (Grower; Agent for a verified client, organisationId required)',
        body: ZCreateFarmGrainRequest,
        response: { 201: ZFarmGrain },
        errors: [403],
      }),
      async (request, reply) => reply.code(201).send(await declareFarmGrain(context, requireSession(request), request.body)),
    );
    app.get(
      '/api/farm-grain/:grainId',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Farm grain',
        summary: 'One declaration (another organisation’s: 404)',
        params: ZFarmGrainParams,
        response: { 200: ZFarmGrain },
        errors: [403, 404],
      }),
      (request) => getFarmGrain(context, requireSession(request), request.params.grainId),
    );
    app.put(
      '/api/farm-grain/:grainId',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Farm grain',
        summary: 'Change a declaration: not below the tonnes on offer or sold; season and commodity stay once offers drew on it',
        params: ZFarmGrainParams,
        body: ZUpdateFarmGrainRequest,
        response: { 200: ZFarmGrain },
        errors: [403, 404, 409],
      }),
      (request) => updateMyFarmGrain(context, requireSession(request), request.params.grainId, request.body),
    );
    app.post(
      '/api/farm-grain/:grainId/archive',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Farm grain',
        summary: 'Archive a declaration with no active offers on it: it takes no new offers',
        params: ZFarmGrainParams,
        response: { 200: ZFarmGrain },
        errors: [403, 404, 409],
      }),
      (request) => archiveFarmGrain(context, requireSession(request), request.params.grainId),
    );
  };
