// Close of business: brings every running loan to a business date in set-based, chunked SQL. Replaces the per-loan
// overdue loop (one transaction around all loans, 3–4 statements per loan, an IN list of every id).
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import { isIsoDate } from '../../finance/index.js';
import { badInput } from '../../graphql/errors.js';
import { realToday } from '../quotes/clock.js';
import { settlePromises } from '../collections/promises.js';
import { accrueInterest } from '../accounting/accrual.js';
import { classificationRules, isMonthEnd, postProvisions } from '../accounting/provision.js';

/** Loans per batch (one transaction, five statements). */
export const CLOSE_OF_BUSINESS_BATCH_SIZE = 5_000;
/** Lanes run side by side on PostgreSQL, one connection each (the embedded PGlite has one connection: one lane). */
export const CLOSE_OF_BUSINESS_LANES = 2;
const BEFORE_EVERY_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Close of business never runs for a day after the real today: a run dated ahead (a moved test clock, a mistyped
 * date) would be the latest closed date, and no real day before it could be closed again. Only tests may (they
 * replay months of servicing on a pinned clock). BAD_USER_INPUT on businessDate.
 */
export function refuseBeyondRealToday(businessDate: string, allowed: boolean, today: string = realToday()): void {
  if (allowed || businessDate <= today) return;
  throw badInput(`Close of business cannot run for ${businessDate}: that is after today (${today}).`, 'businessDate');
}

export interface CloseOfBusinessOptions {
  batchSize?: number;
  /**
   * Lanes run side by side, each on its own connection: a loan belongs to a lane by its id (laneCondition), and
   * each lane walks its loans in creation order with its own cursor (its last committed batch).
   */
  lanes?: number;
  /** Run a date again that already completed (on demand): a new attempt from the first loan, changing nothing settled. */
  force?: boolean;
  /** Called after each batch has committed (tests stop a run here, as a crash between batches would). */
  afterBatch?: (batch: number) => void | Promise<void>;
}

export interface CloseOfBusinessResult {
  businessDate: string;
  /** False when the date had already completed and was not forced: nothing was done. */
  ran: boolean;
  /** Batches this caller committed (another runner may have done the rest). */
  batches: number;
  loans: number;
  penaltiesWritten: number;
  penaltyTotal: number;
  toArrears: number;
  /** Interest accrued to the books for the date (Σ of the day's accrual, pesewas; 0 when already accrued). */
  interestAccrued: number;
  /** At a month end: the change in required loan-loss provision posted (pesewas; negative: released; 0 otherwise). */
  provisionChange: number;
  toActive: number;
  toPaidOff: number;
}

/** The portfolio figures each batch adds up for the date's snapshot (keys of close_of_business_batch.figures). */
const FIGURE_KEYS = [
  'openLoans',
  'outstandingPrincipal',
  'currentLoans',
  'currentPrincipal',
  'days1To30Loans',
  'days1To30Principal',
  'days31To60Loans',
  'days31To60Principal',
  'days61To90Loans',
  'days61To90Principal',
  'over90Loans',
  'over90Principal',
] as const;
type Figures = Record<(typeof FIGURE_KEYS)[number], number>;

interface BatchRow {
  last_id: string | null;
  last_created_at: string | null;
  loans: string;
  penalties_written: string;
  penalty_total: string;
  to_arrears: string;
  to_active: string;
  to_paid_off: string;
  figures: Record<string, string | number>;
  changed: Array<{ id: string; userId: string }> | null;
}

/**
 * The loans of a lane: a slice of the id space (ids are random UUIDs, so the slices are even). A range on the id, not a
 * hash: the planner estimates it from the column's statistics and keeps reading the open loans in creation order
 * through loan_open_created_idx (a hash's unknown selectivity made it fetch and sort every loan after the cursor).
 */
export function laneCondition(id: SQL, lane: { number: number; of: number }): SQL {
  const bound = (k: number) => `${Math.floor((k * 0x1_0000_0000) / lane.of).toString(16).padStart(8, '0')}-0000-0000-0000-000000000000`;
  const from = lane.number === 0 ? null : bound(lane.number);
  const to = lane.number === lane.of - 1 ? null : bound(lane.number + 1);
  if (from && to) return sql`${id} >= ${from}::uuid and ${id} < ${to}::uuid`;
  if (from) return sql`${id} >= ${from}::uuid`;
  if (to) return sql`${id} < ${to}::uuid`;
  return sql`true`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * One batch, one statement: the batch's loans that are still running, their current-version instalments, the
 * charges and payments allocated to them (ledger allocations) and the day penalties were last accrued through.
 * Per instalment it applies the engine's rules (finance/penalty.ts), in SQL:
 * - penaltyBetween: overdue amount A (principal + interest + fees left, penalties excluded so nothing compounds),
 *   days past the grace days t, days not yet charged u: round(A·r·t/365) − round(A·r·(t−u)/365), half up
 *   (divRound: ⌊(2n + d) / 2d⌋), r the annual rate in bp;
 * - capPenalty in instalment order: the running total of charges never passes the cap (percentOf(principal, cap bp))
 *   less what is already charged, so charge k = min(room, S_k) − min(room, S_{k−1});
 * - settleStatus/summarize: paid_off when nothing is left, in_arrears when anything is overdue past the grace days,
 *   else active; days past due from the oldest instalment with money left.
 * The grace days, penalty rate r and cap are each loan's product version's (joined per loan: kept for life).
 * It writes one penalty ledger entry per loan charged (allocation per instalment, accrual date = the business date)
 * and the status changes, and returns the batch's counts, the changed loans and the portfolio figures.
 */
export function batchStatement(input: {
  date: string;
  after: { createdAt: string | null; id: string | null };
  limit: number;
  lane?: { number: number; of: number };
}) {
  const { date } = input;
  const lane = input.lane ?? { number: 0, of: 1 };
  // The batch: the next `limit` running loans after the cursor in creation order (created_at, id), locked, read
  // through loan_open_created_idx (running loans only), so a batch never re-scans the loans before it. Instalments and
  // ledger entries are read per loan of the batch (lateral index probes on loan_id; `offset 0` keeps the planner from
  // turning them into scans of the whole table), never through a list of ids.
  return sql`
    with b as materialized (
      select l.id, l.user_id, l.principal, l.schedule_version, l.status, l.created_at,
        v.grace_days as grace, v.penalty_rate_annual_bp as rate, v.penalty_cap_bp as cap_bp
      from loan l
      join credit_product_version v on v.id = l.credit_product_version_id
      where (l.created_at, l.id) > (${input.after.createdAt ?? '-infinity'}::timestamptz, ${input.after.id ?? BEFORE_EVERY_ID}::uuid)
        and l.status in ('active', 'in_arrears')
        and ${laneCondition(sql`l.id`, lane)}
      order by l.created_at, l.id
      limit ${input.limit}::int
      for update of l
    ),
    alloc as materialized (
      select e.loan_id, x.number,
        coalesce(sum(x.penalty) filter (where e.kind in ('penalty', 'fee', 'rebate')), 0) as penalty_charged,
        coalesce(sum(x.fee + x.interest + x.principal) filter (where e.kind in ('penalty', 'fee', 'rebate')), 0) as other_charged,
        coalesce(sum(x.principal) filter (where e.kind in ('penalty', 'fee', 'rebate')), 0) as principal_charged,
        coalesce(sum(x.penalty) filter (where e.kind in ('payment', 'reversal')), 0) as penalty_paid,
        coalesce(sum(x.fee + x.interest + x.principal) filter (where e.kind in ('payment', 'reversal')), 0) as other_paid,
        coalesce(sum(x.principal) filter (where e.kind in ('payment', 'reversal')), 0) as principal_paid
      from b
      cross join lateral (
        select e.loan_id, e.kind, e.allocation from ledger_entry e
        where e.loan_id = b.id and e.kind in ('penalty', 'fee', 'rebate', 'payment', 'reversal')
        offset 0
      ) e
      cross join lateral jsonb_to_recordset(e.allocation) as x(number int, penalty bigint, fee bigint, interest bigint, principal bigint)
      group by e.loan_id, x.number
    ),
    accrued as materialized (
      select b.id as loan_id, greatest(
        (select max(e.accrual_date) from ledger_entry e where e.loan_id = b.id and e.kind = 'penalty'),
        -- Hardship: no penalty for the days a request is open (pending or approved), nor charged later.
        (select max(least(coalesce(h.closed_on, ${date}::date), ${date}::date)) from hardship_request h where h.loan_id = b.id)
      ) as last_accrual
      from b
    ),
    inst as materialized (
      select i.*, b.principal as loan_principal, b.grace, b.rate, b.cap_bp
      from b
      cross join lateral (select * from loan_instalment i where i.loan_id = b.id and i.version = b.schedule_version offset 0) i
    ),
    line as materialized (
      select i.loan_id, i.number, ${date}::date - i.due_date as late,
        i.principal_due + i.interest_due + i.fee_due + coalesce(a.other_charged, 0) - coalesce(a.other_paid, 0) as base,
        coalesce(a.penalty_charged, 0) as penalty_due,
        coalesce(a.penalty_paid, 0) as penalty_paid,
        i.principal_due + coalesce(a.principal_charged, 0) - coalesce(a.principal_paid, 0) as principal_left,
        ${date}::date - ac.last_accrual as unbilled,
        i.loan_principal, i.grace, i.rate, i.cap_bp
      from inst i
      left join alloc a on a.loan_id = i.loan_id and a.number = i.number
      left join accrued ac on ac.loan_id = i.loan_id
    ),
    -- Only the lines that accrue today (overdue past the grace days, days not yet charged): the others charge 0, so
    -- the cap's running total is taken over these few lines, not over every line of the batch.
    priced as materialized (
      select l.loan_id, l.number,
        div(2 * l.base::numeric * l.rate * (l.late - l.grace) + 3650000, 7300000)
          - div(2 * l.base::numeric * l.rate * (case when l.unbilled is null then 0 else greatest(0, l.late - l.grace - l.unbilled) end) + 3650000, 7300000) as raw,
        floor((2 * l.loan_principal::numeric * l.cap_bp + 10000) / 20000) as cap
      from line l
      where l.base > 0 and l.late > l.grace and coalesce(l.unbilled, 1) > 0
    ),
    charged as materialized (
      select r.loan_id, r.number, (least(r.room, r.upto) - least(r.room, r.upto - r.raw))::bigint as penalty
      from (
        select p.loan_id, p.number, p.raw, p.cap - t.penalty_due as room, sum(p.raw) over (partition by p.loan_id order by p.number) as upto
        from priced p
        join (select loan_id, sum(penalty_due) as penalty_due from line where loan_id in (select loan_id from priced) group by loan_id) t on t.loan_id = p.loan_id
      ) r
    ),
    per_loan as (
      select l.loan_id,
        coalesce(sum(c.penalty), 0)::bigint as penalty,
        coalesce(sum(o.outstanding) filter (where o.outstanding > 0), 0) as balance,
        coalesce(sum(o.outstanding) filter (where o.outstanding > 0 and l.late > l.grace), 0) as overdue,
        -- days late of the lowest-numbered instalment with money left
        (min(array[l.number, l.late]) filter (where o.outstanding > 0))[2] as oldest_late,
        sum(greatest(l.principal_left, 0))::bigint as principal_left
      from line l
      left join charged c on c.loan_id = l.loan_id and c.number = l.number
      cross join lateral (select l.base + l.penalty_due + coalesce(c.penalty, 0) - l.penalty_paid as outstanding) o
      group by l.loan_id
    ),
    allocated as (
      select loan_id, jsonb_agg(jsonb_build_object('number', number, 'penalty', penalty, 'fee', 0, 'interest', 0, 'principal', 0) order by number) as allocation
      from charged where penalty > 0
      group by loan_id
    ),
    decided as (
      select b.id, b.user_id, b.status as old_status, coalesce(p.penalty, 0) as penalty, al.allocation,
        case when coalesce(p.balance, 0) = 0 then 'paid_off' when p.overdue > 0 then 'in_arrears' else 'active' end as new_status,
        case when p.oldest_late > b.grace then p.oldest_late else 0 end as dpd,
        coalesce(p.principal_left, 0) as principal_left
      from b left join per_loan p on p.loan_id = b.id left join allocated al on al.loan_id = b.id
    ),
    written as (
      insert into ledger_entry (loan_id, user_id, kind, amount, allocation, accrual_date, effective_on)
      select id, user_id, 'penalty', penalty, allocation, ${date}::date, ${date}::date from decided where penalty > 0
      returning loan_id
    ),
    moved as (
      update loan l set status = d.new_status, updated_at = now()
      from decided d
      where d.new_status <> d.old_status and l.id = d.id
      returning l.id
    ),
    open_now as (select * from decided where new_status <> 'paid_off'),
    last as (select id, created_at from b order by created_at desc, id desc limit 1)
    select
      (select id from last) as last_id,
      (select created_at::text from last) as last_created_at,
      (select count(*) from decided) as loans,
      (select count(*) from written) as penalties_written,
      (select coalesce(sum(penalty), 0) from decided) as penalty_total,
      (select count(*) from decided where new_status = 'in_arrears' and old_status <> 'in_arrears') as to_arrears,
      (select count(*) from decided where new_status = 'active' and old_status <> 'active') as to_active,
      (select count(*) from decided where new_status = 'paid_off') as to_paid_off,
      (select json_agg(json_build_object('id', d.id, 'userId', d.user_id))
        from decided d where d.penalty > 0 or d.new_status <> d.old_status) as changed,
      (select json_build_object(
        'openLoans', count(*),
        'outstandingPrincipal', coalesce(sum(principal_left), 0),
        'currentLoans', count(*) filter (where dpd = 0),
        'currentPrincipal', coalesce(sum(principal_left) filter (where dpd = 0), 0),
        'days1To30Loans', count(*) filter (where dpd between 1 and 30),
        'days1To30Principal', coalesce(sum(principal_left) filter (where dpd between 1 and 30), 0),
        'days31To60Loans', count(*) filter (where dpd between 31 and 60),
        'days31To60Principal', coalesce(sum(principal_left) filter (where dpd between 31 and 60), 0),
        'days61To90Loans', count(*) filter (where dpd between 61 and 90),
        'days61To90Principal', coalesce(sum(principal_left) filter (where dpd between 61 and 90), 0),
        'over90Loans', count(*) filter (where dpd > 90),
        'over90Principal', coalesce(sum(principal_left) filter (where dpd > 90), 0)
      ) from open_now) as figures`;
}

export class CloseOfBusiness {
  constructor(
    private readonly db: AppDatabase,
    private readonly events: EventBus,
    /** Lanes when a run does not say (CLOSE_OF_BUSINESS_LANES on PostgreSQL, 1 on PGlite). */
    private readonly defaultLanes = 1,
    /** Dates after the real today are refused unless this is a test process (NODE_ENV=test). */
    private readonly allowBeyondRealToday = false,
  ) {}

  /**
   * Brings every running loan to `businessDate`: penalties on overdue amounts, active ↔ in_arrears (and paid_off),
   * days past due, and the date's portfolio snapshot. The loans are split into lanes that run side by side (one
   * connection each); a lane takes batches of `batchSize` of its loans in creation order, each batch its own
   * transaction that records the lane's cursor (its batch row), so a stopped run resumes after each lane's last
   * finished batch. Concurrent runners take a lane's batches one after the other (a transaction-scoped advisory lock
   * per date and lane). A completed date does nothing unless forced, and a forced run charges nothing already charged
   * (penalties are charged through a date once).
   */
  async run(businessDate: string, options: CloseOfBusinessOptions = {}): Promise<CloseOfBusinessResult> {
    if (!isIsoDate(businessDate)) throw new RangeError(`businessDate must be 'YYYY-MM-DD', got "${businessDate}"`);
    refuseBeyondRealToday(businessDate, this.allowBeyondRealToday);
    const batchSize = options.batchSize ?? CLOSE_OF_BUSINESS_BATCH_SIZE;
    let lanes = Math.max(1, Math.floor(options.lanes ?? this.defaultLanes));
    const result: CloseOfBusinessResult = {
      businessDate,
      ran: false,
      batches: 0,
      loans: 0,
      penaltiesWritten: 0,
      penaltyTotal: 0,
      toArrears: 0,
      interestAccrued: 0,
      provisionChange: 0,
      toActive: 0,
      toPaidOff: 0,
    };
    if (!(await this.begin(businessDate, options.force ?? false))) return result;
    result.ran = true;
    // A resumed attempt keeps the lanes it started with (each lane's cursor is only meaningful for that split).
    const [started] = rowsOf<{ lanes: number }>(
      await this.db.execute(sql`
        select b.lanes from close_of_business_batch b join close_of_business_run r on r.business_date = b.business_date and r.attempt = b.attempt
        where b.business_date = ${businessDate}::date limit 1`),
    );
    if (started) lanes = started.lanes;
    // A lane that fails (or is stopped by afterBatch) stops the others before their next batch; the run then
    // fails as a whole and resumes later from every lane's last committed batch.
    let stopped = false;
    const runLane = async (laneNumber: number) => {
      while (!stopped) {
        const done = await this.batch(businessDate, { number: laneNumber, of: lanes }, batchSize, result);
        if (done) return;
        if (stopped) return;
        try {
          await options.afterBatch?.(result.batches);
        } catch (error) {
          stopped = true;
          throw error;
        }
      }
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: lanes }, (_, laneNumber) =>
        runLane(laneNumber).catch((error: unknown) => {
          stopped = true;
          throw error;
        }),
      ),
    );
    const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    // Interest earned for the day, once every loan's status and penalties are brought to the date (one statement).
    result.interestAccrued = (await accrueInterest(this.db, businessDate)).total;
    // At a month end, with the day's days past due and interest in place: the change in required provision.
    if (isMonthEnd(businessDate)) result.provisionChange = (await postProvisions(this.db, businessDate, await classificationRules(this.db))).change;
    // Every lane found nothing left: the snapshot and the end of the run (once, whoever gets here first).
    await withTransaction(this.db, async (tx) => {
      const [run] = rowsOf<{ state: string; attempt: number }>(
        await tx.execute(sql`select state, attempt from close_of_business_run where business_date = ${businessDate}::date for update`),
      );
      if (run?.state === 'running') await this.finish(tx, businessDate, run.attempt);
    });
    await settlePromises(this.db, businessDate, this.events);
    return result;
  }

  /** One batch of a lane in its own transaction; true when the lane has nothing left (or the run is not running). */
  private async batch(
    businessDate: string,
    lane: { number: number; of: number },
    batchSize: number,
    result: CloseOfBusinessResult,
  ): Promise<boolean> {
    return withTransaction(this.db, async (tx, afterCommit) => {
      // One runner at a time per date and lane, until this batch commits.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`close-of-business:${businessDate}`}), ${lane.number}::int)`);
      const [run] = rowsOf<{ state: string; attempt: number }>(
        await tx.execute(sql`select state, attempt from close_of_business_run where business_date = ${businessDate}::date`),
      );
      if (!run || run.state !== 'running') return true;
      // The lane's cursor: the last loan of its last committed batch in this attempt.
      const [cursor] = rowsOf<{ last_loan_id: string; last_created_at: string }>(
        await tx.execute(sql`
          select last_loan_id, last_created_at::text from close_of_business_batch
          where business_date = ${businessDate}::date and attempt = ${run.attempt}::int and lane = ${lane.number}::int and lanes = ${lane.of}::int
          order by number desc limit 1`),
      );
      // Loans in the order they were created (created_at, id): their schedule and ledger rows were written together,
      // so a batch reads neighbouring pages rather than rows spread over the whole table (ids are random).
      // One statement per batch; JIT off (compiling the plan costs more than running it), room to sort in memory, and
      // hash joins between the batch's CTEs (unsorted, a few thousand rows: sorting them for merge joins cost more).
      await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true), set_config('enable_mergejoin', 'off', true)`);
      const started = Date.now();
      const [batch] = rowsOf<BatchRow>(
        await tx.execute(
          batchStatement({
            date: businessDate,
            after: { createdAt: cursor?.last_created_at ?? null, id: cursor?.last_loan_id ?? null },
            limit: batchSize,
            lane,
          }),
        ),
      );
      if (Number(batch.loans) === 0 || !batch.last_id) return true;
      const counts = {
        loans: Number(batch.loans),
        penaltiesWritten: Number(batch.penalties_written),
        penaltyTotal: Number(batch.penalty_total),
        toArrears: Number(batch.to_arrears),
        toActive: Number(batch.to_active),
        toPaidOff: Number(batch.to_paid_off),
      };
      const figures = Object.fromEntries(FIGURE_KEYS.map((key) => [key, Number(batch.figures[key] ?? 0)]));
      // The run row is locked from here to the commit only (lanes overlap everything before).
      await tx.execute(sql`
        with run as (
          update close_of_business_run set batches = batches + 1, loans = loans + ${counts.loans}::int,
            penalties_written = penalties_written + ${counts.penaltiesWritten}::int, penalty_total = penalty_total + ${counts.penaltyTotal}::bigint,
            to_arrears = to_arrears + ${counts.toArrears}::int, to_active = to_active + ${counts.toActive}::int, to_paid_off = to_paid_off + ${counts.toPaidOff}::int
          where business_date = ${businessDate}::date
          returning batches
        )
        insert into close_of_business_batch (business_date, attempt, number, lane, lanes, last_loan_id, last_created_at, figures, ms)
        select ${businessDate}::date, ${run.attempt}::int, run.batches, ${lane.number}::int, ${lane.of}::int, ${batch.last_id}::uuid,
          ${batch.last_created_at}::timestamptz, ${JSON.stringify({ ...figures, penaltyTotal: counts.penaltyTotal })}::jsonb, ${Date.now() - started}::int
        from run`);
      const changed = batch.changed ?? [];
      afterCommit(() => {
        result.batches += 1;
        result.loans += counts.loans;
        result.penaltiesWritten += counts.penaltiesWritten;
        result.penaltyTotal += counts.penaltyTotal;
        result.toArrears += counts.toArrears;
        result.toActive += counts.toActive;
        result.toPaidOff += counts.toPaidOff;
      });
      if (changed.length > 0) afterCommit(() => this.events.publishMany('loan.changed', changed));
      return false;
    });
  }

  /** Opens (or resumes) the date's run; false when it already completed and is not forced. */
  private async begin(businessDate: string, force: boolean): Promise<boolean> {
    // 1 when a completed date is run again on demand: a new attempt from the first loan.
    const restart = sql`(case when close_of_business_run.state = 'completed' and ${force}::boolean then 1 else 0 end)`;
    const [row] = rowsOf<{ state: string }>(
      await this.db.execute(sql`
        insert into close_of_business_run (business_date, state) values (${businessDate}::date, 'running')
        on conflict (business_date) do update set
          state = case when close_of_business_run.state = 'completed' and not ${force}::boolean then 'completed' else 'running' end,
          attempt = close_of_business_run.attempt + ${restart},
          batches = case when ${restart} = 1 then 0 else close_of_business_run.batches end,
          loans = case when ${restart} = 1 then 0 else close_of_business_run.loans end,
          penalties_written = case when ${restart} = 1 then 0 else close_of_business_run.penalties_written end,
          penalty_total = case when ${restart} = 1 then 0 else close_of_business_run.penalty_total end,
          to_arrears = case when ${restart} = 1 then 0 else close_of_business_run.to_arrears end,
          to_active = case when ${restart} = 1 then 0 else close_of_business_run.to_active end,
          to_paid_off = case when ${restart} = 1 then 0 else close_of_business_run.to_paid_off end,
          started_at = case when ${restart} = 1 then now() else close_of_business_run.started_at end,
          finished_at = case when ${restart} = 1 then null else close_of_business_run.finished_at end,
          error = case when close_of_business_run.state = 'completed' then close_of_business_run.error else null end
        returning state`),
    );
    return row.state === 'running';
  }

  /** The last batch is done: the snapshot is the sum of the attempt's batches; the run is complete. */
  private async finish(tx: Tx, businessDate: string, attempt: number): Promise<void> {
    const sum = (key: string) => sql.raw(`coalesce(sum((figures->>'${key}')::bigint), 0)`);
    await tx.execute(sql`
      insert into portfolio_snapshot (business_date, open_loans, outstanding_principal, current_loans, current_principal,
        days_1_30_loans, days_1_30_principal, days_31_60_loans, days_31_60_principal, days_61_90_loans, days_61_90_principal,
        over_90_loans, over_90_principal, penalty_charged)
      select ${businessDate}::date, ${sum('openLoans')}, ${sum('outstandingPrincipal')}, ${sum('currentLoans')}, ${sum('currentPrincipal')},
        ${sum('days1To30Loans')}, ${sum('days1To30Principal')}, ${sum('days31To60Loans')}, ${sum('days31To60Principal')},
        ${sum('days61To90Loans')}, ${sum('days61To90Principal')}, ${sum('over90Loans')}, ${sum('over90Principal')}, ${sum('penaltyTotal')}
      from close_of_business_batch where business_date = ${businessDate}::date and attempt = ${attempt}::int
      on conflict (business_date) do update set
        open_loans = excluded.open_loans, outstanding_principal = excluded.outstanding_principal,
        current_loans = excluded.current_loans, current_principal = excluded.current_principal,
        days_1_30_loans = excluded.days_1_30_loans, days_1_30_principal = excluded.days_1_30_principal,
        days_31_60_loans = excluded.days_31_60_loans, days_31_60_principal = excluded.days_31_60_principal,
        days_61_90_loans = excluded.days_61_90_loans, days_61_90_principal = excluded.days_61_90_principal,
        over_90_loans = excluded.over_90_loans, over_90_principal = excluded.over_90_principal,
        penalty_charged = portfolio_snapshot.penalty_charged + excluded.penalty_charged, created_at = now()`);
    await tx.execute(sql`update close_of_business_run set state = 'completed', finished_at = now() where business_date = ${businessDate}::date`);
  }

  /** Records a failed run (its cursor stays: a retry resumes after the last finished batch). */
  async markFailed(businessDate: string, message: string): Promise<void> {
    await this.db.execute(sql`update close_of_business_run set state = 'failed', error = ${message} where business_date = ${businessDate}::date and state = 'running'`);
  }
}

export type { Figures };
