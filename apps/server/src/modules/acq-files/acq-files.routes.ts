import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

/** Settlements → ACQ Files (issue 14 §2). */
export const acqFileRoutes =
  (_context: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
