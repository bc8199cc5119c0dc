/**
 * The benchmark's load generator, in a process of its own so that sending requests takes neither
 * event-loop time nor CPU from the server being measured (apps/server/src/bench/matching.bench.ts).
 * Plain JavaScript, run by node without a loader. The request and result shapes are LoadRequest
 * and LoadResult in matching.bench.ts: one request in by IPC, one result out.
 */

/** @param {string} base @param {{ url: string, authorization: string, body: unknown }} order */
async function send(base, order) {
  const response = await fetch(`${base}${order.url}`, {
    method: 'POST',
    headers: { authorization: order.authorization, 'content-type': 'application/json' },
    body: JSON.stringify(order.body),
  });
  if (response.status !== 201) throw new Error(`${order.url} answered ${response.status}: ${await response.text()}`);
}

async function throughput(request) {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: request.concurrency }, async () => {
      while (next < request.orders.length) {
        const order = request.orders[next++];
        if (order) await send(request.base, order);
      }
    }),
  );
  return { seconds: (performance.now() - start) / 1000, latencies: [] };
}

/** Open loop: latency counts from each order's scheduled time, so queueing is included (no coordinated omission). */
async function fixedRate(request) {
  const latencies = [];
  let inFlight = 0;
  const waiting = [];
  const start = performance.now();
  await Promise.all(
    request.orders.map(async (order, index) => {
      const scheduled = start + (index * 1000) / request.rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, scheduled - performance.now())));
      if (inFlight >= request.maxInFlight) await new Promise((resolve) => waiting.push(resolve));
      inFlight += 1;
      try {
        await send(request.base, order);
      } finally {
        inFlight -= 1;
        waiting.shift()?.();
      }
      latencies.push(performance.now() - scheduled);
    }),
  );
  return { seconds: (performance.now() - start) / 1000, latencies };
}

process.once('message', async (request) => {
  const result = await (request.kind === 'throughput' ? throughput(request) : fixedRate(request));
  process.send?.(result, () => process.exit(0));
});
