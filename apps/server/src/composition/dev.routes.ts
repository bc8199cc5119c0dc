import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zQueryInt, zText } from '@cgx/domain/validation';
import type { AppContext } from '../context.ts';
import { drainJobs } from '../composition/jobs.ts';
import { findUserByEmail } from '../contexts/identity/index.ts';
import { notifyUsers } from '../platform/notifications/index.ts';
import { outbox } from '../platform/messages/index.ts';

/**
 * Development tools, registered only when DEV_TOOLS=true (refused in production by config):
 * read the outbox without a mail server, and move the server clock to test expiry.
 */
export const devRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['Development'],
          summary: 'Newest messages sent to an e-mail address or mobile number',
          querystring: z.object({ to: zText(254).min(3), limit: zQueryInt(1, 50).default(10) }),
        },
      },
      async (request) => {
        const rows = await outbox.sentTo(context.db, request.query.to, request.query.limit);
        return rows.map((row) => ({
          id: row.id,
          type: row.type,
          kind: row.kind,
          subject: row.subject,
          body: row.body,
          summary: row.summary,
          attachments: row.attachments,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          deliveredAt: row.deliveredAt?.toISOString() ?? null,
          recipients: row.recipients.map(({ userId, userName, organisationId, organisationName, email, mobile }) => ({
            userId,
            userName,
            organisationId,
            organisationName,
            email,
            mobile,
          })),
        }));
      },
    );
    app.post(
      '/api/dev/clock',
      {
        schema: {
          tags: ['Development'],
          summary: 'Move the server clock forward by some minutes',
          body: z.object({ minutes: z.number().int().min(-100_000).max(100_000) }),
        },
      },
      async (request) => {
        context.clock.shift(request.body.minutes);
        return { now: context.clock.now().toISOString() };
      },
    );
    app.post(
      '/api/dev/notifications',
      {
        schema: {
          tags: ['Development'],
          summary: 'Notify a user (by e-mail) now: the bell and NotificationChannel, as a trade would',
          body: z.object({
            email: zText(254).min(3),
            body: zText(500).min(1),
            count: z.number().int().min(1).max(20).default(1),
          }),
        },
      },
      async (request, reply) => {
        const user = await findUserByEmail(context.db, request.body.email);
        if (!user) return reply.code(404).send({ message: 'No user with that e-mail' });
        const { body, count } = request.body;
        for (let index = 1; index <= count; index += 1) {
          await context.db.transaction((tx) =>
            notifyUsers(context, tx, [user.id], { kind: 'dev', body: count === 1 ? body : `${body} (${index})` }),
          );
        }
        return { notified: count };
      },
    );
    app.post('/api/dev/jobs/drain', { schema: { tags: ['Development'], summary: 'Run every due job now' } }, async () => ({
      ran: await drainJobs(context),
    }));
  };
