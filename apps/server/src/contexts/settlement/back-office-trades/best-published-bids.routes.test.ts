import { describe, expect, it } from 'vitest';
import type { Role } from '@cgx/domain/roles';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const url = '/api/back-office/trades/best-published-bids';
const key = { seasonName: '2026/27', storageProviderNickname: 'GrainCorp', siteName: 'Moree', gradeName: 'APH1', marketType: 'cgx' };

describe('POST /api/back-office/trades/best-published-bids', () => {
  it('answers each key, null while no bid is published', async () => {
    const staff = await bearerFor(t.context, await createUser(t.context, 'CGX Sales'));
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: staff.authorization },
      payload: { keys: [key, { ...key, gradeName: 'H2' }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      bids: { '2026/27|GrainCorp|Moree|APH1|cgx': null, '2026/27|GrainCorp|Moree|H2|cgx': null },
    });
  });

  it('401 signed out, 403 for every member role, 400 naming the field of a key with a name missing', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: { keys: [key] } })).statusCode).toBe(401);
    for (const role of ['Grower', 'Trader', 'Agent', 'Analyst'] satisfies Role[]) {
      const member = await bearerFor(t.context, await createUser(t.context, role));
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: member.authorization },
        payload: { keys: [key] },
      });
      expect(response.statusCode, role).toBe(403);
    }
    const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: admin.authorization },
      payload: { keys: [{ ...key, siteName: '' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Required');
  });
});
