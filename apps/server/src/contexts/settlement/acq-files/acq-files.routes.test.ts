import { ACQ_MATCH_MESSAGES, ACQ_MESSAGES } from '@cgx/domain/acq-files';
import { ACQ_UPLOAD_MESSAGES, type TAcqFileUploaded, type TAcqRowView } from '@cgx/domain/acq-files.schemas';
import { MSG } from '@cgx/domain/messages';
import { UPLOAD_FILE_MESSAGES } from '@cgx/domain/uploads';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createHash, randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { drainJobs } from '../../../composition/jobs.ts';
import { trades } from '../../../db/schema/market.ts';
import { jobs } from '../../../db/schema/platform.ts';
import { acqFiles, acqRows, invoices, titleTransfers } from '../../../db/schema/settlement.ts';
import { commodities, grades, sites } from '../../../db/schema/reference.ts';
import { addNgr, bearerFor, createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, type MarketReference, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';
import type * as AcqFilesRepository from './acq-files.repository.ts';
import { consumeRateLimit, RATE_RULES } from '../../../lib/rate-limit.ts';
import { UPLOAD_MESSAGES } from '../../../lib/uploads/read-table.ts';
import { insertAcqFile } from './acq-files.repository.ts';
import { processAcqFileBatch } from './acq-processing.ts';

/**
 * The race a batch cannot see coming: another upload records a ticket after this batch read the
 * recorded tickets. Switched on, the batch's read of them finds none.
 */
const ticketsReadTooEarly = vi.hoisted(() => ({ on: false }));
vi.mock('./acq-files.repository.ts', async (importOriginal) => {
  const original = await importOriginal<typeof AcqFilesRepository>();
  return {
    ...original,
    recordedTickets: (...args: Parameters<typeof original.recordedTickets>) =>
      ticketsReadTooEarly.on ? Promise.resolve(new Set<string>()) : original.recordedTickets(...args),
  };
});

const t = useTestApp();
const PATH = '/api/back-office/settlements/acq-files';
const HEADER = 'Ticket number,Trade id,NGR,Site code,Commodity code,Grade code,Net tonnes,Title transfer date,Oil (%),Admix (%)';
const DATE = '20/11/2026';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let ref: MarketReference;
let providerId = 0;
let staff = { authorization: '' };
let grower = { authorization: '' };
let trader = { authorization: '' };
const auth = (who: { authorization: string }) => ({ authorization: who.authorization });

let sequence = randomInt(1_000_000, 8_000_000);
const unique = () => {
  sequence += 1;
  return String(sequence);
};

/** An open trade at Moree (APW1 wheat, 100 t) of a seller holding a fresh NGR. */
async function openTrade(values: Parameters<typeof insertTrade>[3] = {}) {
  const sellerParty = await seller(t.context, `ACQ Seller ${unique()}`);
  const ngr = unique().padStart(8, '1').slice(0, 8);
  await addNgr(t.context, sellerParty.organisation.id, ngr);
  const trade = await insertTrade(
    t.context,
    ref,
    { buyer: await buyer(t.context, `ACQ Buyer ${unique()}`), seller: sellerParty },
    { formattedId: `CGX-${unique()}`, ...values },
  );
  return { trade, ngr };
}

type Line = { ticket: string; tradeId?: string; ngr: string; site?: string; grade?: string; tonnes?: string; date?: string };
const csv = (lines: Line[]) =>
  [
    HEADER,
    ...lines.map((line) =>
      [
        line.ticket,
        line.tradeId ?? '',
        line.ngr,
        line.site ?? 'Moree',
        'WHT',
        line.grade ?? 'APW1',
        line.tonnes ?? '99.500',
        line.date ?? DATE,
        '',
        '',
      ].join(','),
    ),
  ].join('\n');

const upload = (body: string | Buffer, who = staff, query: Record<string, string> = {}, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: PATH,
    query: { storageProviderOrganisationId: String(providerId), fileName: 'acq.csv', ...query },
    headers: { ...auth(who), 'content-type': contentType },
    payload: body,
  });

const rowsOf = async (fileId: number, outcome?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${PATH}/${fileId}/rows`,
    query: outcome ? { outcome } : {},
    headers: auth(staff),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ rows: TAcqRowView[]; total: number }>();
};
const statusOf = async (tradeId: number) => (await t.context.db.select().from(trades).where(eq(trades.id, tradeId)))[0]?.status;

beforeAll(async () => {
  ref = await marketReference(t.context);
  providerId = ref.moree.storageProviderId;
  staff = await bearerFor(t.context, await createUser(t.context, 'CGX Sales'));
  grower = await bearerFor(t.context, await createUser(t.context, 'Grower'));
  trader = await bearerFor(t.context, await createUser(t.context, 'Trader'));
});

describe('ACQ files: access', () => {
  const routes = [
    { method: 'POST' as const, url: PATH },
    { method: 'GET' as const, url: PATH },
    { method: 'GET' as const, url: `${PATH}/template` },
    { method: 'GET' as const, url: `${PATH}/storage-providers` },
    { method: 'GET' as const, url: `${PATH}/1` },
    { method: 'GET' as const, url: `${PATH}/1/rows` },
    { method: 'POST' as const, url: `${PATH}/1/rows/1/assign` },
  ];

  it('answers 401 to an anonymous caller and 403 to members, before validating', async () => {
    for (const route of routes) {
      expect((await t.app.inject({ ...route })).statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const member of [grower, trader])
        expect((await t.app.inject({ ...route, headers: auth(member) })).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lists the storage providers with their formats, and gives the Default template', async () => {
    const providers = await t.app.inject({ method: 'GET', url: `${PATH}/storage-providers`, headers: auth(staff) });
    expect(providers.statusCode).toBe(200);
    expect(providers.json().rows).toContainEqual(expect.objectContaining({ id: providerId, format: expect.any(String) }));

    const template = await t.app.inject({ method: 'GET', url: `${PATH}/template`, headers: auth(staff) });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('acq-default-template.csv');
    expect(template.body.split(/\r?\n/)[0]).toBe(HEADER);
  });
});

describe('ACQ files: upload', () => {
  it('answers 400 on its fields', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...auth(staff), 'content-type': 'text/csv' },
      payload: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ storageProviderOrganisationId: [expect.any(String)], fileName: [expect.any(String)] });

    const grower = await createOrganisation(t.context, { type: 'grower' });
    const notProvider = await upload(csv([{ ticket: 'X1', ngr: '12345678' }]), staff, { storageProviderOrganisationId: String(grower.id) });
    expect(notProvider.statusCode).toBe(400);
    expect(notProvider.json().errors).toEqual({ storageProviderOrganisationId: [ACQ_UPLOAD_MESSAGES.provider] });

    const wrongKind = await upload('{}', staff, {}, 'application/json');
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors).toEqual({ file: [UPLOAD_FILE_MESSAGES.kind] });
  });

  it('matches a row by trade id: the title transfer raises both invoices and the trade awaits payment', async () => {
    const { trade, ngr } = await openTrade();
    const ticket = `T${unique()}`;
    const response = await upload(csv([{ ticket, tradeId: trade.formattedId, ngr, tonnes: '100.000' }]));
    expect(response.statusCode).toBe(201);
    const { file, duplicate } = response.json<TAcqFileUploaded>();
    expect(duplicate).toBe(false);
    expect(file).toMatchObject({ status: 'done', totalRows: 1, processedRows: 1, matchedRows: 1, unmatchedRows: 0, rejectedRows: 0 });

    expect(await statusOf(trade.id)).toBe('awaiting_payment');
    const raised = await t.context.db.select().from(invoices).where(eq(invoices.tradeId, trade.id));
    expect(raised.map((invoice) => invoice.kind).sort()).toEqual(['buyer', 'seller']);
    const [transfer] = await t.context.db.select().from(titleTransfers).where(eq(titleTransfers.tradeId, trade.id));
    expect(transfer).toMatchObject({ source: 'acq', ticketNumber: ticket, deliveredTonnes: '100.000', transferredOn: '2026-11-20' });

    const { rows } = await rowsOf(file.id, 'matched');
    expect(rows).toEqual([
      expect.objectContaining({ ticketNumber: ticket, outcome: 'matched', trade: { id: trade.id, formattedId: trade.formattedId } }),
    ]);
  });

  it('matches a row without a trade id by NGR, site, grade and tonnes within tolerance', async () => {
    const { trade, ngr } = await openTrade();
    const response = await upload(csv([{ ticket: `T${unique()}`, ngr, site: ' moree ', tonnes: '96.000' }]));
    expect(response.json<TAcqFileUploaded>().file.matchedRows).toBe(1);
    expect(await statusOf(trade.id)).toBe('awaiting_payment');
  });

  it('records oil and admix for canola, from an .xlsx file', async () => {
    const [canola] = await t.context.db.select().from(commodities).where(eq(commodities.code, 'CAN'));
    const [can1] = await t.context.db
      .select()
      .from(grades)
      .where(and(eq(grades.commodityId, canola?.id ?? 0), eq(grades.code, 'CAN1')));
    const { trade, ngr } = await openTrade({ commodityId: canola?.id, gradeId: can1?.id, price: '700.00' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('ACQ');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([`T${unique()}`, trade.formattedId, ngr, 'Moree', 'CAN', 'CAN1', '100.000', '20/11/2026', '44.50', '1.20']);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await t.app.inject({
      method: 'POST',
      url: PATH,
      query: { storageProviderOrganisationId: String(providerId), fileName: 'acq.xlsx' },
      headers: { ...auth(staff), 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<TAcqFileUploaded>().file).toMatchObject({ fileKind: 'xlsx', matchedRows: 1 });
    const [transfer] = await t.context.db.select().from(titleTransfers).where(eq(titleTransfers.tradeId, trade.id));
    expect(transfer).toMatchObject({ oil: '44.50', admix: '1.20', deliveredTonnes: '100.000' });
  });

  it('answers the same file again with the first upload and changes nothing', async () => {
    const { trade, ngr } = await openTrade();
    const body = csv([{ ticket: `T${unique()}`, tradeId: trade.formattedId, ngr }]);
    const first = await upload(body);
    expect(first.statusCode).toBe(201);
    const files = async () => (await t.context.db.select({ n: count() }).from(acqFiles))[0]?.n;
    const queued = async () => (await t.context.db.select({ n: count() }).from(jobs))[0]?.n;
    const [filesBefore, jobsBefore] = [await files(), await queued()];

    const again = await upload(body, staff, { fileName: 'renamed.csv' });
    expect(again.statusCode).toBe(200);
    expect(again.json<TAcqFileUploaded>()).toMatchObject({ duplicate: true, file: { id: first.json().file.id, fileName: 'acq.csv' } });
    expect([await files(), await queued()]).toEqual([filesBefore, jobsBefore]);
    expect(await t.context.db.select().from(invoices).where(eq(invoices.tradeId, trade.id))).toHaveLength(2);
  });

  it('rejects a ticket already recorded and a ticket twice in the file', async () => {
    const { trade, ngr } = await openTrade();
    const second = await openTrade();
    const ticket = `T${unique()}`;
    await upload(csv([{ ticket, tradeId: trade.formattedId, ngr }]));

    const response = await upload(
      csv([
        { ticket, tradeId: second.trade.formattedId, ngr: second.ngr },
        { ticket: `T${unique()}`, tradeId: second.trade.formattedId, ngr: second.ngr },
        { ticket: 'DUP-1', ngr: '99999999' },
        { ticket: 'DUP-1', ngr: '99999999' },
      ]),
    );
    const { file } = response.json<TAcqFileUploaded>();
    expect(file).toMatchObject({ matchedRows: 1, unmatchedRows: 1, rejectedRows: 2 });
    const { rows } = await rowsOf(file.id, 'rejected');
    expect(rows.map((row) => [row.row, row.reason])).toEqual([
      [2, ACQ_MATCH_MESSAGES.recorded(ticket)],
      [5, ACQ_MATCH_MESSAGES.twiceInFile('DUP-1')],
    ]);
    expect(await statusOf(second.trade.id)).toBe('awaiting_payment');
  });

  it("goes row by row when a batch's title transfers fail together: the raced ticket is rejected, the rest recorded", async () => {
    const { trade, ngr } = await openTrade();
    const raced = await openTrade();
    const other = await openTrade();
    const ticket = `T${unique()}`;
    await upload(csv([{ ticket, tradeId: trade.formattedId, ngr }]));

    ticketsReadTooEarly.on = true;
    const response = await upload(
      csv([
        { ticket, tradeId: raced.trade.formattedId, ngr: raced.ngr },
        { ticket: `T${unique()}`, tradeId: other.trade.formattedId, ngr: other.ngr },
      ]),
    ).finally(() => {
      ticketsReadTooEarly.on = false;
    });
    const { file } = response.json<TAcqFileUploaded>();
    expect(file).toMatchObject({ status: 'done', matchedRows: 1, rejectedRows: 1 });
    expect((await rowsOf(file.id, 'rejected')).rows.map((row) => [row.row, row.reason])).toEqual([
      [2, ACQ_MATCH_MESSAGES.recorded(ticket)],
    ]);
    expect([await statusOf(raced.trade.id), await statusOf(other.trade.id)]).toEqual(['awaiting_grain', 'awaiting_payment']);
    expect(await t.context.db.select().from(invoices).where(eq(invoices.tradeId, raced.trade.id))).toHaveLength(0);
    const [transfer] = await t.context.db.select().from(titleTransfers).where(eq(titleTransfers.tradeId, other.trade.id));
    const [matchedRow] = (await rowsOf(file.id, 'matched')).rows;
    expect(matchedRow).toMatchObject({ row: 3, trade: { id: other.trade.id } });
    expect(transfer?.acqRowId).toBe(matchedRow?.id);
  });

  it('records a bad row as rejected with its reason and keeps the other rows', async () => {
    const { trade, ngr } = await openTrade();
    const response = await upload(
      csv([
        { ticket: `T${unique()}`, ngr: '12AB', tonnes: 'lots' },
        { ticket: `T${unique()}`, tradeId: trade.formattedId, ngr },
      ]),
    );
    const { file } = response.json<TAcqFileUploaded>();
    expect(file).toMatchObject({ status: 'done', totalRows: 2, matchedRows: 1, rejectedRows: 1 });
    const { rows } = await rowsOf(file.id, 'rejected');
    expect(rows).toEqual([
      expect.objectContaining({
        row: 2,
        outcome: 'rejected',
        reason: `${ACQ_MESSAGES.ngr}; ${ACQ_MESSAGES.netTonnes}`,
        fields: expect.objectContaining({ sellerNgr: '12AB', netTonnes: 'lots' }),
      }),
    ]);
    expect(await statusOf(trade.id)).toBe('awaiting_payment');
  });

  it("reads a file that failed as a whole again when the provider's format has changed since, and only then", async () => {
    const provider = await createOrganisation(t.context, { type: 'storage_provider', tradingName: `ACQ Provider ${unique()}` });
    const body = csv([{ ticket: `T${unique()}`, ngr: '12345670' }]);
    const send = () => upload(body, staff, { storageProviderOrganisationId: String(provider.id) });
    // A file read in CBH's format before uploads were checked, which failed as a whole.
    const uploader = await createUser(t.context, 'CGX Sales');
    const failed = await t.context.db.transaction((tx) =>
      insertAcqFile(tx, {
        storageProviderOrganisationId: provider.id,
        format: 'CBH',
        fileName: 'acq.csv',
        fileKind: 'csv',
        sha256: createHash('sha256').update(body).digest('hex'),
        content: Buffer.from(body),
        uploadedByUserId: uploader.id,
        createdAt: new Date(),
        status: 'failed',
        problems: [{ row: 1, column: 'Ticket No', message: 'The file has no Ticket No column (expected for CBH)' }],
      }),
    );

    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json<TAcqFileUploaded>()).toMatchObject({
      duplicate: false,
      file: { id: failed, status: 'done', format: 'Default', problems: [], totalRows: 1, unmatchedRows: 1 },
    });
    expect((await send()).json<TAcqFileUploaded>()).toMatchObject({ duplicate: true, file: { id: failed } });
  });
});

describe('ACQ files: checked when they arrive', () => {
  const storedFiles = async () => (await t.context.db.select({ n: count() }).from(acqFiles))[0]?.n;

  it('refuses a file that is not a CSV or an .xlsx workbook, whatever it is sent as, and stores nothing', async () => {
    const before = await storedFiles();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64), Buffer.from('1 0 obj')]);
    const asCsv = await upload(pdf);
    expect(asCsv.statusCode).toBe(400);
    expect(asCsv.json().errors).toEqual({ file: [ACQ_UPLOAD_MESSAGES.notCsv] });
    const asXlsx = await upload(pdf, staff, { fileName: 'acq.xlsx' }, XLSX);
    expect(asXlsx.statusCode).toBe(400);
    expect(asXlsx.json().errors).toEqual({ file: [ACQ_UPLOAD_MESSAGES.notXlsx] });
    // A ZIP archive that is no workbook.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    const notWorkbook = await upload(zip, staff, { fileName: 'acq.xlsx' }, XLSX);
    expect(notWorkbook.statusCode).toBe(400);
    expect(notWorkbook.json().errors).toEqual({ file: [UPLOAD_MESSAGES.unreadable] });
    expect(await storedFiles()).toBe(before);
  });

  it("refuses a file whose header the provider's format does not recognise, with the reason", async () => {
    const before = await storedFiles();
    const other = await upload('Name,Email\nJo,jo@example.com\n');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.file).toEqual([
      "The file's first row is not a header of the Default ACQ format: it names none of its columns (Ticket number, NGR, Site code, Grade code, Net tonnes, Title transfer date).",
    ]);
    const missing = await upload('Ticket number,NGR,Grade code,Net tonnes\nA1,12345678,APW1,10\n');
    expect(missing.json().errors.file).toEqual([
      "The file has no Site code or Title transfer date column: its header is not the Default ACQ format's.",
    ]);
    const cbh = await createOrganisation(t.context, { type: 'storage_provider', tradingName: `ACQ CBH ${unique()}`, acqFileFormat: 'CBH' });
    const defaultForCbh = await upload(csv([{ ticket: `T${unique()}`, ngr: '12345678' }]), staff, {
      storageProviderOrganisationId: String(cbh.id),
    });
    expect(defaultForCbh.statusCode).toBe(400);
    expect(defaultForCbh.json().errors.file).toEqual([
      "The file has no Ticket No, NGR No, Grade, Net Weight (t) or Acquisition Date column: its header is not the CBH ACQ format's.",
    ]);
    const headerOnly = await upload(`${HEADER}\n`);
    expect(headerOnly.json().errors.file).toEqual([UPLOAD_MESSAGES.empty]);
    expect(await storedFiles()).toBe(before);
  });

  it("answers 429 past a provider's uploads an hour, to staff and the provider's users alike; other providers upload on", async () => {
    const provider = await createOrganisation(t.context, { type: 'storage_provider', tradingName: `ACQ Busy ${unique()}` });
    const providerUser = await bearerFor(t.context, await createUser(t.context, 'Storage Provider', { organisationId: provider.id }));
    const rule = RATE_RULES.acqUploadsPerProvider;
    for (let hit = 0; hit < rule.limit; hit += 1) await consumeRateLimit(t.context.db, rule, String(provider.id), t.context.clock.now());
    const body = csv([{ ticket: `T${unique()}`, ngr: '12345678' }]);

    const byStaff = await upload(body, staff, { storageProviderOrganisationId: String(provider.id) });
    expect(byStaff.statusCode).toBe(429);
    expect(byStaff.json()).toEqual({ message: MSG.tooManyAttempts });
    expect(Number(byStaff.headers['retry-after'])).toBeGreaterThan(0);
    const byProvider = await t.app.inject({
      method: 'POST',
      url: '/api/acq-files',
      query: { fileName: 'acq.csv' },
      headers: { ...auth(providerUser), 'content-type': 'text/csv' },
      payload: body,
    });
    expect(byProvider.statusCode).toBe(429);
    expect((await upload(body)).statusCode).toBe(201);
  });
});

describe("ACQ files: title passes only for grain at the uploading provider's sites", () => {
  /** Emerald (Victoria: Nhill, Murtoa) and CBH's Merredin (Western Australia), from the demo's reference data. */
  const siteNamed = async (name: string) => {
    const [site] = await t.context.db.select().from(sites).where(eq(sites.name, name));
    if (!site) throw new Error(`no site ${name}`);
    return site;
  };
  const acqRowsOf = async (fileId: number) =>
    (await t.context.db.select().from(acqRows).where(eq(acqRows.fileId, fileId)).orderBy(acqRows.row)).map((row) => [
      row.outcome,
      row.reason,
    ]);

  it("rejects a VIC provider's row naming a WA trade, uploaded by staff for the provider or by the provider's own user", async () => {
    const [merredin, nhill] = [await siteNamed('Merredin'), await siteNamed('Nhill')];
    const emerald = nhill.storageProviderId;
    const emeraldUser = await bearerFor(t.context, await createUser(t.context, 'Storage Provider', { organisationId: emerald }));
    const reason = (tradeId: string) => `Trade ${tradeId} is at Merredin, a site of CBH, not of Emerald`;

    const byStaff = await openTrade({ siteId: merredin.id });
    const staffFile = await upload(
      csv([{ ticket: `T${unique()}`, tradeId: byStaff.trade.formattedId, ngr: byStaff.ngr, site: 'NHIL' }]),
      staff,
      {
        storageProviderOrganisationId: String(emerald),
      },
    );
    expect(staffFile.statusCode, staffFile.body).toBe(201);
    expect(staffFile.json<TAcqFileUploaded>().file).toMatchObject({ matchedRows: 0, rejectedRows: 1 });
    expect(await acqRowsOf(staffFile.json<TAcqFileUploaded>().file.id)).toEqual([['rejected', reason(byStaff.trade.formattedId)]]);

    const byProvider = await openTrade({ siteId: merredin.id });
    const providerFile = await t.app.inject({
      method: 'POST',
      url: '/api/acq-files',
      query: { fileName: 'emerald.csv' },
      headers: { ...auth(emeraldUser), 'content-type': 'text/csv' },
      payload: csv([{ ticket: `T${unique()}`, tradeId: byProvider.trade.formattedId, ngr: byProvider.ngr, site: 'Merredin' }]),
    });
    expect(providerFile.statusCode, providerFile.body).toBe(201);
    expect(await acqRowsOf(providerFile.json<TAcqFileUploaded>().file.id)).toEqual([['rejected', reason(byProvider.trade.formattedId)]]);

    for (const { trade } of [byStaff, byProvider]) {
      expect(await statusOf(trade.id)).toBe('awaiting_grain');
      expect(await t.context.db.select().from(titleTransfers).where(eq(titleTransfers.tradeId, trade.id))).toEqual([]);
    }
  });

  it("names the other provider's site when the NGR's open trade is there", async () => {
    const merredin = await siteNamed('Merredin');
    const { trade, ngr } = await openTrade({ siteId: merredin.id });
    const emerald = (await siteNamed('Nhill')).storageProviderId;
    const response = await upload(csv([{ ticket: `T${unique()}`, ngr, site: 'MRD', tonnes: '100.000' }]), staff, {
      storageProviderOrganisationId: String(emerald),
    });
    expect(await acqRowsOf(response.json<TAcqFileUploaded>().file.id)).toEqual([
      ['unmatched', `No open trade for NGR ${ngr} at a site of Emerald: ${trade.formattedId} is at Merredin, a site of CBH`],
    ]);
    expect(await statusOf(trade.id)).toBe('awaiting_grain');
  });

  it("finds the site by the provider's site code or by its name", async () => {
    const [byCode, byName] = [await openTrade(), await openTrade()];
    const response = await upload(
      csv([
        { ticket: `T${unique()}`, ngr: byCode.ngr, site: 'more', tonnes: '100.000' },
        { ticket: `T${unique()}`, ngr: byName.ngr, site: 'Moree', tonnes: '100.000' },
      ]),
    );
    expect(response.json<TAcqFileUploaded>().file).toMatchObject({ matchedRows: 2, unmatchedRows: 0 });
    expect([await statusOf(byCode.trade.id), await statusOf(byName.trade.id)]).toEqual(['awaiting_payment', 'awaiting_payment']);
  });

  it("refuses to assign a row by hand to a trade at another provider's site", async () => {
    const { trade } = await openTrade({ siteId: (await siteNamed('Merredin')).id });
    const { file } = (await upload(csv([{ ticket: `T${unique()}`, ngr: '98765439' }]))).json<TAcqFileUploaded>();
    const [row] = (await rowsOf(file.id, 'unmatched')).rows;
    const response = await t.app.inject({
      method: 'POST',
      url: `${PATH}/${file.id}/rows/${row?.id}/assign`,
      headers: auth(staff),
      payload: { tradeId: trade.formattedId },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Trade ${trade.formattedId} is at Merredin, a site of CBH, not of GrainCorp`);
    expect(await statusOf(trade.id)).toBe('awaiting_grain');
  });
});

describe('ACQ files: unmatched rows assigned by hand', () => {
  it('assigns an unmatched row to an open trade; the row must be unmatched and the trade exist', async () => {
    const { trade } = await openTrade();
    const ticket = `T${unique()}`;
    const response = await upload(csv([{ ticket, ngr: '98765432' }]));
    const { file } = response.json<TAcqFileUploaded>();
    const [row] = (await rowsOf(file.id, 'unmatched')).rows;
    expect(row?.reason).toBe(ACQ_MATCH_MESSAGES.noOpenTrade('NGR 98765432'));
    const assign = (tradeId: string) =>
      t.app.inject({ method: 'POST', url: `${PATH}/${file.id}/rows/${row?.id}/assign`, headers: auth(staff), payload: { tradeId } });

    const empty = await assign('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ tradeId: ['Required'] });
    const unknown = await assign('CGX-999999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ tradeId: [ACQ_UPLOAD_MESSAGES.noTrade('CGX-999999999')] });

    const assigned = await assign(trade.formattedId.toLowerCase());
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      row: { outcome: 'assigned', reason: null, trade: { id: trade.id }, assignedBy: { name: 'Test CGX Sales' } },
      file: { matchedRows: 1, unmatchedRows: 0 },
    });
    expect(await statusOf(trade.id)).toBe('awaiting_payment');
    expect(await t.context.db.select().from(invoices).where(eq(invoices.tradeId, trade.id))).toHaveLength(2);

    const again = await assign(trade.formattedId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACQ_UPLOAD_MESSAGES.notUnmatched);
  });

  it("answers 409 with the title transfer's refusal when the trade is not awaiting grain", async () => {
    const { trade } = await openTrade({ status: 'awaiting_payment' });
    const { file } = (await upload(csv([{ ticket: `T${unique()}`, ngr: '98765431' }]))).json<TAcqFileUploaded>();
    const [row] = (await rowsOf(file.id, 'unmatched')).rows;
    const response = await t.app.inject({
      method: 'POST',
      url: `${PATH}/${file.id}/rows/${row?.id}/assign`,
      headers: auth(staff),
      payload: { tradeId: trade.formattedId },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('only a trade awaiting grain can take a title transfer');
    expect((await rowsOf(file.id, 'unmatched')).total).toBe(1);
  });
});

describe('ACQ files: large files in the background', () => {
  it('queues a large file and processes it batch by batch in jobs, resumably and once', async () => {
    const lines = Array.from({ length: 2_600 }, (_, index) => ({ ticket: `BIG-${unique()}-${index}`, ngr: '11112222' }));
    const response = await upload(csv(lines));
    expect(response.statusCode).toBe(201);
    const { file } = response.json<TAcqFileUploaded>();
    expect(file).toMatchObject({ status: 'queued', processedRows: 0 });

    // A batch run by hand (as a crashed worker's retry would) is carried on by the jobs, not repeated.
    expect(await processAcqFileBatch(t.context.db, file.id, new Date(), 1_000)).toBe('more');
    const partway = await t.app.inject({ method: 'GET', url: `${PATH}/${file.id}`, headers: auth(staff) });
    expect(partway.json()).toMatchObject({ status: 'processing', totalRows: 2_600, processedRows: 1_000 });

    await drainJobs(t.context);
    const done = await t.app.inject({ method: 'GET', url: `${PATH}/${file.id}`, headers: auth(staff) });
    expect(done.json()).toMatchObject({ status: 'done', totalRows: 2_600, processedRows: 2_600, unmatchedRows: 2_600 });
    expect(await processAcqFileBatch(t.context.db, file.id, new Date())).toBe('done');
    expect((await rowsOf(file.id)).total).toBe(2_600);

    const list = await t.app.inject({ method: 'GET', url: PATH, query: { status: 'done', pageSize: '100' }, headers: auth(staff) });
    expect(list.statusCode).toBe(200);
    expect(list.json().rows).toContainEqual(expect.objectContaining({ id: file.id, processedRows: 2_600 }));
    const bad = await t.app.inject({ method: 'GET', url: PATH, query: { status: 'stuck' }, headers: auth(staff) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
  });
});
