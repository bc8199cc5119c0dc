import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zText } from '@cgx/domain/validation';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import type { AttachmentKinds } from './attachment-kinds.ts';
import { downloadAttachment } from './attachments.service.ts';
import { apiRoute } from '../../lib/api-route.ts';

const zAttachmentQuery = (kinds: AttachmentKinds) =>
  z.object({
    path: zText(200)
      .trim()
      .min(1, 'Required')
      .refine((path) => kinds.find(path) !== null, 'Not an attachment reference, e.g. contract-note/123/buyer'),
  });

export const attachmentRoutes =
  (context: AppContext, kinds: AttachmentKinds): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/attachments/download',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Attachments',
        summary: 'Download an attachment by its reference (the caller must be a party to it, or staff)',
        querystring: zAttachmentQuery(kinds),
        response: { 200: z.unknown().describe('The file, e.g. a PDF') },
        errors: [403, 404],
      }),
      async (request, reply) => {
        const file = await downloadAttachment(context, kinds, requireSession(request), request.query.path);
        const asciiName = file.filename.replace(/[^\w .()-]/g, '_');
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );
  };
