/**
 * The realtime benchmark's socket clients (apps/server/src/bench/realtime.bench.ts), in a process
 * of their own so that receiving takes neither event-loop time nor CPU from the server measured.
 * Plain JavaScript, run by node without a loader. Requests in by IPC, one answer each:
 *   { kind: 'open', url, feed, tokens, perAddress }  opens `feed` anonymous sockets subscribed to
 *     MarketFeedChannel and one signed-in socket per websocket token subscribed to
 *     NotificationChannel; answers { opened } once every subscription is confirmed.
 *   { kind: 'latencies', feedCommits, notificationCommits }  the commit time (epoch ms) of the
 *     trade behind each feed item id and notification id; answers the percentiles of arrival minus
 *     commit over every (socket, message) pair, and how many expected deliveries never came.
 *   { kind: 'close' }
 * Sockets are spread over loopback addresses (127.0.0.2, .3, ...), `perAddress` to each, as clients
 * of many households would be: one address may hold only a bounded number of sockets.
 */

import WebSocket from 'ws';

const PROTOCOL = 'actioncable-v1-json';
const TOKEN_PREFIX = 'cgx.token.';
const FEED = JSON.stringify({ channel: 'MarketFeedChannel' });
const NOTIFICATIONS = JSON.stringify({ channel: 'NotificationChannel' });
/** A message frame: `{"identifier":"…","message":{"id":123,…}}` (feed items and notifications lead with their id). */
const MESSAGE_ID = /^\{"identifier":"[^"]*(?:\\"[^"]*)*","message":\{"id":(\d+)/;

/** Epoch milliseconds with sub-millisecond precision, comparable with the server's clock (same machine). */
const now = () => performance.timeOrigin + performance.now();

/** feed item id → arrival times (one per socket); notification id → arrival times. */
const feedArrivals = new Map();
const notificationArrivals = new Map();
const sockets = [];
let feedSockets = 0;

function record(map, id, at) {
  const list = map.get(id);
  if (list) list.push(at);
  else map.set(id, [at]);
}

function open(url, identifier, localAddress, token) {
  return new Promise((resolve, rejectOpening) => {
    const reject = (error) => {
      const at = sockets.indexOf(socket);
      if (at >= 0) sockets.splice(at, 1);
      socket.terminate();
      rejectOpening(error);
    };
    const protocols = token ? [PROTOCOL, `${TOKEN_PREFIX}${token}`] : [PROTOCOL];
    const socket = new WebSocket(url, protocols, { localAddress, perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error(`no confirmation on ${identifier} within 60 s`)), 60_000);
    let subscribed = false;
    socket.on('message', (data) => {
      const at = now();
      // Once subscribed, a message is read by pattern rather than parsed: these clients share the
      // server's two cores, and parsing a million frames would be a benchmark of its own.
      if (subscribed) {
        const text = data.toString();
        const id = MESSAGE_ID.exec(text)?.[1];
        if (id === undefined) return;
        if (identifier === FEED) {
          if (text.includes('"feedType":"TRADE"')) record(feedArrivals, Number(id), at);
        } else record(notificationArrivals, Number(id), at);
        return;
      }
      const frame = JSON.parse(data.toString());
      if (frame.type === 'welcome') socket.send(JSON.stringify({ command: 'subscribe', identifier }));
      else if (frame.type === 'confirm_subscription') {
        subscribed = true;
        clearTimeout(timer);
        resolve(socket);
      } else if (frame.type === 'reject_subscription' || frame.type === 'disconnect') {
        clearTimeout(timer);
        reject(new Error(`${identifier}: ${frame.type} ${frame.reason ?? ''}`));
      }
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    sockets.push(socket);
  });
}

/** Handshakes that failed (a reset under load, seen once), tried again up to twice; counted in the answer. */
let retried = 0;
async function openRetrying(url, identifier, localAddress, token) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await open(url, identifier, localAddress, token);
    } catch (error) {
      if (attempt === 3) throw error;
      retried += 1;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

async function openAll(request) {
  const addressOf = (index) => `127.0.0.${2 + Math.floor(index / request.perAddress)}`;
  const jobs = [];
  for (let index = 0; index < request.feed; index += 1) jobs.push(() => openRetrying(request.url, FEED, addressOf(index)));
  request.tokens.forEach((token, index) =>
    jobs.push(() => openRetrying(request.url, NOTIFICATIONS, addressOf(request.feed + index), token)),
  );
  // A few at a time: a thousand handshakes at once would be a benchmark of its own.
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }),
  );
  feedSockets = request.feed;
  return { opened: request.feed + request.tokens.length, retried };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Latencies of every delivery of the messages whose commit times are given; deliveries expected but missing are counted. */
function summarise(arrivals, commits, expectedPerMessage) {
  const latencies = [];
  let missing = 0;
  for (const [id, committedAt] of Object.entries(commits)) {
    const times = arrivals.get(Number(id)) ?? [];
    for (const at of times) latencies.push(at - committedAt);
    missing += Math.max(0, expectedPerMessage - times.length);
  }
  latencies.sort((a, b) => a - b);
  return {
    messages: Object.keys(commits).length,
    deliveries: latencies.length,
    missing,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

process.on('message', async (request) => {
  try {
    if (request.kind === 'open') process.send?.(await openAll(request));
    else if (request.kind === 'latencies') {
      process.send?.({
        feed: summarise(feedArrivals, request.feedCommits, feedSockets),
        // Each notification goes to its one user, who has one socket here.
        notifications: summarise(notificationArrivals, request.notificationCommits, 1),
      });
    } else if (request.kind === 'close') {
      for (const socket of sockets) socket.terminate();
      sockets.length = 0;
      process.send?.({ closed: true });
    }
  } catch (error) {
    process.send?.({ error: error instanceof Error ? error.message : String(error) });
  }
});
