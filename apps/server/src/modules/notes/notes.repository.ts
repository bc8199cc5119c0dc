import type { TNoteResourceType, TNotesQuery } from '@cgx/domain/notes.schemas';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trades } from '../../db/schema/market.ts';
import { notes } from '../../db/schema/notes.ts';
import { legacyTrades } from '../../db/schema/trade-records.ts';
import { users } from '../../db/schema/users.ts';
import { countAll, orderOf, pageOf, termIn, withinDates } from '../../lib/paging.ts';

export type NoteValues = Pick<typeof notes.$inferInsert, 'resourceType' | 'resourceId' | 'body' | 'callBack' | 'authorUserId'>;

const authorName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const COLUMNS = {
  id: notes.id,
  resourceType: notes.resourceType,
  resourceId: notes.resourceId,
  body: notes.body,
  callBack: notes.callBack,
  authorId: users.id,
  authorName,
  createdAt: notes.createdAt,
};
const SORTS = { createdAt: notes.createdAt, callBack: notes.callBack };

const selectNotes = (db: Db) => db.select(COLUMNS).from(notes).innerJoin(users, eq(users.id, notes.authorUserId));
export type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

const whereOf = (query: TNotesQuery) =>
  and(
    eq(notes.resourceType, query.resourceType),
    eq(notes.resourceId, query.resourceId),
    termIn(query.term, [notes.body, authorName]),
    withinDates(notes.createdAt, query.dateFrom, query.dateTo),
  );

/** One resource's notes, a page at a time; by call-back, notes without one come last either way. */
export const pageNotes = (db: Db, query: TNotesQuery) =>
  pageOf(query, {
    rows: (limit, offset) =>
      selectNotes(db)
        .where(whereOf(query))
        .orderBy(
          ...(query.sort === 'callBack' ? [asc(isNull(notes.callBack))] : []),
          ...orderOf(SORTS, query.sort, query.direction, notes.id),
        )
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db
        .select({ count: countAll })
        .from(notes)
        .innerJoin(users, eq(users.id, notes.authorUserId))
        .where(whereOf(query));
      return row?.count ?? 0;
    },
  });

export async function findNote(db: Db, id: number): Promise<NoteRow | undefined> {
  const [row] = await selectNotes(db).where(eq(notes.id, id));
  return row;
}

export async function insertNote(db: Db, values: NoteValues): Promise<number> {
  const [row] = await db.insert(notes).values(values).returning({ id: notes.id });
  if (!row) throw new Error('notes: insert returned no row');
  return row.id;
}

const TRADE_MARKETS = { Trade: 'cgx', 'Igrain::Trade': 'igrainx' } as const;

/** Whether the record a note is about exists: a trade of the type's market, or a legacy trade. */
export async function resourceExists(db: Db, type: TNoteResourceType, id: number): Promise<boolean> {
  if (type === 'LegacyTrade') {
    const [legacy] = await db.select({ id: legacyTrades.id }).from(legacyTrades).where(eq(legacyTrades.id, id));
    return legacy !== undefined;
  }
  const [row] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.id, id), eq(trades.market, TRADE_MARKETS[type])));
  return row !== undefined;
}
