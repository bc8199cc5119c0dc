import { ZAuthorisationParams } from '@cgx/domain/authorisations.schemas';
import { ZInsureSubscription, ZSubscribeRequest, ZSubscriptionLinkSent } from '@cgx/domain/insure.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { readSubscription, sendSubscriptionLink, subscribe } from './insure.service.ts';

const security = [{ bearer: [] }];

/** igrainX insure (spec 001 §1, §7; decision 0169): the agent's subscription link and the grower's subscription. */
export const insureRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/authorisations/:authorisationId/subscription-link',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['Authorisations'],
          security,
          summary:
            "E-mail a verified client's administrator the igrainX insure subscription link (Agent only); 409 when the client already subscribes",
          params: ZAuthorisationParams,
          response: { 200: ZSubscriptionLinkSent, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      (request) => sendSubscriptionLink(context, requireSession(request), request.params.authorisationId),
    );
    app.get(
      '/api/insure/subscription',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['igrainX insure'],
          security,
          summary: "The grower organisation's igrainX insure subscription: none, invited or active (Grower only)",
          response: { 200: ZInsureSubscription, ...errorResponses(401, 403) },
        },
      },
      (request) => readSubscription(context, requireSession(request)),
    );
    app.post(
      '/api/insure/subscription',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['igrainX insure'],
          security,
          summary:
            'Subscribe the grower organisation to igrainX insure, accepting its terms (Grower only); an active subscription stays as it is',
          body: ZSubscribeRequest,
          response: { 200: ZInsureSubscription, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => subscribe(context, requireSession(request)),
    );
  };
