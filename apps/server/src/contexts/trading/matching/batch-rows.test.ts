import { describe, expect, it } from 'vitest';
import { sites } from '../../../db/schema/reference.ts';
import { seedDemoData } from '../../../composition/seed/demo.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { siteRowsOf } from './batch-rows.ts';
import { newBatch } from './book-sequencer.ts';

const t = useTestApp();

describe('siteRowsOf (rows read once per batch)', () => {
  it('reads only the ids the batch has not seen, and keeps them', async () => {
    await seedDemoData(t.context.db);
    const [first, second] = await t.context.db.select().from(sites).orderBy(sites.id).limit(2);
    if (!first || !second) throw new Error('the demo data has no sites');
    const batch = newBatch();
    // A row the batch already holds is answered as held, not read again.
    const held = { ...first, name: 'held by the batch' };
    batch.rows.sites.set(first.id, held);
    const rows = await siteRowsOf(t.context.db, batch, [first.id, second.id, second.id]);
    expect(rows.get(first.id)).toBe(held);
    expect(rows.get(second.id)).toEqual(second);
    expect([...batch.rows.sites.keys()].sort((a, b) => a - b)).toEqual([first.id, second.id]);
  });
});
