import { type AnyColumn, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { legacyTrades } from '../../../db/schema/trade-records.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';
import { users } from '../../../db/schema/users.ts';

const lower = (names: Iterable<string>) => [...new Set([...names].map((name) => name.toLowerCase()))];
const lowerOf = (column: AnyColumn) => sql<string>`lower(${column})`;

/** What an import names, each kind as the distinct texts of its cells. */
export type ImportNames = {
  references: string[];
  seasons: string[];
  deliveryPeriods: string[];
  commodities: string[];
  sites: string[];
  organisationNames: string[];
  abns: string[];
  emails: string[];
};

/**
 * The platform's rows an import names, one query per table however many rows the file has,
 * case-insensitively and whatever their status (a legacy trade may name a season or a site that
 * has since been retired). Grades come for every commodity the file names.
 */
export async function findImportNames(db: Db, names: ImportNames) {
  const when = <T>(list: string[], query: () => Promise<T[]>) => (list.length === 0 ? Promise.resolve([] as T[]) : query());
  const commodityNames = lower(names.commodities);
  const [taken, seasonRows, periodRows, commodityRows, siteRows, organisationRows, userRows] = await Promise.all([
    when(names.references, () =>
      db.select({ reference: legacyTrades.reference }).from(legacyTrades).where(inArray(legacyTrades.reference, names.references)),
    ),
    when(names.seasons, () =>
      db
        .select({ id: seasons.id, name: seasons.name })
        .from(seasons)
        .where(inArray(lowerOf(seasons.name), lower(names.seasons))),
    ),
    when(names.deliveryPeriods, () =>
      db
        .select({ id: deliveryPeriods.id, name: deliveryPeriods.name })
        .from(deliveryPeriods)
        .where(inArray(lowerOf(deliveryPeriods.name), lower(names.deliveryPeriods))),
    ),
    when(commodityNames, () =>
      db
        .select({ id: commodities.id, name: commodities.name, code: commodities.code })
        .from(commodities)
        .where(or(inArray(lowerOf(commodities.name), commodityNames), inArray(lowerOf(commodities.code), commodityNames))),
    ),
    when(names.sites, () =>
      db
        .select({ id: sites.id, name: sites.name, state: sites.state, storageProviderId: sites.storageProviderId })
        .from(sites)
        .where(inArray(lowerOf(sites.name), lower(names.sites))),
    ),
    when([...names.organisationNames, ...names.abns], () =>
      db
        .select({ id: organisations.id, tradingName: organisations.tradingName, abn: organisations.abn })
        .from(organisations)
        .where(
          or(
            names.organisationNames.length > 0 ? inArray(lowerOf(organisations.tradingName), lower(names.organisationNames)) : undefined,
            names.abns.length > 0 ? inArray(sql`replace(${organisations.abn}, ' ', '')`, names.abns) : undefined,
          ),
        ),
    ),
    when(names.emails, () =>
      db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(lowerOf(users.email), lower(names.emails))),
    ),
  ]);
  const commodityIds = commodityRows.map((row) => row.id);
  const gradeRows =
    commodityIds.length === 0
      ? []
      : await db
          .select({ id: grades.id, commodityId: grades.commodityId, code: grades.code, name: grades.name })
          .from(grades)
          .where(inArray(grades.commodityId, commodityIds));
  return {
    takenReferences: new Set(taken.map((row) => row.reference)),
    seasonRows,
    periodRows,
    commodityRows,
    gradeRows,
    siteRows,
    organisationRows,
    userRows,
  };
}

export type ImportNameRows = Awaited<ReturnType<typeof findImportNames>>;

/** Rows per INSERT: about 30 parameters a row keeps a statement well under PostgreSQL's 65,535. */
const INSERT_BATCH = 1000;

/** The import's rows, a batch per statement; the caller holds the transaction, so all or none are saved. */
export async function insertLegacyTrades(tx: Db, rows: (typeof legacyTrades.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.insert(legacyTrades).values(rows.slice(start, start + INSERT_BATCH));
  }
}
