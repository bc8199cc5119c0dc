import { ZAuthorisationParams } from '@cgx/domain/authorisations.schemas';
import { ZInsureSubscription, ZSubscribeRequest, ZSubscriptionLinkSent } from '@cgx/domain/insure.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { readSubscription, sendSubscriptionLink, subscribe } from './insure.service.ts';
import { apiRoute } from '../../lib/api-route.ts';

/** igrainX insure (spec 001 §1, §7; decision 0169): the agent's subscription link and the grower's subscription. */
export const insureRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/authorisations/:authorisationId/subscription-link',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Authorisations',
        summary:
          "E-mail a verified client's administrator the igrainX insure subscription link (Agent only); 409 when the client already subscribes",
        params: ZAuthorisationParams,
        response: { 200: ZSubscriptionLinkSent },
        errors: [400, 403, 404, 409, 429],
      }),
      (request) => sendSubscriptionLink(context, requireSession(request), request.params.authorisationId),
    );
    app.get(
      '/api/insure/subscription',
      apiRoute({
        access: SIGNED_IN,
        tag: 'igrainX insure',
        summary: "The grower organisation's igrainX insure subscription: none, invited or active (Grower only)",
        response: { 200: ZInsureSubscription },
        errors: [403],
      }),
      (request) => readSubscription(context, requireSession(request)),
    );
    app.post(
      '/api/insure/subscription',
      apiRoute({
        access: SIGNED_IN,
        tag: 'igrainX insure',
        summary:
          'Subscribe the grower organisation to igrainX insure, accepting its terms (Grower only); an active subscription stays as it is',
        body: ZSubscribeRequest,
        response: { 200: ZInsureSubscription },
        errors: [403],
      }),
      (request) => subscribe(context, requireSession(request)),
    );
  };
