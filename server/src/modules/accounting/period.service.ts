// Month-end close: finance closes a calendar month of the books once its checklist passes; a closed month takes no
// postings (the journal_entry_open_period trigger moves them to the first open day); reopening takes two people,
// through maker-checker (period.approvals.ts, action period_reopen): one asks, another approves in Approvals.
import { and, desc, eq, sql } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, conflict, secondApproverRequired } from '../../graphql/errors.js';
import { formatDate, formatDateTime } from '../../shared/dates.js';
import type { ApprovalDecision, ApprovalEffect, ApprovalService } from '../approvals/approval.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Clock } from '../quotes/clock.js';
import { reconcile } from './reconciliation.js';
import { accountingPeriod, type PeriodCheck, type PeriodStatus } from './period.table.js';

export type { PeriodCheck } from './period.table.js';

export type PeriodRow = typeof accountingPeriod.$inferSelect;

/** A month of the books as the periods screen lists it. */
export interface PeriodView {
  /** 'YYYY-MM'. */
  month: string;
  startsOn: string;
  endsOn: string;
  /** open (never closed), closed, or reopened (closed once, open again). */
  status: 'open' | PeriodStatus;
  closedBy: string | null;
  closedAt: Date | null;
  reopenRequestedBy: string | null;
  reopenRequestedAt: Date | null;
  reopenReason: string | null;
  reopenedBy: string | null;
  reopenedAt: Date | null;
}

export const PERIOD_MESSAGES = {
  month: 'Give the month as YYYY-MM.',
  notEnded: 'A month can be closed only after its last day.',
  previousOpen: (month: string) => `Close ${month} first: months close in order.`,
  alreadyClosed: 'This month is already closed.',
  checklist: (failed: string[]) => `This month cannot be closed yet: ${failed.join('; ')}.`,
  notClosed: 'Only a closed month can be reopened.',
  notLatest: (month: string) => `Reopen ${month} first: only the latest closed month can be reopened.`,
  reason: 'Give a reason of 10 to 1000 characters for reopening.',
  noRequest: 'Nobody has asked to reopen this month yet.',
  sameApprover: 'Someone other than the person who asked must approve reopening the month.',
  alreadyRequested: 'Reopening this month has already been asked for; another person approves it.',
} as const;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' → its first and last day. */
export function monthBounds(month: string): { startsOn: string; endsOn: string } {
  const match = MONTH.exec(month);
  if (!match) throw badInput(PERIOD_MESSAGES.month, 'month');
  const year = Number(match[1]);
  const index = Number(match[2]);
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { startsOn: `${month}-01`, endsOn: `${month}-${String(last).padStart(2, '0')}` };
}

const monthOf = (day: string) => day.slice(0, 7);

/** What is asked for (the approval request's input; its subject is the month). */
export interface PeriodReopenRequest {
  /** 'YYYY-MM'. */
  month: string;
  reason: string;
}

/** '2026-01' → 'January 2026'. */
function monthName(month: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function previousMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
}

function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

function view(month: string, row: PeriodRow | undefined): PeriodView {
  const { startsOn, endsOn } = monthBounds(month);
  return {
    month,
    startsOn,
    endsOn,
    status: row?.status ?? 'open',
    closedBy: row?.closedBy ?? null,
    closedAt: row?.closedAt ?? null,
    reopenRequestedBy: row?.reopenRequestedBy ?? null,
    reopenRequestedAt: row?.reopenRequestedAt ?? null,
    reopenReason: row?.reopenReason ?? null,
    reopenedBy: row?.reopenedBy ?? null,
    reopenedAt: row?.reopenedAt ?? null,
  };
}

/** True when the month of `day` ('YYYY-MM-DD') is closed: money movements dated in it are refused by their screens. */
export async function isClosedOn(dbOrTx: DbOrTx, day: string): Promise<boolean> {
  const [row] = await dbOrTx.select({ status: accountingPeriod.status }).from(accountingPeriod).where(eq(accountingPeriod.startsOn, `${monthOf(day)}-01`));
  return row?.status === 'closed';
}

export class AccountingPeriodService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly approvals: ApprovalService,
  ) {}

  /** Every month from the first posting to this month, newest first. */
  async list(): Promise<PeriodView[]> {
    const [first] = rowsOf<{ day: string | null }>(await this.db.execute(sql`select to_char(min(posted_on), 'YYYY-MM-DD') as day from journal_entry`));
    const rows = await this.db.select().from(accountingPeriod).orderBy(desc(accountingPeriod.startsOn));
    const byMonth = new Map(rows.map((row) => [monthOf(row.startsOn), row]));
    const current = monthOf(this.clock.today());
    const earliest = [first?.day ? monthOf(first.day) : current, ...byMonth.keys()].sort()[0];
    const months: string[] = [];
    for (let month = earliest; month <= current; month = nextMonth(month)) months.push(month);
    return months.reverse().map((month) => view(month, byMonth.get(month)));
  }

  /** The month-end checklist of a month as it stands now (every item must pass before it can be closed). */
  async checklist(month: string, dbOrTx: DbOrTx = this.db): Promise<PeriodCheck[]> {
    const { startsOn, endsOn } = monthBounds(month);
    const today = this.clock.today();
    const previous = monthBounds(previousMonth(month));
    const [facts] = rowsOf<{ days: number; ran: number; missing: string[] | null; suspense: string; previous_open: boolean }>(
      await dbOrTx.execute(sql`
        with days as (select d::date as day from generate_series(${startsOn}::date, least(${endsOn}::date, ${today}::date - 1), interval '1 day') d),
        ran as (select business_date from close_of_business_run where state = 'completed' and business_date between ${startsOn}::date and ${endsOn}::date)
        select
          (select count(*)::int from days) as days,
          (select count(*)::int from days where day in (select business_date from ran)) as ran,
          (select array_agg(to_char(day, 'YYYY-MM-DD') order by day) from (select day from days where day not in (select business_date from ran) order by day limit 5) m) as missing,
          (select coalesce(sum(l.credit - l.debit), 0)::text
             from journal_line l join journal_entry e on e.id = l.entry_id
            where e.posted_on <= ${endsOn}::date
              and l.account_code in (select account_code from gl_account_mapping where role = 'suspense')) as suspense,
          (exists (select 1 from journal_entry where posted_on between ${previous.startsOn}::date and ${previous.endsOn}::date)
            and not exists (select 1 from accounting_period where starts_on = ${previous.startsOn}::date and status = 'closed')) as previous_open
      `),
    );
    const monthDays = Number(endsOn.slice(8));
    const differences = (await reconcile(dbOrTx)).filter((line) => line.difference !== 0);
    const suspense = Number(facts.suspense);
    return [
      {
        key: 'ended',
        label: 'The month has ended',
        passed: endsOn < today,
        detail: endsOn < today ? `Its last day was ${endsOn}.` : `It ends on ${endsOn}.`,
      },
      {
        key: 'previous_closed',
        label: 'The month before is closed',
        passed: !facts.previous_open,
        detail: facts.previous_open ? `${previousMonth(month)} has postings and is still open.` : 'Nothing earlier is open.',
      },
      {
        key: 'close_of_business',
        label: 'Close of business ran every day',
        passed: facts.ran === monthDays,
        detail:
          facts.ran === monthDays
            ? `All ${monthDays} days completed.`
            : `${facts.ran} of ${monthDays} days completed${facts.missing?.length ? `; missing ${facts.missing.join(', ')}${monthDays - facts.ran > facts.missing.length ? ', …' : ''}` : ''}.`,
      },
      {
        key: 'suspense',
        label: 'No unallocated money',
        passed: suspense === 0,
        detail: suspense === 0 ? 'Suspense is empty at the month end.' : `GH₵${(suspense / 100).toFixed(2)} sits in suspense at the month end.`,
      },
      {
        key: 'reconciliation',
        label: 'Books agree with the loan subledger',
        passed: differences.length === 0,
        detail: differences.length === 0 ? 'Every control account reconciles.' : `Differences on ${differences.map((line) => line.check).join(', ')}.`,
      },
    ];
  }

  /** Closes a month whose checklist passes: later postings dated in it go to the first open day. */
  async close(actor: Actor, month: string): Promise<PeriodView> {
    const { startsOn, endsOn } = monthBounds(month);
    return withTransaction(this.db, async (tx) => {
      // One close or reopen at a time: months close in order.
      await tx.execute(sql`lock table accounting_period in share row exclusive mode`);
      const [current] = await tx.select().from(accountingPeriod).where(eq(accountingPeriod.startsOn, startsOn));
      if (current?.status === 'closed') throw conflict(PERIOD_MESSAGES.alreadyClosed);
      const checks = await this.checklist(month, tx);
      const failed = checks.filter((check) => !check.passed);
      if (failed.some((check) => check.key === 'ended')) throw conflict(PERIOD_MESSAGES.notEnded);
      if (failed.some((check) => check.key === 'previous_closed')) throw conflict(PERIOD_MESSAGES.previousOpen(previousMonth(month)));
      if (failed.length > 0) throw conflict(PERIOD_MESSAGES.checklist(failed.map((check) => `${check.label.toLowerCase()} (${check.detail.replace(/\.$/, '')})`)));
      const now = this.clock.now();
      const values = { status: 'closed' as const, closedBy: actor.viewer.id, closedAt: now, checklist: checks, reopenRequestedBy: null, reopenRequestedAt: null, reopenReason: null, reopenedBy: null, reopenedAt: null };
      const [row] = await tx
        .insert(accountingPeriod)
        .values({ startsOn, endsOn, ...values })
        .onConflictDoUpdate({ target: accountingPeriod.startsOn, set: values })
        .returning();
      await this.audit.record(tx, actor, { action: 'accounting_period.close', entity: 'accounting_period', entityId: month, before: { status: current?.status ?? 'open' }, after: { status: 'closed', checklist: checks } });
      return view(month, row);
    });
  }

  /** One month as the periods screen shows it. */
  async get(month: string, dbOrTx: DbOrTx = this.db): Promise<PeriodView> {
    const { startsOn } = monthBounds(month);
    const [row] = await dbOrTx.select().from(accountingPeriod).where(eq(accountingPeriod.startsOn, startsOn));
    return view(month, row);
  }

  /**
   * What the checker sees (approvals' describe for period_reopen): refused unless the month is the latest closed one
   * and nobody has asked already; the reason is 10 to 1000 characters.
   */
  async reopenEffect(tx: Tx, input: PeriodReopenRequest): Promise<ApprovalEffect> {
    const reason = input.reason.trim();
    if (reason.length < 10 || reason.length > 1000) throw badInput(PERIOD_MESSAGES.reason, 'reason');
    const { startsOn, endsOn } = monthBounds(input.month);
    const current = await this.latestClosed(tx, startsOn);
    if (current.reopenRequestedBy) throw conflict(PERIOD_MESSAGES.alreadyRequested);
    const [closer] = await tx.select({ firstName: user.firstName, lastName: user.lastName }).from(user).where(eq(user.id, current.closedBy));
    const name = monthName(input.month);
    return {
      summary: `Reopen ${name} in the books`,
      // Nothing is moved: always a second person.
      amount: null,
      lines: [
        { label: 'Month', value: `${name} (${formatDate(startsOn)} to ${formatDate(endsOn)})` },
        { label: 'Closed', value: `${formatDateTime(current.closedAt)}${closer ? ` by ${`${closer.firstName} ${closer.lastName}`.trim()}` : ''}` },
        { label: 'Reason', value: reason },
        { label: 'Effect', value: 'Postings dated in the month post in it again, not on the first open day, until it is closed once more through the month-end checklist.' },
      ],
    };
  }

  /** While it waits (approvals' hold): the month says who asked and why, as it always has. */
  async holdReopen(tx: Tx, maker: Actor, input: PeriodReopenRequest): Promise<void> {
    const reason = input.reason.trim();
    await tx
      .update(accountingPeriod)
      .set({ reopenRequestedBy: maker.viewer.id, reopenRequestedAt: this.clock.now(), reopenReason: reason })
      .where(and(eq(accountingPeriod.startsOn, monthBounds(input.month).startsOn), eq(accountingPeriod.status, 'closed')));
    await this.audit.record(tx, maker, { action: 'accounting_period.reopen_request', entity: 'accounting_period', entityId: input.month, after: { reason } });
  }

  /** Declined or cancelled (approvals' release): nobody is asking any more. */
  async releaseReopen(tx: Tx, input: PeriodReopenRequest): Promise<void> {
    await tx
      .update(accountingPeriod)
      .set({ reopenRequestedBy: null, reopenRequestedAt: null, reopenReason: null })
      .where(and(eq(accountingPeriod.startsOn, monthBounds(input.month).startsOn), eq(accountingPeriod.status, 'closed')));
  }

  /**
   * Reopens the month (approvals' apply, as the maker): open again until closed once more. On approval the checker is
   * recorded as who reopened it (never the maker: accounting_period_four_eyes_check).
   */
  async reopenIn(tx: Tx, maker: Actor, input: PeriodReopenRequest, decision?: ApprovalDecision): Promise<PeriodView> {
    const { startsOn } = monthBounds(input.month);
    // One close or reopen at a time: months close in order.
    await tx.execute(sql`lock table accounting_period in share row exclusive mode`);
    const current = await this.latestClosed(tx, startsOn);
    const reason = input.reason.trim();
    const now = this.clock.now();
    const [row] = await tx
      .update(accountingPeriod)
      .set({
        status: 'reopened',
        reopenRequestedBy: maker.viewer.id,
        reopenRequestedAt: current.reopenRequestedAt ?? now,
        reopenReason: reason,
        reopenedBy: decision?.checker.viewer.id ?? null,
        reopenedAt: now,
      })
      .where(eq(accountingPeriod.startsOn, startsOn))
      .returning();
    await this.audit.record(tx, maker, {
      action: 'accounting_period.reopen',
      entity: 'accounting_period',
      entityId: input.month,
      before: { status: 'closed' },
      after: { status: 'reopened', requestedBy: maker.viewer.id, approvedBy: decision?.checker.viewer.id ?? null, reason },
    });
    return view(input.month, row);
  }

  /** requestAccountingPeriodReopen: asks, with a reason, to reopen the latest closed month; it waits in Approvals. */
  async requestReopen(actor: Actor, month: string, reason: string): Promise<PeriodView> {
    monthBounds(month);
    await this.approvals.submit(actor, 'period_reopen', { month, reason: reason.trim() } satisfies PeriodReopenRequest);
    return this.get(month);
  }

  /** approveAccountingPeriodReopen: approves the month's waiting reopen request (approvals.approve). */
  async approveReopen(actor: Actor, month: string): Promise<PeriodView> {
    monthBounds(month);
    const [pending] = await this.approvals.onSubject('period_reopen', month, { status: 'pending', limit: 1 });
    if (!pending) throw conflict(PERIOD_MESSAGES.noRequest);
    if (pending.makerId === actor.viewer.id) throw secondApproverRequired(PERIOD_MESSAGES.sameApprover);
    await this.approvals.approve(actor, pending.id);
    return this.get(month);
  }

  /** The closed month starting on `startsOn`, refused unless it is the latest closed one. */
  private async latestClosed(tx: DbOrTx, startsOn: string): Promise<PeriodRow> {
    const [current] = await tx.select().from(accountingPeriod).where(eq(accountingPeriod.startsOn, startsOn));
    if (current?.status !== 'closed') throw conflict(PERIOD_MESSAGES.notClosed);
    const [latest] = await tx.select().from(accountingPeriod).where(eq(accountingPeriod.status, 'closed')).orderBy(desc(accountingPeriod.startsOn)).limit(1);
    if (latest.startsOn !== startsOn) throw conflict(PERIOD_MESSAGES.notLatest(monthOf(latest.startsOn)));
    return current;
  }
}
