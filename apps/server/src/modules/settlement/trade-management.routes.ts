import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

/** Settlements → Trade Management: payments, the payment run and status edits (issue 14 §4-§5). */
export const tradeManagementRoutes =
  (_context: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
