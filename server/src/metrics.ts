// Prometheus metrics (prom-client): requests and their latency, GraphQL operations, the db pool, jobs and payments.
// One registry per process; an app wires its sources in with `setMetricsSources`. Scraped at GET /metrics with
// METRICS_TOKEN as a bearer token (http/app.ts); without the setting the route does not exist.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'ghc_' });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpRequests = new Counter({
  name: 'ghc_http_requests_total',
  help: 'HTTP requests answered, by method, route group and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});
const httpDuration = new Histogram({
  name: 'ghc_http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by route group.',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
const graphqlOperations = new Counter({
  name: 'ghc_graphql_operations_total',
  help: 'GraphQL operations over HTTP, by operation name, type and outcome (ok or error).',
  labelNames: ['operation', 'type', 'outcome'] as const,
  registers: [metricsRegistry],
});
const graphqlDuration = new Histogram({
  name: 'ghc_graphql_operation_duration_seconds',
  help: 'GraphQL operation latency over HTTP, by operation name and type.',
  labelNames: ['operation', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
const jobRuns = new Counter({
  name: 'ghc_job_runs_total',
  help: 'Background job runs finished in this process, by queue and state (completed or failed).',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
});
const jobDuration = new Histogram({
  name: 'ghc_job_run_duration_seconds',
  help: 'Background job run time, by queue.',
  labelNames: ['queue'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 900],
  registers: [metricsRegistry],
});

const smsSegmentsSent = new Counter({
  name: 'ghc_sms_segments_total',
  help: 'SMS segments handed to a gateway (what the gateway bills), by gateway.',
  labelNames: ['gateway'] as const,
  registers: [metricsRegistry],
});
const smsSent = new Counter({
  name: 'ghc_sms_sent_total',
  help: 'SMS messages a gateway accepted, by gateway.',
  labelNames: ['gateway'] as const,
  registers: [metricsRegistry],
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  /** The PostgreSQL pool's connections (absent on PGlite). */
  pool?: () => PoolStats;
  /** Payments per status, read from the database at scrape time. */
  paymentsByStatus?: () => Promise<Record<string, number>>;
}

let sources: MetricsSources = {};

/** The running app's sources (the last app started in this process). */
export function setMetricsSources(next: MetricsSources): void {
  sources = next;
}

new Gauge({
  name: 'ghc_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting clients).',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const stats = sources.pool?.();
    if (!stats) return;
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

new Gauge({
  name: 'ghc_payments',
  help: 'Payments by status (pending, completed, failed...), read at scrape time.',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
  async collect() {
    const counts = await sources.paymentsByStatus?.().catch(() => null);
    if (!counts) return;
    this.reset();
    for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
  },
});

/** Route groups, not paths: a path label would grow with every id and file name. */
export function routeGroup(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0];
  for (const prefix of ['/graphql', '/api/auth', '/api/files', '/api/webhooks', '/healthz', '/readyz', '/metrics', '/pay/simulate']) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return prefix;
  }
  return path.startsWith('/api/') ? '/api' : 'web';
}

/**
 * Starts timing a request; the returned function counts it with its latency and status once its answer is sent (or
 * the connection closed first): the caller runs it on the response's `close`.
 */
export function observeHttpRequest(req: IncomingMessage, res: ServerResponse): () => void {
  // Read before express routes the request: a router rewrites req.url below its mount path.
  const labels = { method: req.method ?? 'GET', route: routeGroup(req.url) };
  const end = httpDuration.startTimer(labels);
  return () => {
    end();
    httpRequests.inc({ ...labels, status: String(res.statusCode) });
  };
}

const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OPERATION_LABELS = 300;
const seenOperations = new Set<string>();

/** The operation name as a label: clients choose names, so odd ones and any beyond the first 300 count as "other". */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (!OPERATION_NAME.test(name)) return 'other';
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= MAX_OPERATION_LABELS) return 'other';
  seenOperations.add(name);
  return name;
}

/** One GraphQL operation answered over HTTP. */
function observeGraphQLOperation(name: string | null | undefined, type: string, seconds: number, failed: boolean): void {
  const labels = { operation: operationLabel(name), type };
  graphqlDuration.observe(labels, seconds);
  graphqlOperations.inc({ ...labels, outcome: failed ? 'error' : 'ok' });
}

/** Seconds since `started` (process.hrtime.bigint()). */
function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Apollo Server plugin (its public hooks, http/graphql.ts): one count and one latency observation per operation. */
export const graphqlMetricsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    const started = process.hrtime.bigint();
    return {
      async willSendResponse({ operationName, operation, response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        observeGraphQLOperation(operationName, operation?.operation ?? 'unknown', secondsSince(started), Boolean(errors?.length));
      },
    };
  },
};

/** A job run finished (jobs/job-system.ts). */
export function observeJobRun(queue: string, state: 'completed' | 'failed', seconds: number): void {
  jobRuns.inc({ queue, state });
  jobDuration.observe({ queue }, seconds);
}

/** An SMS a gateway accepted, and the segments it bills. */
export function observeSmsSent(gateway: string, segments: number): void {
  smsSent.inc({ gateway });
  smsSegmentsSent.inc({ gateway }, segments);
}

/** True when `header` is `Bearer <token>` (compared in constant time). */
export function metricsAuthorised(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
