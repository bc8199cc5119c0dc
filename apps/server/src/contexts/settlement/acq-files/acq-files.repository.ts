import type { TAcqFilesQuery, TAcqRowsQuery } from '@cgx/domain/acq-files.schemas';
import { ACQ_OPEN_STATUSES, type AcqCandidate, type AcqProvider } from '@cgx/domain/acq-files';
import { aliasedTable, and, asc, eq, getTableColumns, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { organisationNgrs, organisations } from '../../../db/schema/organisations.ts';
import { grades, sites } from '../../../db/schema/reference.ts';
import { acqFiles, acqRows, titleTransfers } from '../../../db/schema/settlement.ts';
import { users } from '../../../db/schema/users.ts';
import { countAll, orderOf, pageOf, termIn, withinDates } from '../../../lib/paging.ts';

/** Everything of a file but its bytes, with its provider's and uploader's names. */
const FILE_ROW = {
  id: acqFiles.id,
  fileName: acqFiles.fileName,
  fileKind: acqFiles.fileKind,
  format: acqFiles.format,
  storageProviderId: acqFiles.storageProviderOrganisationId,
  storageProviderName: organisations.tradingName,
  uploadedById: acqFiles.uploadedByUserId,
  uploadedByFirstName: users.firstName,
  uploadedByLastName: users.lastName,
  createdAt: acqFiles.createdAt,
  status: acqFiles.status,
  totalRows: acqFiles.totalRows,
  processedRows: acqFiles.processedRows,
  matchedRows: acqFiles.matchedRows,
  unmatchedRows: acqFiles.unmatchedRows,
  rejectedRows: acqFiles.rejectedRows,
  problems: acqFiles.problems,
  finishedAt: acqFiles.finishedAt,
};

const filesWithNames = (db: Db) =>
  db
    .select(FILE_ROW)
    .from(acqFiles)
    .innerJoin(organisations, eq(organisations.id, acqFiles.storageProviderOrganisationId))
    .innerJoin(users, eq(users.id, acqFiles.uploadedByUserId));

export async function findAcqFile(db: Db, fileId: number) {
  const [row] = await filesWithNames(db).where(eq(acqFiles.id, fileId));
  return row ?? null;
}
export type AcqFileRow = NonNullable<Awaited<ReturnType<typeof findAcqFile>>>;

export async function findAcqFileBySha(db: Db, storageProviderOrganisationId: number, sha256: string): Promise<number | null> {
  const [row] = await db
    .select({ id: acqFiles.id })
    .from(acqFiles)
    .where(and(eq(acqFiles.storageProviderOrganisationId, storageProviderOrganisationId), eq(acqFiles.sha256, sha256)));
  return row?.id ?? null;
}

export async function insertAcqFile(db: Db, values: typeof acqFiles.$inferInsert): Promise<number> {
  const [row] = await db.insert(acqFiles).values(values).returning({ id: acqFiles.id });
  if (!row) throw new Error('no ACQ file');
  return row.id;
}

export async function pageAcqFiles(db: Db, query: TAcqFilesQuery) {
  const where = and(
    termIn(query.term, [acqFiles.fileName, organisations.tradingName]),
    withinDates(acqFiles.createdAt, query.dateFrom, query.dateTo),
    query.status ? eq(acqFiles.status, query.status) : undefined,
    query.storageProviderOrganisationId ? eq(acqFiles.storageProviderOrganisationId, query.storageProviderOrganisationId) : undefined,
  );
  const order = orderOf(
    { uploadedAt: acqFiles.createdAt, fileName: acqFiles.fileName, status: acqFiles.status },
    query.sort,
    query.direction,
    acqFiles.id,
  );
  return pageOf(query, {
    rows: (limit, offset) =>
      filesWithNames(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db
        .select({ count: countAll })
        .from(acqFiles)
        .innerJoin(organisations, eq(organisations.id, acqFiles.storageProviderOrganisationId))
        .where(where);
      return row?.count ?? 0;
    },
  });
}

/** The file's row, locked for the rest of the transaction: batches of one file run one at a time. */
export async function lockAcqFile(db: Db, fileId: number) {
  const { content: _content, ...columns } = getTableColumns(acqFiles);
  const [row] = await db.select(columns).from(acqFiles).where(eq(acqFiles.id, fileId)).for('update');
  return row ?? null;
}
export type LockedAcqFile = NonNullable<Awaited<ReturnType<typeof lockAcqFile>>>;

/** The file's bytes (read once per file: acq-processing keeps what it read). */
export async function acqFileContent(db: Db, fileId: number): Promise<Buffer> {
  const [row] = await db.select({ content: acqFiles.content }).from(acqFiles).where(eq(acqFiles.id, fileId));
  if (!row) throw new Error(`no ACQ file ${fileId}`);
  return row.content;
}

export async function updateAcqFile(db: Db, fileId: number, values: Partial<typeof acqFiles.$inferInsert>): Promise<void> {
  await db.update(acqFiles).set(values).where(eq(acqFiles.id, fileId));
}

/** The file's counts from its rows: processed, confirmed a trade (matched or assigned), unmatched, rejected. */
export async function countAcqRows(db: Db, fileId: number) {
  const rows = await db
    .select({ outcome: acqRows.outcome, count: countAll })
    .from(acqRows)
    .where(eq(acqRows.fileId, fileId))
    .groupBy(acqRows.outcome);
  const of = (outcome: string) => rows.find((row) => row.outcome === outcome)?.count ?? 0;
  return {
    processedRows: rows.reduce((sum, row) => sum + row.count, 0),
    matchedRows: of('matched') + of('assigned'),
    unmatchedRows: of('unmatched'),
    rejectedRows: of('rejected'),
  };
}

export async function insertAcqRows(db: Db, values: (typeof acqRows.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db
    .insert(acqRows)
    .values(values)
    .onConflictDoNothing({ target: [acqRows.fileId, acqRows.row] })
    .returning({ id: acqRows.id, row: acqRows.row });
}

export async function updateAcqRow(db: Db, rowId: number, values: Partial<typeof acqRows.$inferInsert>): Promise<void> {
  await db.update(acqRows).set(values).where(eq(acqRows.id, rowId));
}

const assignedBy = aliasedTable(users, 'assigned_by');
const ROW_VIEW = {
  id: acqRows.id,
  row: acqRows.row,
  ticketNumber: acqRows.ticketNumber,
  outcome: acqRows.outcome,
  reason: acqRows.reason,
  fields: acqRows.fields,
  tradeId: acqRows.tradeId,
  tradeFormattedId: trades.formattedId,
  assignedById: acqRows.assignedByUserId,
  assignedByFirstName: assignedBy.firstName,
  assignedByLastName: assignedBy.lastName,
};

const rowsWithNames = (db: Db) =>
  db
    .select(ROW_VIEW)
    .from(acqRows)
    .leftJoin(trades, eq(trades.id, acqRows.tradeId))
    .leftJoin(assignedBy, eq(assignedBy.id, acqRows.assignedByUserId));

export async function findAcqRowView(db: Db, rowId: number) {
  const [row] = await rowsWithNames(db).where(eq(acqRows.id, rowId));
  return row ?? null;
}
export type AcqRowViewRow = NonNullable<Awaited<ReturnType<typeof findAcqRowView>>>;

export async function pageAcqRows(db: Db, fileId: number, query: TAcqRowsQuery) {
  const outcome: SQL | undefined =
    query.outcome === 'matched'
      ? inArray(acqRows.outcome, ['matched', 'assigned'])
      : query.outcome
        ? eq(acqRows.outcome, query.outcome)
        : undefined;
  const where = and(
    eq(acqRows.fileId, fileId),
    outcome,
    termIn(query.term, [acqRows.ticketNumber, acqRows.reason]),
    withinDates(acqRows.createdAt, query.dateFrom, query.dateTo),
  );
  const order = orderOf({ row: acqRows.row, ticketNumber: acqRows.ticketNumber }, query.sort, query.direction, acqRows.id);
  return pageOf(query, {
    rows: (limit, offset) =>
      rowsWithNames(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ count: countAll }).from(acqRows).where(where);
      return row?.count ?? 0;
    },
  });
}

/** The row, locked: one assignment at a time. */
export async function lockAcqRow(db: Db, fileId: number, rowId: number) {
  const [row] = await db
    .select()
    .from(acqRows)
    .where(and(eq(acqRows.id, rowId), eq(acqRows.fileId, fileId)))
    .for('update');
  return row ?? null;
}

/**
 * The tickets of this provider that already confirm a current title transfer, among `tickets`;
 * transfers recorded from the file itself (`exceptFileId`) do not count, so a file read again
 * after a crash gives its rows the same outcomes.
 */
export async function recordedTickets(db: Db, storageProviderOrganisationId: number, tickets: string[], exceptFileId?: number) {
  if (tickets.length === 0) return new Set<string>();
  const rows = await db
    .select({ ticketNumber: titleTransfers.ticketNumber })
    .from(titleTransfers)
    .leftJoin(acqRows, eq(acqRows.id, titleTransfers.acqRowId))
    .where(
      and(
        eq(titleTransfers.storageProviderOrganisationId, storageProviderOrganisationId),
        isNull(titleTransfers.withdrawnAt),
        inArray(titleTransfers.ticketNumber, tickets),
        exceptFileId === undefined ? undefined : or(isNull(acqRows.fileId), ne(acqRows.fileId, exceptFileId)),
      ),
    );
  return new Set(rows.map((row) => row.ticketNumber ?? ''));
}

const siteProviders = aliasedTable(organisations, 'site_provider');
/** A storage provider as ACQ reasons name it: its short name, else its trading name. */
const providerName = (table: typeof organisations) => sql<string>`coalesce(${table.nickname}, ${table.tradingName})`;

/** The provider whose file is read, as matching needs it. */
export async function acqProvider(db: Db, organisationId: number): Promise<AcqProvider> {
  const [row] = await db
    .select({ id: organisations.id, name: providerName(organisations) })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!row) throw new Error(`no storage provider ${organisationId}`);
  return row;
}

/**
 * The trades a batch of rows may confirm: the open trades at storage sites of the sellers holding
 * the rows' NGRs (at any provider's site, so that a row can say the trade it describes is at another
 * provider's), and every trade a row names by id (whatever its status or site, so the row can say why
 * it is refused). Each with its site and the site's provider: matching keeps to the file's provider's.
 */
export async function acqCandidates(db: Db, ngrs: string[], namedTradeIds: string[]): Promise<AcqCandidate[]> {
  const sellers =
    ngrs.length === 0
      ? []
      : await db
          .selectDistinct({ organisationId: organisationNgrs.organisationId })
          .from(organisationNgrs)
          .where(inArray(organisationNgrs.ngr, ngrs));
  const sellerIds = sellers.map((seller) => seller.organisationId);
  const byDetails =
    sellerIds.length === 0
      ? undefined
      : and(inArray(trades.status, [...ACQ_OPEN_STATUSES]), inArray(trades.sellerOrganisationId, sellerIds), isNotNull(trades.siteId));
  if (!byDetails && namedTradeIds.length === 0) return [];
  const select = () =>
    db
      .select({
        id: trades.id,
        formattedId: trades.formattedId,
        status: trades.status,
        quantity: trades.quantity,
        createdAt: trades.createdAt,
        sellerOrganisationId: trades.sellerOrganisationId,
        siteCode: sites.code,
        siteName: sites.name,
        siteProviderId: sites.storageProviderId,
        siteProviderName: providerName(siteProviders),
        gradeCode: grades.code,
      })
      .from(trades)
      .leftJoin(sites, eq(sites.id, trades.siteId))
      .leftJoin(siteProviders, eq(siteProviders.id, sites.storageProviderId))
      .leftJoin(grades, eq(grades.id, trades.gradeId));
  // The two ways apart, each on its index (together in an OR they read every trade): trade ids are
  // written upper-case (the names come upper-cased), so the unique index on formatted_id answers.
  const [detailed, named] = await Promise.all([
    byDetails ? select().where(byDetails) : Promise.resolve([]),
    namedTradeIds.length === 0 ? Promise.resolve([]) : select().where(inArray(trades.formattedId, namedTradeIds)),
  ]);
  const rows = [...new Map([...detailed, ...named].map((row) => [row.id, row])).values()];
  const ngrsOf = await ngrsOfOrganisations(db, [...new Set(rows.map((row) => row.sellerOrganisationId))]);
  return rows.map((row) => ({
    id: row.id,
    formattedId: row.formattedId,
    status: row.status,
    sellerNgrs: ngrsOf.get(row.sellerOrganisationId) ?? [],
    site:
      row.siteCode === null || row.siteName === null || row.siteProviderId === null
        ? null
        : { code: row.siteCode, name: row.siteName, storageProviderId: row.siteProviderId, storageProviderName: row.siteProviderName },
    gradeCode: row.gradeCode,
    quantity: row.quantity,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function ngrsOfOrganisations(db: Db, organisationIds: number[]) {
  const byOrganisation = new Map<number, string[]>();
  if (organisationIds.length === 0) return byOrganisation;
  const rows = await db
    .select({ organisationId: organisationNgrs.organisationId, ngr: organisationNgrs.ngr })
    .from(organisationNgrs)
    .where(inArray(organisationNgrs.organisationId, organisationIds));
  for (const row of rows) byOrganisation.set(row.organisationId, [...(byOrganisation.get(row.organisationId) ?? []), row.ngr]);
  return byOrganisation;
}

export async function findTradeByFormattedId(db: Db, formattedId: string) {
  const [row] = await db
    .select({ id: trades.id, formattedId: trades.formattedId })
    .from(trades)
    .where(eq(sql`upper(${trades.formattedId})`, formattedId.trim().toUpperCase()));
  return row ?? null;
}

export async function findStorageProvider(db: Db, organisationId: number) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.tradingName, acqFileFormat: organisations.acqFileFormat })
    .from(organisations)
    .where(and(eq(organisations.id, organisationId), eq(organisations.type, 'storage_provider')));
  return row ?? null;
}

export async function listStorageProviders(db: Db) {
  return db
    .select({ id: organisations.id, name: organisations.tradingName, acqFileFormat: organisations.acqFileFormat })
    .from(organisations)
    .where(eq(organisations.type, 'storage_provider'))
    .orderBy(asc(organisations.tradingName), asc(organisations.id));
}
