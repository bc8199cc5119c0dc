import { ZNotificationParams, ZNotificationsPage, ZNotificationsQuery } from '@cgx/domain/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { ZNoContent, errorResponses } from '../../lib/openapi.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

const tags = ['Notifications'];
const security = [{ bearer: [] }];

export const notificationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/notifications',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          security,
          summary: "A page of the caller's notifications, newest first",
          querystring: ZNotificationsQuery,
          response: { 200: ZNotificationsPage, ...errorResponses(400, 401) },
        },
      },
      (request) => listNotifications(context, requireSession(request), request.query.page),
    );
    app.post(
      '/api/notifications/read-all',
      { config: SIGNED_IN, schema: { tags, security, summary: 'Mark all read', response: { 204: ZNoContent, ...errorResponses(401) } } },
      async (request, reply) => {
        await markAllNotificationsRead(context, requireSession(request));
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/notifications/:notificationId/read',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          security,
          summary: 'Mark one read',
          params: ZNotificationParams,
          response: { 204: ZNoContent, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        await markNotificationRead(context, requireSession(request), request.params.notificationId);
        return reply.code(204).send(null);
      },
    );
  };
