import { describe, expect, it } from 'vitest';
import { bearerFor, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('nearest town lookups', () => {
  it('answer 401 anonymous', async () => {
    for (const url of [
      '/api/reference/nearest-town?latitude=-32.2&longitude=148.6',
      '/api/reference/port-name?town=Dubbo',
      '/api/reference/towns?query=Dub',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('describe a point near Dubbo with its direction, range and port', async () => {
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Grower'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reference/nearest-town?latitude=-32.1830&longitude=148.6500',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ town: 'Dubbo', state: 'NSW', portName: 'Newcastle' });
    expect(response.json().description).toMatch(/km [NESW]+ of Dubbo, NSW$/);
  });

  it('put a failure on the location field, and a malformed query on its own field', async () => {
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Grower'));
    const sea = await t.app.inject({
      method: 'GET',
      url: '/api/reference/nearest-town?latitude=-41.29&longitude=174.78',
      headers: { authorization },
    });
    expect(sea.statusCode).toBe(400);
    expect(sea.json().errors).toEqual({ location: ['The location must be in Australia.'] });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/reference/nearest-town?latitude=abc&longitude=148',
      headers: { authorization },
    });
    expect(bad.json().errors).toHaveProperty('latitude');
  });

  it('give the port of a town and search towns by prefix', async () => {
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Trader'));
    const port = await t.app.inject({ method: 'GET', url: '/api/reference/port-name?town=Northam', headers: { authorization } });
    expect(port.json()).toEqual({ portName: 'Kwinana' });
    const towns = (await t.app.inject({ method: 'GET', url: '/api/reference/towns?query=wag', headers: { authorization } })).json();
    expect(towns.map((town: { name: string }) => town.name)).toContain('Wagga Wagga');
  });
});
