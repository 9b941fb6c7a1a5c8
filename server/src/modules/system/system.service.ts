// What the System page shows and does: the job queues (last runs, durations, failures, queue depth), re-running a
// failed job, close of business on demand for a date, and the portfolio snapshots the close of business writes.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.js';
import { isIsoDate } from '../../finance/index.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Clock } from '../quotes/clock.js';
import { CLOSE_OF_BUSINESS_BATCH_SIZE, CLOSE_OF_BUSINESS_LANES, laneCondition, refuseBeyondRealToday } from './close-of-business.js';
import { closeOfBusinessRun, jobRun, portfolioSnapshot } from './system.table.js';

/** The running job system as the System page needs it (jobs/job-system.ts); null where jobs are off. */
export interface JobQueuePort {
  readonly definitions: ReadonlyArray<{ queue: string; description: string; cron?: string }>;
  send(queue: string, data: Record<string, unknown>, options?: { singletonKey?: string }): Promise<string | null>;
  queueSize(queue: string): Promise<number>;
}

export const CLOSE_OF_BUSINESS_QUEUE_NAME = 'close-of-business';
/** The payment reconciliation job's queue (jobs/reconcile-payments.ts); finance reads its runs. */
export const RECONCILE_PAYMENTS_QUEUE_NAME = 'reconcile-payments';
export const JOBS_OFF_MESSAGE = 'Background jobs are not running on this server.';

export type JobRunRow = typeof jobRun.$inferSelect;

export interface JobQueueView {
  name: string;
  description: string;
  cron: string | null;
  waiting: number;
  lastRun: JobRunRow | null;
  failuresLast7Days: number;
}

export class SystemService {
  private jobs: JobQueuePort | null = null;

  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    /** Dates after the real today are refused unless this is a test process (NODE_ENV=test). */
    private readonly allowBeyondRealToday = false,
  ) {}

  /** Set by the application once the job system has started. */
  attachJobs(jobs: JobQueuePort | null): void {
    this.jobs = jobs;
  }

  private running(): JobQueuePort {
    if (!this.jobs) throw conflict(JOBS_OFF_MESSAGE);
    return this.jobs;
  }

  async queues(): Promise<JobQueueView[]> {
    const jobs = this.jobs;
    if (!jobs) return [];
    const names = jobs.definitions.map((definition) => definition.queue);
    const [latest, failures] = await Promise.all([
      this.db.execute(sql`
        select distinct on (queue) * from ${jobRun} where queue in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})
        order by queue, started_at desc`),
      this.db.execute(sql`
        select queue, count(*)::int as n from ${jobRun} where state = 'failed' and started_at > now() - interval '7 days' group by queue`),
    ]);
    const rows = (latest as unknown as { rows: Array<Record<string, unknown>> }).rows.map(toRunRow);
    const failed = new Map((failures as unknown as { rows: Array<{ queue: string; n: number }> }).rows.map((row) => [row.queue, row.n]));
    const sizes = await Promise.all(names.map((name) => jobs.queueSize(name)));
    return jobs.definitions.map((definition, index) => ({
      name: definition.queue,
      description: definition.description,
      cron: definition.cron ?? null,
      waiting: sizes[index],
      lastRun: rows.find((row) => row.queue === definition.queue) ?? null,
      failuresLast7Days: failed.get(definition.queue) ?? 0,
    }));
  }

  /** Runs newest first, optionally of one queue or failed only; keyset on (started_at, id). */
  async runs(args: { queue?: string | null; failedOnly?: boolean | null; first: number; before?: Date | null; withChangesOnly?: boolean }): Promise<JobRunRow[]> {
    const conditions = [
      args.queue ? eq(jobRun.queue, args.queue) : undefined,
      // A run that found something to do (it reports `checked`), or did not finish.
      args.withChangesOnly ? sql`(${jobRun.state} <> 'completed' or coalesce((${jobRun.output}->>'checked')::int, 0) > 0)` : undefined,
      args.failedOnly ? eq(jobRun.state, 'failed') : undefined,
      args.before ? lt(jobRun.startedAt, args.before) : undefined,
    ];
    return this.db.select().from(jobRun).where(and(...conditions)).orderBy(desc(jobRun.startedAt), desc(jobRun.id)).limit(Math.min(Math.max(args.first, 1), 100));
  }

  /** Queues a failed job again with the same data (its retries were spent); audited. */
  async rerun(actor: Actor, runId: string): Promise<JobRunRow> {
    const jobs = this.running();
    const [run] = isUuid(runId) ? await this.db.select().from(jobRun).where(eq(jobRun.id, runId)) : [];
    if (!run) throw notFound('Job run');
    if (run.state !== 'failed' || run.final !== 1) throw conflict('Only a failed job whose retries are spent can be re-run.');
    if (run.rerunJobId) throw conflict('This job has already been re-run.');
    const data = run.data ?? {};
    const key = typeof data.date === 'string' ? data.date : undefined;
    const jobId = await jobs.send(run.queue, data, key ? { singletonKey: key } : {});
    if (!jobId) throw conflict('This job is already queued or running.');
    const [updated] = await this.db.transaction(async (tx) => {
      await this.audit.record(tx, actor, { action: 'job.rerun', entity: 'job', entityId: run.jobId, before: { runId: run.id, queue: run.queue }, after: { jobId } });
      return tx.update(jobRun).set({ rerunJobId: jobId }).where(eq(jobRun.id, run.id)).returning();
    });
    return updated;
  }

  /**
   * Close of business for a date on demand: not in the future (by the app's clock, and outside tests by the real
   * today too), and not before the latest completed date (that would
   * set statuses back in time). A date already closed runs again and changes nothing already charged. Audited.
   */
  async runCloseOfBusiness(actor: Actor, businessDate: string): Promise<string> {
    const jobs = this.running();
    if (!isIsoDate(businessDate)) throw badInput('Enter the date as YYYY-MM-DD.', 'businessDate');
    const today = this.clock.today();
    if (businessDate > today) throw badInput('Close of business cannot run for a future date.', 'businessDate');
    refuseBeyondRealToday(businessDate, this.allowBeyondRealToday);
    const [latest] = await this.db
      .select({ businessDate: closeOfBusinessRun.businessDate })
      .from(closeOfBusinessRun)
      .where(eq(closeOfBusinessRun.state, 'completed'))
      .orderBy(desc(closeOfBusinessRun.businessDate))
      .limit(1);
    if (latest && businessDate < latest.businessDate) {
      throw badInput(`Close of business has already run for ${latest.businessDate}; choose that date or a later one.`, 'businessDate');
    }
    const jobId = await jobs.send(CLOSE_OF_BUSINESS_QUEUE_NAME, { date: businessDate, force: true }, { singletonKey: businessDate });
    if (!jobId) throw conflict(`Close of business for ${businessDate} is already queued or running.`);
    await this.audit.record(this.db, actor, { action: 'close_of_business.requested', entity: 'close_of_business', entityId: businessDate, before: null, after: { jobId } });
    return jobId;
  }

  /** Runs, latest date first; a running one counts its batches still to do: per lane, the running loans after its cursor. */
  async closeOfBusinessRuns(first: number) {
    const runs = await this.db.select().from(closeOfBusinessRun).orderBy(desc(closeOfBusinessRun.businessDate)).limit(Math.min(Math.max(first, 1), 100));
    return Promise.all(
      runs.map(async (run) => {
        if (run.state === 'completed') return { ...run, batchesTotal: run.batches };
        const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
        const [split] = rows<{ lanes: number }>(
          await this.db.execute(sql`select lanes from close_of_business_batch where business_date = ${run.businessDate}::date and attempt = ${run.attempt}::int limit 1`),
        );
        const lanes = split?.lanes ?? CLOSE_OF_BUSINESS_LANES;
        let left = 0;
        for (let number = 0; number < lanes; number += 1) {
          const [count] = rows<{ n: number }>(
            await this.db.execute(sql`
              select count(*)::int as n from loan l
              left join lateral (
                select b.last_created_at, b.last_loan_id from close_of_business_batch b
                where b.business_date = ${run.businessDate}::date and b.attempt = ${run.attempt}::int and b.lane = ${number}::int
                order by b.number desc limit 1
              ) c on true
              where (l.created_at, l.id) > (coalesce(c.last_created_at, '-infinity'::timestamptz), coalesce(c.last_loan_id, '00000000-0000-0000-0000-000000000000'::uuid))
                and l.status in ('active', 'in_arrears') and ${laneCondition(sql`l.id`, { number, of: lanes })}`),
          );
          left += Math.ceil(count.n / CLOSE_OF_BUSINESS_BATCH_SIZE);
        }
        return { ...run, batchesTotal: run.batches + left };
      }),
    );
  }

  portfolioSnapshots(first: number) {
    return this.db.select().from(portfolioSnapshot).orderBy(desc(portfolioSnapshot.businessDate)).limit(Math.min(Math.max(first, 1), 366));
  }
}

function toRunRow(row: Record<string, unknown>): JobRunRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    id: row.id as string,
    queue: row.queue as string,
    jobId: row.job_id as string,
    attempt: Number(row.attempt),
    state: row.state as JobRunRow['state'],
    data: row.data as Record<string, unknown>,
    output: (row.output ?? null) as Record<string, unknown> | null,
    error: (row.error ?? null) as string | null,
    final: Number(row.final),
    rerunJobId: (row.rerun_job_id ?? null) as string | null,
    startedAt: date(row.started_at)!,
    finishedAt: date(row.finished_at),
  };
}


