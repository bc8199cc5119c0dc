import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addNgr, bearerFor, createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, type MarketReference, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';

/** Issue 14 §9: a storage provider's users upload their own ACQ files and see the title transfers at their sites. */

const t = useTestApp();
let ref: MarketReference;
let provider = { authorization: '' };
let otherProvider = { authorization: '' };
let staff = { authorization: '' };
let grower = { authorization: '' };
const HEADER = 'Ticket number,Trade id,NGR,Site code,Commodity code,Grade code,Net tonnes,Title transfer date,Oil (%),Admix (%)';

beforeAll(async () => {
  ref = await marketReference(t.context);
  // Moree belongs to the demo's GrainCorp: its user is the provider here.
  provider = await bearerFor(t.context, await createUser(t.context, 'Storage Provider', { organisationId: ref.moree.storageProviderId }));
  const other = await createOrganisation(t.context, { type: 'storage_provider', tradingName: 'Other Bulk Handling' });
  otherProvider = await bearerFor(t.context, await createUser(t.context, 'Storage Provider', { organisationId: other.id }));
  staff = await bearerFor(t.context, await createUser(t.context, 'CGX Sales'));
  grower = await bearerFor(t.context, await createUser(t.context, 'Grower'));
});

async function openTrade() {
  const sellerParty = await seller(t.context, `SP Seller ${randomInt(1e6)}`);
  const ngr = String(randomInt(10_000_000, 99_999_999));
  await addNgr(t.context, sellerParty.organisation.id, ngr);
  const trade = await insertTrade(
    t.context,
    ref,
    { buyer: await buyer(t.context, `SP Buyer ${randomInt(1e6)}`), seller: sellerParty },
    { formattedId: `CGX-${randomInt(10_000_000, 99_999_999)}` },
  );
  return { trade, ngr };
}

const upload = (who: { authorization: string }, body: string, fileName = 'acq.csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/acq-files?fileName=${fileName}`,
    headers: { authorization: who.authorization, 'content-type': 'text/csv' },
    payload: body,
  });

describe('a storage provider’s users', () => {
  it('upload their own ACQ file, see it and its rows, and see the title transfer at their site; another provider sees none of it', async () => {
    const { trade, ngr } = await openTrade();
    const ticket = `SP-${randomInt(1e8)}`;
    const response = await upload(provider, `${HEADER}\n${ticket},${trade.formattedId},${ngr},Moree,WHT,APW1,100.000,20/11/2026,,\n`);
    expect(response.statusCode, response.body).toBe(201);
    const fileId = response.json().file.id;
    expect(response.json().file, JSON.stringify(response.json().file)).toMatchObject({ status: 'done', matchedRows: 1 });

    const mine = await t.app.inject({ method: 'GET', url: '/api/acq-files', headers: { authorization: provider.authorization } });
    expect(mine.json().rows.map((row: { id: number }) => row.id)).toContain(fileId);
    const rows = await t.app.inject({
      method: 'GET',
      url: `/api/acq-files/${fileId}/rows`,
      headers: { authorization: provider.authorization },
    });
    expect(rows.json().rows[0]).toMatchObject({ outcome: 'matched' });

    const template = await t.app.inject({
      method: 'GET',
      url: '/api/acq-files/template',
      headers: { authorization: provider.authorization },
    });
    expect(template.statusCode).toBe(200);
    expect(template.body.split('\n')[0]).toContain('Ticket number');

    const theirs = await t.app.inject({ method: 'GET', url: '/api/acq-files', headers: { authorization: otherProvider.authorization } });
    expect(theirs.json().rows.map((row: { id: number }) => row.id)).not.toContain(fileId);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/acq-files/${fileId}`, headers: { authorization: otherProvider.authorization } }))
        .statusCode,
    ).toBe(404);

    const transfers = await t.app.inject({
      method: 'GET',
      url: `/api/title-transfers?term=${trade.formattedId}`,
      headers: { authorization: provider.authorization },
    });
    expect(transfers.statusCode, transfers.body).toBe(200);
    expect(transfers.json().rows).toEqual([
      expect.objectContaining({
        ticketNumber: ticket,
        trade: expect.objectContaining({ formattedId: trade.formattedId }),
        site: 'Moree',
        state: 'Awaiting Payment',
        deliveredTonnes: '100.000',
      }),
    ]);
    const otherView = await t.app.inject({
      method: 'GET',
      url: `/api/title-transfers?term=${trade.formattedId}`,
      headers: { authorization: otherProvider.authorization },
    });
    expect(otherView.json().rows).toEqual([]);
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/title-transfers?term=${trade.formattedId}`,
      headers: { authorization: staff.authorization },
    });
    expect(staffView.json().rows).toHaveLength(1);
  });

  it('are the only members let in: a grower gets 403, anyone signed out 401; staff cannot use the providers’ upload', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/title-transfers', headers: { authorization: grower.authorization } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/acq-files', headers: { authorization: grower.authorization } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/title-transfers' })).statusCode).toBe(401);
    expect((await upload(staff, `${HEADER}\n`)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/back-office/settlements/acq-files',
          headers: { authorization: provider.authorization },
        })
      ).statusCode,
    ).toBe(403);
  });
});
