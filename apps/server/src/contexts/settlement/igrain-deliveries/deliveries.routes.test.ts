import { addDays, sydneyDate } from '@cgx/domain/calendar';
import { ADMIX_RANGE, DELIVERY_MESSAGES, OIL_RANGE } from '@cgx/domain/igrain-deliveries.schemas';
import type { Role } from '@cgx/domain/roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trades } from '../../../db/schema/market.ts';
import { commodities } from '../../../db/schema/reference.ts';
import { invoices } from '../../../db/schema/settlement.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { bodyValuesFor, MISSING } from '../../../test/fuzz/bad-values.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, type MarketReference, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';
import { tradeChangesOf } from '../../../platform/trade-audit/trade-changes.repository.ts';

const t = useTestApp();
let ref: MarketReference;
let parties: { buyer: Awaited<ReturnType<typeof buyer>>; seller: Awaited<ReturnType<typeof seller>> };
let staff: string;
let staffUserId: number;
let today: string;
let tradeDay: string;
let cgxTrade: number;
let canolaId: number;

const url = (tradeId: number) => `/api/back-office/trades/igrainx/${tradeId}/deliveries`;
const post = (tradeId: number, payload: unknown, authorization = staff) =>
  t.app.inject({ method: 'POST', url: url(tradeId), payload: payload as object, headers: { authorization } });
const get = (tradeId: number, authorization = staff) => t.app.inject({ method: 'GET', url: url(tradeId), headers: { authorization } });

/** An igrainX trade of 100 t (tolerance 5 t: 95 to 105), made 30 days ago. */
const igrainTrade = async (values: Partial<typeof trades.$inferInsert> = {}) =>
  (
    await insertTrade(t.context, ref, parties, {
      market: 'igrainx',
      siteId: null,
      portEquiv: null,
      createdAt: new Date(Date.now() - 30 * 86_400_000),
      ...values,
    })
  ).id;

let ticket = 0;
const delivery = (values: Record<string, unknown> = {}) => {
  ticket += 1;
  return { deliveredOn: today, tonnes: '10', weighbridgeTicket: `WB-${ticket}`, type: 'partial', ...values };
};

beforeAll(async () => {
  ref = await marketReference(t.context);
  const user = await createUser(t.context, 'CGX Sales', { firstName: 'Ada', lastName: 'Lovelace' });
  staffUserId = user.id;
  staff = (await bearerFor(t.context, user)).authorization;
  parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
  today = sydneyDate(t.context.clock.now());
  tradeDay = sydneyDate(new Date(Date.now() - 30 * 86_400_000));
  cgxTrade = (await insertTrade(t.context, ref, parties)).id;
  const [canola] = await t.context.db.select().from(commodities).where(eq(commodities.code, 'CAN'));
  if (!canola) throw new Error('no canola');
  canolaId = canola.id;
});

describe('POST and GET /api/back-office/trades/igrainx/:tradeId/deliveries', () => {
  it('records a delivery with its DEL- id and quality, adds it to the trade’s delivered tonnes and audit trail; the final one transfers title and raises the invoices', async () => {
    const tradeId = await igrainTrade();
    const empty = await get(tradeId);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({
      tradeId,
      status: 'awaiting_grain',
      tradeDate: tradeDay,
      canola: false,
      quantity: '100.000',
      tolerance: '5.000',
      minAcceptable: '95.000',
      maxAcceptable: '105.000',
      delivered: '0.000',
      remaining: '105.000',
      state: 'short',
      closedReason: null,
      deliveries: [],
    });
    expect(empty.json().qualityParameters.map((parameter: { code: string }) => parameter.code)).toContain('PRO');

    const created = await post(
      tradeId,
      delivery({ tonnes: '60.5', deliveredOn: tradeDay, weighbridgeTicket: ' WB-A1 ', quality: { PRO: '11.2', MOI: '' } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      formattedId: expect.stringMatching(/^DEL-\d{6}$/),
      deliveredOn: tradeDay,
      type: 'partial',
      tonnes: '60.500',
      weighbridgeTicket: 'WB-A1',
      oil: null,
      admix: null,
      quality: [{ code: 'PRO', name: 'Protein', unit: '%', value: '11.2' }],
      recordedBy: 'Ada Lovelace',
    });
    const second = await post(tradeId, delivery({ tonnes: '40', type: 'final' }));
    expect(second.statusCode, second.body).toBe(201);
    expect(Number(second.json().formattedId.slice(4))).toBe(Number(created.json().formattedId.slice(4)) + 1);

    const after = (await get(tradeId)).json();
    // The final delivery is the title transfer: both invoices are raised on the 100.500 t delivered.
    expect(after).toMatchObject({ delivered: '100.500', remaining: '4.500', state: 'complete', status: 'awaiting_payment' });
    expect(after.closedReason).toMatch(/final delivery is already recorded/);
    expect(after.deliveries.map((row: { tonnes: string }) => row.tonnes)).toEqual(['60.500', '40.000']);
    const [trade] = await t.context.db.select().from(trades).where(eq(trades.id, tradeId));
    expect(trade?.status).toBe('awaiting_payment');
    const raised = await t.context.db.select().from(invoices).where(eq(invoices.tradeId, tradeId));
    expect(raised.map((invoice) => invoice.kind).sort()).toEqual(['buyer', 'seller']);

    const history = await tradeChangesOf(t.context.db, tradeId);
    expect(history.map((entry) => [entry.action, entry.changes[0]])).toEqual([
      ['delivery_recorded', { field: 'delivered', before: '0.000', after: '60.500' }],
      ['delivery_recorded', { field: 'delivered', before: '60.500', after: '100.500' }],
      ['updated', { field: 'Title transfer', before: null, after: expect.stringMatching(/^\d{2} [A-Z][a-z]{2} \d{4}, 100\.5 mt$/) }],
    ]);
    expect(history[0]?.userFirstName).toBe('Ada');

    // Nothing follows the final delivery.
    const late = await post(tradeId, delivery({ tonnes: '1' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/final delivery is already recorded/);
  });

  it('refuses more than the quantity plus tolerance, naming what is left, and a weighbridge ticket the trade already has', async () => {
    const tradeId = await igrainTrade();
    expect((await post(tradeId, delivery({ tonnes: '92.5', weighbridgeTicket: 'T-100' }))).statusCode).toBe(201);
    const over = await post(tradeId, delivery({ tonnes: '12.501' }));
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ tonnes: ['At most 12.500 mt more can be delivered (the trade’s quantity plus tolerance)'] });
    const repeated = await post(tradeId, delivery({ weighbridgeTicket: 't-100' }));
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors).toEqual({ weighbridgeTicket: [DELIVERY_MESSAGES.repeatedTicket] });
    // Another trade may have the same ticket number.
    expect((await post(await igrainTrade(), delivery({ weighbridgeTicket: 'T-100' }))).statusCode).toBe(201);
    // Exactly the rest is accepted.
    expect((await post(tradeId, delivery({ tonnes: '12.5' }))).statusCode).toBe(201);
    expect((await get(tradeId)).json()).toMatchObject({ delivered: '105.000', remaining: '0.000', state: 'within' });
  });

  it('lets only one of two deliveries that together pass the tolerance through', async () => {
    const tradeId = await igrainTrade();
    const answers = await Promise.all([post(tradeId, delivery({ tonnes: '60' })), post(tradeId, delivery({ tonnes: '60' }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect((await get(tradeId)).json().delivered).toBe('60.000');
  });

  it('answers 400 on each field: dates, tonnes, ticket, type, quality; canola needs oil and admix in range', async () => {
    const tradeId = await igrainTrade();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ deliveredOn: addDays(today, 1) }, { deliveredOn: [DELIVERY_MESSAGES.future] }],
      [{ deliveredOn: addDays(tradeDay, -1) }, { deliveredOn: [DELIVERY_MESSAGES.beforeTrade(tradeDay)] }],
      [{ deliveredOn: '26/11/2026' }, { deliveredOn: ['Use a date like 2026-12-31'] }],
      [{ tonnes: '0' }, { tonnes: ['Must be greater than 0'] }],
      [{ tonnes: '1.2345' }, { tonnes: ['Enter tonnes, up to 3 decimals'] }],
      [{ weighbridgeTicket: '' }, { weighbridgeTicket: ['Required'] }],
      [{ weighbridgeTicket: 'W'.repeat(41) }, { weighbridgeTicket: ['Must be 40 characters or fewer'] }],
      [{ type: 'whole' }, { type: [DELIVERY_MESSAGES.type] }],
      [{ quality: { MOI: 'damp' } }, { 'quality.MOI': [DELIVERY_MESSAGES.quality] }],
      [{ quality: { OIL: '44' } }, { 'quality.OIL': [DELIVERY_MESSAGES.notAParameter] }],
      [
        { oil: '44', admix: '1' },
        { oil: [DELIVERY_MESSAGES.canolaOnly], admix: [DELIVERY_MESSAGES.canolaOnly] },
      ],
    ];
    for (const [values, errors] of cases) {
      const response = await post(tradeId, delivery(values));
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json().errors, JSON.stringify(values)).toEqual(errors);
    }

    const canolaTrade = await igrainTrade({ commodityId: canolaId, gradeId: null });
    const canola = (await get(canolaTrade)).json();
    expect(canola.canola).toBe(true);
    expect(canola.qualityParameters.map((parameter: { code: string }) => parameter.code)).not.toContain('OIL');
    const missing = await post(canolaTrade, delivery());
    expect(missing.json().errors).toEqual({ oil: ['Required'], admix: ['Required'] });
    const outside = await post(canolaTrade, delivery({ oil: '55.01', admix: '25.5' }));
    expect(outside.json().errors).toEqual({ oil: [OIL_RANGE.message], admix: [ADMIX_RANGE.message] });
    const saved = await post(canolaTrade, delivery({ oil: '44.5', admix: 0, quality: { MOI: '7' } }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ oil: '44.50', admix: '0.00', quality: [{ code: 'MOI', value: '7' }] });
  });

  it('never answers 5xx nor records anything for a bad value in any field', async () => {
    const tradeId = await igrainTrade();
    for (const field of ['deliveredOn', 'tonnes', 'weighbridgeTicket', 'type', 'oil', 'admix', 'quality']) {
      for (const { label, value } of bodyValuesFor(field === 'quality' ? 'object' : 'string')) {
        const body: Record<string, unknown> = delivery({ tonnes: '200' });
        if (value === MISSING) delete body[field];
        else body[field] = value;
        const response = await post(tradeId, body);
        expect(response.statusCode, `${field} ${label}`).toBeLessThan(500);
        expect(response.statusCode, `${field} ${label}`).not.toBe(201);
      }
    }
    expect((await get(tradeId)).json().deliveries).toEqual([]);
  });

  it('answers 409 for a cancelled or settled trade', async () => {
    for (const status of ['cancelled', 'settled', 'settled_externally'] as const) {
      const tradeId = await igrainTrade({ status });
      const response = await post(tradeId, delivery());
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message).toMatch(/no delivery can be recorded/);
      expect((await get(tradeId)).json().closedReason).toBe(response.json().message);
    }
  });

  it('answers 404 for a cgx trade or one that is not there, 401 signed out and 403 to every role but staff', async () => {
    for (const tradeId of [cgxTrade, 2_000_000_000]) {
      expect((await get(tradeId)).statusCode).toBe(404);
      expect((await post(tradeId, delivery())).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/back-office/trades/igrainx/x/deliveries', headers: { authorization: staff } }))
        .statusCode,
    ).toBe(404);
    const tradeId = await igrainTrade();
    expect((await t.app.inject({ method: 'GET', url: url(tradeId) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: url(tradeId), payload: delivery() })).statusCode).toBe(401);
    for (const role of ['Grower', 'Trader', 'Agent', 'Analyst'] satisfies Role[]) {
      const member = (await bearerFor(t.context, await createUser(t.context, role))).authorization;
      expect((await get(tradeId, member)).statusCode, role).toBe(403);
      expect((await post(tradeId, delivery(), member)).statusCode, role).toBe(403);
    }
    const admin = (await bearerFor(t.context, await createUser(t.context, 'Admin'))).authorization;
    expect((await post(tradeId, delivery(), admin)).statusCode).toBe(201);
    expect(staffUserId).toBeGreaterThan(0);
  });
});
