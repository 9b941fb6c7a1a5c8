// `npm run bench` (full, writes BENCHMARKS.md) or `npm run bench -- --quick` (small sizes, < 2 min, part of CI).
// `--no-build` reuses dist/ (CI has just built it for the browser tests).
// Every timing is a ratio against a baseline measured in the same run (interleaved A B A B, medians), because
// these machines are shared and noisy. CI asserts only deterministic budgets: bundle sizes and SQL counts.
// Every database, process and directory the harness creates is removed at the end, also on failure (lib.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchLighthouse, prepareLighthouseServer } from './lighthouse.mjs';
import {
  API_KEY, AUTH_SECRET, CUSTOMER_ID, DETAIL_QUERY, LIST_QUERY, NODE_FIELDS, STAFF_KEYS, adminUrl, cleanupAll, cpuTicks, createBenchDatabase, median, percentile, productionEnv, root, sleep, spawnTracked, startGateway, startScript, tempDir,
} from './lib.mjs';
import { benchRefusals } from './refusals.mjs';
import { benchSubscriptions } from './subscriptions.mjs';
import { benchCloseOfBusiness } from './close-of-business.mjs';
import { freePort } from '../scripts/free-port.mjs';

const quick = process.argv.includes('--quick');
const build = !process.argv.includes('--no-build');
// BENCH_SIZES=small,large overrides the two data sizes (e.g. to try the full run's code path quickly).
const SIZES = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : quick ? [1_000, 10_000] : [10_000, 1_000_000];
const ROUNDS = Number(process.env.BENCH_ROUNDS) || (quick ? 1 : 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS) || (quick ? 100 : 2_000);
const CONNECTIONS = 50;
// Growth latency with few connections: queueing at 50 connections would hide the per-request cost.
const GROWTH_CONNECTIONS = 10;
const GROWTH_REQUESTS = quick ? 100 : 1_000;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS) || (quick ? 100 : 1_000);
// One event is ~50 ms, and the p99 of one event's 1,000 receipts swings up to 2× from event to event (on both sides):
// 9 interleaved rounds make its median steady where 3 were not.
const SUBSCRIPTION_ROUNDS = Number(process.env.BENCH_ROUNDS) || (quick ? 2 : 9);
const LIGHTHOUSE_RUNS = quick ? 1 : 3;

const budgetFailures = [];
const report = [];
const targets = [];
const log = (line) => {
  console.log(line);
  report.push(line);
};
/** A figure against its target, for the summary table (met/missed); only budgets fail the run. */
const target = (name, value, goal, met) => targets.push({ name, value, goal, met });
const section = (name) => {
  const started = Date.now();
  return () => console.error(`[bench] ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

const MINE_QUERY = `query MyApplications($first: Int!) { myApplications(first: $first) { nodes { ${NODE_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const NOTIFICATIONS_QUERY = 'query MyNotifications($first: Int!) { myNotifications(first: $first) { nodes { id kind title body link readAt createdAt } pageInfo { hasNextPage endCursor } } }';
const ME_QUERY = '{ me { id email firstName lastName role isAdmin permissions adminRoutes } }';
const CREATE_TICKET = 'mutation CreateTicket($input: CreateTicketInput!) { createTicket(input: $input) { id subject status } }';
const MARK_READ = 'mutation MarkRead($id: ID!) { markNotificationRead(id: $id) { id readAt } }';
const START_REVIEW = 'mutation StartReview($id: ID!) { startApplicationReview(id: $id) { id status } }';

/**
 * An autocannon target on the gateway (also a fetch init): the partner key (staff) or a customer's session cookie.
 * Under load each request carries the next partner key of STAFF_KEYS, or the next of `auth.cookies` (customers), so
 * the production rate limits (per key, per user) are paid on every request and refuse none (see lib.mjs).
 */
function gatewayRequest(gateway, auth, query, variables) {
  const cookies = auth.cookies ?? (auth.cookie ? [auth.cookie] : null);
  const credentials = cookies ? { cookie: cookies[0], origin: gateway.origin } : { 'x-api-key': API_KEY };
  let next = 0;
  const setupRequest = (request) => {
    next += 1;
    request.headers = cookies
      ? { ...request.headers, cookie: cookies[next % cookies.length] }
      : { ...request.headers, 'x-api-key': STAFF_KEYS[next % STAFF_KEYS.length] };
    return request;
  };
  return {
    url: `${gateway.url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json', ...credentials }, body: JSON.stringify({ query, variables }),
    requests: [{ setupRequest }],
  };
}
const STAFF = {};

async function load(target, pid, connections = CONNECTIONS, amount = REQUESTS) {
  const before = cpuTicks(pid);
  // A fixed number of requests (not a duration): on a busy machine every request still completes and counts.
  // Quick runs (CI, a loaded machine) wait up to a minute for an answer: they check the code path, not the speed.
  const instance = autocannon({ ...target, connections, amount, timeout: quick ? 60 : 10 });
  // autocannon reports on its 1-second tick, so its own start/finish round the duration up to whole seconds:
  // time the run from here to the last response instead.
  const started = performance.now();
  let last = started;
  // Latencies from each response's own timing (fractional ms): autocannon's histogram keeps whole milliseconds, and a
  // sub-millisecond read then reads as 0.
  const latencies = [];
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    last = performance.now();
    latencies.push(responseTime);
  });
  const result = await instance;
  const ticks = cpuTicks(pid) - before;
  const requests = result.requests.total || 1;
  const seconds = (last - started) / 1000;
  if (result.errors + result.non2xx) console.error(`[bench] ${result.non2xx} non-2xx answers (429: ${result.statusCodeStats?.['429']?.count ?? 0}), ${result.errors} errors (${result.timeouts} timeouts)`);
  return { rps: requests / seconds, cpuMsPerRequest: (ticks * 10) / requests, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors: result.errors + result.non2xx + result.timeouts };
}

/** Each measured load lasts at least this long (full runs): a fast server finished 2,000 requests in 0.2 s. */
const MIN_LOAD_SECONDS = quick ? 0 : 1;

/** A warm-up load (not counted), then the size of a measured load: at least `minimum` requests and MIN_LOAD_SECONDS. */
async function warmUp(target, pid, connections, minimum) {
  return Math.max(minimum, Math.round((await load(target, pid, connections, minimum)).rps * MIN_LOAD_SECONDS));
}

/**
 * A warm-up load per side (not counted: JIT and both servers' pools and caches warm up), then interleaved A B A B
 * rounds of at least REQUESTS requests and MIN_LOAD_SECONDS each; medians of each side. `extra` sides (measured in
 * the same rounds, each a { target, pid }): `off`, a gateway with rate limiting off; `apollo`, Apollo Server alone on
 * the same schema (bench/apollo-alone-server.mjs).
 */
async function compare(label, baselineTarget, baselinePid, gatewayTarget, gatewayPid, extra = {}) {
  const extraNames = ['off', 'apollo'].filter((name) => extra[name]);
  const sides = [{ target: baselineTarget, pid: baselinePid }, { target: gatewayTarget, pid: gatewayPid }, ...extraNames.map((name) => extra[name])];
  for (const side of sides) side.amount = await warmUp(side.target, side.pid, CONNECTIONS, REQUESTS);
  const runs = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, side] of sides.entries()) runs[i].push(await load(side.target, side.pid, CONNECTIONS, side.amount));
  }
  const summary = (sideRuns) => ({ rps: median(sideRuns.map((r) => r.rps)), cpu: median(sideRuns.map((r) => r.cpuMsPerRequest)), errors: sideRuns.reduce((n, r) => n + r.errors, 0) });
  const [base, gw, ...others] = runs.map(summary);
  const measured = Object.fromEntries(extraNames.map((name, i) => [name, others[i]]));
  const errors = base.errors + gw.errors + others.reduce((n, side) => n + side.errors, 0);
  const columns = ['off', 'apollo'].map((name) => (measured[name] ? `${(measured[name].rps / base.rps).toFixed(2)}× | ${(measured[name].cpu / base.cpu).toFixed(2)}×` : '— | —'));
  log(`| ${label} | ${base.rps.toFixed(0)} | ${gw.rps.toFixed(0)} | ${(gw.rps / base.rps).toFixed(2)}× | ${(gw.cpu / base.cpu).toFixed(2)}× | ${columns.join(' | ')} | ${errors} |`);
  // A 429 counts as an error here: the loads must stay under the production limits (lib.mjs, STAFF_KEYS).
  if (errors > 0) throw new Error(`${label}: ${errors} failed requests`);
  const ratios = (side) => (side ? { ratio: side.rps / base.rps, cpuRatio: side.cpu / base.cpu } : null);
  return { ratio: gw.rps / base.rps, cpuRatio: gw.cpu / base.cpu, off: ratios(measured.off), apollo: ratios(measured.apollo) };
}

// ---------------------------------------------------------------- front end
function frontEnd() {
  const assets = path.join(root, 'dist/web/assets');
  const chunks = fs.readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length }));
  const page = fs.readFileSync(path.join(root, 'dist/web/index.html'), 'utf8');
  // index.html's first-screen table (web/first-screen.ts) names every first screen's chunks; a visitor of /
  // gets only the entry's own references and the table's '/' row.
  const table = /<script type="application\/json" id="first-screens">(.*?)<\/script>/.exec(page);
  const html = table ? page.replace(table[1], '') : page;
  const landingPreloads = table ? (JSON.parse(table[1]).routes['/']?.preload ?? []).map((href) => path.basename(href)) : [];
  // The first route downloads everything index.html references (the entry, which holds the landing page) and its row.
  const initial = chunks.filter((chunk) => html.includes(chunk.file) || landingPreloads.includes(chunk.file));
  const firstRoute = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
  // The developers' Sandbox (GraphiQL, its editor and workers; web/vite.config.ts DEVTOOLS_PACKAGES) is no customer's
  // download: reported on its own line, outside the phone budget.
  const isDevtools = (chunk) => /^(devtools-|GraphiQLPage-|[a-z]+\.worker-)/.test(chunk.file);
  const devtools = chunks.filter(isDevtools);
  const lazy = chunks.filter((chunk) => !initial.includes(chunk) && !isDevtools(chunk)).sort((x, y) => y.gzip - x.gzip);
  const lazyOver = lazy.filter((chunk) => chunk.gzip > 60 * 1024);
  log('## Front end (gzip JS of the production build)\n');
  log(`landing route (entry + its preloads): ${(firstRoute / 1024).toFixed(1)} KiB (budget 200 KiB)\n`);
  log('| largest lazy chunks | gzip KiB |\n|---|---|');
  for (const chunk of lazy.slice(0, 8)) log(`| ${chunk.file} | ${(chunk.gzip / 1024).toFixed(1)} |`);
  log(`\nlazy chunks over 60 KiB: ${lazyOver.length ? lazyOver.map((c) => c.file).join(', ') : 'none'}\n`);
  log(`developers' Sandbox (not in the budget): ${(devtools.reduce((sum, chunk) => sum + chunk.gzip, 0) / 1024).toFixed(0)} KiB in ${devtools.length} chunks\n`);
  target('landing route JS (gzip)', `${(firstRoute / 1024).toFixed(1)} KiB`, '≤ 200 KiB', firstRoute <= 200 * 1024);
  target('largest lazy chunk (gzip)', `${((lazy[0]?.gzip ?? 0) / 1024).toFixed(1)} KiB`, '≤ 60 KiB', lazyOver.length === 0);
  // The CI budget: the first route. (Lazy chunks are reported above and in the summary.)
  if (firstRoute > 200 * 1024) budgetFailures.push(`landing route ${(firstRoute / 1024).toFixed(1)} KiB > 200 KiB`);
  if (lazyOver.length) budgetFailures.push(`lazy chunks over 60 KiB gzip: ${lazyOver.map((c) => c.file).join(', ')}`);
  return firstRoute;
}

// ---------------------------------------------------------------- SQL per operation
/**
 * Statements per operation, counted at the driver by an in-process server on a bench database. Also records the
 * statements (text and parameters, captured in pg.Client) of the growth operations, to EXPLAIN them later on
 * every bench database: the bench data uses the same ids everywhere, so the parameters are valid there too.
 */
async function sqlCounts(data) {
  const { createDatabase } = await import(path.join(root, 'dist/server/db/client.js'));
  const { startApplication } = await import(path.join(root, 'dist/server/application.js'));
  const { loadConfig } = await import(path.join(root, 'dist/server/config.js'));
  const { createLogger } = await import(path.join(root, 'dist/server/logger.js'));
  // Every round trip of the server's pg clients (pool queries go through Client#query too), transactions included.
  let statements = 0;
  let captured = null;
  const originalQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(config, values, callback) {
    statements += 1;
    if (captured) {
      const text = typeof config === 'string' ? config : config?.text;
      const params = (typeof config === 'object' && config?.values) || (Array.isArray(values) ? values : []);
      if (text) captured.push({ text, params });
    }
    return originalQuery.call(this, config, values, callback);
  };
  const origin = 'http://127.0.0.1:4999';
  const database = await createDatabase({ databaseUrl: data.url, dataDir: os.tmpdir() });
  const config = loadConfig({
    NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', DATABASE_URL: data.url,
    PUBLIC_URL: origin, BETTER_AUTH_SECRET: AUTH_SECRET,
    // As deployed: rate limiting on (NODE_ENV=test switches it off by default). Its leases (one statement per up to 50
    // requests of a caller) are taken by the warm-up requests, so the counts below are each operation's own.
    RATE_LIMIT_ENABLED: 'true', AUTH_RATE_LIMIT: 'true',
  });
  const app = await startApplication({ config, logger: createLogger('silent'), database });
  const plans = {};
  try {
    const run = async (auth, query, variables, capture) => {
      await sleep(50); // let the previous request's after-commit work finish
      statements = 0;
      if (capture) captured = [];
      const credentials = auth.cookie ? { cookie: auth.cookie, origin } : { 'x-api-key': API_KEY };
      const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...credentials }, body: JSON.stringify({ query, variables }) });
      const body = await response.json();
      await sleep(50);
      if (capture) plans[capture] = captured;
      captured = null;
      if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
      return { statements, body };
    };
    const customer = { cookie: data.customerCookie };
    await run(STAFF, LIST_QUERY, { first: 1 }); // warm-up (API key last-used write)
    await run(customer, ME_QUERY, {});
    const rows = [];
    const list = async (label, field, auth, query) => {
      const small = (await run(auth, query, { first: 20 }, `${label}`)).statements;
      const large = (await run(auth, query, { first: 100 })).statements;
      rows.push([`${label}, first 20`, field, small], [`${label}, first 100`, field, large]);
      if (small !== large) budgetFailures.push(`${field}: ${small} statements at 20 rows but ${large} at 100`);
      target(`SQL: ${field} same at 20 and 100 rows`, `${small} / ${large}`, 'equal', small === large);
    };
    await list('staff applications', 'applications', STAFF, LIST_QUERY);
    rows.push(['application detail', 'application', (await run(STAFF, DETAIL_QUERY, { id: data.detailId }, 'application detail')).statements]);
    rows.push(['{ __typename }', '__typename', (await run(STAFF, '{ __typename }', {})).statements]);
    await list('customer’s own applications', 'myApplications', customer, MINE_QUERY);
    await list('customer’s notifications', 'myNotifications', customer, NOTIFICATIONS_QUERY);
    rows.push(['me (customer)', 'me', (await run(customer, ME_QUERY, {})).statements]);
    const ticket = await run(customer, CREATE_TICKET, { input: { subject: 'Payment not showing', category: 'payment', body: 'My MoMo payment does not show yet.' } });
    rows.push(['create a ticket (customer)', 'createTicket', ticket.statements]);
    const unread = (await run(customer, NOTIFICATIONS_QUERY, { first: 1 })).body.data.myNotifications.nodes[0];
    rows.push(['mark a notification read (customer)', 'markNotificationRead', (await run(customer, MARK_READ, { id: unread.id })).statements]);
    const [open] = await database.query("SELECT id FROM application WHERE user_id = $1 AND status = 'pending'", [CUSTOMER_ID]);
    rows.push(['take an application into review (staff)', 'startApplicationReview', (await run(STAFF, START_REVIEW, { id: open.id })).statements]);

    log('## SQL statements per operation (round trips counted in pg.Client#query: authentication and transactions included; the rate limit takes its lease of up to 50 requests in the warm-up)\n');
    log('| operation | root field | statements |\n|---|---|---|');
    for (const [label, field, count] of rows) log(`| ${label} | ${field} | ${count} |`);
    log('\nBudget (asserted in CI): every list read issues the same number of statements at 20 and at 100 rows.\n');
  } finally {
    pg.Client.prototype.query = originalQuery;
    await app.close();
  }
  return plans;
}

/** EXPLAIN of every captured statement of an operation; sequential scans of tables above 5,000 rows. */
async function explainAll(url, plans) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT relname FROM pg_class WHERE relkind = 'r' AND reltuples >= 5000");
    const large = new Set(rows.map((row) => row.relname));
    const result = {};
    for (const [operation, statements] of Object.entries(plans)) {
      const scans = new Set();
      for (const { text, params } of statements) {
        if (!/^\s*(select|with|update|insert|delete)\b/i.test(text) || /pg_notify/.test(text)) continue;
        const plan = (await client.query(`EXPLAIN ${text}`, params)).rows.map((row) => row['QUERY PLAN']).join('\n');
        for (const match of plan.matchAll(/Seq Scan on "?(\w+)"?/g)) if (large.has(match[1])) scans.add(match[1]);
      }
      result[operation] = [...scans];
    }
    return result;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- cold start
/** Starts the server on an embedded database in `dataDir` until /healthz answers; returns the milliseconds. */
async function startOnce(dataDir) {
  const port = await freePort();
  const started = Date.now();
  const child = spawnTracked(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', SEED_DEMO_DATA: 'false' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (Date.now() - started > 120_000) throw new Error('server did not start');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        await sleep(25);
      }
    }
    return Date.now() - started;
  } finally {
    await child.stop();
  }
}

/** The first start creates the embedded database; the measured one starts on it. */
async function coldStart(firstStart) {
  const { dataDir, first } = await firstStart;
  const again = await startOnce(dataDir);
  log(`## Start\n\nfirst start (creates the embedded database${quick ? ', overlapping the data setup in quick mode' : ''}): ${first} ms; start on the existing embedded database: ${again} ms (target ≤ 3000 ms)\n`);
  target('cold start on an existing embedded database', `${again} ms`, '≤ 3000 ms', again <= 3000);
}
const prepareColdStart = async () => {
  const dataDir = tempDir('ghc-bench-start-');
  return { dataDir, first: await startOnce(dataDir) };
};

/**
 * Issue 23's floors for the production configuration, in one table. The full run fails when one is missed; the quick
 * run (CI, a loaded machine, 100-request loads and one Lighthouse run) asserts only the deterministic one, the landing
 * route's JS, and prints the others as not asserted.
 */
function floors({ landingBytes, list, detail, trivial, lighthouse }) {
  const rows = [
    { name: 'landing route JS (gzip)', value: `${(landingBytes / 1024).toFixed(1)} KiB`, floor: '≤ 200 KiB', pass: landingBytes <= 200 * 1024, deterministic: true },
    { name: 'list 20 rows throughput vs raw baseline', value: `${list.ratio.toFixed(2)}×`, floor: '≥ 0.75×', pass: list.ratio >= 0.75 },
    { name: 'detail throughput vs raw baseline', value: `${detail.ratio.toFixed(2)}×`, floor: '≥ 0.60×', pass: detail.ratio >= 0.6 },
    { name: '{ __typename } CPU per request vs raw baseline', value: `${trivial.cpuRatio.toFixed(2)}×`, floor: '≤ 4×', pass: trivial.cpuRatio <= 4 },
  ];
  for (const page of ['landing', 'login', 'dashboard', 'application form']) {
    const figure = lighthouse?.find((result) => result.page === page);
    rows.push({ name: `Lighthouse ${page}: performance`, value: figure ? String(figure.score) : 'not run', floor: '≥ 90', pass: Boolean(figure && figure.score >= 90) });
  }
  log(`## Production configuration floors (issue 23; rate limiting on; ratios against the raw node:http + pg baseline of this run, ${largestSize().toLocaleString('en')} applications)\n`);
  log('| floor | value | required | result |\n|---|---|---|---|');
  for (const row of rows) {
    const asserted = row.deterministic || !quick;
    log(`| ${row.name} | ${row.value} | ${row.floor} | ${row.pass ? 'pass' : '**fail**'}${asserted ? '' : ' (not asserted in a quick run)'} |`);
    if (!row.pass && asserted && !row.deterministic) floorFailures.push(`${row.name}: ${row.value} (required ${row.floor})`);
  }
  if (trivial.apollo) {
    log('\nApollo Server alone (bench/apollo-alone-server.mjs: the same schema, resolvers and services, none of our request handling), same rounds, against the same baseline:\n');
    log('| request | gateway | Apollo Server alone | floor |\n|---|---|---|---|');
    log(`| list 20 rows: throughput | ${list.ratio.toFixed(2)}× | ${list.apollo.ratio.toFixed(2)}× | ≥ 0.75× |`);
    log(`| detail: throughput | ${detail.ratio.toFixed(2)}× | ${detail.apollo.ratio.toFixed(2)}× | ≥ 0.60× |`);
    log(`| \`{ __typename }\`: CPU per request | ${trivial.cpuRatio.toFixed(2)}× | ${trivial.apollo.cpuRatio.toFixed(2)}× | ≤ 4× |`);
  }
  log('');
}
const floorFailures = [];
const largestSize = () => SIZES.at(-1);

/** A section whose failure is reported (and fails the run) without losing the sections after it. */
async function attempt(name, body) {
  const done = section(name);
  try {
    await body();
  } catch (error) {
    console.error(error);
    log(`## ${name}: failed\n\n${String(error?.message ?? error).split('\n')[0]}\n`);
    target(name, 'failed', 'runs', false);
    sectionFailed = true;
  } finally {
    done();
  }
}
let sectionFailed = false;
/** Work started early (quick mode); a failed run waits for it before cleaning up, so it cannot create things later. */
const background = [];

// ---------------------------------------------------------------- main
async function main() {
  if (build) {
    const done = section('build');
    // Other builds in the same checkout (helpers, watchers) hold this lock too.
    const command = fs.existsSync('/usr/bin/flock') ? ['flock', ['/tmp/ghc-build.lock', 'npm', 'run', 'build', '--silent']] : ['npm', ['run', 'build', '--silent']];
    execFileSync(command[0], command[1], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    done();
  } else if (!fs.existsSync(path.join(root, 'dist/server/main.js')) || !fs.existsSync(path.join(root, 'dist/web/index.html'))) {
    throw new Error('--no-build: dist/ is missing; run `npm run build` first');
  }
  log(`# Benchmarks\n\n${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · PostgreSQL at ${new URL(adminUrl).host} · ${quick ? 'quick' : 'full'} run\n`);
  log('Every time is a ratio against a baseline measured in the same run (interleaved, medians): the machine is shared and noisy.\n');
  const landingBytes = frontEnd();
  // Quick mode creates the embedded database of the start benchmark while the data is set up (no timing there).
  // Quick mode also seeds the Lighthouse server's demo data meanwhile (timed only once it is ready).
  const firstStart = quick ? prepareColdStart() : null;
  const lighthouseServer = quick ? prepareLighthouseServer() : null;
  for (const pending of [firstStart, lighthouseServer]) {
    if (!pending) continue;
    pending.catch(() => {}); // awaited (and reported) later
    background.push(pending);
  }

  let done = section('bench databases');
  const databases = await Promise.all(SIZES.map((size) => createBenchDatabase(size)));
  done();
  console.error(`[bench] data: ${databases.map((d) => `${d.size} rows in ${d.seconds.toFixed(1)} s`).join(', ')}`);
  const [small, large] = databases;

  done = section('SQL counts');
  const plans = await sqlCounts(small);
  done();

  // 1-3. The gateway against the baseline on each database.
  done = section('gateway vs baseline');
  log(`## Gateway vs baseline (autocannon, ${CONNECTIONS} connections; per side a warm-up, then ${ROUNDS} interleaved round${ROUNDS > 1 ? 's' : ''} of at least ${REQUESTS} requests${MIN_LOAD_SECONDS ? ` and ${MIN_LOAD_SECONDS} s` : ''}; medians)\n`);
  log('The gateway runs as deployed: NODE_ENV=production, rate limiting on at its default limits (each caller\'s requests leased from the shared PostgreSQL counter, up to 50 per statement); each request carries the next of 300 partner keys, so none is refused (bench/lib.mjs). On the largest database a second gateway with rate limiting off (`RATE_LIMIT_ENABLED=false`, how this benchmark ran before issue 23) is measured in the same rounds: the difference is what the limiter costs. So is Apollo Server alone: its reference `startStandaloneServer` with the same schema, resolvers and services, the caller resolved once at start, none of our request handling (bench/apollo-alone-server.mjs). No change to our HTTP layer can take the gateway below it.\n');
  log('| case | baseline req/s | gateway req/s | throughput | CPU/request | limiter off: throughput | limiter off: CPU/request | Apollo Server alone: throughput | Apollo Server alone: CPU/request | errors |\n|---|---|---|---|---|---|---|---|---|---|');
  const servers = [];
  const compared = {};
  servers.push(...(await Promise.all(databases.map(async (data) => ({
    data,
    gateway: await startGateway(data.url),
    baseline: await startScript('bench/baseline-server.mjs', { DATABASE_URL: data.url }),
  })))));
  // Started after the others: on a busy shared machine three gateways starting at once took longer than a start may.
  servers.at(-1).unlimited = await startGateway(large.url, { RATE_LIMIT_ENABLED: 'false' });
  // Apollo Server alone on the same schema, resolvers and services (bench/apollo-alone-server.mjs), beside the largest
  // database's gateway: what the required request path costs before any of our request handling.
  servers.at(-1).apolloAlone = await startScript('bench/apollo-alone-server.mjs', {
    ...productionEnv('http://127.0.0.1'), DATABASE_URL: large.url, API_KEY,
  });
  // Quick mode compares on the larger database only (the figures are not asserted; the code path is).
  for (const { data, gateway, baseline, unlimited, apolloAlone } of quick ? servers.slice(-1) : servers) {
    // The JSON must be the same as the gateway's data for the same rows.
    const gql = await (await fetch(`${gateway.url}/graphql`, gatewayRequest(gateway, STAFF, LIST_QUERY, { first: 20 }))).json();
    const raw = await (await fetch(`${baseline.url}/list?first=20`)).json();
    if (JSON.stringify(gql) !== JSON.stringify(raw)) throw new Error('baseline and gateway disagree on the list JSON');
    const detailGql = await (await fetch(`${gateway.url}/graphql`, gatewayRequest(gateway, STAFF, DETAIL_QUERY, { id: data.detailId }))).json();
    const detailRaw = await (await fetch(`${baseline.url}/detail?id=${data.detailId}`)).json();
    if (JSON.stringify(detailGql) !== JSON.stringify(detailRaw)) throw new Error('baseline and gateway disagree on the detail JSON');

    const n = data.size.toLocaleString('en');
    const off = (query, variables) => (unlimited ? { off: { target: gatewayRequest(unlimited, STAFF, query, variables), pid: unlimited.pid } } : {});
    const apolloRequest = (query, variables) => ({ url: apolloAlone.url, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const apollo = (query, variables) => (apolloAlone ? { apollo: { target: apolloRequest(query, variables), pid: apolloAlone.pid } } : {});
    // Apollo alone does the same work: the same JSON for the same rows.
    if (apolloAlone && JSON.stringify(await (await fetch(apolloAlone.url, apolloRequest(LIST_QUERY, { first: 20 }))).json()) !== JSON.stringify(gql)) {
      throw new Error('Apollo Server alone and the gateway disagree on the list JSON');
    }
    compared[data.size] = {
      list: await compare(`list 20 rows (${n} apps)`, { url: `${baseline.url}/list?first=20` }, baseline.pid, gatewayRequest(gateway, STAFF, LIST_QUERY, { first: 20 }), gateway.pid, { ...off(LIST_QUERY, { first: 20 }), ...apollo(LIST_QUERY, { first: 20 }) }),
      detail: await compare(`detail (${n} apps)`, { url: `${baseline.url}/detail?id=${data.detailId}` }, baseline.pid, gatewayRequest(gateway, STAFF, DETAIL_QUERY, { id: data.detailId }), gateway.pid, { ...off(DETAIL_QUERY, { id: data.detailId }), ...apollo(DETAIL_QUERY, { id: data.detailId }) }),
      trivial: await compare(`{ __typename } (${n} apps)`, { url: `${baseline.url}/typename` }, baseline.pid, gatewayRequest(gateway, STAFF, '{ __typename }', {}), gateway.pid, { ...off('{ __typename }', {}), ...apollo('{ __typename }', {}) }),
    };
  }
  for (const s of servers) {
    await s.unlimited?.stop();
    await s.apolloAlone?.stop();
  }
  const { list, detail, trivial } = compared[large.size];
  log('');
  target(`list throughput vs baseline (${large.size.toLocaleString('en')} apps)`, `${list.ratio.toFixed(2)}×`, '≥ 0.75×', list.ratio >= 0.75);
  target(`list CPU per request vs baseline`, `${list.cpuRatio.toFixed(2)}×`, '≤ 3×', list.cpuRatio <= 3);
  target(`detail throughput vs baseline`, `${detail.ratio.toFixed(2)}×`, '≥ 0.60×', detail.ratio >= 0.6);
  target('{ __typename } CPU per request vs baseline', `${trivial.cpuRatio.toFixed(2)}×`, '≤ 4×', trivial.cpuRatio <= 4);
  done();

  // 5. Growth: the same three reads on the small and the large database, interleaved; then EXPLAIN.
  done = section('growth');
  const operations = [
    { name: 'staff list (20 rows)', plan: 'staff applications', request: (s) => gatewayRequest(s.gateway, STAFF, LIST_QUERY, { first: 20 }) },
    { name: 'detail', plan: 'application detail', request: (s) => gatewayRequest(s.gateway, STAFF, DETAIL_QUERY, { id: s.data.detailId }) },
    { name: 'customer’s own applications (20 rows)', plan: 'customer’s own applications', request: (s) => gatewayRequest(s.gateway, { cookies: s.data.customerCookies }, MINE_QUERY, { first: 20 }) },
  ];
  const explained = await Promise.all(servers.map((s) => explainAll(s.data.url, plans)));
  log(`## Growth (${small.size.toLocaleString('en')} → ${large.size.toLocaleString('en')} applications; gateway latency at ${GROWTH_CONNECTIONS} connections; per server a warm-up, then ${ROUNDS} interleaved round${ROUNDS > 1 ? 's' : ''} of at least ${GROWTH_REQUESTS} requests${MIN_LOAD_SECONDS ? ` and ${MIN_LOAD_SECONDS} s` : ''}; medians)\n`);
  log(`| operation | p50 ms (${small.size.toLocaleString('en')}) | p50 ms (${large.size.toLocaleString('en')}) | p99 ms (${small.size.toLocaleString('en')}) | p99 ms (${large.size.toLocaleString('en')}) | p50 ratio | p99 ratio | seq scan of a large table (EXPLAIN) |\n|---|---|---|---|---|---|---|---|`);
  for (const operation of operations) {
    // As in compare(): a warm-up load per server (not counted), then loads of at least GROWTH_REQUESTS requests and
    // MIN_LOAD_SECONDS each (1,000 detail requests took ~0.1 s, so single slow moments moved the medians).
    const amounts = [];
    for (const s of servers) amounts.push(await warmUp(operation.request(s), s.gateway.pid, GROWTH_CONNECTIONS, GROWTH_REQUESTS));
    const runs = servers.map(() => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, s] of servers.entries()) runs[i].push(await load(operation.request(s), s.gateway.pid, GROWTH_CONNECTIONS, amounts[i]));
    }
    if (runs.flat().some((r) => r.errors)) throw new Error(`growth ${operation.name}: failed requests`);
    const [a, b] = runs.map((r) => ({ p50: median(r.map((x) => x.p50)), p99: median(r.map((x) => x.p99)) }));
    const ratio50 = b.p50 / a.p50;
    const ratio99 = b.p99 / a.p99;
    const scans = explained.map((e, i) => (e[operation.plan].length ? `${servers[i].data.size.toLocaleString('en')}: ${e[operation.plan].join(', ')}` : null)).filter(Boolean);
    log(`| ${operation.name} | ${a.p50.toFixed(2)} | ${b.p50.toFixed(2)} | ${a.p99.toFixed(2)} | ${b.p99.toFixed(2)} | ${ratio50.toFixed(2)}× | ${ratio99.toFixed(2)}× | ${scans.length ? scans.join('; ') : 'none'} |`);
    target(`growth ${operation.name}: p50 ${large.size.toLocaleString('en')} vs ${small.size.toLocaleString('en')} rows`, `${ratio50.toFixed(2)}×`, '≤ 1.3×', ratio50 <= 1.3);
    target(`growth ${operation.name}: no seq scan of a large table`, scans.length ? scans.join('; ') : 'none', 'none', scans.length === 0);
  }
  log('\nEXPLAIN covers every statement the operation sent (captured at the driver), with its parameters.\n');
  done();

  // The large database is no longer needed: stop its servers and drop it before the next benchmarks.
  for (const s of servers.slice(1)) {
    await s.gateway.stop();
    await s.baseline.stop();
    await s.data.drop();
  }
  await servers[0].baseline.stop();

  // Refusing an oversized document, on the small database's gateway (printed figures, not a budget).
  await attempt('oversized document refusals', () => benchRefusals({ gateway: servers[0].gateway, quick, log, target }));

  // 6. Subscriptions on the small database; its gateway is instance A.
  await attempt('subscriptions', async () => {
    await benchSubscriptions({ data: small, gateway: servers[0].gateway, subscribers: SUBSCRIBERS, rounds: SUBSCRIPTION_ROUNDS, log, target });
  });
  await servers[0].gateway.stop();
  await small.drop();

  // 7. Lighthouse.
  let lighthouseResults = null;
  await attempt('lighthouse', async () => {
    lighthouseResults = await benchLighthouse({ runs: LIGHTHOUSE_RUNS, log, target, prepared: lighthouseServer });
  });

  // 8. Start.
  await attempt('cold start', () => coldStart(firstStart ?? prepareColdStart()));

  // 9. Close of business: quick mode checks that it still runs, agrees with the per-loan loop and is idempotent.
  await attempt('close of business', () => benchCloseOfBusiness({ sizes: quick ? [500, 2_000] : [10_000, 1_000_000], log, target }));

  floors({ landingBytes, list, detail, trivial, lighthouse: lighthouseResults });

  log('## Targets\n');
  log('| figure | value | target | met |\n|---|---|---|---|');
  for (const t of targets) log(`| ${t.name} | ${t.value} | ${t.goal} | ${t.met ? 'met' : '**missed**'} |`);
  log(`\nCI (\`npm run bench -- --quick --no-build\`) fails only on the deterministic budgets: the landing route's JS, any lazy chunk over 60 KiB gzip, and list reads whose statement count depends on the page size (and when a section cannot run, e.g. a close of business that disagrees with the per-loan loop or changes something on a second run).\n`);

  if (!quick) {
    // Notes kept by hand (before/after of fixes) live under "## Notes" and survive a new run.
    const file = path.join(root, 'BENCHMARKS.md');
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const notes = previous.indexOf('\n## Notes');
    fs.writeFileSync(file, report.join('\n') + '\n' + (notes >= 0 ? previous.slice(notes) : ''));
    console.error('[bench] wrote BENCHMARKS.md');
  }
}

const started = Date.now();
try {
  await main();
  if (sectionFailed) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await Promise.allSettled(background);
  await cleanupAll();
  console.error(`[bench] total ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
if (floorFailures.length) {
  console.error(`\nProduction floors missed:\n- ${floorFailures.join('\n- ')}`);
  process.exitCode = 1;
}
if (budgetFailures.length) {
  console.error(`\nBudgets missed:\n- ${budgetFailures.join('\n- ')}`);
  process.exitCode = 1;
} else if (!process.exitCode) {
  console.log('\nDeterministic budgets met (bundle size, SQL statement counts equal at 20 and 100 rows).');
}
// Sockets and timers of libraries (autocannon, ws) must not keep a finished run alive.
process.exit(process.exitCode ?? 0);
