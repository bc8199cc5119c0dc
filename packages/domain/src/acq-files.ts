import { z } from 'zod';
import type { LocalDate } from './calendar.ts';
import { dec, tonnes } from './decimal.ts';
import { legacyDate } from './legacy-trades.schemas.ts';
import { invoicedTonnage } from './settlement/tonnage.ts';
import { parseTradeId } from './trade-id.ts';
import { TRADE_STATUS_LABELS, type TradeStatus } from './trade-status.ts';
import { hasControlCharacters, hasUnsafeCharacters } from './validation.ts';

/**
 * ACQ (acquisition) files (issue 14, decision 0187): a storage provider's record of title
 * transfers, one row per ticket, each moving grain from a grower to the exchange's buyer at a
 * site. Every provider writes its own layout (apps/server/src/contexts/settlement/acq-files/formats); each row
 * is read into the canonical AcqRow below and matched to an open trade.
 */

export const ACQ_FILE_FORMATS = ['Default', 'Agrichain', 'Agridigital', 'AWB', 'CBH', 'GNC', 'LDC', 'BUN'] as const;
export type AcqFileFormat = (typeof ACQ_FILE_FORMATS)[number];

export const ACQ_FILE_MAX_ROWS = 50_000;
export const ACQ_MAX_NET_TONNES = '100000';
const TICKET_MAX_LENGTH = 40;
const CODE_MAX_LENGTH = 40;

/** The canonical fields of a row, in the Default format's column order; `required` ones must be in every file. */
export const ACQ_FIELDS = [
  { key: 'ticketNumber', label: 'Ticket number', required: true },
  { key: 'tradeId', label: 'Trade id', required: false },
  { key: 'sellerNgr', label: 'NGR', required: true },
  { key: 'siteCode', label: 'Site code', required: true },
  { key: 'commodityCode', label: 'Commodity code', required: false },
  { key: 'gradeCode', label: 'Grade code', required: true },
  { key: 'netTonnes', label: 'Net tonnes', required: true },
  { key: 'titleTransferDate', label: 'Title transfer date', required: true },
  { key: 'oil', label: 'Oil', required: false },
  { key: 'admix', label: 'Admix', required: false },
] as const;
export type AcqField = (typeof ACQ_FIELDS)[number]['key'];
export const ACQ_FIELD_KEYS = ACQ_FIELDS.map((field) => field.key) as [AcqField, ...AcqField[]];

export interface AcqRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  ticketNumber: string;
  /** CGX-000123 or IGX-000001, upper-cased; null when the row names no trade. */
  tradeId: string | null;
  sellerNgr: string;
  siteCode: string;
  commodityCode: string | null;
  gradeCode: string;
  /** Three decimals, above 0, at most ACQ_MAX_NET_TONNES. */
  netTonnes: string;
  titleTransferDate: LocalDate;
  oil: string | null;
  admix: string | null;
}

export const ACQ_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
  invalidCharacters: (label: string) => `${label} contains characters that cannot be stored`,
  tradeId: 'Trade id must look like CGX-000123 or IGX-000123',
  ngr: 'NGR must be 8 digits',
  netTonnes: 'Net tonnes must be a number above 0',
  netTonnesDecimals: 'Net tonnes must have at most 3 decimals',
  netTonnesMax: `Net tonnes must be at most ${Number(ACQ_MAX_NET_TONNES).toLocaleString('en-AU')}`,
  date: 'Title transfer date must be a date (dd/mm/yyyy or yyyy-mm-dd)',
  dateAfterToday: 'Title transfer date must not be after today',
  percent: (label: string) => `${label} must be a percentage from 0 to 100, up to 2 decimals`,
} as const;

type Read<T> = { value: T } | { problem: string };

/** A cell's trimmed text through `read`: its value, or an issue with the field's message. */
const cell = <T>(label: string, max: number, read: (text: string) => Read<T>) =>
  z
    .string()
    .optional()
    .transform((raw, context) => {
      const text = (raw ?? '').trim();
      const result: Read<T> =
        text.length > max
          ? { problem: ACQ_MESSAGES.tooLong(label, max) }
          : hasUnsafeCharacters(text) || hasControlCharacters(text)
            ? { problem: ACQ_MESSAGES.invalidCharacters(label) }
            : read(text);
      if ('problem' in result) {
        context.addIssue({ code: 'custom', message: result.problem });
        return z.NEVER;
      }
      return result.value;
    });

const requiredText = (label: string, max: number) =>
  cell<string>(label, max, (text) => (text ? { value: text } : { problem: ACQ_MESSAGES.required(label) }));

const optionalText = (label: string, max: number) => cell<string | null>(label, max, (text) => ({ value: text || null }));

const readTradeId = (text: string): Read<string | null> => {
  if (!text) return { value: null };
  return parseTradeId(text) ? { value: text.toUpperCase() } : { problem: ACQ_MESSAGES.tradeId };
};

function readNetTonnes(text: string): Read<string> {
  if (!text) return { problem: ACQ_MESSAGES.required('Net tonnes') };
  if (!/^\d{1,9}(\.\d+)?$/.test(text) || !dec(text).greaterThan(0)) return { problem: ACQ_MESSAGES.netTonnes };
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return { problem: ACQ_MESSAGES.netTonnesDecimals };
  if (dec(text).greaterThan(ACQ_MAX_NET_TONNES)) return { problem: ACQ_MESSAGES.netTonnesMax };
  return { value: tonnes(text) };
}

const readDate =
  (today: LocalDate) =>
  (text: string): Read<LocalDate> => {
    if (!text) return { problem: ACQ_MESSAGES.required('Title transfer date') };
    const date = legacyDate(text);
    if (!date) return { problem: ACQ_MESSAGES.date };
    return date > today ? { problem: ACQ_MESSAGES.dateAfterToday } : { value: date };
  };

const readPercent =
  (label: string) =>
  (text: string): Read<string | null> => {
    if (!text) return { value: null };
    const valid = /^\d{1,3}(\.\d{1,2})?$/.test(text) && dec(text).lessThanOrEqualTo(100);
    return valid ? { value: text } : { problem: ACQ_MESSAGES.percent(label) };
  };

/**
 * One row's cells as canonical text (by field key; a missing key is an empty cell) into an AcqRow
 * without its row number. Dates are 2025-12-03 or 03/12/2025 and not after `today`; the server
 * turns each provider's dates and kilograms into these first.
 */
export const acqRowSchema = (today: LocalDate) =>
  z.object({
    ticketNumber: requiredText('Ticket number', TICKET_MAX_LENGTH),
    tradeId: cell('Trade id', 20, readTradeId),
    sellerNgr: cell<string>('NGR', 20, (text) => (/^\d{8}$/.test(text) ? { value: text } : { problem: ACQ_MESSAGES.ngr })),
    siteCode: requiredText('Site code', CODE_MAX_LENGTH),
    commodityCode: optionalText('Commodity code', CODE_MAX_LENGTH),
    gradeCode: requiredText('Grade code', CODE_MAX_LENGTH),
    netTonnes: cell('Net tonnes', 30, readNetTonnes),
    titleTransferDate: cell('Title transfer date', 20, readDate(today)),
    oil: cell('Oil', 10, readPercent('Oil')),
    admix: cell('Admix', 10, readPercent('Admix')),
  });
/** A row's cells by field key, as acqRowSchema reads them. */
export type TAcqRowText = Partial<Record<AcqField, string>>;

/** An open trade an ACQ row may confirm, as the service reads it. */
export interface AcqCandidate {
  id: number;
  formattedId: string;
  status: string;
  sellerNgrs: string[];
  /** The trade's site (null for grain not at a storage site): a row's site code is matched on its code or its name. */
  site: AcqSite | null;
  gradeCode: string | null;
  quantity: string;
  createdAt: string;
}

/** A storage site with its provider (the provider's short name). */
export interface AcqSite {
  code: string;
  name: string;
  storageProviderId: number;
  storageProviderName: string;
}

/** The storage provider whose file is read: title passes by its ticket only for grain at its own sites. */
export interface AcqProvider {
  id: number;
  name: string;
}

export type AcqMatch =
  | { row: number; outcome: 'matched'; tradeId: number }
  | { row: number; outcome: 'unmatched'; reason: string }
  | { row: number; outcome: 'rejected'; reason: string };

/** A title transfer moves a trade on from these statuses only (design §5). */
export const ACQ_OPEN_STATUSES: readonly TradeStatus[] = ['awaiting_grain', 'overdue_grain'];

export const ACQ_MATCH_MESSAGES = {
  recorded: (ticket: string) => `Ticket ${ticket} was already recorded`,
  twiceInFile: (ticket: string) => `Ticket ${ticket} appears twice in this file`,
  noTrade: (tradeId: string) => `No trade ${tradeId}`,
  notOpen: (tradeId: string, status: string) => `Trade ${tradeId} is ${statusWords(status)}, not awaiting grain`,
  notSeller: (ngr: string, tradeId: string) => `NGR ${ngr} is not the seller's on trade ${tradeId}`,
  taken: (tradeIds: string[]) =>
    tradeIds.length === 1
      ? `Trade ${tradeIds[0]} already has a title transfer in this file`
      : `Trades ${tradeIds.slice(0, -1).join(', ')} and ${tradeIds.at(-1)} already have a title transfer in this file`,
  noOpenTrade: (what: string) => `No open trade for ${what}`,
  /** A named trade whose grain is not at one of the uploading provider's sites (decision 0216). */
  notProviderSite: (tradeId: string, site: Pick<AcqSite, 'name' | 'storageProviderName'> | null, provider: string) =>
    site
      ? `Trade ${tradeId} is at ${site.name}, a site of ${site.storageProviderName}, not of ${provider}`
      : `Trade ${tradeId} is not at a storage site of ${provider}`,
  /** The NGR's open trades fitting the row are all at other providers' sites. */
  elsewhere: (ngr: string, provider: string, trades: { formattedId: string; site: AcqSite }[]) => {
    const shown = trades
      .slice(0, ELSEWHERE_SHOWN)
      .map((trade) => `${trade.formattedId} is at ${trade.site.name}, a site of ${trade.site.storageProviderName}`);
    const more = trades.length > ELSEWHERE_SHOWN ? `; and ${trades.length - ELSEWHERE_SHOWN} more` : '';
    return `No open trade for NGR ${ngr} at a site of ${provider}: ${shown.join('; ')}${more}`;
  },
} as const;
const ELSEWHERE_SHOWN = 3;

function statusWords(status: string): string {
  const label = (TRADE_STATUS_LABELS as Readonly<Record<string, string>>)[status];
  return (label ?? status.replace(/_/g, ' ')).toLowerCase();
}

const isOpen = (candidate: AcqCandidate) => (ACQ_OPEN_STATUSES as readonly string[]).includes(candidate.status);
const sameCode = (a: string | null, b: string) =>
  a !== null && a.trim().toUpperCase().replace(/\s+/g, ' ') === b.trim().toUpperCase().replace(/\s+/g, ' ');
/** A row's site code names the site by the provider's code for it, or by its name. */
const sameSite = (site: AcqSite | null, code: string) => site !== null && (sameCode(site.code, code) || sameCode(site.name, code));
const atProvider = (candidate: AcqCandidate, provider: AcqProvider) => candidate.site?.storageProviderId === provider.id;
const oldestFirst = (a: AcqCandidate, b: AcqCandidate) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id);
const withinTolerance = (candidate: AcqCandidate, netTonnes: string) =>
  dec(candidate.quantity).greaterThan(0) && invoicedTonnage(candidate.quantity, netTonnes).outcome === 'within';

/**
 * Each row's outcome, in the rows' order. A ticket already recorded, or earlier in the file, is
 * rejected. Title passes by a provider's ticket only for grain at one of that provider's sites: a row
 * naming a trade elsewhere is rejected. A row naming its trade is matched to it when it is open and
 * the NGR is its seller's; those rows are matched first and reserve their trades. A row without a
 * trade id takes the oldest open trade at one of the provider's sites (createdAt, then id) with its
 * NGR among the sellers', the same site (code or name) and grade code, and its net tonnes within the
 * quantity's tolerance, that no other row of the file has taken. An unmatched row's reason names what
 * stopped the match, the other provider's site included when the trade that fits is there.
 */
export function matchAcqRows(
  rows: readonly AcqRow[],
  candidates: readonly AcqCandidate[],
  recordedTickets: ReadonlySet<string>,
  provider: AcqProvider,
): AcqMatch[] {
  const outcomes = new Map<AcqRow, AcqMatch>();
  const seenTickets = new Set<string>();
  for (const row of rows) {
    if (recordedTickets.has(row.ticketNumber)) outcomes.set(row, rejected(row, ACQ_MATCH_MESSAGES.recorded(row.ticketNumber)));
    else if (seenTickets.has(row.ticketNumber)) outcomes.set(row, rejected(row, ACQ_MATCH_MESSAGES.twiceInFile(row.ticketNumber)));
    seenTickets.add(row.ticketNumber);
  }

  const taken = new Set<number>();
  const byFormattedId = new Map(candidates.map((candidate) => [candidate.formattedId.toUpperCase(), candidate]));
  for (const row of rows) {
    if (outcomes.has(row) || row.tradeId === null) continue;
    const outcome = matchNamedTrade(row, row.tradeId, byFormattedId.get(row.tradeId.toUpperCase()), taken, provider);
    if (outcome.outcome === 'matched') taken.add(outcome.tradeId);
    outcomes.set(row, outcome);
  }

  const open = candidates.filter(isOpen).sort(oldestFirst);
  for (const row of rows) {
    if (outcomes.has(row)) continue;
    const outcome = matchByDetails(row, open, taken, provider);
    if (outcome.outcome === 'matched') taken.add(outcome.tradeId);
    outcomes.set(row, outcome);
  }
  return rows.map((row) => outcomes.get(row) as AcqMatch);
}

const rejected = (row: AcqRow, reason: string): AcqMatch => ({ row: row.row, outcome: 'rejected', reason });
const unmatched = (row: AcqRow, reason: string): AcqMatch => ({ row: row.row, outcome: 'unmatched', reason });

function matchNamedTrade(
  row: AcqRow,
  tradeId: string,
  trade: AcqCandidate | undefined,
  taken: ReadonlySet<number>,
  provider: AcqProvider,
): AcqMatch {
  if (!trade) return unmatched(row, ACQ_MATCH_MESSAGES.noTrade(tradeId));
  if (!atProvider(trade, provider)) return rejected(row, ACQ_MATCH_MESSAGES.notProviderSite(trade.formattedId, trade.site, provider.name));
  if (!isOpen(trade)) return rejected(row, ACQ_MATCH_MESSAGES.notOpen(trade.formattedId, trade.status));
  if (!trade.sellerNgrs.includes(row.sellerNgr)) return unmatched(row, ACQ_MATCH_MESSAGES.notSeller(row.sellerNgr, trade.formattedId));
  if (taken.has(trade.id)) return unmatched(row, ACQ_MATCH_MESSAGES.taken([trade.formattedId]));
  return { row: row.row, outcome: 'matched', tradeId: trade.id };
}

type Stage = [words: string, fits: (candidate: AcqCandidate) => boolean];

function matchByDetails(row: AcqRow, open: readonly AcqCandidate[], taken: ReadonlySet<number>, provider: AcqProvider): AcqMatch {
  const ngrs = open.filter((candidate) => candidate.sellerNgrs.includes(row.sellerNgr));
  if (ngrs.length === 0) return unmatched(row, ACQ_MATCH_MESSAGES.noOpenTrade(`NGR ${row.sellerNgr}`));
  const details: Stage[] = [
    [` at site ${row.siteCode}`, (candidate) => sameSite(candidate.site, row.siteCode)],
    [`, grade ${row.gradeCode}`, (candidate) => sameCode(candidate.gradeCode, row.gradeCode)],
    [` within tolerance of ${row.netTonnes} mt`, (candidate) => withinTolerance(candidate, row.netTonnes)],
  ];
  // The NGR's open trades at other providers' sites: named when one of them is the trade the row describes.
  const elsewhere = ngrs.flatMap((candidate) =>
    candidate.site && !atProvider(candidate, provider) ? [{ ...candidate, site: candidate.site }] : [],
  );
  const fittingElsewhere = elsewhere.filter((candidate) => details.every(([, fits]) => fits(candidate)));
  const notHere = (trades: typeof elsewhere) =>
    unmatched(
      row,
      trades.length > 0
        ? ACQ_MATCH_MESSAGES.elsewhere(row.sellerNgr, provider.name, trades)
        : ACQ_MATCH_MESSAGES.noOpenTrade(`NGR ${row.sellerNgr} at a site of ${provider.name}`),
    );

  let fitting = ngrs.filter((candidate) => atProvider(candidate, provider));
  if (fitting.length === 0) return notHere(fittingElsewhere.length > 0 ? fittingElsewhere : elsewhere);
  let what = `NGR ${row.sellerNgr}`;
  for (const [words, fits] of details) {
    what += words;
    fitting = fitting.filter(fits);
    if (fitting.length === 0)
      return fittingElsewhere.length > 0 ? notHere(fittingElsewhere) : unmatched(row, ACQ_MATCH_MESSAGES.noOpenTrade(what));
  }
  const free = fitting.find((candidate) => !taken.has(candidate.id));
  if (!free) return unmatched(row, ACQ_MATCH_MESSAGES.taken(fitting.map((candidate) => candidate.formattedId)));
  return { row: row.row, outcome: 'matched', tradeId: free.id };
}
