import { MSG } from '@cgx/domain/messages';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commodities, grades, seasons } from '../../db/schema/reference.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useMarketSettingsFixtures } from './market-settings.fixtures.ts';

const t = useTestApp();
const { callers, call } = useMarketSettingsFixtures(t);
const URL = '/api/market-settings/varieties';

async function ids() {
  const { db } = t.context;
  const season = await db.query.seasons.findFirst({ where: eq(seasons.name, '2026/27') });
  const older = await db.query.seasons.findFirst({ where: eq(seasons.name, '2025/26') });
  const wheat = await db.query.commodities.findFirst({ where: eq(commodities.code, 'WHT') });
  const barley = await db.query.commodities.findFirst({ where: eq(commodities.code, 'BAR') });
  const h1 = await db.query.grades.findFirst({ where: eq(grades.code, 'H1') });
  return { seasonId: season?.id ?? 0, olderSeasonId: older?.id ?? 0, wheat: wheat?.id ?? 0, barley: barley?.id ?? 0, h1: h1?.id ?? 0 };
}

const variety = (values: Record<string, unknown>) => ({
  code: 'TEST1',
  name: 'Test One',
  royaltyManagerName: 'Seed Co',
  recipientName: 'Seed Co',
  amount: '2.50',
  status: 'active',
  ...values,
});

describe('varieties (spec 001 §9, 002 §5)', () => {
  it('creates a variety and reads it back with its season, grade and commodity names', async () => {
    const ref = await ids();
    const created = await call(
      callers.admin,
      'POST',
      URL,
      variety({ seasonId: ref.seasonId, commodityId: ref.wheat, gradeId: ref.h1, code: 'ZETA' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'ZETA',
      seasonName: '2026/27',
      commodityName: 'Wheat',
      gradeName: expect.any(String),
      amount: '2.50',
    });
    const read = await call(callers.admin, 'GET', `${URL}/${created.json().id}`);
    expect(read.json()).toEqual(created.json());
    expect((await call(callers.admin, 'GET', `${URL}/999999`)).statusCode).toBe(404);
  });

  it('answers a duplicate code within the season as 400 on the code field, and allows it in another season', async () => {
    const ref = await ids();
    const body = variety({ seasonId: ref.seasonId, commodityId: ref.wheat, code: 'DUPE' });
    expect((await call(callers.admin, 'POST', URL, body)).statusCode).toBe(201);
    const again = await call(callers.admin, 'POST', URL, { ...body, name: 'Another' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ code: [MSG.varietyCodeTaken] });
    expect((await call(callers.admin, 'POST', URL, { ...body, seasonId: ref.olderSeasonId })).statusCode).toBe(201);
    // An edit onto another variety's code is the same error.
    const other = (await call(callers.admin, 'POST', URL, { ...body, code: 'DUPE2' })).json();
    const edit = await call(callers.admin, 'PUT', `${URL}/${other.id}`, { ...body, code: 'DUPE' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors.code).toEqual([MSG.varietyCodeTaken]);
  });

  it('answers 400 with the spec’s messages on each field', async () => {
    const ref = await ids();
    const empty = await call(callers.admin, 'POST', URL, { seasonId: '', commodityId: '', code: ' ', name: '', amount: '' });
    expect(empty.statusCode).toBe(400);
    const errors = empty.json().errors;
    for (const field of ['seasonId', 'commodityId', 'code', 'name', 'royaltyManagerName', 'recipientName', 'amount', 'status']) {
      expect(errors[field], field).toEqual([MSG.required]);
    }
    const negative = await call(callers.admin, 'POST', URL, variety({ seasonId: ref.seasonId, commodityId: ref.wheat, amount: '-1' }));
    expect(negative.json().errors).toEqual({ amount: [MSG.zeroOrGreater] });
    const unknownSeason = await call(callers.admin, 'POST', URL, variety({ seasonId: 999999, commodityId: ref.wheat }));
    expect(Object.keys(unknownSeason.json().errors)).toEqual(['seasonId']);
    const wrongGrade = await call(
      callers.admin,
      'POST',
      URL,
      variety({ seasonId: ref.seasonId, commodityId: ref.barley, gradeId: ref.h1 }),
    );
    expect(Object.keys(wrongGrade.json().errors)).toEqual(['gradeId']);
  });

  it('pages, filters by term, season and status, and sorts', async () => {
    const ref = await ids();
    const all = (await call(callers.admin, 'GET', `${URL}?pageSize=10`)).json();
    expect(all.rows).toHaveLength(10);
    expect(all.total).toBeGreaterThan(10);
    const scepter = (await call(callers.admin, 'GET', `${URL}?term=scep`)).json();
    expect(scepter.rows.map((row: { code: string }) => row.code)).toEqual(['SCEP']);
    const older = (await call(callers.admin, 'GET', `${URL}?seasonId=${ref.olderSeasonId}`)).json();
    expect(older.rows.every((row: { seasonId: number }) => row.seasonId === ref.olderSeasonId)).toBe(true);
    const byCode = (await call(callers.admin, 'GET', `${URL}?sort=code&direction=desc&pageSize=100`)).json();
    const codes = byCode.rows.map((row: { code: string }) => row.code);
    expect(codes).toEqual([...codes].sort().reverse());
    for (const [query, field] of [
      ['seasonId=abc', 'seasonId'],
      ['status=gone', 'status'],
      ['sort=royaltyManagerName', 'sort'],
      ['pageSize=7', 'pageSize'],
    ]) {
      const response = await call(callers.admin, 'GET', `${URL}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });

  it('makes several varieties inactive at once, and refuses an empty selection', async () => {
    const ref = await ids();
    const made = await Promise.all(
      ['BULK1', 'BULK2'].map(async (code) =>
        (await call(callers.admin, 'POST', URL, variety({ seasonId: ref.seasonId, commodityId: ref.wheat, code }))).json(),
      ),
    );
    const update = await call(callers.admin, 'PUT', `${URL}/status`, { ids: made.map((row) => row.id), status: 'inactive' });
    expect(update.json()).toEqual({ updated: 2 });
    const inactive = (await call(callers.admin, 'GET', `${URL}?status=inactive&term=bulk`)).json();
    expect(inactive.rows.map((row: { code: string }) => row.code).sort()).toEqual(['BULK1', 'BULK2']);
    const none = await call(callers.admin, 'PUT', `${URL}/status`, { ids: [], status: 'inactive' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.ids).toEqual([MSG.selectAtLeastOne]);
  });

  it('downloads the filtered list as CSV, every page, formulas disarmed', async () => {
    const ref = await ids();
    await call(
      callers.admin,
      'POST',
      URL,
      variety({ seasonId: ref.seasonId, commodityId: ref.wheat, code: 'CSV1', name: '=HYPERLINK("x")' }),
    );
    const response = await call(callers.admin, 'GET', `${URL}/download?term=csv1&pageSize=10&page=3`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="varieties.csv"');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        Season: '2026/27',
        Code: 'CSV1',
        Name: `'=HYPERLINK("x")`,
        Grade: '',
        Commodity: 'Wheat',
        'Royalty Manager': 'Seed Co',
        Recipient: 'Seed Co',
        'Amount ($/mt)': '2.50',
        Status: 'active',
      },
    ]);
    const everything = parse((await call(callers.admin, 'GET', `${URL}/download`)).body, { columns: true }) as unknown[];
    expect(everything.length).toBe((await call(callers.admin, 'GET', URL)).json().total);
  });
});
