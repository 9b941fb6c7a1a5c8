// Shared pieces of the benchmark harness: bench databases, server processes, statistics and cleanup.
// Everything created here is registered for cleanup, which runs on success, on failure and on SIGINT/SIGTERM.
import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/free-port.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// CI points TEST_DATABASE_URL at its throwaway database: bench databases are created on the same server.
export const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const dbUrl = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

/** One secret per run: the gateways sign session cookies with it and the bench signs its own sessions. */
export const AUTH_SECRET = randomBytes(32).toString('hex');
/** One partner key (credit_analyst) per run, valid in every bench database. */
export const API_KEY = `ghc_live_${randomBytes(32).toString('base64url')}`;
/**
 * The loads run with rate limiting on, at the production limits (1,200 requests a minute per key, 600 per signed-in
 * user). One caller at 10⁴ req/s would be refused after 1,200 requests, as production refuses it; the loads model many
 * partners instead: each request carries the next of STAFF_KEYS keys (same role), so every request is counted by the
 * limiter (one lease statement per up to 50 requests of a key) and none is refused. 300 keys allow 360,000 requests a minute per bench database (the gateway's API-key cache
 * holds 1,000).
 */
export const STAFF_KEYS = [API_KEY, ...Array.from({ length: 299 }, () => `ghc_live_${randomBytes(32).toString('base64url')}`)];
export const CUSTOMER_ID = 'bench-customer';
/** Customers with the same CUSTOMER_ROWS applications each, so the customer's read runs under the per-user limit. */
export const CUSTOMERS = 32;
/** Applications and notifications of the bench customer: more than one page of 100. */
export const CUSTOMER_ROWS = 120;
/** The application the detail benchmarks read: the same id in every bench database (row 1000 exists in all sizes). */
export const DETAIL_ROW = 1000;

/** The application fields every read benchmark asks for: the baseline server answers the same JSON. */
export const NODE_FIELDS = `id status monthlyRent advanceMonths repaymentMonths propertyAddress createdAt
  applicant { id firstName lastName email } emergencyContacts { name phone relationship }
  employerInformation { employerName jobTitle employmentType monthlyNetIncome }`;
export const LIST_QUERY = `query StaffApplications($first: Int!) { applications(first: $first) { nodes { ${NODE_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
export const DETAIL_QUERY = `query ApplicationDetail($id: ID!) { application(id: $id) { ${NODE_FIELDS} } }`;

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- cleanup
const cleanups = [];
const children = new Set();
/** Registers an async undo step; steps run last-in first-out. Returns a function that runs it now (once). */
export function onCleanup(step) {
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    const index = cleanups.indexOf(run);
    if (index >= 0) cleanups.splice(index, 1);
    await step();
  };
  cleanups.push(run);
  return run;
}
export async function cleanupAll() {
  while (cleanups.length) {
    try {
      await cleanups.at(-1)();
    } catch (error) {
      console.error(`cleanup step failed: ${error?.message ?? error}`);
    }
  }
}
// Last resort if the process exits without cleanupAll: never leave a server running.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

/** A child process that is stopped (SIGTERM, then SIGKILL after 10 s) at cleanup. */
export function spawnTracked(command, args, options) {
  const child = spawn(command, args, options);
  children.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stop = onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    children.delete(child);
  });
  return child;
}

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function adminQuery(sql) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** An empty, migrated database that is dropped at cleanup. */
export async function createMigratedDatabase(label) {
  const name = `ghc_bench_${label}_${process.pid}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  const drop = onCleanup(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const { createDatabase } = await import(path.join(root, 'dist/server/db/client.js'));
  const { runMigrations } = await import(path.join(root, 'dist/server/db/migrate.js'));
  const database = await createDatabase({ databaseUrl: dbUrl(name), dataDir: os.tmpdir(), poolMax: 2 });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return { name, url: dbUrl(name), drop };
}

/** better-auth's session cookie for a session token (HMAC-SHA256 of the token with the auth secret). */
export function sessionCookie(token) {
  const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
  return `ghc.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * A migrated database with `size` applications (one customer each, two emergency contacts and an employer each),
 * the bench customer with CUSTOMER_ROWS applications and notifications and a session, and the partner key.
 * Built with generate_series in a handful of statements so 10⁶ rows take seconds, not minutes.
 */
export async function createBenchDatabase(size) {
  const started = Date.now();
  const database = await createMigratedDatabase(String(size));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // Bulk load: no foreign-key triggers (the generated rows are consistent), secondary indexes built once at the end.
    await client.query("SET synchronous_commit = off; SET session_replication_role = replica; SET maintenance_work_mem = '512MB'");
    const { rows: indexes } = await client.query(`SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename IN ('user', 'application', 'emergency_contact', 'employer_information', 'notification')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`);
    for (const index of indexes) await client.query(`DROP INDEX "${index.indexname}"`);
    await client.query(`INSERT INTO "user"(id, name, email, email_verified, role, first_name, last_name, created_at, updated_at)
      SELECT 'bench-u-' || g, 'Bench User ' || g, 'bench' || g || '@example.com', true, 'user', 'Bench', 'User ' || g,
             now() - (g || ' seconds')::interval, now()
        FROM generate_series(1, $1) g`, [size]);
    // The bench admin has completed two-factor sign-in (staff sessions without it are refused).
    await client.query(`INSERT INTO "user"(id, name, email, email_verified, role, first_name, last_name, two_factor_enabled) VALUES
      ('bench-admin', 'Bench Admin', 'bench-admin@example.com', true, 'admin', 'Bench', 'Admin', true),
      ('bench-key-user', 'Bench key', 'bench-key@api-keys.invalid', true, 'credit_analyst', 'Bench', 'Key', false),
      ($1, 'Ama Bench', 'bench-customer@example.com', true, 'user', 'Ama', 'Bench', false)`, [CUSTOMER_ID]);
    // Deterministic ids (md5 of the row number) so the same id exists in every bench database.
    const applications = (from, owner, status, createdAt) => `INSERT INTO application(id, user_id, status, monthly_rent, advance_months,
          repayment_months, property_address, property_digital_address, landlord_name, landlord_phone, created_at, updated_at)
      SELECT md5('${from}' || g)::uuid, ${owner}, ${status}, 50000 + (g % 100) * 1000, 1 + g % 12, (ARRAY[3,6,9,12])[1 + g % 4],
             g || ' Ring Road Central, Accra', 'GA-' || lpad((100 + g % 900)::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
             'Landlord ' || g, '+23324' || lpad((g % 10000000)::text, 7, '0'), ${createdAt}, now()
        FROM generate_series(1, $1) g`;
    await client.query(applications('bench-app-', `'bench-u-' || g`,
      `(ARRAY['pending','under_review','approved','rejected','cancelled'])[1 + g % 5]::application_status`,
      `now() - (g || ' seconds')::interval`), [size]);
    // The bench customer: one open application (the newest) and the rest decided; one open at most is allowed.
    await client.query(applications('bench-customer-app-', `'${CUSTOMER_ID}'`,
      `(CASE WHEN g = 1 THEN 'pending' ELSE 'rejected' END)::application_status`,
      `now() - (g || ' minutes')::interval`), [CUSTOMER_ROWS]);
    // The other customers (their loads share the read among CUSTOMERS users, each under the per-user limit).
    await client.query(`INSERT INTO "user"(id, name, email, email_verified, role, first_name, last_name)
      SELECT $1 || '-' || k, 'Bench Customer ' || k, 'bench-customer-' || k || '@example.com', true, 'user', 'Ama', 'Bench ' || k
        FROM generate_series(2, $2) k`, [CUSTOMER_ID, CUSTOMERS]);
    for (let k = 2; k <= CUSTOMERS; k += 1) {
      await client.query(applications(`bench-customer-${k}-app-`, `'${CUSTOMER_ID}-${k}'`,
        `(CASE WHEN g = 1 THEN 'pending' ELSE 'rejected' END)::application_status`,
        `now() - (g || ' minutes')::interval`), [CUSTOMER_ROWS]);
    }
    await client.query(`INSERT INTO emergency_contact(application_id, position, name, phone, relationship)
      SELECT a.id, p, 'Contact ' || p, '+23320' || lpad((abs(hashtext(a.id::text)) % 10000000)::text, 7, '0'), 'sibling'
        FROM application a CROSS JOIN generate_series(0, 1) p`);
    await client.query(`INSERT INTO employer_information(application_id, employer_name, employer_address, employer_phone, job_title,
          employment_type, monthly_net_income, start_date)
      SELECT a.id, 'Employer Ltd', 'Airport City, Accra', '+233302000000', 'Officer', 'full_time', 450000, '2020-01-01' FROM application a`);
    await client.query(`INSERT INTO notification(user_id, kind, title, body, link, created_at)
      SELECT $1, 'application_status', 'Update ' || g, 'Your application changed.', '/application', now() - (g || ' minutes')::interval
        FROM generate_series(1, $2) g`, [CUSTOMER_ID, CUSTOMER_ROWS]);
    for (const index of indexes) await client.query(index.indexdef);
    await client.query('SET session_replication_role = DEFAULT');
    const customerIds = [CUSTOMER_ID, ...Array.from({ length: CUSTOMERS - 1 }, (_, i) => `${CUSTOMER_ID}-${i + 2}`)];
    const tokens = customerIds.map(() => randomBytes(24).toString('base64url'));
    await client.query(`INSERT INTO session(id, token, user_id, expires_at)
      SELECT 'bench-session-' || t.token, t.token, t.user_id, now() + interval '1 day' FROM unnest($1::text[], $2::text[]) AS t(token, user_id)`,
      [tokens, customerIds]);
    // Partner keys bound to credit_analyst (viewAllApplications, manageAllApplications) authenticate staff reads; each
    // key has its own service user, as modules/api-keys creates them.
    await client.query(`INSERT INTO "user"(id, name, email, email_verified, role, first_name, last_name)
      SELECT 'bench-key-user-' || k, 'Bench key ' || k, 'bench-key-' || k || '@api-keys.invalid', true, 'credit_analyst', 'Bench', 'Key ' || k
        FROM generate_series(2, $1) k`, [STAFF_KEYS.length]);
    await insertApiKeys(client, STAFF_KEYS.map((secret, i) => ({ secret, userId: i ? `bench-key-user-${i + 1}` : 'bench-key-user', role: 'credit_analyst', name: `bench-${i + 1}` })));
    await client.query('ANALYZE');
    const { rows } = await client.query(`SELECT md5('bench-app-' || $1::int)::uuid AS id`, [DETAIL_ROW]);
    const customerCookies = tokens.map(sessionCookie);
    return { ...database, size, detailId: rows[0].id, customerCookie: customerCookies[0], customerCookies, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/** API keys (only their SHA-256 is stored), the way modules/api-keys stores them; `userId` must exist. */
export async function insertApiKeys(client, keys) {
  if (!keys.length) return;
  await client.query(`INSERT INTO api_key(name, role, prefix, hash, created_by, service_user_id, expires_at)
    SELECT k->>'name', k->>'role', k->>'prefix', k->>'hash', 'bench-admin', k->>'userId', now() + interval '1 day'
      FROM json_array_elements($1::json) k`,
    [JSON.stringify(keys.map((key) => ({ ...key, prefix: key.secret.slice(9, 17), hash: createHash('sha256').update(key.secret).digest('hex') })))]);
}

// ---------------------------------------------------------------- servers
/** The configuration every bench server runs with (production, this run's auth secret, no demo data, quiet logs). */
export const productionEnv = (publicUrl) => ({
  NODE_ENV: 'production', PUBLIC_URL: publicUrl, BETTER_AUTH_SECRET: AUTH_SECRET, ALLOW_SIMULATED_PAYMENTS: 'true',
  LOG_LEVEL: 'error', SEED_DEMO_DATA: 'false', WS_SESSION_CHECK_MS: '60000', MAIL_TRANSPORT: 'log',
});

/**
 * dist/server/main.js in its own process, stopped at cleanup: production configuration (NODE_ENV=production, so
 * /graphql rate limiting and better-auth's limits are on at their default limits) unless `env` says otherwise.
 */
export async function startServer(env, { timeoutMs = 180_000, nodeArgs = [] } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnTracked(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, ...productionEnv(url), PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, origin: url, pid: child.pid, child, startMs: Date.now() - started, stop: child.stop };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await child.stop();
  throw new Error('server did not start');
}

/** The gateway under test on a bench database: production mode, demo data off, measured once its start-up work is done. */
export async function startGateway(databaseUrl, env = {}, options = {}) {
  const gateway = await startServer({ DATABASE_URL: databaseUrl, ...env }, options);
  // In production the server precompresses the web app (brotli 11) for a few seconds after it starts listening:
  // that CPU is not per-request cost, so wait until the process has been idle for 500 ms (at most 30 s).
  const started = Date.now();
  let last = cpuTicks(gateway.pid);
  while (Date.now() - started < 30_000) {
    await sleep(500);
    const now = cpuTicks(gateway.pid);
    if (now - last <= 2) break;
    last = now;
  }
  return gateway;
}

/** A bench script (baseline servers) in its own process, so its CPU time is its own; it prints its URL. */
export async function startScript(script, env) {
  const child = spawnTracked(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error(`${script} exited`)));
  });
  return { url, pid: child.pid, child, stop: child.stop };
}

export const cpuTicks = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
