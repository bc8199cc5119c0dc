import { ZTitleTransfersPage, ZTitleTransfersQuery } from '@cgx/domain/title-transfers.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { STAFF_ROLES } from '@cgx/domain/roles';
import { requireSession, rolesOnly } from '../../../lib/access.ts';
import { listTitleTransfers } from './title-transfers.service.ts';
import { apiRoute } from '../../../lib/api-route.ts';

/** Title transfers (issue 14 §9): a storage provider's users see their sites', staff every one. */
export const titleTransferRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/title-transfers',
      apiRoute({
        access: rolesOnly([...STAFF_ROLES, 'Storage Provider']),
        tag: 'Title transfers',
        summary:
          'A page of title transfers with their state: a storage provider’s users see those at their sites, staff every one; the term finds the trade id, ticket, commodity or site',
        querystring: ZTitleTransfersQuery,
        response: { 200: ZTitleTransfersPage },
      }),
      (request) => listTitleTransfers(context, requireSession(request), request.query),
    );
  };
