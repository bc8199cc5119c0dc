import type { Db } from './client.ts';

type Waiting<K, V> = { key: K; resolve: (value: V) => void; reject: (error: unknown) => void };

/**
 * One statement for the lookups many requests make at the same moment (decision 0017): the calls
 * made on one database in the same turn of the event loop are answered together by one call to
 * `loadMany`, which answers the keys' values in the order given. Nothing is kept afterwards:
 * every turn reads afresh, so nothing can be stale. A lone call waits one turn (microseconds).
 */
export function coalesced<K, V>(loadMany: (db: Db, keys: K[]) => Promise<V[]>): (db: Db, key: K) => Promise<V> {
  const pending = new WeakMap<Db, Waiting<K, V>[]>();
  return (db, key) =>
    new Promise<V>((resolve, reject) => {
      let waiting = pending.get(db);
      if (!waiting) {
        const group: Waiting<K, V>[] = [];
        waiting = group;
        pending.set(db, group);
        setImmediate(() => {
          pending.delete(db);
          loadMany(
            db,
            group.map((call) => call.key),
          ).then(
            (values) => group.forEach((call, index) => call.resolve(values[index] as V)),
            (error: unknown) => group.forEach((call) => call.reject(error)),
          );
        });
      }
      waiting.push({ key, resolve, reject });
    });
}
