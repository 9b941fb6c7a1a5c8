// `npm run bench` (full) or `npm run bench -- --quick` (small sizes, < 2 min, part of CI).
// Every timing is a ratio against a baseline measured in the same run (interleaved A B A B, medians), because
// these machines are shared and noisy. CI asserts only deterministic budgets: bundle sizes and SQL counts.
import { spawn, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const quick = process.argv.includes('--quick');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = quick ? [1_000, 10_000] : [10_000, 1_000_000];
const ROUNDS = 3;
const REQUESTS = quick ? 300 : 5_000;
const CONNECTIONS = 50;
const budgetFailures = [];
const report = [];
const log = (line) => {
  console.log(line);
  report.push(line);
};

const dbUrl = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuTicks = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

// ---------------------------------------------------------------- data
async function createBenchDatabase(size) {
  const name = `ghc_bench_${size}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const { createDatabase } = await import(path.join(root, 'dist/server/db/client.js'));
  const { runMigrations } = await import(path.join(root, 'dist/server/db/migrate.js'));
  const database = await createDatabase({ databaseUrl: dbUrl(name), dataDir: os.tmpdir(), poolMax: 2 });
  await runMigrations(database);
  await database.close();

  const client = new pg.Client({ connectionString: dbUrl(name) });
  await client.connect();
  // One customer per application (a customer may hold one open application), contacts and employers for each.
  await client.query(`INSERT INTO "user"(id, name, email, email_verified, role, first_name, last_name, created_at, updated_at)
    SELECT 'bench-u-' || g, 'Bench User ' || g, 'bench' || g || '@example.com', true, 'user', 'Bench', 'User ' || g,
           now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, $1) g`, [size]);
  await client.query(`INSERT INTO application(user_id, status, monthly_rent, advance_months, repayment_months,
        property_address, property_digital_address, landlord_name, landlord_phone, created_at, updated_at)
    SELECT 'bench-u-' || g, (ARRAY['pending','under_review','approved','rejected','cancelled'])[1 + g % 5]::application_status,
           50000 + (g % 100) * 1000, 1 + g % 12, (ARRAY[3,6,9,12])[1 + g % 4], g || ' Ring Road Central, Accra',
           'GA-' || lpad((100 + g % 900)::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0'), 'Landlord ' || g,
           '+23324' || lpad((g % 10000000)::text, 7, '0'), now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, $1) g`, [size]);
  await client.query(`INSERT INTO emergency_contact(application_id, position, name, phone, relationship)
    SELECT a.id, p, 'Contact ' || p, '+23320' || lpad((abs(hashtext(a.id::text)) % 10000000)::text, 7, '0'), 'sibling'
      FROM application a CROSS JOIN generate_series(0, 1) p`);
  await client.query(`INSERT INTO employer_information(application_id, employer_name, employer_address, employer_phone, job_title,
        employment_type, monthly_net_income, start_date)
    SELECT a.id, 'Employer Ltd', 'Airport City, Accra', '+233302000000', 'Officer', 'full_time', 450000, '2020-01-01' FROM application a`);
  // A partner key bound to credit_analyst (viewAllApplications) authenticates the staff list.
  const secret = `ghc_live_${randomBytes(32).toString('base64url')}`;
  await client.query(`INSERT INTO "user"(id, name, email, email_verified, role, first_name, last_name) VALUES
    ('bench-admin', 'Bench Admin', 'bench-admin@example.com', true, 'admin', 'Bench', 'Admin'),
    ('bench-key-user', 'Bench key', 'bench-key@api-keys.invalid', true, 'credit_analyst', 'Bench', 'Key')`);
  await client.query(`INSERT INTO api_key(name, role, prefix, hash, created_by, service_user_id, expires_at)
    VALUES ('bench', 'credit_analyst', $1, $2, 'bench-admin', 'bench-key-user', now() + interval '1 day')`,
    [secret.slice(9, 17), createHash('sha256').update(secret).digest('hex')]);
  await client.query('ANALYZE');
  const { rows } = await client.query('SELECT id FROM application ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1', [Math.floor(size / 2)]);
  await client.end();
  return { name, url: dbUrl(name), secret, detailId: rows[0].id };
}

async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

// ---------------------------------------------------------------- servers
async function startGateway(databaseUrl) {
  const port = 5100 + Math.floor(Math.random() * 800);
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`, BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_ENABLED: 'false', AUTH_RATE_LIMIT: 'false', ALLOW_SIMULATED_PAYMENTS: 'true', LOG_LEVEL: 'error', SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, pid: child.pid, child, startMs: Date.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('gateway did not start');
}

/** The baseline in its own process, so its CPU time is its own (autocannon runs here). */
async function startBaselineProcess(databaseUrl) {
  const child = spawn(process.execPath, ['bench/baseline-server.mjs'], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('baseline exited')));
  });
  return {
    url,
    pid: child.pid,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const NODE_FIELDS = `id status monthlyRent advanceMonths repaymentMonths propertyAddress createdAt
  applicant { id firstName lastName email } emergencyContacts { name phone relationship }
  employerInformation { employerName jobTitle employmentType monthlyNetIncome }`;
const LIST_QUERY = `query StaffApplications($first: Int!) { applications(first: $first) { nodes { ${NODE_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const DETAIL_QUERY = `query ApplicationDetail($id: ID!) { application(id: $id) { ${NODE_FIELDS} } }`;

function gatewayRequest(gateway, secret, query, variables) {
  return { url: `${gateway.url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': secret }, body: JSON.stringify({ query, variables }) };
}

async function load(target, pid) {
  const before = cpuTicks(pid);
  // A fixed number of requests (not a duration): on a busy machine every request still completes and counts.
  const result = await autocannon({ ...target, connections: CONNECTIONS, amount: REQUESTS });
  const ticks = cpuTicks(pid) - before;
  const requests = result.requests.total || 1;
  const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  return { rps: requests / seconds, cpuMsPerRequest: (ticks * 10) / requests, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

/** Interleaved A B A B rounds; medians of each side. */
async function compare(label, baselineTarget, baselinePid, gatewayTarget, gatewayPid) {
  const a = [];
  const b = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    a.push(await load(baselineTarget, baselinePid));
    b.push(await load(gatewayTarget, gatewayPid));
  }
  const summary = (runs) => ({ rps: median(runs.map((r) => r.rps)), cpu: median(runs.map((r) => r.cpuMsPerRequest)), errors: runs.reduce((n, r) => n + r.errors, 0) });
  const base = summary(a);
  const gw = summary(b);
  log(`| ${label} | ${base.rps.toFixed(0)} | ${gw.rps.toFixed(0)} | ${(gw.rps / base.rps).toFixed(2)}× | ${(gw.cpu / base.cpu).toFixed(2)}× | ${base.errors + gw.errors} |`);
  return { ratio: gw.rps / base.rps, cpuRatio: gw.cpu / base.cpu };
}

// ---------------------------------------------------------------- main
execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
log(`# Benchmarks\n\n${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${quick ? 'quick' : 'full'} run\n`);

// 7. Front end: gzipped JS per chunk of the production build.
const assets = path.join(root, 'dist/web/assets');
const chunks = fs.readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length }));
const html = fs.readFileSync(path.join(root, 'dist/web/index.html'), 'utf8');
// The first route downloads everything index.html references (entry + preloads) plus the landing chunk.
const initial = chunks.filter((chunk) => html.includes(chunk.file) || chunk.file.startsWith('LandingPage'));
const firstRoute = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
log('## Front end (gzip)\n');
log(`landing route (entry + landing chunk): ${(firstRoute / 1024).toFixed(1)} KiB (budget 200 KiB)`);
if (firstRoute > 200 * 1024) budgetFailures.push(`landing route ${(firstRoute / 1024).toFixed(1)} KiB > 200 KiB`);
const lazy = chunks.filter((chunk) => !initial.includes(chunk));
const lazyOver = lazy.filter((chunk) => chunk.gzip > 60 * 1024);
log(`largest lazy chunks: ${lazy.sort((x, y) => y.gzip - x.gzip).slice(0, 5).map((c) => `${c.file} ${(c.gzip / 1024).toFixed(1)} KiB`).join(', ')}`);
log(`lazy chunks over 60 KiB: ${lazyOver.length ? lazyOver.map((c) => c.file).join(', ') : 'none'}\n`);

// 4. SQL statements per operation, counted at the driver (in-process server, real PostgreSQL).
const sqlDb = await createBenchDatabase(2_000);
{
  const { createDatabase } = await import(path.join(root, 'dist/server/db/client.js'));
  const { startApplication } = await import(path.join(root, 'dist/server/application.js'));
  const { loadConfig } = await import(path.join(root, 'dist/server/config.js'));
  const { createLogger } = await import(path.join(root, 'dist/server/logger.js'));
  let statements = 0;
  const database = await createDatabase({ databaseUrl: sqlDb.url, dataDir: os.tmpdir(), onQuery: () => (statements += 1) });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', DATABASE_URL: sqlDb.url });
  const app = await startApplication({ config, logger: createLogger('silent'), database });
  const count = async (query, variables) => {
    statements = 0;
    const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': sqlDb.secret }, body: JSON.stringify({ query, variables }) });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return statements;
  };
  await count(LIST_QUERY, { first: 1 }); // warm-up (API key last-used write)
  const list20 = await count(LIST_QUERY, { first: 20 });
  const list100 = await count(LIST_QUERY, { first: 100 });
  const detail = await count(DETAIL_QUERY, { id: sqlDb.detailId });
  const typename = await count('{ __typename }', {});
  log('## SQL statements per request (driver count, including the API-key lookup)\n');
  log('| operation | statements |\n|---|---|');
  log(`| staff applications, first 20 | ${list20} |\n| staff applications, first 100 | ${list100} |\n| application detail | ${detail} |\n| { __typename } | ${typename} |\n`);
  if (list20 !== list100) budgetFailures.push(`applications list: ${list20} statements at 20 rows but ${list100} at 100`);
  await app.close();
}
await dropDatabase(sqlDb.name);

// 1-3. Gateway against the baseline, and 5. growth from the small to the large database.
log('## Gateway vs baseline (req/s, ratio, CPU per request ratio)\n');
log(`| case | baseline req/s | gateway req/s | throughput | CPU/request | errors |\n|---|---|---|---|---|---|`);
const growth = {};
for (const size of SIZES) {
  const data = await createBenchDatabase(size);
  const gateway = await startGateway(data.url);
  const baseline = await startBaselineProcess(data.url);
  const selfPid = baseline.pid;
  // The JSON must be the same as the gateway's data for the same rows.
  const gql = await (await fetch(`${gateway.url}/graphql`, gatewayRequest(gateway, data.secret, LIST_QUERY, { first: 20 }))).json();
  const raw = await (await fetch(`${baseline.url}/list?first=20`)).json();
  if (JSON.stringify(gql) !== JSON.stringify(raw)) throw new Error('baseline and gateway disagree on the list JSON');
  const detailGql = await (await fetch(`${gateway.url}/graphql`, gatewayRequest(gateway, data.secret, DETAIL_QUERY, { id: data.detailId }))).json();
  const detailRaw = await (await fetch(`${baseline.url}/detail?id=${data.detailId}`)).json();
  if (JSON.stringify(detailGql) !== JSON.stringify(detailRaw)) throw new Error('baseline and gateway disagree on the detail JSON');

  const list = await compare(`list 20 rows (${size} apps)`, { url: `${baseline.url}/list?first=20` }, selfPid, gatewayRequest(gateway, data.secret, LIST_QUERY, { first: 20 }), gateway.pid);
  const detail = await compare(`detail (${size} apps)`, { url: `${baseline.url}/detail?id=${data.detailId}` }, selfPid, gatewayRequest(gateway, data.secret, DETAIL_QUERY, { id: data.detailId }), gateway.pid);
  const trivial = await compare(`{ __typename } (${size} apps)`, { url: `${baseline.url}/typename` }, selfPid, gatewayRequest(gateway, data.secret, '{ __typename }', {}), gateway.pid);
  const latency = await load(gatewayRequest(gateway, data.secret, LIST_QUERY, { first: 20 }), gateway.pid);
  growth[size] = { list, detail, trivial, p50: latency.p50, p99: latency.p99 };

  // EXPLAIN: no sequential scan of the application table for the list and the detail.
  const client = new pg.Client({ connectionString: data.url });
  await client.connect();
  const plans = [
    (await client.query(`EXPLAIN SELECT * FROM application ORDER BY created_at DESC, id DESC LIMIT 21`)).rows,
    (await client.query(`EXPLAIN SELECT * FROM application WHERE id = $1`, [data.detailId])).rows,
  ].map((rows) => rows.map((row) => row['QUERY PLAN']).join('\n'));
  await client.end();
  if (plans.some((plan) => /Seq Scan on application/.test(plan))) log(`(!) sequential scan on application at ${size} rows`);

  gateway.child.kill('SIGTERM');
  await new Promise((resolve) => gateway.child.once('exit', resolve));
  await baseline.close();
  await dropDatabase(data.name);
}
const [small, large] = SIZES;
log(`\n## Growth (${small} → ${large} applications, gateway list p50/p99 ms)\n`);
log(`p50 ${growth[small].p50} → ${growth[large].p50} ms; p99 ${growth[small].p99} → ${growth[large].p99} ms; ratio p50 ${(growth[large].p50 / Math.max(1, growth[small].p50)).toFixed(2)}×\n`);

// 8. Cold start on an existing embedded database.
{
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-bench-start-'));
  const startOnce = async () => {
    const port = 5950 + Math.floor(Math.random() * 40);
    const started = Date.now();
    const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'error', SEED_DEMO_DATA: 'false' }, stdio: 'ignore' });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const elapsed = Date.now() - started;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    return elapsed;
  };
  const first = await startOnce();
  const again = await startOnce();
  log(`## Start\n\nfirst start (new embedded database): ${first} ms; start on the existing embedded database: ${again} ms (target ≤ 3000 ms)\n`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (!quick) fs.writeFileSync(path.join(root, 'BENCHMARKS.md'), report.join('\n') + '\n');
if (budgetFailures.length) {
  console.error(`\nBudgets missed:\n- ${budgetFailures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nDeterministic budgets met (bundle size, SQL statement counts).');
