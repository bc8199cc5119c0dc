import { AUSTRALIAN_STATES } from '@cgx/domain/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zQueryInt, zText } from '@cgx/domain/validation';
import type { AppContext } from '../../context.ts';
import { requireSession, SIGNED_IN } from '../../lib/access.ts';
import { fieldError } from '../../lib/errors.ts';
import { findTowns, nearestTown, portNameForTown } from './gazetteer/nearest-town.ts';
import { apiRoute } from '../../lib/api-route.ts';

/** spec 001 §7 names the fields description, town, approximate_distance, direction, port_name; our API is camelCase throughout. */
const ZNearestTown = z.object({
  description: z.string(),
  town: z.string(),
  state: z.string(),
  approximateDistance: z.number(),
  distanceRange: z.string(),
  direction: z.string(),
  portName: z.string(),
});
/** Decimal degrees as typed in a query: digits only, never '0x1' or '' read as a number. */
const coordinate = zText(30)
  .regex(/^-?\d{1,3}(\.\d{1,12})?$/, 'Must be a number')
  .transform(Number);

export const gazetteerRoutes =
  (_context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/reference/nearest-town',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Reference data',
        summary: 'The nearest town to a point, with distance, compass direction and port (within 20 km)',
        querystring: z.object({ latitude: coordinate, longitude: coordinate }),
        response: { 200: ZNearestTown },
      }),
      async (request) => {
        requireSession(request);
        const result = nearestTown(request.query.latitude, request.query.longitude);
        // spec 001 §8: the form shows the server's text on the location field.
        if (!result.ok) throw fieldError('location', result.message);
        return result.nearest;
      },
    );
    app.get(
      '/api/reference/port-name',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Reference data',
        summary: 'The port a town delivers to (by nearestTownCity)',
        querystring: z.object({ town: zText(80).trim().min(1), state: z.enum(AUSTRALIAN_STATES).optional() }),
        response: { 200: z.object({ portName: z.string().nullable() }) },
      }),
      async (request) => {
        requireSession(request);
        return { portName: portNameForTown(request.query.town, request.query.state) };
      },
    );
    app.get(
      '/api/reference/towns',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Reference data',
        summary: 'Towns whose name starts with the query',
        querystring: z.object({ query: zText(60).trim().min(2), limit: zQueryInt(1, 25).default(10) }),
        response: { 200: z.array(z.object({ name: z.string(), state: z.string(), portName: z.string() })) },
      }),
      async (request) => {
        requireSession(request);
        return findTowns(request.query.query, request.query.limit).map(({ name, state, portName }) => ({ name, state, portName }));
      },
    );
  };
