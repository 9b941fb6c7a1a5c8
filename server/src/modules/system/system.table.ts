import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const JOB_RUN_STATES = ['running', 'completed', 'failed'] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];

/**
 * One execution of a background job (an attempt of a queued job), written by the job runner around every handler:
 * the System page reads last runs, durations and failures from it. The queue itself belongs to pg-boss (schema `pgboss`).
 */
export const jobRun = pgTable(
  'job_run',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    /** The queued job's id (pg-boss), the same for every attempt of one job. */
    jobId: text('job_id').notNull(),
    attempt: smallint('attempt').notNull().default(1),
    state: text('state', { enum: JOB_RUN_STATES }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** What the handler returned (counts), or the error's message (never a stack or SQL). */
    output: jsonb('output').$type<Record<string, unknown>>(),
    error: text('error'),
    /** True when the job will not be tried again (retries exhausted): a dead letter, shown with "Re-run". */
    final: smallint('final').notNull().default(0),
    /** The run started again by staff from this failed one. */
    rerunJobId: text('rerun_job_id'),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('job_run_queue_started_idx').on(table.queue, table.startedAt.desc()),
    index('job_run_failed_idx').on(table.startedAt.desc()).where(sql`${table.state} = 'failed'`),
    check('job_run_state_check', sql`${table.state} in ('running', 'completed', 'failed')`),
  ],
);

export const CLOSE_OF_BUSINESS_STATES = ['running', 'completed', 'failed'] as const;

/**
 * Progress of the close of business for one business date: batches commit one by one and move `cursor` (the last
 * loan done, in creation order), so a run stopped by a crash resumes after the last finished batch.
 */
export const closeOfBusinessRun = pgTable(
  'close_of_business_run',
  {
    businessDate: date('business_date', { mode: 'string' }).primaryKey(),
    state: text('state', { enum: CLOSE_OF_BUSINESS_STATES }).notNull(),
    /** A completed date run again on demand starts a new attempt from the first loan. */
    attempt: smallint('attempt').notNull().default(1),
    batches: integer('batches').notNull().default(0),
    loans: integer('loans').notNull().default(0),
    penaltiesWritten: integer('penalties_written').notNull().default(0),
    penaltyTotal: bigint('penalty_total', { mode: 'number' }).notNull().default(0),
    toArrears: integer('to_arrears').notNull().default(0),
    toActive: integer('to_active').notNull().default(0),
    toPaidOff: integer('to_paid_off').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    error: text('error'),
  },
  (table) => [check('close_of_business_run_state_check', sql`${table.state} in ('running', 'completed', 'failed')`)],
);

/** Per finished batch: its loans' portfolio figures, summed into the date's snapshot when the run completes. */
export const closeOfBusinessBatch = pgTable(
  'close_of_business_batch',
  {
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    attempt: smallint('attempt').notNull(),
    number: integer('number').notNull(),
    /** The lane that ran it (a loan's lane: the last byte of its id mod `lanes`) and how many lanes the attempt has. */
    lane: smallint('lane').notNull().default(0),
    lanes: smallint('lanes').notNull().default(1),
    /** The lane's cursor: its last loan, in (created_at, id) order (a resumed run continues after it). */
    lastLoanId: uuid('last_loan_id').notNull(),
    lastCreatedAt: timestamp('last_created_at', { withTimezone: true, precision: 3 }),
    figures: jsonb('figures').$type<Record<string, number>>().notNull(),
    ms: integer('ms').notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'close_of_business_batch_pkey', columns: [table.businessDate, table.attempt, table.number] })],
);

/**
 * The running portfolio at a close of business (collections dashboard): open loans, outstanding principal, and per
 * days-past-due bucket the loans and their outstanding principal. PAR n = principal of loans more than n days past
 * due ÷ outstanding principal.
 */
export const portfolioSnapshot = pgTable('portfolio_snapshot', {
  businessDate: date('business_date', { mode: 'string' }).primaryKey(),
  openLoans: integer('open_loans').notNull(),
  outstandingPrincipal: bigint('outstanding_principal', { mode: 'number' }).notNull(),
  currentLoans: integer('current_loans').notNull(),
  currentPrincipal: bigint('current_principal', { mode: 'number' }).notNull(),
  days1To30Loans: integer('days_1_30_loans').notNull(),
  days1To30Principal: bigint('days_1_30_principal', { mode: 'number' }).notNull(),
  days31To60Loans: integer('days_31_60_loans').notNull(),
  days31To60Principal: bigint('days_31_60_principal', { mode: 'number' }).notNull(),
  days61To90Loans: integer('days_61_90_loans').notNull(),
  days61To90Principal: bigint('days_61_90_principal', { mode: 'number' }).notNull(),
  over90Loans: integer('over_90_loans').notNull(),
  over90Principal: bigint('over_90_principal', { mode: 'number' }).notNull(),
  penaltyCharged: bigint('penalty_charged', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
