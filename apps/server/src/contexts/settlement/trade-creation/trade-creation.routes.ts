import {
  ZCreateCgxTradeRequest,
  ZCreateIgrainTradeRequest,
  ZCreateMultipleTradesRequest,
  ZSellerFarmGrain,
  ZSellerGrainQuery,
  ZSellerHolding,
  ZTradeCreated,
  ZTradeParty,
  ZTradePartiesQuery,
  ZTradesCreated,
} from '@cgx/domain/trade-creation.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ONLY, requireSession, rolesOnly } from '../../../lib/access.ts';
import {
  createCgxTrade,
  createIgrainTrade,
  createMultipleTrades,
  listSellerFarmGrain,
  listSellerHoldings,
  listTradeParties,
} from './trade-creation.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

/**
 * spec 002 §2 'Trades' trades/create (decision 0183): staff record a trade agreed off-screen,
 * checked and written as the market's, confirmed with the staff user's password token.
 */
export const tradeCreationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/back-office/trades/cgx',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: trades',
        summary:
          'Record a cgx trade agreed off-screen (staff, password token): drawn on the seller’s holding, numbered in the market’s sequence and announced as a market trade',
        body: ZCreateCgxTradeRequest,
        response: { 201: ZTradeCreated },
      }),
      async (request, reply) => reply.code(201).send(await createCgxTrade(context, requireSession(request), request.body)),
    );
    app.post(
      '/api/back-office/trades/multiple',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: trades',
        summary:
          'Record several cgx trades at once (staff, password token): every row checked first, errors keyed rows.<index>.<field>; all saved in one transaction or none',
        body: ZCreateMultipleTradesRequest,
        response: { 201: ZTradesCreated },
      }),
      async (request, reply) => reply.code(201).send(await createMultipleTrades(context, requireSession(request), request.body)),
    );
    app.post(
      '/api/back-office/trades/igrainx',
      apiRoute({
        access: rolesOnly(['Admin']),
        tag: 'Back office: trades',
        summary:
          'Record an igrainX trade agreed off-screen (Admin, igrainTrade flag, password token): drawn on the seller’s grain declared on farm',
        body: ZCreateIgrainTradeRequest,
        response: { 201: ZTradeCreated },
      }),
      async (request, reply) => reply.code(201).send(await createIgrainTrade(context, requireSession(request), request.body)),
    );
    app.get(
      '/api/back-office/trades/create/parties',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: trades',
        summary: 'The active, verified organisations a recorded trade may name as seller or buyer (staff)',
        querystring: ZTradePartiesQuery,
        response: { 200: z.array(ZTradeParty) },
      }),
      (request) => listTradeParties(context, requireSession(request), request.query),
    );
    app.get(
      '/api/back-office/trades/create/holdings',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: trades',
        summary: 'A seller’s holdings with the tonnes still available, for a recorded cgx trade (staff)',
        querystring: ZSellerGrainQuery,
        response: { 200: z.array(ZSellerHolding) },
      }),
      (request) => listSellerHoldings(context, requireSession(request), request.query.organisationId),
    );
    app.get(
      '/api/back-office/trades/create/farm-grain',
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: trades',
        summary: 'A seller’s grain declared on farm with the tonnes still unsold, for a recorded igrainX trade (Admin, igrainTrade flag)',
        querystring: ZSellerGrainQuery,
        response: { 200: z.array(ZSellerFarmGrain) },
      }),
      (request) => listSellerFarmGrain(context, requireSession(request), request.query.organisationId),
    );
  };
