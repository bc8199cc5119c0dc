import {
  BID_SHEET_COLUMNS,
  BID_SHEET_MESSAGES,
  BID_SHEET_TERMS,
  type TBidSheetRow,
  type TBidSheetUploaded,
  ZBidSheetRow,
} from '@cgx/domain/bid-sheet-upload.schemas';
import { MSG } from '@cgx/domain/messages';
import { type TCreateBidRequest, ZCreateBidRequest } from '@cgx/domain/orders.schemas';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, requireRole } from '../../../lib/access.ts';
import { AppError } from '../../../lib/errors.ts';
import { inspectRows, MAX_UPLOAD_ROWS, type RowProblem, rowsRefused } from '../../../lib/uploads/check-rows.ts';
import { readTable, type UploadKind } from '../../../lib/uploads/read-table.ts';
import { placeBid } from '../bids.service.ts';
import { findSheetReferences } from './bid-sheet-names.repository.ts';

type Row = { row: number; value: TBidSheetRow };
const header = (key: string) => BID_SHEET_COLUMNS.find((column) => column.key === key)?.header ?? null;

/**
 * An uploaded bid sheet (decision 0096): every row checked (its cells, the terms the same on every
 * row, the names it uses, then the bid's own rules) and the whole sheet placed as one bid, or a
 * 400 naming each wrong cell by row and column with nothing saved.
 */
export async function uploadBidSheet(
  context: AppContext,
  auth: AuthContext,
  file: { body: Buffer; kind: UploadKind },
  passwordToken: string | undefined,
): Promise<TBidSheetUploaded> {
  requireRole(auth, ['Trader']);
  const {
    values: rows,
    problems,
    records,
  } = inspectRows(await readTable(file.body, file.kind, { maxRows: MAX_UPLOAD_ROWS }), BID_SHEET_COLUMNS, ZBidSheetRow);
  // Every row's problems at once: its cells, the terms that differ from row 2's, its place.
  refuseIfAny(sortedByRow([...problems, ...termsProblems(records), ...placeProblems(records)]));
  const request = await bidOf(context, rows);
  const parsed = ZCreateBidRequest.safeParse({ ...request, passwordToken: passwordToken || undefined });
  if (!parsed.success) throw rowsRefused(parsed.error.issues.map((issue) => problemAt(rows, issue.path.map(String), issue.message)));
  try {
    const placed = await placeBid(context, auth, parsed.data);
    return { bidId: placed.id, lines: rows.length, marketOpen: placed.marketOpen, trades: placed.trades.length };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 400 || !error.errors) throw error;
    // The password's error stays on its own key, where the form shows it.
    const { password, ...rest } = error.errors;
    if (password && Object.keys(rest).length === 0) throw error;
    throw rowsRefused(
      Object.entries(rest).flatMap(([key, messages]) => messages.map((message) => problemAt(rows, key.split('.'), message))),
    );
  }
}

const refuseIfAny = (problems: RowProblem[]) => {
  if (problems.length > 0) throw rowsRefused(problems);
};

type RowText = { row: number; record: Record<string, string> };

const sortedByRow = (problems: RowProblem[]) => [...problems].sort((a, b) => a.row - b.row);

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

/** The bid the rows describe, with the names turned into ids (an unknown name is a problem on its cell). */
async function bidOf(context: AppContext, rows: Row[]): Promise<Omit<TCreateBidRequest, 'passwordToken'>> {
  const first = rows[0]?.value as TBidSheetRow;
  const refs = await findSheetReferences(context.db, {
    season: first.season,
    commodity: first.commodity,
    deliveryPeriod: first.deliveryPeriod,
    sites: rows.flatMap(({ value }) => (value.site ? [value.site] : [])),
    deliveredSites: rows.flatMap(({ value }) => (value.deliveredSite ? [value.deliveredSite] : [])),
  });
  const problems: RowProblem[] = [];
  const unknown = (row: number, key: string, what: string, name: string) =>
    problems.push({ row, column: header(key), message: BID_SHEET_MESSAGES.unknown(what, name) });
  if (!refs.seasonId) unknown(2, 'season', 'season', first.season);
  if (!refs.commodityId) unknown(2, 'commodity', 'commodity', first.commodity);
  if (!refs.deliveryPeriodId) unknown(2, 'deliveryPeriod', 'delivery period', first.deliveryPeriod);

  const lines = rows.map(({ row, value }) => {
    const grade = refs.gradeRows.find((candidate) => candidate.code.toLowerCase() === value.grade.toLowerCase());
    if (refs.commodityId && !grade) unknown(row, 'grade', `${first.commodity} grade`, value.grade);
    let siteId: number | undefined;
    if (value.site) {
      const [, name = value.site, state] = /^(.*?)\s*(?:\(([A-Za-z]+)\))?$/.exec(value.site) ?? [];
      const matches = refs.siteRows.filter(
        (site) => site.name.toLowerCase() === name.toLowerCase() && (!state || site.state.toLowerCase() === state.toLowerCase()),
      );
      if (matches.length === 0) unknown(row, 'site', 'site', value.site);
      else if (matches.length > 1) problems.push({ row, column: 'Site', message: BID_SHEET_MESSAGES.ambiguousSite(name) });
      else siteId = matches[0]?.id;
    }
    let deliveredSiteId: number | undefined;
    if (value.deliveredSite) {
      const wanted = value.deliveredSite.toLowerCase();
      deliveredSiteId = refs.deliveredRows.find(
        (site) => site.nickname.toLowerCase() === wanted || site.siteName.toLowerCase() === wanted,
      )?.id;
      if (!deliveredSiteId) unknown(row, 'deliveredSite', 'delivered site', value.deliveredSite);
    }
    return {
      gradeId: grade?.id ?? null,
      price: value.price,
      siteId: siteId ?? null,
      ...(value.pricingPoint
        ? {
            location: {
              deliveredSiteId: deliveredSiteId ?? null,
              nearestTown: value.nearestTown || null,
              nearestTownDirection: value.direction || null,
              nearestTownDistanceRange: value.distanceRange || null,
            },
          }
        : {}),
    };
  });
  refuseIfAny(problems);
  const igrain = Boolean(first.pricingPoint);
  return {
    market: igrain ? 'igrainx' : 'cgx',
    seasonId: refs.seasonId as number,
    commodityId: refs.commodityId as number,
    deliveryPeriodId: refs.deliveryPeriodId as number,
    quantity: first.quantity,
    expiryDate: first.expiryDate || null,
    paymentTerms: first.paymentTerms ? [Number(first.paymentTerms)] : [],
    storageIds: [],
    varieties: [],
    termsAndConditions: [],
    chemicalDeclaration: null,
    pricingPoint: igrain ? (first.pricingPoint as TCreateBidRequest['pricingPoint']) : null,
    qualityParametersAttributes: [],
    bidsAttributes: lines,
  } as Omit<TCreateBidRequest, 'passwordToken'>;
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
function problemAt(rows: Row[], path: string[], message: string): RowProblem {
  if (path[0] === 'bidsAttributes' && path[1] !== undefined && rows[Number(path[1])]) {
    const field = path[path.length - 1] ?? '';
    return { row: rows[Number(path[1])]?.row ?? 2, column: header(LINE_FIELDS[field] ?? '') ?? null, message };
  }
  return { row: 2, column: header(TERM_FIELDS[path[0] ?? ''] ?? ''), message };
}
