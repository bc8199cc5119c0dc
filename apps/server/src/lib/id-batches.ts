/** How many rows a download reads at a time, by id (or by key: a number, or a list's own key such as a source and an id). */
export const ID_BATCH = 1000;

/**
 * A download's rows from the ids of every match, already in the list's order (one query of numbers,
 * not rows): `rowsOf` reads and shapes a batch of ids at a time, in their order. LIMIT and OFFSET
 * batches would scan every row before each batch again (decision 0180: a 200,000-row download did
 * not end in six minutes that way).
 */
export async function* inIdBatches<Id, Row>(
  ids: readonly Id[],
  rowsOf: (ids: Id[]) => Promise<Row[]>,
  size = ID_BATCH,
): AsyncGenerator<Row> {
  for (let start = 0; start < ids.length; start += size) {
    yield* await rowsOf(ids.slice(start, start + size));
  }
}
