/**
 * The benchmark's load generator, in a process of its own so that sending requests takes neither
 * event-loop time nor CPU from the server being measured (apps/server/src/bench/matching.bench.ts).
 * Plain JavaScript, run by node without a loader. The request and result shapes are LoadRequest
 * and LoadResult in matching.bench.ts: one request in by IPC, one result out.
 */

import http from 'node:http';

// node:http with kept-alive connections costs the load generator about half the CPU of fetch per
// request; the load generator shares the machine's two cores with the server it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** @param {string} base @param {{ url: string, authorization: string, body: unknown }} order */
function send(base, order) {
  const body = JSON.stringify(order.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${order.url}`,
      {
        method: 'POST',
        agent,
        headers: { authorization: order.authorization, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode === 201) resolve();
          else reject(new Error(`${order.url} answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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
  /** latencies[index]: order index's latency, so a trace can show when the slow ones were sent. */
  const latencies = new Array(request.orders.length).fill(0);
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
      latencies[index] = performance.now() - scheduled;
    }),
  );
  return { seconds: (performance.now() - start) / 1000, latencies };
}

process.once('message', async (request) => {
  const cpuBefore = process.cpuUsage();
  const result = await (request.kind === 'throughput' ? throughput(request) : fixedRate(request));
  const cpu = process.cpuUsage(cpuBefore);
  process.send?.({ ...result, loadCpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
});
