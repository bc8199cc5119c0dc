import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

/** Invoices: growers and buyers read their own, staff read every one (issue 14 §3). */
export const invoiceRoutes =
  (_context: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
