import { GraphQLJSON, GraphQLSafeInt as SafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'One attempt of a background job.' })
@Allow.inherit()
export class JobRun {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  queue: string;

  @Field(() => String, { description: 'The queued job (the same for every attempt of it).' })
  jobId: string;

  @Field(() => Int, { description: '1 for the first try.' })
  attempt: number;

  @Field(() => String, { description: 'running, completed or failed' })
  state: string;

  @Field(() => GraphQLJSON)
  data: unknown;

  @Field(() => GraphQLJSON, { nullable: true, description: 'What the run reported (counts).' })
  output: unknown;

  @Field(() => String, { nullable: true, description: 'Why it failed (a message, never a stack).' })
  error: string | null;

  @Field(() => Boolean, { description: 'Failed with its retries spent (a dead letter): staff can re-run it.' })
  retriesSpent: boolean;

  @Field(() => String, { nullable: true, description: 'The job queued when staff re-ran this one.' })
  rerunJobId: string | null;

  @Field(() => Date)
  startedAt: Date;

  @Field(() => Date, { nullable: true })
  finishedAt: Date | null;

  @Field(() => Int, { nullable: true })
  durationMs: number | null;
}

@ObjectType({ description: 'A kind of background job and how it is doing.' })
@Allow.inherit()
export class JobQueue {
  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { nullable: true, description: 'Cron schedule, Africa/Accra time.' })
  cron: string | null;

  @Field(() => Int, { description: 'Jobs waiting to run or to be retried (queue depth).' })
  waiting: number;

  @Field(() => JobRun, { nullable: true })
  lastRun: JobRun | null;

  @Field(() => Int)
  failuresLast7Days: number;
}

@ObjectType({ description: 'The close of business of one business date: progress and what it changed.' })
@Allow.inherit()
export class CloseOfBusinessRun {
  @Field(() => String)
  businessDate: string;

  @Field(() => String, { description: 'running, completed or failed (a failed run resumes from its last batch)' })
  state: string;

  @Field(() => Int)
  attempt: number;

  @Field(() => Int)
  batches: number;

  @Field(() => Int, { description: 'Batches in all: those done plus, while it runs, the running loans still after its cursor (estimated at the batch size).' })
  batchesTotal: number;

  @Field(() => Int)
  loans: number;

  @Field(() => Int)
  penaltiesWritten: number;

  @Field(() => SafeInt, { description: 'Penalty charged, pesewas.' })
  penaltyTotal: number;

  @Field(() => Int)
  toArrears: number;

  @Field(() => Int)
  toActive: number;

  @Field(() => Int)
  toPaidOff: number;

  @Field(() => Date)
  startedAt: Date;

  @Field(() => Date, { nullable: true })
  finishedAt: Date | null;

  @Field(() => String, { nullable: true })
  error: string | null;
}

@ObjectType({ description: 'The running portfolio at a close of business (amounts in pesewas).' })
@Allow.inherit()
export class PortfolioSnapshot {
  @Field(() => String)
  businessDate: string;

  @Field(() => Int)
  openLoans: number;

  @Field(() => SafeInt)
  outstandingPrincipal: number;

  @Field(() => Int)
  currentLoans: number;

  @Field(() => SafeInt)
  currentPrincipal: number;

  @Field(() => Int)
  days1To30Loans: number;

  @Field(() => SafeInt)
  days1To30Principal: number;

  @Field(() => Int)
  days31To60Loans: number;

  @Field(() => SafeInt)
  days31To60Principal: number;

  @Field(() => Int)
  days61To90Loans: number;

  @Field(() => SafeInt)
  days61To90Principal: number;

  @Field(() => Int)
  over90Loans: number;

  @Field(() => SafeInt)
  over90Principal: number;

  @Field(() => SafeInt)
  penaltyCharged: number;

  @Field(() => Int, { description: 'PAR 30: principal of loans more than 30 days past due ÷ outstanding principal, basis points.' })
  par30Bp: number;

  @Field(() => Int)
  par60Bp: number;

  @Field(() => Int)
  par90Bp: number;
}

@ObjectType({ description: 'One run of the 10-minute reconciliation of pending online payments (finance reads these).' })
@Allow.inherit()
export class ReconciliationRun {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'running, completed or failed' })
  state: string;

  @Field(() => Date)
  startedAt: Date;

  @Field(() => Int, { nullable: true })
  durationMs: number | null;

  @Field(() => Int, { description: 'Pending payments verified with the provider.' })
  checked: number;

  @Field(() => Int, { description: 'Settled as paid and credited to the loan.' })
  credited: number;

  @Field(() => Int, { description: 'The provider said failed.' })
  failed: number;

  @Field(() => Int)
  abandoned: number;

  @Field(() => Int, { description: 'Still pending a day later: closed by us.' })
  expired: number;

  @Field(() => Int)
  stillPending: number;

  @Field(() => Int, { description: 'Payments the provider could not be asked about (tried again next run).' })
  errors: number;

  @Field(() => String, { nullable: true, description: 'Why the run failed (a message, never a stack).' })
  error: string | null;
}
