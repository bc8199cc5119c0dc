/**
 * The benchmark's load generator, in a process of its own so that sending requests takes neither
 * event-loop time nor CPU from the server being measured (apps/server/src/bench/matching.bench.ts).
 * Plain JavaScript, run by node without a loader. The request and result shapes are LoadRequest
 * and LoadResult in matching.bench.ts: each request in by IPC, its result (or { error }) out.
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

/**
 * Open loop: latency counts from each order's scheduled time, so queueing is included (no
 * coordinated omission). One timer at a time sends every order that has come due, so the
 * generator's own work is spread over the run rather than spent up front.
 */
function fixedRate(request) {
  /** latencies[index]: order index's latency, so a trace can show when the slow ones were sent. */
  const latencies = new Array(request.orders.length).fill(0);
  const waiting = [];
  let inFlight = 0;
  let next = 0;
  let answered = 0;
  const start = performance.now();
  const scheduledAt = (index) => start + (index * 1000) / request.rate;
  return new Promise((resolve, reject) => {
    const finish = () => {
      inFlight -= 1;
      answered += 1;
      waiting.shift()?.();
      if (answered === request.orders.length) resolve({ seconds: (performance.now() - start) / 1000, latencies });
    };
    const dispatch = (index) => {
      inFlight += 1;
      send(request.base, request.orders[index]).then(() => {
        latencies[index] = performance.now() - scheduledAt(index);
        finish();
      }, reject);
    };
    const tick = () => {
      const now = performance.now();
      while (next < request.orders.length && scheduledAt(next) <= now) {
        const index = next;
        next += 1;
        if (inFlight < request.maxInFlight) dispatch(index);
        else waiting.push(() => dispatch(index));
      }
      if (next < request.orders.length) setTimeout(tick, Math.max(0, scheduledAt(next) - performance.now()));
    };
    tick();
  });
}

// One request at a time, each answered by one message; the benchmark kills this process when done.
process.on('message', async (request) => {
  const cpuBefore = process.cpuUsage();
  try {
    const result = await (request.kind === 'throughput' ? throughput(request) : fixedRate(request));
    const cpu = process.cpuUsage(cpuBefore);
    process.send?.({ ...result, loadCpuMs: (cpu.user + cpu.system) / 1000 });
  } catch (error) {
    process.send?.({ error: error instanceof Error ? error.message : String(error) });
  }
});
