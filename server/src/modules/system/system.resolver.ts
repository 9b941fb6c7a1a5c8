import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { RECONCILE_PAYMENTS_QUEUE_NAME, type JobRunRow } from './system.service.js';
import { CloseOfBusinessRun, JobQueue, JobRun, PortfolioSnapshot, ReconciliationRun } from './system.type.js';

export function toJobRun(row: JobRunRow): JobRun {
  return {
    id: row.id,
    queue: row.queue,
    jobId: row.jobId,
    attempt: row.attempt,
    state: row.state,
    data: row.data,
    output: row.output,
    error: row.error,
    retriesSpent: row.state === 'failed' && row.final === 1,
    rerunJobId: row.rerunJobId,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    durationMs: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
  };
}

const count = (output: Record<string, unknown> | null, key: string) => (typeof output?.[key] === 'number' ? (output[key] as number) : 0);

export function toReconciliationRun(row: JobRunRow): ReconciliationRun {
  const run = toJobRun(row);
  const output = row.state === 'completed' ? row.output : null;
  return {
    id: run.id,
    state: run.state,
    startedAt: run.startedAt,
    durationMs: run.durationMs,
    checked: count(output, 'checked'),
    credited: count(output, 'credited'),
    failed: count(output, 'failed'),
    abandoned: count(output, 'abandoned'),
    expired: count(output, 'expired'),
    stillPending: count(output, 'stillPending'),
    errors: count(output, 'errors'),
    error: run.error,
  };
}

const bp = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);

@Resolver()
export class SystemResolver {
  @Query(() => [JobQueue], { description: 'Every kind of background job: schedule, queue depth, last run, failures (manageSystem); empty where jobs are off.' })
  @Allow.permission('manageSystem')
  async jobQueues(@Ctx() { services }: AppContext): Promise<JobQueue[]> {
    const queues = await services.system.queues();
    return queues.map((queue) => ({ ...queue, lastRun: queue.lastRun ? toJobRun(queue.lastRun) : null }));
  }

  @Query(() => [JobRun], { description: 'Job runs (attempts), newest first (manageSystem).' })
  @Allow.permission('manageSystem')
  async jobRuns(
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many runs, 1 to 100 (values outside are brought within).' }) first: number,
    @Arg('queue', () => String, { nullable: true, description: 'Only runs of this queue (a JobQueue name); null for every queue.' }) queue: string | null,
    @Arg('failedOnly', () => Boolean, { nullable: true, description: 'Only failed runs.' }) failedOnly: boolean | null,
    @Arg('before', () => Date, { nullable: true, description: 'Runs started before this moment (the next page).' }) before: Date | null,
    @Ctx() { services }: AppContext,
  ): Promise<JobRun[]> {
    return (await services.system.runs({ queue, failedOnly, first, before })).map(toJobRun);
  }

  @Mutation(() => JobRun, {
    description: 'Queues a failed job (retries spent) again with the same data, once (manageSystem); answers the run with rerunJobId set. Audited.',
  })
  @Allow.permission('manageSystem')
  async rerunJob(
    @Arg('runId', () => ID, { description: 'The failed run (JobRun.id); CONFLICT unless its retries are spent and it was not re-run.' }) runId: string,
    @Ctx() context: AppContext,
  ): Promise<JobRun> {
    return toJobRun(await context.services.system.rerun(actorOf(context), runId));
  }

  @Mutation(() => String, { description: 'Queues the close of business for a date (YYYY-MM-DD, Africa/Accra) (manageSystem); answers the job id. Audited.' })
  @Allow.permission('manageSystem')
  runCloseOfBusiness(
    @Arg('businessDate', () => String, {
      description: 'The business date, YYYY-MM-DD: not in the future and not before the latest completed one. A date already closed runs again and charges nothing twice.',
    })
    businessDate: string,
    @Ctx() context: AppContext,
  ): Promise<string> {
    return context.services.system.runCloseOfBusiness(actorOf(context), businessDate);
  }

  @Query(() => [CloseOfBusinessRun], { description: 'Close-of-business runs, latest date first (manageSystem).' })
  @Allow.permission('manageSystem')
  closeOfBusinessRuns(
    @Arg('first', () => Int, { defaultValue: 10, description: 'How many business dates, 1 to 100 (values outside are brought within).' }) first: number,
    @Ctx() { services }: AppContext,
  ) {
    return services.system.closeOfBusinessRuns(first);
  }

  @Query(() => [PortfolioSnapshot], { description: 'The portfolio at each close of business, latest first, with PAR 30/60/90 (viewAllPayments or manageSystem).' })
  @Allow.permission('viewAllPayments', 'manageSystem')
  async portfolioSnapshots(
    @Arg('first', () => Int, { defaultValue: 30, description: 'How many business dates, 1 to 366 (values outside are brought within).' }) first: number,
    @Ctx() { services }: AppContext,
  ): Promise<PortfolioSnapshot[]> {
    return (await services.system.portfolioSnapshots(first)).map((row) => ({
      ...row,
      par30Bp: bp(row.days31To60Principal + row.days61To90Principal + row.over90Principal, row.outstandingPrincipal),
      par60Bp: bp(row.days61To90Principal + row.over90Principal, row.outstandingPrincipal),
      par90Bp: bp(row.over90Principal, row.outstandingPrincipal),
    }));
  }

  @Query(() => [ReconciliationRun], {
    description: 'Runs of the payment reconciliation job, newest first: what each verified, credited, failed or expired (viewAllPayments or manageSystem).',
  })
  @Allow.permission('viewAllPayments', 'manageSystem')
  async reconciliationRuns(
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many runs, 1 to 100 (values outside are brought within).' }) first: number,
    @Arg('withChangesOnly', () => Boolean, { defaultValue: false, description: 'Only runs that checked a payment or failed.' }) withChangesOnly: boolean,
    @Ctx() { services }: AppContext,
  ): Promise<ReconciliationRun[]> {
    return (await services.system.runs({ queue: RECONCILE_PAYMENTS_QUEUE_NAME, first, withChangesOnly })).map(toReconciliationRun);
  }
}
