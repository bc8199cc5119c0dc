import { MSG } from '@cgx/domain/messages';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { useMarketSettingsFixtures } from './market-settings.fixtures.ts';

const t = useTestApp();
const { callers, call } = useMarketSettingsFixtures(t);
type Ordered = { id: number; name: string; position: number };
const names = async (url: string) =>
  ((await call(callers.admin, 'GET', `${url}?pageSize=100`)).json().rows as Ordered[]).map((row) => row.name);

describe('special contract terms (spec 002 §3: name, status, position; reorder by position)', () => {
  const URL = '/api/market-settings/special-terms';

  it('adds a term at the end, renames it, and answers Required for a blank name', async () => {
    const created = await call(callers.admin, 'POST', URL, { name: 'Weighbridge tickets required', status: 'active' });
    expect(created.statusCode).toBe(201);
    expect((await names(URL)).at(-1)).toBe('Weighbridge tickets required');
    const renamed = await call(callers.admin, 'PUT', `${URL}/${created.json().id}`, { name: 'Weighbridge tickets', status: 'inactive' });
    expect(renamed.json()).toMatchObject({ name: 'Weighbridge tickets', status: 'inactive', position: created.json().position });
    const blank = await call(callers.admin, 'POST', URL, { name: '  ', status: 'active' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: [MSG.required] });
  });

  it('moves a term to a position; the others close up and positions stay 1..n', async () => {
    const before = (await call(callers.admin, 'GET', `${URL}?pageSize=100`)).json().rows as Ordered[];
    const third = before[2] as Ordered;
    const moved = await call(callers.admin, 'PUT', `${URL}/${third.id}/position`, { position: 1 });
    expect(moved.json()).toMatchObject({ id: third.id, position: 1 });
    const after = (await call(callers.admin, 'GET', `${URL}?pageSize=100`)).json().rows as Ordered[];
    expect(after.map((row) => row.name)).toEqual([third.name, ...before.filter((row) => row.id !== third.id).map((row) => row.name)]);
    expect(after.map((row) => row.position)).toEqual(after.map((_, index) => index + 1));
    // Past the end is the end.
    await call(callers.admin, 'PUT', `${URL}/${third.id}/position`, { position: 999 });
    expect((await names(URL)).at(-1)).toBe(third.name);
    expect((await call(callers.admin, 'PUT', `${URL}/999999/position`, { position: 1 })).statusCode).toBe(404);
    expect((await call(callers.admin, 'PUT', `${URL}/${third.id}/position`, { position: 0 })).json().errors.position).toBeDefined();
  });
});

describe('on-farm storage (spec 002 §7: name, status, position)', () => {
  const URL = '/api/market-settings/on-farm-storages';

  it('creates at a position (the others move down) or at the end, and edits name, status and position', async () => {
    const before = await names(URL);
    const atTop = await call(callers.admin, 'POST', URL, { name: 'Grain pit', status: 'active', position: '1' });
    expect(atTop.statusCode, atTop.body).toBe(201);
    expect(await names(URL)).toEqual(['Grain pit', ...before]);
    const atEnd = await call(callers.admin, 'POST', URL, { name: 'Container', status: 'inactive' });
    expect((await names(URL)).at(-1)).toBe('Container');
    const edited = await call(callers.admin, 'PUT', `${URL}/${atEnd.json().id}`, { name: 'Sea container', status: 'active', position: 2 });
    expect(edited.json()).toMatchObject({ name: 'Sea container', status: 'active', position: 2 });
    expect((await names(URL)).slice(0, 2)).toEqual(['Grain pit', 'Sea container']);
    const bad = await call(callers.admin, 'POST', URL, { name: '', status: 'open', position: 'first' });
    expect(bad.json().errors).toEqual({ name: [MSG.required], status: expect.any(Array), position: ['Must be a whole number'] });
  });
});
