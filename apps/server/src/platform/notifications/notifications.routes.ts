import { ZNotificationParams, ZNotificationsPage, ZNotificationsQuery } from '@cgx/domain/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { ZNoContent } from '../../lib/openapi.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';
import { apiRoute } from '../../lib/api-route.ts';

export const notificationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/notifications',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Notifications',
        summary: "A page of the caller's notifications, newest first",
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationsPage },
      }),
      (request) => listNotifications(context, requireSession(request), request.query.page),
    );
    app.post(
      '/api/notifications/read-all',
      apiRoute({ access: SIGNED_IN, tag: 'Notifications', summary: 'Mark all read', response: { 204: ZNoContent } }),
      async (request, reply) => {
        await markAllNotificationsRead(context, requireSession(request));
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/notifications/:notificationId/read',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Notifications',
        summary: 'Mark one read',
        params: ZNotificationParams,
        response: { 204: ZNoContent },
        errors: [404],
      }),
      async (request, reply) => {
        await markNotificationRead(context, requireSession(request), request.params.notificationId);
        return reply.code(204).send(null);
      },
    );
  };
