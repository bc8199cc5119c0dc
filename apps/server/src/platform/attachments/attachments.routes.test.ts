import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createOrganisation, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyer, insertTrade, marketReference, seller } from '../../contexts/trading/market-data/market-data.fixtures.ts';

const t = useTestApp();
let tradeId = 0;
let parties: { buyer: Awaited<ReturnType<typeof buyer>>; seller: Awaited<ReturnType<typeof seller>> };

beforeAll(async () => {
  const ref = await marketReference(t.context);
  parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
  tradeId = (await insertTrade(t.context, ref, parties)).id;
});

const download = (path: string, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/attachments/download?path=${encodeURIComponent(path)}`,
    headers: authorization ? { authorization } : {},
  });

describe('download attachment', () => {
  it('answers 401 anonymous', async () => {
    expect((await download(`contract-note/${tradeId}/buyer`)).statusCode).toBe(401);
  });

  it('answers 400 with a field message for a reference that is not one', async () => {
    const { authorization } = await bearerFor(t.context, parties.buyer.user);
    const response = await download('../../etc/passwd', authorization);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ path: ['Not an attachment reference, e.g. contract-note/123/buyer'] });
    const missing = await t.app.inject({ method: 'GET', url: '/api/attachments/download', headers: { authorization } });
    expect(missing.json().errors).toEqual({ path: ['Required'] });
  });

  it('gives each party its own contract note as a PDF', async () => {
    const buyerAuth = (await bearerFor(t.context, parties.buyer.user)).authorization;
    const response = await download(`contract-note/${tradeId}/buyer`, buyerAuth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*contract note \(buyer\)\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sellerAuth = (await bearerFor(t.context, parties.seller.user)).authorization;
    expect((await download(`contract-note/${tradeId}/seller`, sellerAuth)).statusCode).toBe(200);
  });

  it('answers 403 to the other party and to other organisations, 404 for an unknown trade', async () => {
    const buyerAuth = (await bearerFor(t.context, parties.buyer.user)).authorization;
    expect((await download(`contract-note/${tradeId}/seller`, buyerAuth)).statusCode).toBe(403);
    const stranger = (await bearerFor(t.context, await createUser(t.context, 'Grower'))).authorization;
    expect((await download(`contract-note/${tradeId}/seller`, stranger)).statusCode).toBe(403);
    expect((await download('contract-note/99999999/buyer', buyerAuth)).statusCode).toBe(404);
  });

  it('lets the exchange’s staff download any party’s note', async () => {
    const exchange = await createOrganisation(t.context, { type: 'exchange', tradingName: 'Exchange Attachments' });
    const admin = (await bearerFor(t.context, await createUser(t.context, 'Admin', { organisationId: exchange.id }))).authorization;
    expect((await download(`contract-note/${tradeId}/seller`, admin)).statusCode).toBe(200);
  });
});
