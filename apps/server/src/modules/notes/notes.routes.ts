import { ZCreateNoteRequest, ZNote, ZNotesPage, ZNotesQuery } from '@cgx/domain/notes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { STAFF_ONLY, requireSession } from '../../lib/access.ts';
import { createNote, listNotes } from './notes.service.ts';
import { apiRoute } from '../../lib/api-route.ts';

const BASE = '/api/back-office/notes';

/** spec 002 §2 'Trades', 'Legacy trades' (decision 0179): staff's notes on a trade, with a call-back date. */
export const noteRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      BASE,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: notes',
        summary: "A page of one record's notes (staff): resourceType Trade, Igrain::Trade or LegacyTrade and its id; newest first",
        querystring: ZNotesQuery,
        response: { 200: ZNotesPage },
        errors: [404],
      }),
      (request) => listNotes(context, requireSession(request), request.query),
    );
    app.post(
      BASE,
      apiRoute({
        access: STAFF_ONLY,
        tag: 'Back office: notes',
        summary: 'Add a note to a record (staff), with an optional call-back date not before today (Sydney)',
        body: ZCreateNoteRequest,
        response: { 201: ZNote },
        errors: [404],
      }),
      async (request, reply) => reply.code(201).send(await createNote(context, requireSession(request), request.body)),
    );
  };
