import {
  BID_SHEET_COLUMNS,
  BID_SHEET_MESSAGES,
  BID_SHEET_TERMS,
  type TBidSheetUploaded,
  ZBidSheetRow,
} from '@cgx/domain/bid-sheet-upload.schemas';
import { sydneyDate } from '@cgx/domain/calendar';
import { MSG } from '@cgx/domain/messages';
import { expiryDateError, quantityError } from '@cgx/domain/order-rules';
import { ZCreateBidRequest } from '@cgx/domain/orders.schemas';
import type { AppContext } from '../../../../context.ts';
import { type AuthContext, requireRole } from '../../../../lib/access.ts';
import { AppError } from '../../../../lib/errors.ts';
import { inspectRows, MAX_UPLOAD_ROWS, type RowProblem, rowsRefused } from '../../../../lib/uploads/check-rows.ts';
import { readTable, type UploadKind } from '../../../../lib/uploads/read-table.ts';
import { placeBid } from '../bids.service.ts';
import { townErrors } from '../igrain-location.ts';
import { EXPIRY_BEFORE_TODAY } from '../order-references.ts';
import { findSheetReferences } from './bid-sheet-names.repository.ts';

type RowText = { row: number; record: Record<string, string> };
const header = (key: string) => BID_SHEET_COLUMNS.find((column) => column.key === key)?.header ?? null;

/**
 * An uploaded bid sheet (decision 0096): every row checked and the whole sheet placed as one bid,
 * or a 400 naming every wrong cell of every row, by row and column, with nothing saved. All the
 * checks run on one pass (issue 24): the cells, the terms the same on every row, the places, the
 * names the rows use (an unknown grade or site beside a bad price of the same row), the bid's own
 * rules and the quantity and expiry against the delivery period; a cell is named by the first
 * check that finds it wrong. Only the password (its own field) and what placing the bid itself
 * refuses come after.
 */
export async function uploadBidSheet(
  context: AppContext,
  auth: AuthContext,
  file: { body: Buffer; kind: UploadKind },
  passwordToken: string | undefined,
): Promise<TBidSheetUploaded> {
  requireRole(auth, ['Trader']);
  const { problems: cellProblems, records } = inspectRows(
    await readTable(file.body, file.kind, { maxRows: MAX_UPLOAD_ROWS }),
    BID_SHEET_COLUMNS,
    ZBidSheetRow,
  );
  const { request, problems: nameProblems } = await bidOf(context, records);
  const parsed = ZCreateBidRequest.safeParse({ ...request, passwordToken: passwordToken || undefined });
  const ruleProblems = parsed.success ? [] : parsed.error.issues.map((issue) => problemAt(records, issue.path.map(String), issue.message));
  refuseIfAny(firstPerCell([cellProblems, [...termsProblems(records), ...placeProblems(records)], nameProblems, ruleProblems]));
  if (!parsed.success) throw rowsRefused(ruleProblems);
  try {
    const placed = await placeBid(context, auth, parsed.data);
    return { bidId: placed.id, lines: records.length, marketOpen: placed.marketOpen, trades: placed.trades.length };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 400 || !error.errors) throw error;
    // The password's error stays on its own key, where the form shows it.
    const { password, ...rest } = error.errors;
    if (password && Object.keys(rest).length === 0) throw error;
    throw rowsRefused(
      Object.entries(rest).flatMap(([key, messages]) => messages.map((message) => problemAt(records, key.split('.'), message))),
    );
  }
}

const refuseIfAny = (problems: RowProblem[]) => {
  if (problems.length > 0) throw rowsRefused(problems);
};

/**
 * The problems of the checks, in order, a cell named by the first check that finds it wrong (an
 * empty season is 'Required', not also 'No season is called'), sorted by row.
 */
function firstPerCell(checks: RowProblem[][]): RowProblem[] {
  const named = new Set<string>();
  const kept: RowProblem[] = [];
  for (const problems of checks) {
    const cells = new Set<string>();
    for (const problem of problems) {
      const cell = `${problem.row}|${problem.column ?? ''}`;
      if (
        named.has(cell) ||
        kept.some((one) => one.row === problem.row && one.column === problem.column && one.message === problem.message)
      )
        continue;
      cells.add(cell);
      kept.push(problem);
    }
    for (const cell of cells) named.add(cell);
  }
  return [...kept].sort((a, b) => a.row - b.row);
}

/** The terms are the bid's: each row repeats row 2's (compared as written, case aside). */
function termsProblems(records: RowText[]): RowProblem[] {
  const [first, ...rest] = records;
  if (!first) return [];
  const same = (a: string | undefined, b: string | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
  return rest.flatMap(({ row, record }) =>
    BID_SHEET_TERMS.flatMap((key) =>
      same(record[key], first.record[key])
        ? []
        : [{ row, column: header(key), message: BID_SHEET_MESSAGES.sameOnEveryRow(first.record[key] ?? '') }],
    ),
  );
}

/** A cgx line names a site; an igrainX line (the sheet has a pricing point) names a location, never a site. */
function placeProblems(records: RowText[]): RowProblem[] {
  return records.flatMap(({ row, record }): RowProblem[] => {
    const igrain = Boolean(record.pricingPoint);
    if (igrain && record.site) return [{ row, column: 'Site', message: BID_SHEET_MESSAGES.siteOrLocation }];
    if (!igrain && !record.site) return [{ row, column: 'Site', message: MSG.required }];
    return [];
  });
}

const isDate = (text: string | undefined): text is string => /^\d{4}-\d{2}-\d{2}$/.test(text ?? '');

/**
 * The bid the rows describe, read from every row as written (a row with a bad cell still has its
 * names looked up): the names turned into ids, each unknown one a problem on its cell, with the
 * quantity and expiry checked against the delivery period and each igrainX town against the
 * gazetteer, as placing the bid would.
 */
async function bidOf(context: AppContext, records: RowText[]) {
  const first = records[0]?.record ?? {};
  const text = (record: Record<string, string>, key: string) => record[key] ?? '';
  const refs = await findSheetReferences(context.db, {
    season: text(first, 'season'),
    commodity: text(first, 'commodity'),
    deliveryPeriod: text(first, 'deliveryPeriod'),
    sites: records.flatMap(({ record }) => (record.site ? [record.site] : [])),
    deliveredSites: records.flatMap(({ record }) => (record.deliveredSite ? [record.deliveredSite] : [])),
  });
  const problems: RowProblem[] = [];
  const put = (row: number, key: string, message: string) => problems.push({ row, column: header(key), message });
  const unknown = (row: number, key: string, what: string, name: string) => put(row, key, BID_SHEET_MESSAGES.unknown(what, name));
  // An empty cell is the row schema's 'Required'.
  if (!refs.seasonId && first.season) unknown(2, 'season', 'season', first.season);
  if (!refs.commodityId && first.commodity) unknown(2, 'commodity', 'commodity', first.commodity);
  const period = refs.deliveryPeriod;
  if (!period && first.deliveryPeriod) unknown(2, 'deliveryPeriod', 'delivery period', first.deliveryPeriod);
  if (period) {
    const quantityProblem = quantityError(text(first, 'quantity'), period.kind === 'now' ? 'now' : 'future');
    if (quantityProblem) put(2, 'quantity', quantityProblem);
  }
  if (isDate(first.expiryDate)) {
    if (first.expiryDate < sydneyDate(context.clock.now())) put(2, 'expiryDate', EXPIRY_BEFORE_TODAY);
    const afterPeriod = expiryDateError(first.expiryDate, period?.endDate ?? null);
    if (afterPeriod) put(2, 'expiryDate', afterPeriod);
  }
  const pricingPoint = first.pricingPoint || null;

  const lines = records.map(({ row, record }, index) => {
    const grade = refs.gradeRows.find((candidate) => candidate.code.toLowerCase() === text(record, 'grade').toLowerCase());
    if (refs.commodityId && record.grade && !grade) unknown(row, 'grade', `${first.commodity} grade`, record.grade);
    let siteId: number | undefined;
    if (record.site) {
      const [, name = record.site, state] = /^(.*?)\s*(?:\(([A-Za-z]+)\))?$/.exec(record.site) ?? [];
      const matches = refs.siteRows.filter(
        (site) => site.name.toLowerCase() === name.toLowerCase() && (!state || site.state.toLowerCase() === state.toLowerCase()),
      );
      if (matches.length === 0) unknown(row, 'site', 'site', record.site);
      else if (matches.length > 1) put(row, 'site', BID_SHEET_MESSAGES.ambiguousSite(name));
      else siteId = matches[0]?.id;
    }
    let deliveredSiteId: number | undefined;
    if (record.deliveredSite) {
      const wanted = record.deliveredSite.toLowerCase();
      deliveredSiteId = refs.deliveredRows.find(
        (site) => site.nickname.toLowerCase() === wanted || site.siteName.toLowerCase() === wanted,
      )?.id;
      if (!deliveredSiteId) unknown(row, 'deliveredSite', 'delivered site', record.deliveredSite);
    }
    const location = pricingPoint
      ? {
          deliveredSiteId: deliveredSiteId ?? null,
          nearestTown: record.nearestTown || null,
          nearestTownDirection: record.direction || null,
          nearestTownDistanceRange: record.distanceRange || null,
        }
      : undefined;
    if (location) {
      for (const [key, messages] of Object.entries(townErrors(location, pricingPoint, `bidsAttributes.${index}.location`)))
        for (const message of messages) problems.push(problemAt(records, key.split('.'), message));
    }
    return { gradeId: grade?.id ?? null, price: text(record, 'price'), siteId: siteId ?? null, ...(location ? { location } : {}) };
  });
  const request = {
    market: pricingPoint ? 'igrainx' : 'cgx',
    seasonId: refs.seasonId,
    commodityId: refs.commodityId,
    deliveryPeriodId: period?.id,
    quantity: text(first, 'quantity'),
    expiryDate: first.expiryDate || null,
    paymentTerms: first.paymentTerms ? [Number(first.paymentTerms)] : [],
    storageIds: [],
    varietyIds: [],
    termsAndConditions: [],
    chemicalDeclaration: null,
    pricingPoint,
    qualityParametersAttributes: [],
    bidsAttributes: lines,
  };
  return { request, problems };
}

const LINE_FIELDS: Record<string, string> = {
  gradeId: 'grade',
  price: 'price',
  siteId: 'site',
  portZoneId: 'site',
  deliveredSiteId: 'deliveredSite',
  nearestTown: 'nearestTown',
  nearestTownCity: 'nearestTown',
  nearestTownDirection: 'direction',
  nearestTownDistanceRange: 'distanceRange',
  pricingPoint: 'pricingPoint',
};
const TERM_FIELDS: Record<string, string> = {
  seasonId: 'season',
  commodityId: 'commodity',
  deliveryPeriodId: 'deliveryPeriod',
  quantity: 'quantity',
  expiryDate: 'expiryDate',
  paymentTerms: 'paymentTerms',
  pricingPoint: 'pricingPoint',
};

/** Where a bid's error (`bidsAttributes.2.location.nearestTown`, `quantity`) sits in the file. */
function problemAt(rows: { row: number }[], path: string[], message: string): RowProblem {
  if (path[0] === 'bidsAttributes' && path[1] !== undefined && rows[Number(path[1])]) {
    const field = path[path.length - 1] ?? '';
    return { row: rows[Number(path[1])]?.row ?? 2, column: header(LINE_FIELDS[field] ?? '') ?? null, message };
  }
  return { row: 2, column: header(TERM_FIELDS[path[0] ?? ''] ?? ''), message };
}
