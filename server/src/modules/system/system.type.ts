import { GraphQLJSON, GraphQLSafeInt as SafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'One attempt of a background job.' })
@Allow.inherit()
export class JobRun {
  @Field(() => ID, { description: 'The run id (rerunJob takes it).' })
  id: string;

  @Field(() => String, { description: 'The queue it ran on, e.g. close-of-business or reconcile-payments (a JobQueue name).' })
  queue: string;

  @Field(() => String, { description: 'The queued job (the same for every attempt of it).' })
  jobId: string;

  @Field(() => Int, { description: '1 for the first try.' })
  attempt: number;

  @Field(() => String, { description: 'running, completed or failed' })
  state: string;

  @Field(() => GraphQLJSON, { description: 'The data the job was queued with, a JSON object (an on-demand close of business carries its date); {} when none.' })
  data: unknown;

  @Field(() => GraphQLJSON, { nullable: true, description: 'What the run reported (counts).' })
  output: unknown;

  @Field(() => String, { nullable: true, description: 'Why it failed (a message, never a stack).' })
  error: string | null;

  @Field(() => Boolean, { description: 'Failed with its retries spent (a dead letter): staff can re-run it.' })
  retriesSpent: boolean;

  @Field(() => String, { nullable: true, description: 'The job queued when staff re-ran this one.' })
  rerunJobId: string | null;

  @Field(() => Date, { description: 'When the attempt started.' })
  startedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it completed or failed; null while it runs.' })
  finishedAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'How long it took, milliseconds; null while it runs.' })
  durationMs: number | null;
}

@ObjectType({ description: 'A kind of background job and how it is doing.' })
@Allow.inherit()
export class JobQueue {
  @Field(() => String, { description: 'The queue name, e.g. close-of-business (JobRun.queue).' })
  name: string;

  @Field(() => String, { description: 'What the job does, in words for staff.' })
  description: string;

  @Field(() => String, { nullable: true, description: 'Cron schedule, Africa/Accra time.' })
  cron: string | null;

  @Field(() => Int, { description: 'Jobs waiting to run or to be retried (queue depth).' })
  waiting: number;

  @Field(() => JobRun, { nullable: true, description: 'The latest run (by start); null if it never ran.' })
  lastRun: JobRun | null;

  @Field(() => Int, { description: 'Failed runs (attempts) started in the last 7 days.' })
  failuresLast7Days: number;
}

@ObjectType({ description: 'The close of business of one business date: progress and what it changed.' })
@Allow.inherit()
export class CloseOfBusinessRun {
  @Field(() => String, { description: 'The business date, YYYY-MM-DD.' })
  businessDate: string;

  @Field(() => String, { description: 'running, completed or failed (a failed run resumes from its last batch)' })
  state: string;

  @Field(() => Int, { description: '1 for the first; running a completed date again on demand starts a new attempt from the first loan (the counts below are the current attempt’s).' })
  attempt: number;

  @Field(() => Int, { description: 'Batches of loans committed so far.' })
  batches: number;

  @Field(() => Int, { description: 'Batches in all: those done plus, while it runs, the running loans still after its cursor (estimated at the batch size).' })
  batchesTotal: number;

  @Field(() => Int, { description: 'Running loans (active or in arrears) brought to the date so far.' })
  loans: number;

  @Field(() => Int, { description: 'Penalty ledger entries written (one per loan charged).' })
  penaltiesWritten: number;

  @Field(() => SafeInt, { description: 'Penalty charged, pesewas.' })
  penaltyTotal: number;

  @Field(() => Int, { description: 'Loans that went into arrears (something overdue past the grace days).' })
  toArrears: number;

  @Field(() => Int, { description: 'Loans in arrears that became active again (nothing overdue past the grace days).' })
  toActive: number;

  @Field(() => Int, { description: 'Loans found with nothing left to pay, now paid_off.' })
  toPaidOff: number;

  @Field(() => Date, { description: 'When the current attempt started.' })
  startedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it completed; null while it runs or after a failure.' })
  finishedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it failed (a message, never a stack); null unless it failed.' })
  error: string | null;
}

@ObjectType({ description: 'The running portfolio at a close of business (amounts in pesewas).' })
@Allow.inherit()
export class PortfolioSnapshot {
  @Field(() => String, { description: 'The business date, YYYY-MM-DD.' })
  businessDate: string;

  @Field(() => Int, { description: 'Loans still running after the close of business (active or in arrears).' })
  openLoans: number;

  @Field(() => SafeInt, { description: 'Principal those loans still owe, pesewas.' })
  outstandingPrincipal: number;

  @Field(() => Int, { description: 'Open loans not past due (nothing overdue past the grace days).' })
  currentLoans: number;

  @Field(() => SafeInt, { description: 'Principal of the current loans, pesewas.' })
  currentPrincipal: number;

  @Field(() => Int, { description: 'Open loans 1 to 30 days past due (counted from the oldest instalment with money left).' })
  days1To30Loans: number;

  @Field(() => SafeInt, { description: 'Principal of the loans 1 to 30 days past due, pesewas.' })
  days1To30Principal: number;

  @Field(() => Int, { description: 'Open loans 31 to 60 days past due.' })
  days31To60Loans: number;

  @Field(() => SafeInt, { description: 'Principal of the loans 31 to 60 days past due, pesewas.' })
  days31To60Principal: number;

  @Field(() => Int, { description: 'Open loans 61 to 90 days past due.' })
  days61To90Loans: number;

  @Field(() => SafeInt, { description: 'Principal of the loans 61 to 90 days past due, pesewas.' })
  days61To90Principal: number;

  @Field(() => Int, { description: 'Open loans more than 90 days past due.' })
  over90Loans: number;

  @Field(() => SafeInt, { description: 'Principal of the loans more than 90 days past due, pesewas.' })
  over90Principal: number;

  @Field(() => SafeInt, { description: 'Penalty charged by the close of business of this date, pesewas.' })
  penaltyCharged: number;

  @Field(() => Int, { description: 'PAR 30: principal of loans more than 30 days past due ÷ outstanding principal, basis points.' })
  par30Bp: number;

  @Field(() => Int, { description: 'PAR 60: principal of loans more than 60 days past due ÷ outstanding principal, basis points.' })
  par60Bp: number;

  @Field(() => Int, { description: 'PAR 90: principal of loans more than 90 days past due ÷ outstanding principal, basis points.' })
  par90Bp: number;
}

@ObjectType({ description: 'One run of the 10-minute reconciliation of pending online payments (finance reads these).' })
@Allow.inherit()
export class ReconciliationRun {
  @Field(() => ID, { description: 'The run id (the JobRun of the reconcile-payments queue).' })
  id: string;

  @Field(() => String, { description: 'running, completed or failed' })
  state: string;

  @Field(() => Date, { description: 'When the run started.' })
  startedAt: Date;

  @Field(() => Int, { nullable: true, description: 'How long it took, milliseconds; null while it runs.' })
  durationMs: number | null;

  @Field(() => Int, { description: 'Pending payments verified with the provider.' })
  checked: number;

  @Field(() => Int, { description: 'Settled as paid and credited to the loan.' })
  credited: number;

  @Field(() => Int, { description: 'The provider said failed.' })
  failed: number;

  @Field(() => Int, { description: 'The provider said the payer never completed it.' })
  abandoned: number;

  @Field(() => Int, { description: 'Still pending a day later: closed by us.' })
  expired: number;

  @Field(() => Int, { description: 'The provider has no outcome yet: checked again next run.' })
  stillPending: number;

  @Field(() => Int, { description: 'Payments the provider could not be asked about (tried again next run).' })
  errors: number;

  @Field(() => String, { nullable: true, description: 'Why the run failed (a message, never a stack).' })
  error: string | null;
}
