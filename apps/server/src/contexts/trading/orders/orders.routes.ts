import {
  ZBidDetailView,
  ZBidGroupView,
  ZBidLineParams,
  ZBidToSellTo,
  ZCancelOrderRequest,
  ZCreateBidRequest,
  ZCreateOfferRequest,
  ZIdempotencyHeaders,
  ZOfferDetailView,
  ZOfferView,
  ZOrderParams,
  ZOrderPlaced,
  ZBidsQuery,
  ZOfferGroupsQuery,
  ZOffersQuery,
  ZOfferGroupView,
  ZUpdateBidRequest,
  ZUpdateOfferRequest,
} from '@cgx/domain/orders.schemas';
import { zPage } from '@cgx/domain/lists.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { rolesOnly, requireSession } from '../../../lib/access.ts';
import { ZNoContent, errorResponses } from '../../../lib/openapi.ts';
import { placeBid, rebid, updateBid } from './bids.service.ts';
import { idempotent, sendIdempotent } from './idempotency.ts';
import { placeOffer, updateOffer } from './offers.service.ts';
import {
  cancelBid,
  cancelOffer,
  getBidToSellTo,
  getMyBid,
  getMyOffer,
  listMyBids,
  listMyOfferGroups,
  listMyOffers,
  SELLERS,
} from './orders.service.ts';

const security = [{ bearer: [] }];
/** Who may use offers and bids: anyone else gets 403 before the input is validated. */
const SELLERS_ONLY = rolesOnly(SELLERS);
const TRADERS_ONLY = rolesOnly(['Trader']);

export const orderRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/offers',
      {
        config: SELLERS_ONLY,
        schema: {
          tags: ['Offers'],
          security,
          summary: 'Place a firm offer (needs a password token); trades at once against crossing bids while the market is open',
          headers: ZIdempotencyHeaders,
          body: ZCreateOfferRequest,
          response: { 201: ZOrderPlaced, ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request, reply) => {
        const auth = requireSession(request);
        return sendIdempotent(
          reply,
          await idempotent(context, auth, request, 201, (claim) => placeOffer(context, auth, request.body, undefined, claim)),
        );
      },
    );
    app.get(
      '/api/offers',
      {
        config: SELLERS_ONLY,
        schema: {
          tags: ['Offers'],
          security,
          summary: "A page of the organisation's offers: filtered by status, commodity, season, creation dates and a term; sorted",
          querystring: ZOffersQuery,
          response: { 200: zPage(ZOfferView), ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listMyOffers(context, requireSession(request), request.query),
    );
    app.get(
      '/api/offers/grouped',
      {
        config: SELLERS_ONLY,
        schema: {
          tags: ['Offers'],
          security,
          summary: "A page of the organisation's offers grouped by season, commodity and delivery period, with totals",
          querystring: ZOfferGroupsQuery,
          response: { 200: zPage(ZOfferGroupView), ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listMyOfferGroups(context, requireSession(request), request.query),
    );
    app.put(
      '/api/offers/:orderId',
      {
        config: SELLERS_ONLY,
        schema: {
          tags: ['Offers'],
          security,
          summary:
            'Edit an active offer, or with reoffer: true offer a lapsed one again as a new offer (needs a password token); meets the book again',
          headers: ZIdempotencyHeaders,
          params: ZOrderParams,
          body: ZUpdateOfferRequest,
          response: { 200: ZOrderPlaced, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const auth = requireSession(request);
        return sendIdempotent(
          reply,
          await idempotent(context, auth, request, 200, (claim) => updateOffer(context, auth, request.params.orderId, request.body, claim)),
        );
      },
    );
    app.get(
      '/api/offers/from-bid/:bidLineId',
      {
        config: SELLERS_ONLY,
        schema: {
          tags: ['Offers'],
          security,
          summary:
            'A standing bid’s terms, by the line the market bids list shows, for an offer that meets it (spec 001 create from a bid); the buyer is never named',
          params: ZBidLineParams,
          response: { 200: ZBidToSellTo, ...errorResponses(401, 403, 404) },
        },
      },
      (request) => getBidToSellTo(context, requireSession(request), request.params.bidLineId),
    );
    app.get(
      '/api/offers/:orderId',
      {
        config: SELLERS_ONLY,
        schema: {
          tags: ['Offers'],
          security,
          summary: 'One of the organisation’s offers with every term the offer form edits (another organisation’s: 404)',
          params: ZOrderParams,
          response: { 200: ZOfferDetailView, ...errorResponses(401, 403, 404) },
        },
      },
      (request) => getMyOffer(context, requireSession(request), request.params.orderId),
    );
    app.post(
      '/api/offers/:orderId/cancel',
      {
        config: SELLERS_ONLY,
        schema: {
          tags: ['Offers'],
          security,
          summary: 'Cancel an active offer (needs a password token)',
          headers: ZIdempotencyHeaders,
          params: ZOrderParams,
          body: ZCancelOrderRequest,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const auth = requireSession(request);
        const answer = await idempotent(context, auth, request, 204, async (claim) => {
          await cancelOffer(context, auth, request.params.orderId, request.body.passwordToken, claim);
          return null;
        });
        return sendIdempotent(reply, answer);
      },
    );
    app.post(
      '/api/bids',
      {
        config: TRADERS_ONLY,
        schema: {
          tags: ['Bids'],
          security,
          summary:
            'Place a firm bid or bid sheet (needs a password token); trades at once against crossing offers while the market is open',
          headers: ZIdempotencyHeaders,
          body: ZCreateBidRequest,
          response: { 201: ZOrderPlaced, ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request, reply) => {
        const auth = requireSession(request);
        return sendIdempotent(
          reply,
          await idempotent(context, auth, request, 201, (claim) => placeBid(context, auth, request.body, undefined, claim)),
        );
      },
    );
    app.get(
      '/api/bids',
      {
        config: TRADERS_ONLY,
        schema: {
          tags: ['Bids'],
          security,
          summary: "A page of the organisation's bids with their lines, filtered and sorted",
          querystring: ZBidsQuery,
          response: { 200: zPage(ZBidGroupView), ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listMyBids(context, requireSession(request), request.query),
    );
    app.get(
      '/api/bids/grouped',
      {
        config: TRADERS_ONLY,
        schema: {
          tags: ['Bids'],
          security,
          summary: "A page of the organisation's grouped bids (bid sheets) with their lines",
          querystring: ZBidsQuery,
          response: { 200: zPage(ZBidGroupView), ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listMyBids(context, requireSession(request), request.query, true),
    );
    app.put(
      '/api/bids/:orderId',
      {
        config: TRADERS_ONLY,
        schema: {
          tags: ['Bids'],
          security,
          summary: 'Edit an active bid and its lines (lines left out are removed; needs a password token); meets the book again',
          headers: ZIdempotencyHeaders,
          params: ZOrderParams,
          body: ZUpdateBidRequest,
          response: { 200: ZOrderPlaced, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const auth = requireSession(request);
        return sendIdempotent(
          reply,
          await idempotent(context, auth, request, 200, (claim) => updateBid(context, auth, request.params.orderId, request.body, claim)),
        );
      },
    );
    app.post(
      '/api/bids/:orderId/rebid',
      {
        config: TRADERS_ONLY,
        schema: {
          tags: ['Bids'],
          security,
          summary: 'Place a lapsed (or ended) bid again as a new bid (needs a password token)',
          headers: ZIdempotencyHeaders,
          params: ZOrderParams,
          body: ZCreateBidRequest,
          response: { 201: ZOrderPlaced, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const auth = requireSession(request);
        return sendIdempotent(
          reply,
          await idempotent(context, auth, request, 201, (claim) => rebid(context, auth, request.params.orderId, request.body, claim)),
        );
      },
    );
    app.get(
      '/api/bids/:orderId',
      {
        config: TRADERS_ONLY,
        schema: {
          tags: ['Bids'],
          security,
          summary: 'One of the organisation’s bids with its lines, chemical details and quality limits (another organisation’s: 404)',
          params: ZOrderParams,
          response: { 200: ZBidDetailView, ...errorResponses(401, 403, 404) },
        },
      },
      (request) => getMyBid(context, requireSession(request), request.params.orderId),
    );
    app.post(
      '/api/bids/:orderId/cancel',
      {
        config: TRADERS_ONLY,
        schema: {
          tags: ['Bids'],
          security,
          summary: 'Cancel an active bid (needs a password token)',
          headers: ZIdempotencyHeaders,
          params: ZOrderParams,
          body: ZCancelOrderRequest,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const auth = requireSession(request);
        const answer = await idempotent(context, auth, request, 204, async (claim) => {
          await cancelBid(context, auth, request.params.orderId, request.body.passwordToken, claim);
          return null;
        });
        return sendIdempotent(reply, answer);
      },
    );
  };
