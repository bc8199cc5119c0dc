import { ZCreateNoteRequest, ZNote, ZNotesPage, ZNotesQuery } from '@cgx/domain/notes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { STAFF_ONLY, requireSession } from '../../lib/access.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { createNote, listNotes } from './notes.service.ts';

const BASE = '/api/back-office/notes';
const tags = ['Back office: notes'];
const security = [{ bearer: [] }];

/** spec 002 §2 'Trades', 'Legacy trades' (decision 0179): staff's notes on a trade, with a call-back date. */
export const noteRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      BASE,
      {
        config: STAFF_ONLY,
        schema: {
          tags,
          security,
          summary: "A page of one record's notes (staff): resourceType Trade, Igrain::Trade or LegacyTrade and its id; newest first",
          querystring: ZNotesQuery,
          response: { 200: ZNotesPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => listNotes(context, requireSession(request), request.query),
    );
    app.post(
      BASE,
      {
        config: STAFF_ONLY,
        schema: {
          tags,
          security,
          summary: 'Add a note to a record (staff), with an optional call-back date not before today (Sydney)',
          body: ZCreateNoteRequest,
          response: { 201: ZNote, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => reply.code(201).send(await createNote(context, requireSession(request), request.body)),
    );
  };
