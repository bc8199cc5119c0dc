import {
  ZInviteUserRequest,
  ZOrganisationUser,
  ZOrganisationUsersPage,
  ZOrganisationUsersQuery,
} from '@cgx/domain/organisation-users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { SIGNED_IN, requestMeta, requireSession } from '../../../lib/access.ts';
import { inviteUser, listOrganisationUsers } from './organisation-users.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

/** spec 000 §2.3: the portal users route (Grower, Trader, Agent, Analyst). */
export const organisationUserRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/organisation/users',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Users',
        summary: "A page of my organisation's users: filtered by status, creation dates and a term (name, e-mail, login number); sorted",
        querystring: ZOrganisationUsersQuery,
        response: { 200: ZOrganisationUsersPage },
        errors: [403],
      }),
      (request) => listOrganisationUsers(context, requireSession(request), request.query),
    );
    app.post(
      '/api/organisation/users',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Users',
        summary: 'Invite a user to my organisation (its administrator only): e-mails a link to choose a password',
        body: ZInviteUserRequest,
        response: { 201: ZOrganisationUser },
        errors: [403, 429],
      }),
      async (request, reply) =>
        reply.code(201).send(await inviteUser(context, requireSession(request), request.body, requestMeta(request))),
    );
  };
