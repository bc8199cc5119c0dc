import { ZTitleTransfersPage, ZTitleTransfersQuery } from '@cgx/domain/title-transfers.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ROLES } from '@cgx/domain/roles';
import { requireSession } from '../../../lib/access.ts';
import { errorResponses } from '../../../lib/openapi.ts';
import { listTitleTransfers } from './title-transfers.service.ts';

/** Title transfers (issue 14 §9): a storage provider's users see their sites', staff every one. */
export const titleTransferRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/title-transfers',
      {
        config: { signedIn: true, roles: [...STAFF_ROLES, 'Storage Provider'] },
        schema: {
          tags: ['Title transfers'],
          security: [{ bearer: [] }],
          summary:
            'A page of title transfers with their state: a storage provider’s users see those at their sites, staff every one; the term finds the trade id, ticket, commodity or site',
          querystring: ZTitleTransfersQuery,
          response: { 200: ZTitleTransfersPage, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listTitleTransfers(context, requireSession(request), request.query),
    );
  };
