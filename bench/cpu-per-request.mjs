// CPU per request of each server, in µs: the raw baseline, the gateway (rate limiting on), the gateway with rate
// limiting off and Apollo Server alone (bench/apollo-alone-server.mjs), on one bench database, interleaved rounds,
// medians. The full run (bench/run.mjs) gives the same comparison as ratios; this one gives the absolute figures, and
// with --hold keeps loading the gateway for a profiler (e.g. `perf record -p PID` with CPU_NODE_ARGS=--perf-basic-prof).
//
//   npm run build && node bench/cpu-per-request.mjs [list,detail,typename] [--size 10000] [--rounds 3] [--hold SECONDS]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { API_KEY, DETAIL_QUERY, LIST_QUERY, STAFF_KEYS, cleanupAll, cpuTicks, createBenchDatabase, median, productionEnv, startGateway, startScript } from './lib.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { size: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '3' }, hold: { type: 'string', default: '0' } },
});
const requested = (positionals[0] ?? 'list,detail,typename').split(',');

const data = await createBenchDatabase(Number(options.size));
const nodeArgs = process.env.CPU_NODE_ARGS ? process.env.CPU_NODE_ARGS.split(' ') : [];
const gateway = await startGateway(data.url, {}, { nodeArgs });
const unlimited = await startGateway(data.url, { RATE_LIMIT_ENABLED: 'false' });
const alone = await startScript('bench/apollo-alone-server.mjs', { ...productionEnv('http://127.0.0.1'), DATABASE_URL: data.url, API_KEY });
const baseline = await startScript('bench/baseline-server.mjs', { DATABASE_URL: data.url });
console.error(`[cpu] gateway pid ${gateway.pid}`);

/** A gateway request: each carries the next of the partner keys, as in the full run (bench/lib.mjs STAFF_KEYS). */
const viaGateway = (server, query, variables) => {
  let next = 0;
  const setupRequest = (request) => {
    next += 1;
    request.headers = { ...request.headers, 'x-api-key': STAFF_KEYS[next % STAFF_KEYS.length] };
    return request;
  };
  return { url: `${server.url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }), requests: [{ setupRequest }] };
};
const viaApollo = (query, variables) => ({ url: alone.url, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });

/** CPU µs per request of `pid` while it answers `amount` requests on 50 connections. */
async function load(target, pid, amount) {
  const before = cpuTicks(pid);
  const result = await autocannon({ ...target, connections: 50, amount });
  if (result.errors + result.non2xx) throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return ((cpuTicks(pid) - before) * 10_000) / result.requests.total;
}

const CASES = {
  list: { query: LIST_QUERY, variables: { first: 20 }, raw: `${baseline.url}/list?first=20`, requests: 3_000 },
  detail: { query: DETAIL_QUERY, variables: { id: data.detailId }, raw: `${baseline.url}/detail?id=${data.detailId}`, requests: 10_000 },
  typename: { query: '{ __typename }', variables: {}, raw: `${baseline.url}/typename`, requests: 20_000 },
};
try {
  for (const name of requested) {
    const { query, variables, raw, requests } = CASES[name];
    const sides = [
      ['raw baseline', { url: raw }, baseline.pid],
      ['gateway', viaGateway(gateway, query, variables), gateway.pid],
      ['limiter off', viaGateway(unlimited, query, variables), unlimited.pid],
      ['Apollo Server alone', viaApollo(query, variables), alone.pid],
    ];
    for (const [, target, pid] of sides) await load(target, pid, requests / 2); // warm-up
    const runs = sides.map(() => []);
    for (let round = 0; round < Number(options.rounds); round += 1) {
      for (const [i, [, target, pid]] of sides.entries()) runs[i].push(await load(target, pid, requests));
    }
    const medians = runs.map(median);
    console.log(`${name}: ${sides.map(([label], i) => `${label} ${medians[i].toFixed(0)} µs (${(medians[i] / medians[0]).toFixed(2)}×)`).join(' | ')}`);
  }
  const holdUntil = Date.now() + Number(options.hold) * 1000;
  if (Date.now() < holdUntil) console.error(`[cpu] loading the gateway (pid ${gateway.pid}) with ${requested[0]} for ${options.hold} s`);
  while (Date.now() < holdUntil) {
    const { query, variables, requests } = CASES[requested[0]];
    await load(viaGateway(gateway, query, variables), gateway.pid, requests / 4);
  }
} finally {
  await cleanupAll();
}
