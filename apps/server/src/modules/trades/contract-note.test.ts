import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ports } from '../../db/schema/reference.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyer, insertTrade, marketReference, seller, zoneOf } from '../market-data/market-data.fixtures.ts';
import { loadContractNote } from './contract-note.ts';

const t = useTestApp();

describe('loadContractNote', () => {
  it('reads the trade with its grade, commodity, season, delivery period, site and the site’s port', async () => {
    const ref = await marketReference(t.context);
    const trade = await insertTrade(t.context, ref, { buyer: await buyer(t.context), seller: await seller(t.context) });
    const zone = await zoneOf(t.context, ref.moree.portZoneId);
    const [port] = await t.context.db.select().from(ports).where(eq(ports.id, zone.portId));

    const note = await loadContractNote(t.context.db, trade.id);
    expect(note?.trade.formattedId).toBe(trade.formattedId);
    expect(note?.grade?.code).toBe('APW1');
    expect(note?.commodity.id).toBe(ref.wheat.id);
    expect(note?.season.id).toBe(ref.season.id);
    expect(note?.period.id).toBe(ref.period.id);
    expect(note?.site?.name).toBe('Moree');
    expect(note?.port?.name).toBe(port?.name);
    expect(note?.terms).toBeDefined();
  });

  it('answers null for a trade that does not exist', async () => {
    expect(await loadContractNote(t.context.db, 99_999_999)).toBeNull();
  });
});
