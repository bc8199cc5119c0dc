import { sydneyDate } from '@cgx/domain/calendar';
import {
  LEGACY_TRADE_COLUMNS,
  LEGACY_TRADE_MESSAGES,
  LEGACY_TRADES_MAX_ROWS,
  type LegacyTradeColumnKey,
  type TLegacyTradeRow,
  type TLegacyTradesImported,
  ZLegacyTradeRow,
  abnInCell,
  legacyTradeHeader,
} from '@cgx/domain/legacy-trades.schemas';
import type { AppContext } from '../../../context.ts';
import type { legacyTrades } from '../../../db/schema/trade-records.ts';
import { type AuthContext, requireStaff } from '../../../lib/access.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest } from '../../../lib/errors.ts';
import { inspectRows, type RowProblem, rowsRefused } from '../../../lib/uploads/check-rows.ts';
import { readTable, type UploadKind } from '../../../lib/uploads/read-table.ts';
import { findImportNames, type ImportNameRows, insertLegacyTrades } from './legacy-trades-import.repository.ts';

type Row = { row: number; value: TLegacyTradeRow };
type NewLegacyTrade = typeof legacyTrades.$inferInsert;

const ORGANISATION_KEYS = ['sellerOrganisation', 'buyerOrganisation', 'agentOrganisation'] as const;
const USER_KEYS = ['offerCreator', 'bidCreator', 'sellerUser', 'buyerUser', 'agentUser'] as const;

/**
 * spec 002 §2 'Legacy trades' (decision 0182): a file of trades made before the exchange moved
 * onto the platform. Every row is checked (its cells, its reference against the file and what is
 * already imported, the names it uses) and every problem answered at once as a 400 by row and
 * column, with nothing saved; when all are right every row is saved in one transaction.
 */
export async function importLegacyTrades(
  context: AppContext,
  auth: AuthContext,
  file: { body: Buffer; kind: UploadKind },
): Promise<TLegacyTradesImported> {
  requireStaff(auth);
  const table = await readTable(file.body, file.kind, { maxRows: LEGACY_TRADES_MAX_ROWS });
  const { values, problems, records } = inspectRows(table, LEGACY_TRADE_COLUMNS, ZLegacyTradeRow, LEGACY_TRADES_MAX_ROWS);
  const names = await findImportNames(context.db, namesOf(values, records));
  const today = sydneyDate(context.clock.now());
  const resolved = resolveRows(values, names, auth.user.id);
  const all = [
    ...problems,
    ...duplicateReferences(records, names.takenReferences),
    ...values.flatMap(({ row, value }) =>
      value.tradeDate > today ? [{ row, column: legacyTradeHeader('tradeDate'), message: LEGACY_TRADE_MESSAGES.dateAfterToday }] : [],
    ),
    ...resolved.problems,
  ];
  if (all.length > 0) throw rowsRefused(sortedProblems(all));

  try {
    await context.db.transaction((tx) => insertLegacyTrades(tx, resolved.rows));
  } catch (error) {
    // Another import took a reference between the check and the save.
    if (isUniqueViolation(error, 'legacy_trades_reference_key'))
      throw badRequest({ file: [LEGACY_TRADE_MESSAGES.alreadyImported] }, 'A reference was imported meanwhile; nothing was saved.');
    throw error;
  }
  return { imported: resolved.rows.length };
}

const sortedProblems = (problems: RowProblem[]) => {
  const order = new Map<string, number>(LEGACY_TRADE_COLUMNS.map((column, index) => [column.header, index]));
  return [...problems].sort((a, b) => a.row - b.row || (order.get(a.column ?? '') ?? -1) - (order.get(b.column ?? '') ?? -1));
};

/** The distinct names the rows use, for one lookup per table. */
function namesOf(values: Row[], records: { record: Record<string, string> }[]) {
  const distinct = (pick: (value: TLegacyTradeRow) => (string | null)[]) => [
    ...new Set(values.flatMap(({ value }) => pick(value).filter((name): name is string => Boolean(name)))),
  ];
  const organisationCells = distinct((value) => ORGANISATION_KEYS.map((key) => value[key]));
  return {
    references: [...new Set(records.map(({ record }) => record.reference ?? '').filter((reference) => reference !== ''))],
    seasons: distinct((value) => [value.season]),
    deliveryPeriods: distinct((value) => [value.deliveryPeriod]),
    commodities: distinct((value) => [value.commodity]),
    sites: distinct((value) => [value.site ? siteName(value.site).name : null]),
    organisationNames: organisationCells.filter((cell) => !abnInCell(cell)),
    abns: organisationCells.flatMap((cell) => abnInCell(cell) ?? []),
    emails: distinct((value) => USER_KEYS.map((key) => value[key])),
  };
}

/** A reference once in the file and never imported before (compared as written, as the database's unique index does). */
function duplicateReferences(records: { row: number; record: Record<string, string> }[], taken: Set<string>): RowProblem[] {
  const column = legacyTradeHeader('reference');
  const firstRow = new Map<string, number>();
  const problems: RowProblem[] = [];
  for (const { row, record } of records) {
    const reference = record.reference ?? '';
    if (reference === '') continue;
    if (taken.has(reference)) problems.push({ row, column, message: LEGACY_TRADE_MESSAGES.alreadyImported });
    const first = firstRow.get(reference);
    if (first === undefined) firstRow.set(reference, row);
    else problems.push({ row, column, message: LEGACY_TRADE_MESSAGES.duplicateInFile(first) });
  }
  return problems;
}

/** 'Moree (NSW)' → Moree in NSW; 'Moree' → any state. */
function siteName(cell: string): { name: string; state: string | null } {
  const [, name = cell, state] = /^(.*?)\s*(?:\(([A-Za-z]+)\))?$/.exec(cell) ?? [];
  return { name, state: state ?? null };
}

const byLower = <T>(rows: T[], ...keys: ((row: T) => string | null)[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows)
    for (const key of keys) {
      const name = key(row)?.toLowerCase();
      if (name && !map.get(name)?.includes(row)) map.set(name, [...(map.get(name) ?? []), row]);
    }
  return map;
};

/** The rows with their names turned into the platform's ids, and a problem on each cell whose name is unknown or ambiguous. */
function resolveRows(values: Row[], names: ImportNameRows, importedByUserId: number) {
  const seasons = byLower(names.seasonRows, (row) => row.name);
  const periods = byLower(names.periodRows, (row) => row.name);
  const commodities = byLower(
    names.commodityRows,
    (row) => row.name,
    (row) => row.code,
  );
  const sites = byLower(names.siteRows, (row) => row.name);
  const organisationsByName = byLower(names.organisationRows, (row) => row.tradingName);
  const organisationsByAbn = byLower(names.organisationRows, (row) => row.abn?.replace(/\s+/g, '') ?? null);
  const usersByEmail = new Map(names.userRows.map((row) => [row.email.toLowerCase(), row.id]));

  const problems: RowProblem[] = [];
  const rows: NewLegacyTrade[] = [];
  for (const { row, value } of values) {
    const problem = (key: LegacyTradeColumnKey, message: string) => problems.push({ row, column: legacyTradeHeader(key), message });
    const season = seasons.get(value.season.toLowerCase())?.[0];
    if (!season) problem('season', LEGACY_TRADE_MESSAGES.unknown('season', value.season));
    let deliveryPeriodId: number | null = null;
    if (value.deliveryPeriod) {
      deliveryPeriodId = periods.get(value.deliveryPeriod.toLowerCase())?.[0]?.id ?? null;
      if (!deliveryPeriodId) problem('deliveryPeriod', LEGACY_TRADE_MESSAGES.unknown('delivery period', value.deliveryPeriod));
    }
    const commodity = commodities.get(value.commodity.toLowerCase())?.[0];
    if (!commodity) problem('commodity', LEGACY_TRADE_MESSAGES.unknown('commodity', value.commodity));
    let gradeId: number | null = null;
    if (value.grade && commodity) {
      const wanted = value.grade.toLowerCase();
      const grade =
        names.gradeRows.find((candidate) => candidate.commodityId === commodity.id && candidate.code.toLowerCase() === wanted) ??
        names.gradeRows.find((candidate) => candidate.commodityId === commodity.id && candidate.name.toLowerCase() === wanted);
      if (grade) gradeId = grade.id;
      else problem('grade', LEGACY_TRADE_MESSAGES.unknown(`${commodity.name} grade`, value.grade));
    }
    let site: ImportNameRows['siteRows'][number] | undefined;
    if (value.site) {
      const { name, state } = siteName(value.site);
      const matches = (sites.get(name.toLowerCase()) ?? []).filter(
        (candidate) => !state || candidate.state.toLowerCase() === state.toLowerCase(),
      );
      if (matches.length === 0) problem('site', LEGACY_TRADE_MESSAGES.unknown('site', value.site));
      else if (matches.length > 1) problem('site', LEGACY_TRADE_MESSAGES.ambiguousSite(name));
      else site = matches[0];
    }
    const organisationOf = (key: (typeof ORGANISATION_KEYS)[number]): number | null => {
      const cell = value[key];
      if (!cell) return null;
      const abn = abnInCell(cell);
      const matches = abn ? (organisationsByAbn.get(abn) ?? []) : (organisationsByName.get(cell.toLowerCase()) ?? []);
      if (matches.length === 1) return matches[0]?.id ?? null;
      if (matches.length === 0)
        problem(key, abn ? `No organisation has the ABN ${cell}.` : LEGACY_TRADE_MESSAGES.unknown('organisation', cell));
      else problem(key, abn ? `More than one organisation has the ABN ${cell}.` : LEGACY_TRADE_MESSAGES.ambiguous('organisation', cell));
      return null;
    };
    const sellerOrganisationId = organisationOf('sellerOrganisation');
    const buyerOrganisationId = organisationOf('buyerOrganisation');
    const agentOrganisationId = organisationOf('agentOrganisation');
    if (sellerOrganisationId && sellerOrganisationId === buyerOrganisationId)
      problem('buyerOrganisation', 'The buyer must be another organisation than the seller.');
    const userOf = (key: (typeof USER_KEYS)[number]): number | null => {
      const email = value[key];
      if (!email) return null;
      const id = usersByEmail.get(email);
      if (!id) problem(key, LEGACY_TRADE_MESSAGES.unknownUser(email));
      return id ?? null;
    };
    const users = {
      offerCreatorUserId: userOf('offerCreator'),
      bidCreatorUserId: userOf('bidCreator'),
      sellerUserId: userOf('sellerUser'),
      buyerUserId: userOf('buyerUser'),
      agentUserId: userOf('agentUser'),
    };
    if (!season || !commodity || !sellerOrganisationId || !buyerOrganisationId) continue;
    rows.push({
      reference: value.reference,
      type: value.type,
      seasonId: season.id,
      deliveryPeriodId,
      commodityId: commodity.id,
      gradeId,
      siteId: site?.id ?? null,
      storageProviderOrganisationId: site?.storageProviderId ?? null,
      quantity: value.quantity,
      shrunk: value.shrunk,
      price: value.price,
      portEquiv: value.portEquiv,
      tradeDate: value.tradeDate,
      status: value.status,
      sellerInvoice: value.sellerInvoice,
      buyerInvoice: value.buyerInvoice,
      sellerType: value.sellerType,
      spreads: value.spreads,
      oil: value.oil,
      admix: value.admix,
      sellerOrganisationId,
      buyerOrganisationId,
      agentOrganisationId,
      ...users,
      importedByUserId,
    });
  }
  return { rows, problems };
}
