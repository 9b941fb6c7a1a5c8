import { fileURLToPath } from 'node:url';
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { SMS_GATEWAYS } from './sms-providers/provider.js';

// The repository root, the same from server/src (tests) and dist/server (built).
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(ROOT_DIR, 'data')),
  PUBLIC_URL: z.url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(false),
  SEED_DEMO_DATA: booleanFlag.optional(),
  DEMO_PASSWORD: z.string().min(8).default('Demo!2026pass'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(ROOT_DIR, 'dist/web')),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Per connection (db/client.ts): a statement running longer is cancelled; a transaction idle longer is ended; 0 = off.
  // `transaction` when DATABASE_URL goes through a transaction pooler (PgBouncer pool_mode=transaction): no named
  // prepared statements (db/prepared.ts).
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // Connections kept open while idle (db/client.ts); unset: all DB_POOL_MAX in production, none otherwise.
  DB_POOL_MIN: z.coerce.number().int().min(0).max(200).optional(),
  // The longest GraphQL document (query text) read, in bytes, refused before parsing on every path (HTTP, the socket);
  // the web's largest document is about 3 KB. Below the 1 MB body limit.
  GRAPHQL_MAX_DOCUMENT_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024).default(32 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // graphql-ws: an open socket re-checks its session this often (revoked or banned: closed with 4401 within 60 s).
  WS_SESSION_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(30_000),
  // Staff sessions (every role but user): signed out this long after signing in, and after this long without a request.
  STAFF_SESSION_MAX_HOURS: z.coerce.number().min(0.01).max(168).default(12),
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().min(0.1).max(1440).default(30),
  // graphql-ws: how long a new socket may wait before sending connection_init.
  WS_CONNECTION_INIT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  // graphql-ws: sockets not signed in, per client address and in all, per instance (signed-in users: 10 each). Past
  // either the socket is closed with 4429 (per address) or 1013 (in all).
  WS_MAX_ANONYMOUS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  WS_MAX_ANONYMOUS: z.coerce.number().int().min(1).max(100_000).default(2_000),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  // log: mail is not sent; the log gets the recipient and subject only (never the body, which may hold a link).
  MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  // Proxies whose X-Forwarded-For is believed: a hop count (1 = one load balancer) or a comma-separated list of
  // addresses/CIDRs (proxy-addr names loopback, linklocal, uniquelocal allowed). Unset: none, the socket address counts.
  TRUST_PROXY: z.string().optional(),
  // Bearer token for GET /metrics (Prometheus). Unset: no /metrics route.
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  MAIL_FROM: z.string().default('Ghana Homes Credit <no-reply@ghanahomescredit.example>'),
  // /graphql limits per minute; on by default except under NODE_ENV=test (tests opt in with RATE_LIMIT_ENABLED).
  RATE_LIMIT_ENABLED: booleanFlag.optional(),
  RATE_LIMIT_USER_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_API_KEY_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  // better-auth's limits on sign-in, sign-up and password reset; on by default in production only.
  AUTH_RATE_LIMIT: booleanFlag.optional(),
  // Sign-up attempts per IP and per email, and existing-email answers per IP, in an hour's window (counted in
  // PostgreSQL, so they hold across instances); on by default except under NODE_ENV=test (tests opt in).
  SIGN_UP_LIMIT_ENABLED: booleanFlag.optional(),
  SIGN_UP_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  SIGN_UP_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SIGN_UP_TAKEN_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  // simulated: a test-mode checkout page served by this app (works offline); paystack: real mobile-money charges.
  PAYMENT_PROVIDER: z.enum(['simulated', 'paystack']).default('simulated'),
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  // The simulated provider lets a payer approve their own payment: only for demos, never by accident in production.
  ALLOW_SIMULATED_PAYMENTS: booleanFlag.default(false),
  // Background jobs (pg-boss) in this process; on by default except under NODE_ENV=test (tests opt in).
  JOBS_ENABLED: booleanFlag.optional(),
  // Browser tests only: POST /__test__/clock moves the app's clock (http/test-clock.ts). Refused unless NODE_ENV=test.
  TEST_CLOCK_CONTROL: booleanFlag.default(false),
  // Loans per close-of-business batch (one transaction each).
  CLOSE_OF_BUSINESS_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(5_000),
  // simulated: SMS stay in the outbox (Sent messages page) and the log; arkesel: Arkesel's SMS API v2; hubtel: Hubtel SMS.
  SMS_PROVIDER: z.enum(SMS_GATEWAYS).default('simulated'),
  // A second gateway: a message the first refuses or cannot reach is retried on it at once (sms-providers/index.ts).
  SMS_FALLBACK_PROVIDER: z.enum(SMS_GATEWAYS).optional(),
  // The registered sender id shown on the phone (at most 11 characters).
  SMS_SENDER_ID: z.string().min(1).max(11).default('GHCredit'),
  ARKESEL_API_KEY: z.string().min(8).optional(),
  ARKESEL_BASE_URL: z.url().default('https://sms.arkesel.com'),
  HUBTEL_SMS_CLIENT_ID: z.string().min(4).optional(),
  HUBTEL_SMS_CLIENT_SECRET: z.string().min(4).optional(),
  HUBTEL_SMS_BASE_URL: z.url().default('https://sms.hubtel.com'),
});

/** The session settings of the process's PostgreSQL connections (`role`: web or worker, in application_name). */
export function databaseSession(config: Config, role: 'web' | 'worker') {
  return {
    applicationName: `ghana-homes-credit-${role}`,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
  };
}

/** proxy-addr's trust function: is the address at this hop (0 = the socket's peer) a proxy we believe? */
export type ProxyTrust = (address: string, hop: number) => boolean;

const trustNoProxy: ProxyTrust = () => false;

/** TRUST_PROXY as a trust function: unset, `false` or `0` trust nobody; a number trusts that many hops. */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false' || setting === 'none' || setting === '0') return trustNoProxy;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  const entries = setting.split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new ConfigError(`Invalid environment variable TRUST_PROXY: ${(error as Error).message} (a hop count or a comma-separated list of addresses/CIDRs)`);
  }
}

export type Config = z.infer<typeof schema> & {
  publicUrl: string;
  trustedOrigins: string[];
  authSecret: string;
  seedDemoData: boolean;
  isProduction: boolean;
  jobsEnabled: boolean;
  rateLimitEnabled: boolean;
  authRateLimitEnabled: boolean;
  /** Sign-up throttling (auth/sign-up-guard.ts); null when switched off. */
  signUpLimits: SignUpLimits | null;
  /** Where mail goes: SMTP_URL, or the log (recipient and subject only). */
  mailTransport: 'smtp' | 'log';
  trustProxy: ProxyTrust;
};

/** Most sign-ups per hour from one IP and for one email, and most "already registered" answers to one IP. */
export interface SignUpLimits {
  perIp: number;
  perEmail: number;
  takenPerIp: number;
}

export class ConfigError extends Error {}

/** The development fallback below: anyone can read it, so sessions signed with it can be forged. */
const DEVELOPMENT_SECRET = 'development-only-secret-do-not-use-in-production!!';

/**
 * Secrets that are public: the development fallback and docker-compose.yml's placeholder (anything asking to be
 * changed). Production refuses them, since anyone who read the repository could sign a session cookie.
 */
export function isPlaceholderSecret(secret: string): boolean {
  return secret === DEVELOPMENT_SECRET || /change[-_ ]?me/i.test(secret);
}

// Reads and validates every environment variable in one place; the first problem names its variable.
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.BETTER_AUTH_SECRET) {
    throw new ConfigError('Missing environment variable BETTER_AUTH_SECRET: required when NODE_ENV=production');
  }
  if (isProduction && values.BETTER_AUTH_SECRET && isPlaceholderSecret(values.BETTER_AUTH_SECRET)) {
    throw new ConfigError(
      'Invalid environment variable BETTER_AUTH_SECRET: a published placeholder (docker-compose.yml, the development default) is refused when NODE_ENV=production; set a long random value, e.g. `openssl rand -base64 48`',
    );
  }
  if (isProduction && values.PAYMENT_PROVIDER === 'simulated' && !values.ALLOW_SIMULATED_PAYMENTS) {
    throw new ConfigError(
      'Invalid environment variable PAYMENT_PROVIDER: simulated payments are refused when NODE_ENV=production (set paystack, or ALLOW_SIMULATED_PAYMENTS=true for a demo)',
    );
  }
  if (values.TEST_CLOCK_CONTROL && values.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid environment variable TEST_CLOCK_CONTROL: only allowed when NODE_ENV=test');
  }
  if (values.PAYMENT_PROVIDER === 'paystack' && !values.PAYSTACK_SECRET_KEY) {
    throw new ConfigError('Missing environment variable PAYSTACK_SECRET_KEY: required when PAYMENT_PROVIDER=paystack');
  }
  const smsGateways = [values.SMS_PROVIDER, values.SMS_FALLBACK_PROVIDER];
  if (smsGateways.includes('arkesel') && !values.ARKESEL_API_KEY) {
    throw new ConfigError('Missing environment variable ARKESEL_API_KEY: required when SMS_PROVIDER or SMS_FALLBACK_PROVIDER is arkesel');
  }
  if (smsGateways.includes('hubtel') && !(values.HUBTEL_SMS_CLIENT_ID && values.HUBTEL_SMS_CLIENT_SECRET)) {
    throw new ConfigError('Missing environment variable HUBTEL_SMS_CLIENT_ID or HUBTEL_SMS_CLIENT_SECRET: required when SMS_PROVIDER or SMS_FALLBACK_PROVIDER is hubtel');
  }
  if (values.SMS_FALLBACK_PROVIDER && values.SMS_FALLBACK_PROVIDER === values.SMS_PROVIDER) {
    throw new ConfigError('Invalid environment variable SMS_FALLBACK_PROVIDER: it must name a gateway other than SMS_PROVIDER');
  }
  if (values.MAIL_TRANSPORT === 'smtp' && !values.SMTP_URL) {
    throw new ConfigError('Missing environment variable SMTP_URL: required when MAIL_TRANSPORT=smtp');
  }
  const mailTransport = values.MAIL_TRANSPORT ?? (values.SMTP_URL ? 'smtp' : 'log');
  // Password-reset mail that silently goes nowhere locks people out; production chooses the log explicitly.
  if (isProduction && !values.SMTP_URL && values.MAIL_TRANSPORT !== 'log') {
    throw new ConfigError(
      'Missing environment variable SMTP_URL: required when NODE_ENV=production (or set MAIL_TRANSPORT=log to write only recipients and subjects to the log)',
    );
  }
  const trustProxy = parseTrustProxy(values.TRUST_PROXY);
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const trustedOrigins = [
    new URL(publicUrl).origin,
    ...values.TRUSTED_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
  ];
  return {
    ...values,
    publicUrl,
    trustedOrigins,
    // A fixed development secret keeps sessions valid across restarts; production must set its own.
    authSecret: values.BETTER_AUTH_SECRET ?? DEVELOPMENT_SECRET,
    seedDemoData: values.SEED_DEMO_DATA ?? !isProduction,
    isProduction,
    rateLimitEnabled: values.RATE_LIMIT_ENABLED ?? values.NODE_ENV !== 'test',
    jobsEnabled: values.JOBS_ENABLED ?? values.NODE_ENV !== 'test',
    authRateLimitEnabled: values.AUTH_RATE_LIMIT ?? isProduction,
    signUpLimits:
      (values.SIGN_UP_LIMIT_ENABLED ?? values.NODE_ENV !== 'test')
        ? { perIp: values.SIGN_UP_PER_IP_PER_HOUR, perEmail: values.SIGN_UP_PER_EMAIL_PER_HOUR, takenPerIp: values.SIGN_UP_TAKEN_PER_IP_PER_HOUR }
        : null,
    mailTransport,
    trustProxy,
  };
}
