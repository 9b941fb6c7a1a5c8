import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { startApplication, type RunningApplication } from '../application.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { createLogger } from '../logger.js';
import { adminUrl } from './global-setup.js';

export const TEST_PASSWORD = 'Passw0rd!2026';

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string; requestId?: string } }>;
}

export interface TestApp extends RunningApplication {
  origin: string;
  /** Statements sent to the driver since the last reset: how many (N+1 checks) and their texts. */
  statements: { count: number; texts: string[]; reset(): void };
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, cookie?: string): Promise<GraphQLResult<T>>;
  /** Registers a customer through better-auth's endpoint and returns their session cookie. */
  signUp(input?: Partial<{ email: string; password: string; firstName: string; lastName: string; role: string }>): Promise<{ cookie: string; email: string; id: string }>;
  signIn(email: string, password?: string): Promise<string>;
  /** Creates an account directly with the given role (as an admin would) and signs it in. */
  signInAs(role: string): Promise<{ cookie: string; id: string; email: string }>;
  /** Starts another server on the same database, as a second instance behind a load balancer. */
  startAnotherInstance(env?: Record<string, string>): Promise<TestInstance>;
  stop(): Promise<void>;
}

export interface TestInstance {
  url: string;
  /** The instance's job system (JOBS_ENABLED=true) and services. */
  jobs: RunningApplication['jobs'];
  services: RunningApplication['services'];
  graphql: TestApp['graphql'];
  stop(): Promise<void>;
}

function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return cookies.join('; ');
}

/** Starts the real server on an ephemeral port against a fresh copy of the migrated test database. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
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
    database = await createDatabase({ databaseUrl, dataDir: os.tmpdir(), onQuery, poolMax: 5 });
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
  const app = await startApplication({ config, logger: createLogger(config.LOG_LEVEL), database });
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

  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return sessionCookie(response);
  };

  const signUp: TestApp['signUp'] = async (input = {}) => {
    const email = input.email ?? `customer-${randomBytes(5).toString('hex')}@example.com`;
    const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password: TEST_PASSWORD, firstName: 'Esi', lastName: 'Quaye', ...input }),
    });
    const body = (await response.json()) as { user?: { id: string }; code?: string };
    if (!response.ok || !body.user) throw Object.assign(new Error(`sign-up failed: ${response.status}`), { body });
    return { cookie: sessionCookie(response), email, id: body.user.id };
  };

  const signInAs: TestApp['signInAs'] = async (role) => {
    const account = await signUp({ email: `${role}-${randomBytes(4).toString('hex')}@example.com` });
    await app.database.query('UPDATE "user" SET role = $1 WHERE id = $2', [role, account.id]);
    return { ...account, cookie: await signIn(account.email) };
  };

  return {
    ...app,
    origin,
    statements,
    graphql,
    signUp,
    signIn,
    signInAs,
    async startAnotherInstance(extraEnv = {}) {
      const anotherConfig = loadConfig({ ...baseEnv, ...extraEnv });
      // PostgreSQL: its own pool, like another process. PGlite serves one process, so the instances share it.
      const anotherDatabase = databaseUrl
        ? await createDatabase({ databaseUrl, dataDir: os.tmpdir(), poolMax: 5 })
        : { ...database, close: async () => {} };
      const another = await startApplication({ config: anotherConfig, logger: createLogger(anotherConfig.LOG_LEVEL), database: anotherDatabase });
      return { url: another.url, jobs: another.jobs, services: another.services, graphql: graphqlAt(another.url), stop: () => another.close() };
    },
    async stop() {
      await app.close();
      await dropDatabase();
    },
  };
}
