// Subscription fan-out: N graphql-ws subscribers (staff API keys, 10 sockets per key: the per-user bound) on one
// gateway, one application event triggered by a staff mutation; delivery and latency from the moment the trigger
// is sent to each receipt, against a raw `ws` broadcast of the same payload (bench/raw-ws-server.mjs).
// Then the two-instance case: subscribers on instance B, the mutation sent to instance A (PostgreSQL LISTEN/NOTIFY).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { API_KEY, insertApiKeys, median, percentile, sleep, startGateway, startScript } from './lib.mjs';

const SUBSCRIPTION = 'subscription Bench { applicationChanged { kind id userId application { id status } } }';
const TRIGGER = 'mutation Trigger($id: ID!) { startApplicationReview(id: $id) { id } }';
const SOCKETS_PER_KEY = 10;
const DELIVERY_TIMEOUT_MS = 15_000;
/** Events sent to each side before measuring, not counted: the first proves every subscription is live, the rest warm the JIT. */
const WARM_UP_EVENTS = 3;

/** One graphql-transport-ws client on a bare `ws` socket (the same client code for the gateway and the baseline). */
function openSubscriber(url, headers) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', { headers });
    const subscriber = { socket, received: new Map(), errors: 0 };
    const timer = setTimeout(() => reject(new Error('subscriber did not connect')), 30_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (raw) => {
      const at = performance.now();
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION } }));
        clearTimeout(timer);
        resolve(subscriber);
      } else if (message.type === 'next') {
        const event = message.payload?.data?.applicationChanged;
        if (event?.application?.status === 'under_review') subscriber.received.set(event.id, at);
        else subscriber.errors += 1;
      } else if (message.type === 'ping') {
        socket.send('{"type":"pong"}');
      } else if (message.type === 'error') {
        subscriber.errors += 1;
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 1000) reject(new Error(`subscriber socket closed with ${code}`));
    });
  });
}

async function openSubscribers(url, keys, count) {
  const subscribers = [];
  // Batches of 50: a thousand simultaneous handshakes only measure the accept queue.
  for (let i = 0; i < count; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 50); j += 1) batch.push(openSubscriber(url, keys ? { 'x-api-key': keys[Math.floor(j / SOCKETS_PER_KEY)] } : {}));
    subscribers.push(...(await Promise.all(batch)));
  }
  return subscribers;
}

const signed = (ms) => `${ms >= 0 ? '+' : '−'}${Math.abs(ms).toFixed(1)}`;

const closeSubscribers = async (subscribers) =>
  Promise.all(subscribers.map((s) => new Promise((resolve) => {
    if (s.socket.readyState === WebSocket.CLOSED) return resolve();
    s.socket.once('close', resolve);
    s.socket.close(1000);
  })));

/** Sends the trigger for `id` and waits until every subscriber has the event (or the timeout). */
async function fire(subscribers, trigger, id) {
  const started = performance.now();
  await trigger(id);
  while (performance.now() - started < DELIVERY_TIMEOUT_MS && subscribers.some((s) => !s.received.has(id))) await sleep(5);
  const latencies = subscribers.filter((s) => s.received.has(id)).map((s) => s.received.get(id) - started);
  return { delivered: latencies.length, expected: subscribers.length, first: Math.min(...latencies), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * @param data a bench database (createBenchDatabase) with pending applications to take into review
 * @param gateway instance A on that database (startGateway)
 */
export async function benchSubscriptions({ data, gateway, subscribers: count, rounds, log, target }) {
  const keyCount = Math.ceil(count / SOCKETS_PER_KEY);
  const keys = Array.from({ length: keyCount }, () => `ghc_live_${randomBytes(32).toString('base64url')}`);
  const client = new pg.Client({ connectionString: data.url });
  await client.connect();
  let pending;
  try {
    await client.query(`INSERT INTO "user"(id, name, email, email_verified, role, first_name, last_name)
      SELECT 'bench-ws-' || g, 'WS ' || g, 'bench-ws-' || g || '@api-keys.invalid', true, 'sales_executive', 'WS', 'Key ' || g
        FROM generate_series(1, $1) g ON CONFLICT DO NOTHING`, [keyCount]);
    await insertApiKeys(client, keys.map((secret, i) => ({ secret, userId: `bench-ws-${i + 1}`, role: 'sales_executive', name: `bench-ws-${i + 1}` })));
    // Pending applications nobody else touches, one per event (a review can only start once).
    ({ rows: pending } = await client.query(`SELECT id FROM application WHERE status = 'pending' AND user_id LIKE 'bench-u-%'
      ORDER BY created_at ASC LIMIT $1`, [4 * rounds + 4 * WARM_UP_EVENTS + 8]));
  } finally {
    await client.end();
  }
  const nextId = () => {
    const row = pending.shift();
    if (!row) throw new Error('out of pending applications');
    return row.id;
  };
  const graphqlTrigger = (url) => async (id) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ query: TRIGGER, variables: { id } }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(`trigger failed: ${JSON.stringify(body.errors)}`);
  };
  const raw = await startScript('bench/raw-ws-server.mjs', { DATABASE_URL: data.url });
  const rawTrigger = async (id) => {
    const response = await fetch(`${raw.url}/trigger?id=${id}`, { method: 'POST' });
    if (!response.ok) throw new Error(`raw trigger failed: ${await response.text()}`);
  };
  let instanceB;
  const groups = [];
  try {
    const rawSubs = await openSubscribers(raw.url, null, count);
    groups.push(rawSubs);
    let gatewaySubs = await openSubscribers(gateway.url, keys, count);
    groups.push(gatewaySubs);
    // graphql-ws does not acknowledge a subscribe: a warm-up event that reaches everyone proves every subscription is
    // live; the others warm the code path up on both sides, as the HTTP loads' warm-ups do.
    const warm = async (subs, trigger) => {
      let live = false;
      for (let attempt = 0; attempt < 3 && !live; attempt += 1) {
        const result = await fire(subs, trigger, nextId());
        live = result.delivered === result.expected;
      }
      // Measured anyway: the delivery column shows what is missing.
      if (!live) console.error('[bench] some subscribers never received the warm-up event');
      for (let event = 1; event < WARM_UP_EVENTS; event += 1) await fire(subs, trigger, nextId());
    };
    await warm(rawSubs, rawTrigger);
    await warm(gatewaySubs, graphqlTrigger(gateway.url));

    // Interleaved A B A B: raw broadcast, then the gateway.
    const rawRuns = [];
    const oneRuns = [];
    for (let round = 0; round < rounds; round += 1) {
      rawRuns.push(await fire(rawSubs, rawTrigger, nextId()));
      oneRuns.push(await fire(gatewaySubs, graphqlTrigger(gateway.url), nextId()));
    }

    // Two instances: subscribers move to B; the mutation still goes to A.
    await closeSubscribers(gatewaySubs);
    groups.pop();
    instanceB = await startGateway(data.url);
    gatewaySubs = await openSubscribers(instanceB.url, keys, count);
    groups.push(gatewaySubs);
    await warm(gatewaySubs, graphqlTrigger(gateway.url));
    const rawRuns2 = [];
    const twoRuns = [];
    for (let round = 0; round < rounds; round += 1) {
      rawRuns2.push(await fire(rawSubs, rawTrigger, nextId()));
      twoRuns.push(await fire(gatewaySubs, graphqlTrigger(gateway.url), nextId()));
    }

    const summary = (runs) => ({
      delivery: (100 * runs.reduce((n, r) => n + r.delivered, 0)) / runs.reduce((n, r) => n + r.expected, 0),
      first: median(runs.map((r) => r.first)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
    });
    const rawS = summary([...rawRuns, ...rawRuns2]);
    const rawA = summary(rawRuns);
    const rawB = summary(rawRuns2);
    const one = summary(oneRuns);
    const two = summary(twoRuns);
    const row = (label, s, base) => `| ${label} | ${s.delivery.toFixed(1)} % | ${s.first.toFixed(1)} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${base ? `${(s.p99 / base.p99).toFixed(2)}×` : '—'} |`;
    log(`## Subscriptions (${count} graphql-ws subscribers, one event, ${rounds} interleaved rounds, medians; ms from sending the trigger to receipt)\n`);
    log('| case | delivery | first ms | p50 ms | p99 ms | p99 vs raw |\n|---|---|---|---|---|---|');
    log(row('raw `ws` broadcast (baseline)', rawS));
    log(row('gateway, one instance', one, rawA));
    log(row('gateway, subscribers on B, mutation on A', two, rawB));
    log(`\nTwo instances against one: first receipt ${signed(two.first - one.first)} ms (the LISTEN/NOTIFY hop), p50 ${signed(two.p50 - one.p50)} ms, ` +
      `p99 ${signed(two.p99 - one.p99)} ms. With two instances B reloads the record for its subscribers while A serves the mutation, ` +
      'so p50/p99 mix the hop with work split over two processes; the first receipt isolates the hop.\n');
    target('subscriptions: delivery (one instance)', `${one.delivery.toFixed(1)} %`, '100 %', one.delivery === 100);
    target('subscriptions: delivery (two instances)', `${two.delivery.toFixed(1)} %`, '100 %', two.delivery === 100);
    target(`subscriptions: p99 at ${count} subscribers`, `${one.p99.toFixed(0)} ms`, '≤ 100 ms', one.p99 <= 100);
    target('subscriptions: p99 vs raw ws', `${(one.p99 / rawA.p99).toFixed(2)}×`, '≤ 2×', one.p99 / rawA.p99 <= 2);
    return { raw: rawS, one, two };
  } finally {
    for (const subs of groups) await closeSubscribers(subs);
    await instanceB?.stop();
    await raw.stop();
  }
}
