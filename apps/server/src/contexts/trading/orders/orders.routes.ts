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
import { ZNoContent } from '../../../lib/openapi.ts';
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
import { apiRoute } from '../../../lib/api-route.ts';

/** Who may use offers and bids: anyone else gets 403 before the input is validated. */
const SELLERS_ONLY = rolesOnly(SELLERS);
const TRADERS_ONLY = rolesOnly(['Trader']);

export const orderRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/offers',
      apiRoute({
        access: SELLERS_ONLY,
        tag: 'Offers',
        summary: 'Place a firm offer (needs a password token); trades at once against crossing bids while the market is open',
        body: ZCreateOfferRequest,
        headers: ZIdempotencyHeaders,
        response: { 201: ZOrderPlaced },
        errors: [409, 429],
      }),
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
      apiRoute({
        access: SELLERS_ONLY,
        tag: 'Offers',
        summary: "A page of the organisation's offers: filtered by status, commodity, season, creation dates and a term; sorted",
        querystring: ZOffersQuery,
        response: { 200: zPage(ZOfferView) },
      }),
      (request) => listMyOffers(context, requireSession(request), request.query),
    );
    app.get(
      '/api/offers/grouped',
      apiRoute({
        access: SELLERS_ONLY,
        tag: 'Offers',
        summary: "A page of the organisation's offers grouped by season, commodity and delivery period, with totals",
        querystring: ZOfferGroupsQuery,
        response: { 200: zPage(ZOfferGroupView) },
      }),
      (request) => listMyOfferGroups(context, requireSession(request), request.query),
    );
    app.put(
      '/api/offers/:orderId',
      apiRoute({
        access: SELLERS_ONLY,
        tag: 'Offers',
        summary:
          'Edit an active offer, or with reoffer: true offer a lapsed one again as a new offer (needs a password token); meets the book again',
        params: ZOrderParams,
        body: ZUpdateOfferRequest,
        headers: ZIdempotencyHeaders,
        response: { 200: ZOrderPlaced },
        errors: [404, 409, 429],
      }),
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
      apiRoute({
        access: SELLERS_ONLY,
        tag: 'Offers',
        summary:
          'A standing bid’s terms, by the line the market bids list shows, for an offer that meets it (spec 001 create from a bid); the buyer is never named',
        params: ZBidLineParams,
        response: { 200: ZBidToSellTo },
        errors: [404],
      }),
      (request) => getBidToSellTo(context, requireSession(request), request.params.bidLineId),
    );
    app.get(
      '/api/offers/:orderId',
      apiRoute({
        access: SELLERS_ONLY,
        tag: 'Offers',
        summary: 'One of the organisation’s offers with every term the offer form edits (another organisation’s: 404)',
        params: ZOrderParams,
        response: { 200: ZOfferDetailView },
        errors: [404],
      }),
      (request) => getMyOffer(context, requireSession(request), request.params.orderId),
    );
    app.post(
      '/api/offers/:orderId/cancel',
      apiRoute({
        access: SELLERS_ONLY,
        tag: 'Offers',
        summary: 'Cancel an active offer (needs a password token)',
        params: ZOrderParams,
        body: ZCancelOrderRequest,
        headers: ZIdempotencyHeaders,
        response: { 204: ZNoContent },
        errors: [404, 409],
      }),
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
      apiRoute({
        access: TRADERS_ONLY,
        tag: 'Bids',
        summary: 'Place a firm bid or bid sheet (needs a password token); trades at once against crossing offers while the market is open',
        body: ZCreateBidRequest,
        headers: ZIdempotencyHeaders,
        response: { 201: ZOrderPlaced },
        errors: [409, 429],
      }),
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
      apiRoute({
        access: TRADERS_ONLY,
        tag: 'Bids',
        summary: "A page of the organisation's bids with their lines, filtered and sorted",
        querystring: ZBidsQuery,
        response: { 200: zPage(ZBidGroupView) },
      }),
      (request) => listMyBids(context, requireSession(request), request.query),
    );
    app.get(
      '/api/bids/grouped',
      apiRoute({
        access: TRADERS_ONLY,
        tag: 'Bids',
        summary: "A page of the organisation's grouped bids (bid sheets) with their lines",
        querystring: ZBidsQuery,
        response: { 200: zPage(ZBidGroupView) },
      }),
      (request) => listMyBids(context, requireSession(request), request.query, true),
    );
    app.put(
      '/api/bids/:orderId',
      apiRoute({
        access: TRADERS_ONLY,
        tag: 'Bids',
        summary: 'Edit an active bid and its lines (lines left out are removed; needs a password token); meets the book again',
        params: ZOrderParams,
        body: ZUpdateBidRequest,
        headers: ZIdempotencyHeaders,
        response: { 200: ZOrderPlaced },
        errors: [404, 409, 429],
      }),
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
      apiRoute({
        access: TRADERS_ONLY,
        tag: 'Bids',
        summary: 'Place a lapsed (or ended) bid again as a new bid (needs a password token)',
        params: ZOrderParams,
        body: ZCreateBidRequest,
        headers: ZIdempotencyHeaders,
        response: { 201: ZOrderPlaced },
        errors: [404, 409, 429],
      }),
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
      apiRoute({
        access: TRADERS_ONLY,
        tag: 'Bids',
        summary: 'One of the organisation’s bids with its lines, chemical details and quality limits (another organisation’s: 404)',
        params: ZOrderParams,
        response: { 200: ZBidDetailView },
        errors: [404],
      }),
      (request) => getMyBid(context, requireSession(request), request.params.orderId),
    );
    app.post(
      '/api/bids/:orderId/cancel',
      apiRoute({
        access: TRADERS_ONLY,
        tag: 'Bids',
        summary: 'Cancel an active bid (needs a password token)',
        params: ZOrderParams,
        body: ZCancelOrderRequest,
        headers: ZIdempotencyHeaders,
        response: { 204: ZNoContent },
        errors: [404, 409],
      }),
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
