import { addDays, sydneyDate } from '@cgx/domain/calendar';
import { MSG } from '@cgx/domain/messages';
import { CALL_BACK_BEFORE_TODAY } from '@cgx/domain/notes.schemas';
import type { Role } from '@cgx/domain/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyer, insertTrade, marketReference, seller } from '../../contexts/trading/market-data/market-data.fixtures.ts';

const t = useTestApp();
const URL = '/api/back-office/notes';
let staff: string;
let admin: string;
let cgxTrade: number;
let igrainTrade: number;
let today: string;

beforeAll(async () => {
  const ref = await marketReference(t.context);
  staff = (await bearerFor(t.context, await createUser(t.context, 'CGX Sales', { firstName: 'Ada', lastName: 'Lovelace' }))).authorization;
  admin = (await bearerFor(t.context, await createUser(t.context, 'Admin', { firstName: 'Grace', lastName: 'Hopper' }))).authorization;
  const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
  cgxTrade = (await insertTrade(t.context, ref, parties)).id;
  igrainTrade = (await insertTrade(t.context, ref, parties, { market: 'igrainx', siteId: null, portEquiv: null })).id;
  today = sydneyDate(t.context.clock.now());
});

const post = (payload: unknown, authorization = staff) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers: { authorization } });
const get = (query: string, authorization = staff) => t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: { authorization } });
const note = (values: Record<string, unknown> = {}) => ({
  resourceType: 'Trade',
  resourceId: cgxTrade,
  body: 'Called the grower.',
  ...values,
});

describe('POST and GET /api/back-office/notes', () => {
  it('saves a note with its author and time, and lists a trade’s notes newest first, a page at a time', async () => {
    const before = Date.now();
    const created = await post(note({ body: '  Grower will deliver next week.  ', callBack: today }));
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({
      resourceType: 'Trade',
      resourceId: cgxTrade,
      body: 'Grower will deliver next week.',
      callBack: today,
      author: { name: 'Ada Lovelace' },
    });
    expect(Date.parse(saved.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const second = await post(note({ body: 'No call-back needed.' }), admin);
    expect(second.json()).toMatchObject({ callBack: null, author: { name: 'Grace Hopper' } });
    await post(note({ body: 'Later call.', callBack: addDays(today, 30) }));

    const page = await get(`resourceType=Trade&resourceId=${cgxTrade}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.json().rows.map((row: { body: string }) => row.body)).toEqual([
      'Later call.',
      'No call-back needed.',
      'Grower will deliver next week.',
    ]);
    expect(page.json().rows[2]).toEqual(saved);

    // Paging: 10 more, the second page of 10 holds the rest.
    for (let index = 0; index < 10; index += 1) await post(note({ body: `Note ${index}` }));
    const second10 = (await get(`resourceType=Trade&resourceId=${cgxTrade}&pageSize=10&page=2`)).json();
    expect(second10).toMatchObject({ total: 13, page: 2, pageSize: 10 });
    expect(second10.rows.map((row: { body: string }) => row.body)).toEqual([
      'Later call.',
      'No call-back needed.',
      'Grower will deliver next week.',
    ]);

    // By call-back: the earliest first (asc) or the latest first (desc); notes without one last either way.
    const byCallBack = async (direction: string) =>
      (await get(`resourceType=Trade&resourceId=${cgxTrade}&sort=callBack&direction=${direction}&pageSize=10`))
        .json()
        .rows.slice(0, 3)
        .map((row: { callBack: string | null }) => row.callBack);
    expect(await byCallBack('asc')).toEqual([today, addDays(today, 30), null]);
    expect(await byCallBack('desc')).toEqual([addDays(today, 30), today, null]);
    expect((await get(`resourceType=Trade&resourceId=${cgxTrade}&term=grower`)).json().total).toBe(1);

    // An igrainX trade's notes are its own, though its id is a trade's id too.
    expect((await post(note({ resourceType: 'Igrain::Trade', resourceId: igrainTrade, body: 'igrainX.' }))).statusCode).toBe(201);
    expect((await get(`resourceType=Igrain::Trade&resourceId=${igrainTrade}`)).json().rows).toMatchObject([{ body: 'igrainX.' }]);
    expect((await get(`resourceType=Trade&resourceId=${cgxTrade}`)).json().total).toBe(13);
  });

  it('answers 404 for a trade that does not exist, a trade of the other market, and a legacy trade that is not there', async () => {
    expect((await post(note({ resourceId: 999_999 }))).statusCode).toBe(404);
    expect((await post(note({ resourceType: 'Igrain::Trade', resourceId: cgxTrade }))).statusCode).toBe(404);
    expect((await post(note({ resourceType: 'Trade', resourceId: igrainTrade }))).statusCode).toBe(404);
    expect((await post(note({ resourceType: 'LegacyTrade', resourceId: cgxTrade }))).statusCode).toBe(404);
    const missing = await get(`resourceType=Igrain::Trade&resourceId=${cgxTrade}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Not found');
  });

  it('refuses a call-back before today by the server’s clock', async () => {
    t.context.clock.shift(3 * 24 * 60);
    try {
      // A session of the shifted time (the file's would have lapsed on the way).
      const later = (await bearerFor(t.context, await createUser(t.context, 'Admin'))).authorization;
      const response = await post(note({ callBack: addDays(today, 1) }), later);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ callBack: [CALL_BACK_BEFORE_TODAY] });
    } finally {
      t.context.clock.shift(-3 * 24 * 60);
    }
    expect((await post(note({ callBack: addDays(today, 1) }))).statusCode).toBe(201);
  });

  it('answers 400 on the field for a bad value', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [note({ body: '   ' }), { body: [MSG.required] }],
      [note({ body: undefined }), { body: [MSG.required] }],
      [note({ body: 'x'.repeat(5001) }), { body: ['Must be 5000 characters or fewer'] }],
      [note({ callBack: '2020-01-01' }), { callBack: [CALL_BACK_BEFORE_TODAY] }],
      [note({ callBack: '2026-02-30' }), { callBack: ['Use a date like 2026-12-31'] }],
      [note({ resourceType: 'Order' }), { resourceType: ['Must be one of Trade, Igrain::Trade, LegacyTrade'] }],
      [note({ resourceId: '12' }), { resourceId: [MSG.mustBeId] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload).slice(0, 80)).toEqual(errors);
    }
    expect((await post(note({ body: 'x'.repeat(5000) }))).statusCode).toBe(201);
    for (const [query, field] of [
      ['resourceId=1', 'resourceType'],
      ['resourceType=Trade', 'resourceId'],
      ['resourceType=Trade&resourceId=abc', 'resourceId'],
      ['resourceType=User&resourceId=1', 'resourceType'],
      [`resourceType=Trade&resourceId=${cgxTrade}&sort=body`, 'sort'],
      [`resourceType=Trade&resourceId=${cgxTrade}&pageSize=7`, 'pageSize'],
    ]) {
      const response = await get(query ?? '');
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
  });

  it('answers 401 signed out (before checking the input) and 403 to every role but staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: {} })).statusCode).toBe(401);
    for (const role of ['Grower', 'Trader', 'Agent', 'Analyst'] satisfies Role[]) {
      const member = (await bearerFor(t.context, await createUser(t.context, role))).authorization;
      expect((await get(`resourceType=Trade&resourceId=${cgxTrade}`, member)).statusCode, role).toBe(403);
      expect((await post(note(), member)).statusCode, role).toBe(403);
    }
  });
});
