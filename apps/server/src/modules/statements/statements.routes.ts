import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

/** Settlements → Settlements (soi) and Reports (issue 14 §7). */
export const statementRoutes =
  (_context: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
