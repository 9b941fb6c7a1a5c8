import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { startApplication, type RunningApplication } from '../application.js';
import { totpKeyOf, withTotpCode } from '../auth/totp.js';
import { loadConfig } from '../config.js';
import { DEMO_EMAIL_DOMAIN } from '../seed/seed.js';
import { DEMO_TOTP_KEY } from '../seed/demo-two-factor.js';
import { createDatabase } from '../db/client.js';
import { createLogger } from '../logger.js';
import { adminUrl } from './global-setup.js';

export const TEST_PASSWORD = 'Kente-Loom-Harmattan-47';

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string; requestId?: string } }>;
}

export interface TestApp extends RunningApplication {
  origin: string;
  /** This test's own PostgreSQL database (undefined on PGlite). */
  databaseUrl?: string;
  /** Statements sent to the driver since the last reset: how many (N+1 checks) and their texts. */
  statements: { count: number; texts: string[]; reset(): void };
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, cookie?: string): Promise<GraphQLResult<T>>;
  /** Registers a customer through better-auth's endpoint and returns their session cookie. */
  /** Accepts the Terms and Privacy Policy as the register form does unless `acceptTerms: false`. */
  signUp(input?: Partial<{ email: string; password: string; firstName: string; lastName: string; role: string; acceptTerms: boolean }>): Promise<{ cookie: string; email: string; id: string }>;
  /** Signs in; for an account enrolled through `enrolTwoFactor` it answers the TOTP step too (as staff do). */
  signIn(email: string, password?: string): Promise<string>;
  /**
   * Creates an account directly with the given role (as an admin would) and signs it in; a staff account enrols in
   * two-factor sign-in on the way (staff cannot work without it), so the cookie is a fully signed-in staff session.
   */
  signInAs(role: string): Promise<{ cookie: string; id: string; email: string }>;
  /** Enrols the session's account in TOTP through better-auth's endpoints: the new cookie, the key and backup codes. */
  enrolTwoFactor(cookie: string, email: string, password?: string): Promise<{ cookie: string; key: string; backupCodes: string[] }>;
  /** POSTs to /api/auth with the trusted Origin: the response and its cookies joined as a Cookie header. */
  authPost(path: string, body: unknown, cookie?: string): Promise<{ status: number; body: Record<string, unknown> | null; cookie: string }>;
  /** Starts another server on the same database, as a second instance behind a load balancer (DATABASE_URL in `env` reaches it another way, e.g. through a proxy). */
  startAnotherInstance(env?: Record<string, string>): Promise<TestInstance>;
  stop(): Promise<void>;
}

export interface TestInstance {
  url: string;
  /** The instance's job system (JOBS_ENABLED=true) and services. */
  jobs: RunningApplication['jobs'];
  services: RunningApplication['services'];
  /** What the demo seed did at this instance's start (null unless SEED_DEMO_DATA). */
  seed: RunningApplication['seed'];
  graphql: TestApp['graphql'];
  stop(): Promise<void>;
}

/** The response's cookies as a Cookie header: the last value of each name wins, cleared ones are left out. */
function sessionCookie(response: Response): string {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0];
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.length > name.length + 1) cookies.set(name, pair);
    else cookies.delete(name);
  }
  return [...cookies.values()].join('; ');
}

/**
 * How every test instance opens PostgreSQL: a small pool of its own (like another process) that refuses a statement on
 * the root database while a transaction of the same flow is open (db/client.ts, NESTED_ROOT_QUERY).
 */
const TEST_POOL = { dataDir: os.tmpdir(), poolMax: 5, refuseRootQueriesInTransactions: true } as const;

/**
 * Starts the real server on an ephemeral port against a fresh copy of the migrated test database. `log` receives the
 * server's log lines (as written, after redaction) at LOG_LEVEL.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { log?: (level: string, line: string) => void } = {}): Promise<TestApp> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const statements = { count: 0, texts: [] as string[], reset() { this.count = 0; this.texts = []; } };
  const onQuery = (sql: string) => {
    statements.count += 1;
    statements.texts.push(sql);
  };
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  let database;
  if (baseUrl) {
    const name = `ghc_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    await admin.end();
    databaseUrl = adminUrl(baseUrl, name);
    database = await createDatabase({ ...TEST_POOL, databaseUrl, onQuery });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
    database = await createDatabase({ dataDir: fs.mkdtempSync(`${os.tmpdir()}/ghc-t-`), loadDataDir: dump, onQuery });
  }

  const baseEnv: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'http://localhost:4000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
  const config = loadConfig(baseEnv);
  const app = await startApplication({ config, logger: createLogger(config.LOG_LEVEL, options.log), database });
  const origin = config.trustedOrigins[0];

  const graphqlAt = (url: string): TestApp['graphql'] => async (query, variables, cookie) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLResult;
    return { ...body, status: response.status } as never;
  };
  const graphql = graphqlAt(app.url);

  const authPost: TestApp['authPost'] = async (path, body, cookie) => {
    const response = await fetch(`${app.url}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown> | null) : null, cookie: sessionCookie(response) };
  };

  // Authenticator keys of the accounts this harness enrolled, so signIn can answer their TOTP step.
  const totpKeys = new Map<string, string>();

  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const response = await authPost('/sign-in/email', { email, password });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
    if (!response.body?.twoFactorRedirect) return response.cookie;
    // Demo staff (SEED_DEMO_DATA) are enrolled with the published demo key.
    const key = totpKeys.get(email.toLowerCase()) ?? (email.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`) ? DEMO_TOTP_KEY : undefined);
    if (!key) throw new Error(`sign-in of ${email} asks for a TOTP code and the harness does not know its key`);
    let verified: Awaited<ReturnType<typeof authPost>> | undefined;
    // Each code is accepted once: a second sign-in within 30 s takes the next step's code (auth/totp.ts).
    await withTotpCode(key, email, async (code) => (verified = await authPost('/two-factor/verify-totp', { code }, response.cookie)).status === 200);
    if (verified?.status !== 200) throw new Error(`TOTP step failed: ${verified?.status} ${JSON.stringify(verified?.body)}`);
    return verified.cookie;
  };

  const enrolTwoFactor: TestApp['enrolTwoFactor'] = async (cookie, email, password = TEST_PASSWORD) => {
    const enabled = await authPost('/two-factor/enable', { password }, cookie);
    if (enabled.status !== 200) throw new Error(`two-factor enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`);
    const key = totpKeyOf(String(enabled.body?.totpURI));
    let verified: Awaited<ReturnType<typeof authPost>> | undefined;
    await withTotpCode(key, email, async (code) => (verified = await authPost('/two-factor/verify-totp', { code }, cookie)).status === 200);
    if (verified?.status !== 200) throw new Error(`two-factor verify failed: ${verified?.status} ${JSON.stringify(verified?.body)}`);
    totpKeys.set(email.toLowerCase(), key);
    return { cookie: verified.cookie, key, backupCodes: enabled.body?.backupCodes as string[] };
  };

  const signUp: TestApp['signUp'] = async (input = {}) => {
    const email = input.email ?? `customer-${randomBytes(5).toString('hex')}@example.com`;
    const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password: TEST_PASSWORD, firstName: 'Esi', lastName: 'Quaye', acceptTerms: true, ...input }),
    });
    const body = (await response.json()) as { user?: { id: string }; code?: string };
    if (!response.ok || !body.user) throw Object.assign(new Error(`sign-up failed: ${response.status}`), { body });
    return { cookie: sessionCookie(response), email, id: body.user.id };
  };

  const signInAs: TestApp['signInAs'] = async (role) => {
    const account = await signUp({ email: `${role}-${randomBytes(4).toString('hex')}@example.com` });
    await app.database.query('UPDATE "user" SET role = $1 WHERE id = $2', [role, account.id]);
    const cookie = await signIn(account.email);
    if (role === 'user') return { ...account, cookie };
    return { ...account, cookie: (await enrolTwoFactor(cookie, account.email)).cookie };
  };

  return {
    ...app,
    origin,
    databaseUrl,
    statements,
    graphql,
    signUp,
    signIn,
    signInAs,
    enrolTwoFactor,
    authPost,
    async startAnotherInstance(extraEnv = {}) {
      const anotherConfig = loadConfig({ ...baseEnv, ...extraEnv });
      // PostgreSQL: its own pool, like another process. PGlite serves one process, so the instances share it.
      const anotherDatabase = databaseUrl
        ? await createDatabase({ ...TEST_POOL, databaseUrl: anotherConfig.DATABASE_URL ?? databaseUrl })
        : { ...database, close: async () => {} };
      const another = await startApplication({ config: anotherConfig, logger: createLogger(anotherConfig.LOG_LEVEL), database: anotherDatabase });
      return { url: another.url, jobs: another.jobs, services: another.services, seed: another.seed, graphql: graphqlAt(another.url), stop: () => another.close() };
    },
    async stop() {
      await app.close();
      await dropDatabase();
    },
  };
}
