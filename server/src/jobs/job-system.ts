// The job system: pg-boss on the app's own database (PostgreSQL or embedded PGlite). Every instance (and
// `npm run worker`) runs it: jobs are fetched with SKIP LOCKED, so each runs once across instances; they survive
// restarts (they are rows), retry with backoff, and land in the dead-letter queue when their retries are spent.
// Schedules are cron expressions in Africa/Accra time, fired once across instances.
import PgBoss from 'pg-boss';
import { observeJobRun } from '../metrics.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { describeError, type Logger } from '../logger.js';

export const JOB_TIME_ZONE = 'Africa/Accra';
/** Where jobs go when their retries are spent (kept, never worked: staff re-run them from the System page). */
export const DEAD_LETTER_QUEUE = 'dead-letter';

export interface JobContext {
  jobId: string;
  /** 1 for the first try. */
  attempt: number;
  /** When the job was queued (a cron job's business date comes from it). */
  queuedAt: Date;
  /** Aborted when this instance stops: long jobs stop between steps and are retried elsewhere. */
  signal: AbortSignal;
}

/** One kind of job: its queue, its retry policy, an optional schedule and what it does. */
export interface JobDefinition<Data extends Record<string, unknown> = Record<string, unknown>> {
  queue: string;
  description: string;
  /** Cron (minute hour day month weekday) in Africa/Accra time. */
  cron?: string;
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one. */
  retryDelaySeconds: number;
  /** An active job not finished by then (its worker died) is failed and retried. */
  expireInSeconds: number;
  /** What one run does; its answer (counts) is kept with the run. Throwing fails the attempt. */
  handle(data: Data, context: JobContext): Promise<Record<string, unknown> | void>;
}

export interface JobSystem {
  readonly definitions: readonly JobDefinition[];
  /** Queues a job; a `singletonKey` already queued or running is not queued twice (null then). */
  send(queue: string, data: Record<string, unknown>, options?: { singletonKey?: string }): Promise<string | null>;
  /** Jobs waiting (queued or waiting to retry). */
  queueSize(queue: string): Promise<number>;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  database: Database;
  logger: Logger;
  definitions: readonly JobDefinition[];
  /** Seconds between polls for new jobs (pg-boss's default 2). */
  pollingIntervalSeconds?: number;
  /** Schedules off (tests send jobs themselves). */
  schedules?: boolean;
}

/** The pg-boss job id, attempt and outcome of each run, for the System page (job_run). */
async function recordStart(database: Database, queue: string, job: PgBoss.JobWithMetadata<Record<string, unknown>>): Promise<string> {
  // An earlier attempt still 'running' was cut off (its instance died; pg-boss expired it and retries it now).
  await database.query("UPDATE job_run SET state = 'failed', error = 'Interrupted: its instance stopped before it finished', finished_at = now() WHERE job_id = $1 AND state = 'running'", [job.id]);
  const [row] = await database.query<{ id: string }>(
    'INSERT INTO job_run (queue, job_id, attempt, state, data) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id',
    [queue, job.id, job.retryCount + 1, 'running', JSON.stringify(job.data ?? {})],
  );
  return row.id;
}

/** Starts pg-boss, creates the queues, registers the schedules and a worker per queue. */
export async function startJobSystem({ database, logger, definitions, pollingIntervalSeconds = 2, schedules = true }: StartJobsOptions): Promise<JobSystem> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.execute(text, values) },
    schedule: schedules,
    // Completed jobs move to pgboss.archive after a day; archived ones are deleted after 30 days.
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 30,
  });
  boss.on('error', (error) => logger.error('job system error', describeError(error)));
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE, retentionMinutes: 30 * 24 * 60 });
  const controller = new AbortController();
  const byQueue = new Map(definitions.map((definition) => [definition.queue, definition]));

  for (const definition of definitions) {
    const queue = {
      name: definition.queue,
      // stately: at most one job waiting and one running per singleton key (a date's close of business).
      policy: 'stately' as const,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
      deadLetter: DEAD_LETTER_QUEUE,
    };
    if (await boss.getQueue(definition.queue)) await boss.updateQueue(definition.queue, queue);
    else await boss.createQueue(definition.queue, queue);
    if (definition.cron && schedules) await boss.schedule(definition.queue, definition.cron, {}, { tz: JOB_TIME_ZONE });
    else if (!definition.cron) await boss.unschedule(definition.queue);

    await boss.work<Record<string, unknown>>(definition.queue, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
      const runId = await recordStart(database, definition.queue, job);
      const started = Date.now();
      try {
        const output = (await definition.handle(job.data ?? {}, { jobId: job.id, attempt: job.retryCount + 1, queuedAt: job.createdOn, signal: controller.signal })) ?? {};
        await database.db.execute(sql`update job_run set state = 'completed', output = ${JSON.stringify(output)}::jsonb, finished_at = now() where id = ${runId}::uuid`);
        observeJobRun(definition.queue, 'completed', (Date.now() - started) / 1000);
        logger.info('job finished', { queue: definition.queue, jobId: job.id, ms: Date.now() - started, ...output });
        return output;
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0].slice(0, 500) : String(error);
        const final = job.retryCount >= job.retryLimit ? 1 : 0;
        await database.db
          .execute(sql`update job_run set state = 'failed', error = ${message}, final = ${final}::smallint, finished_at = now() where id = ${runId}::uuid`)
          .catch(() => {});
        observeJobRun(definition.queue, 'failed', (Date.now() - started) / 1000);
        logger.error('job failed', { queue: definition.queue, jobId: job.id, attempt: job.retryCount + 1, final: final === 1, ...describeError(error) });
        throw error;
      }
    });
  }

  let stopping: Promise<void> | null = null;
  return {
    definitions,
    async send(queue, data, options = {}) {
      if (!byQueue.has(queue)) throw new Error(`unknown job queue ${queue}`);
      return boss.send(queue, data, options.singletonKey ? { singletonKey: options.singletonKey } : {});
    },
    queueSize: (queue) => boss.getQueueSize(queue),
    stop() {
      stopping ??= (async () => {
        // Long handlers stop at their next step; a job cut short is failed now and retried (elsewhere or after restart).
        controller.abort();
        await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
      })();
      return stopping;
    },
  };
}
