// The collections workspace: work queues over every running loan in set-based SQL, contacts, promises to
// pay, assignment to a collector, PAR today and by month, and write-offs through maker-checker (collections.approvals.ts:
// a collector asks, an admin other than them approves in Approvals; the existing mutations are thin wrappers).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import { isAdminRole } from '../../auth/permissions.js';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import { withTransaction, type AfterCommit } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import { addDays, allocationTotal, formatCedis, isIsoDate } from '../../finance/index.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import type { Page } from '../../graphql/pagination.js';
import { formatDate } from '../../shared/dates.js';
import type { ApprovalDecision, ApprovalEffect, ApprovalService, ApprovalView } from '../approvals/approval.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { summarize } from '../loans/loan.balance.js';
import type { LoanService } from '../loans/loan.service.js';
import { portfolioAtRisk, runningLoanBalances } from '../loans/loan.portfolio.js';
import { readServicingPolicy } from '../loans/loan.servicing.js';
import { loanNumber } from '../loans/loan.statement.js';
import { writeOffLedger, writeOffPreview } from '../loans/loan.write-off.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { Clock } from '../quotes/clock.js';
import { readSettings } from '../settings/settings.service.js';
import { isPerson, phoneOf } from '../users/people.js';
import { promisePaidSql } from './promises.js';
import {
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  collectionAssignment,
  collectionContact,
  promiseToPay,
  type ContactChannel,
  type ContactOutcome,
} from './collections.table.js';

export const COLLECTION_QUEUES = ['due_next_7_days', 'due_today', 'days_1_30', 'days_31_60', 'days_61_90', 'days_90_plus', 'broken_promises', 'all'] as const;
export type CollectionQueue = (typeof COLLECTION_QUEUES)[number];
export const COLLECTION_SORTS = ['amount_desc', 'amount_asc', 'days_past_due_desc', 'days_past_due_asc', 'due_date_asc', 'due_date_desc'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];
export const COLLECTOR_ROLE = 'recovery_and_collections';
const WRITE_OFF_MIN_DPD = 'collections.write_off_min_days_past_due';

export interface CollectionRow {
  loanId: string;
  loanNumber: string;
  status: string;
  customerId: string;
  customerName: string;
  phone: string | null;
  amountDue: number;
  amountOverdue: number;
  outstandingBalance: number;
  daysPastDue: number;
  nextDueDate: string | null;
  lastContactAt: Date | null;
  lastContactChannel: string | null;
  lastContactOutcome: string | null;
  promiseAmount: number | null;
  promiseDate: string | null;
  promiseStatus: string | null;
  collectorId: string | null;
  collectorName: string | null;
}

export interface CollectionListFilters {
  queue: CollectionQueue;
  sort: CollectionSort;
  search?: string | null;
  collectorId?: string | null;
  unassigned?: boolean | null;
}

/** What a collector asks for: the approval request's input (approvals action write_off, subject the loan). */
export interface WriteOffRequest {
  loanId: string;
  reason: string;
  /** An admin writing off before the days-past-due minimum says why. */
  overrideReason?: string | null;
}

/** The request as WriteOffProposal (the published shape): declined reads as rejected, as before. */
const PROPOSAL_STATUS = { pending: 'pending', approved: 'approved', declined: 'rejected', cancelled: 'cancelled' } as const;

/** A write-off request as the collections panel has always listed it; `writtenOff` is the loan's, once approved. */
function writeOffProposalOf(request: ApprovalView, loanWrittenOff: number) {
  const input = request.input as WriteOffRequest;
  const name = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
  return {
    id: request.id,
    amount: request.amount ?? 0,
    reason: input.reason,
    status: PROPOSAL_STATUS[request.status],
    proposedBy: request.makerId,
    proposedByName: name(request.maker),
    decidedBy: request.checker?.id ?? null,
    decidedByName: request.checker ? name(request.checker) : null,
    decisionReason: request.decisionReason,
    writtenOff: request.status === 'approved' ? loanWrittenOff : null,
    createdAt: request.createdAt,
    decidedAt: request.decidedAt,
  };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function encodeCursor(key: number, id: string): string {
  return Buffer.from(JSON.stringify(['coll', key, id])).toString('base64url');
}

function decodeCursor(cursor: string): { key: number; id: string } {
  try {
    const [tag, key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown, unknown];
    if (tag !== 'coll' || !Number.isSafeInteger(key) || typeof id !== 'string' || !isUuid(id)) throw new Error('bad cursor');
    return { key: key as number, id };
  } catch {
    throw badInput('The cursor is not valid.', 'after');
  }
}

const QUEUE_WHERE: Record<CollectionQueue, string> = {
  due_next_7_days: 'f.dpd = 0 and f.due_week > 0',
  due_today: 'f.due_today > 0',
  days_1_30: 'f.dpd between 1 and 30',
  days_31_60: 'f.dpd between 31 and 60',
  days_61_90: 'f.dpd between 61 and 90',
  days_90_plus: 'f.dpd > 90',
  broken_promises: "pr.status = 'broken'",
  all: 'f.due_now > 0 or f.due_week > 0',
};

export class CollectionsService {
  constructor(
    private readonly db: AppDatabase,
    private readonly loans: LoanService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly approvals: ApprovalService,
  ) {}

  // ---- the work queues -------------------------------------------------------------------------------------------

  /**
   * One page of a work queue: every running loan's instalments, charges and payments summed per loan in one
   * statement (as summarize() derives them), then the queue's rule, the latest contact and promise, the collector.
   */
  async list(first: number, after: string | null | undefined, filters: CollectionListFilters): Promise<Page<CollectionRow>> {
    const today = this.clock.today();
    const weekEnd = addDays(today, 7);
    const descending = filters.sort.endsWith('_desc');
    const key = filters.sort.startsWith('amount')
      ? sql`f.amount_due`
      : filters.sort.startsWith('days')
        ? sql`f.dpd`
        : sql`coalesce(f.next_due - date '2000-01-01', ${descending ? -100_000_000 : 100_000_000})`;
    const direction = sql.raw(descending ? 'desc' : 'asc');
    const cursor = after ? decodeCursor(after) : null;
    const conditions: SQL[] = [sql.raw(`(${QUEUE_WHERE[filters.queue]})`)];
    if (cursor) conditions.push(descending ? sql`(k.key, f.loan_id) < (${cursor.key}::bigint, ${cursor.id}::uuid)` : sql`(k.key, f.loan_id) > (${cursor.key}::bigint, ${cursor.id}::uuid)`);
    if (filters.collectorId) conditions.push(sql`a.collector_id = ${filters.collectorId}`);
    if (filters.unassigned) conditions.push(sql`a.collector_id is null`);
    const search = filters.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = search.replace(/\D/g, '');
      const phone = digits.length >= 9 ? `%${digits.slice(-9)}` : null;
      conditions.push(sql`((u.first_name || ' ' || u.last_name) ilike ${like} or u.email ilike ${like}${phone ? sql` or ${phoneOf(sql`u.id`)} like ${phone}` : sql``})`);
    }
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        with ${runningLoanBalances(today, { weekEnd })},
        f as (
          select o.id as loan_id, o.user_id, o.status, p.next_due, p.due_now, p.due_today, p.due_week, p.balance, p.overdue, p.dpd,
            case when p.due_now > 0 then p.due_now else p.due_week end as amount_due
          from open_loan o join per_loan p on p.loan_id = o.id)
        select f.loan_id as "loanId", f.status as "status", f.user_id as "customerId",
          trim(u.first_name || ' ' || u.last_name) as "customerName", ${phoneOf(sql`f.user_id`)} as "phone",
          f.amount_due::bigint::text as "amountDue", f.overdue::bigint::text as "amountOverdue", f.balance::bigint::text as "outstandingBalance", f.dpd::int as "daysPastDue",
          f.next_due::text as "nextDueDate", c.created_at as "lastContactAt", c.channel as "lastContactChannel", c.outcome as "lastContactOutcome",
          pr.amount::text as "promiseAmount", pr.promised_on::text as "promiseDate", pr.status as "promiseStatus", pr.paid::text as "promisePaid",
          a.collector_id as "collectorId", trim(cu.first_name || ' ' || cu.last_name) as "collectorName", k.key::bigint::text as "key"
        from f
        join ${user} u on u.id = f.user_id
        left join ${collectionAssignment} a on a.loan_id = f.loan_id
        left join ${user} cu on cu.id = a.collector_id
        left join lateral (select cc.created_at, cc.channel, cc.outcome from ${collectionContact} cc where cc.loan_id = f.loan_id order by cc.created_at desc limit 1) c on true
        left join lateral (
          select p.amount, p.promised_on, p.status, ${promisePaidSql(sql`${today}::date`)} as paid from ${promiseToPay} p
          where p.loan_id = f.loan_id and p.status <> 'cancelled' order by p.created_at desc limit 1) pr on true
        cross join lateral (select ${key} as key) k
        where ${sql.join(conditions, sql` and `)}
        order by k.key ${direction}, f.loan_id ${direction}
        limit ${first + 1}`),
    );
    const hasNextPage = rows.length > first;
    const kept = hasNextPage ? rows.slice(0, first) : rows;
    const nodes = kept.map((row) => this.toRow(row));
    const last = kept[kept.length - 1];
    return { nodes, pageInfo: { hasNextPage, endCursor: last ? encodeCursor(Number(last.key), String(last.loanId)) : null } };
  }

  private toRow(row: Record<string, unknown>): CollectionRow {
    const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    const promiseAmount = num(row.promiseAmount);
    // Kept at once when payments complete it (read time); close of business records it.
    const promiseStatus = row.promiseStatus === 'open' && promiseAmount !== null && Number(row.promisePaid) >= promiseAmount ? 'kept' : ((row.promiseStatus as string | null) ?? null);
    return {
      loanId: String(row.loanId),
      loanNumber: loanNumber(String(row.loanId)),
      status: String(row.status),
      customerId: String(row.customerId),
      customerName: String(row.customerName),
      phone: (row.phone as string | null) ?? null,
      amountDue: Number(row.amountDue),
      amountOverdue: Number(row.amountOverdue),
      outstandingBalance: Number(row.outstandingBalance),
      daysPastDue: Number(row.daysPastDue),
      nextDueDate: (row.nextDueDate as string | null) ?? null,
      lastContactAt: row.lastContactAt ? new Date(row.lastContactAt as string) : null,
      lastContactChannel: (row.lastContactChannel as string | null) ?? null,
      lastContactOutcome: (row.lastContactOutcome as string | null) ?? null,
      promiseAmount,
      promiseDate: (row.promiseDate as string | null) ?? null,
      promiseStatus,
      collectorId: (row.collectorId as string | null) ?? null,
      collectorName: (row.collectorName as string | null) || null,
    };
  }

  // ---- one loan ----------------------------------------------------------------------------------------------

  /** The loan view's collections panel: contacts, promises, the collector and write-off requests, newest first. */
  async forLoan(viewer: Viewer, loanId: string) {
    const view = await this.loans.get(viewer, loanId);
    const today = this.clock.today();
    const [contacts, promises, [assignment], proposals] = await Promise.all([
      this.db
        .select({ id: collectionContact.id, channel: collectionContact.channel, outcome: collectionContact.outcome, note: collectionContact.note, contactedOn: collectionContact.contactedOn, createdAt: collectionContact.createdAt, recordedByName: sql<string>`trim(${user.firstName} || ' ' || ${user.lastName})` })
        .from(collectionContact)
        .innerJoin(user, eq(user.id, collectionContact.recordedBy))
        .where(eq(collectionContact.loanId, loanId))
        .orderBy(desc(collectionContact.createdAt))
        .limit(100),
      this.db.execute(sql`
        select p.id, p.amount::text as "amount", p.promised_on::text as "promisedOn", p.made_on::text as "madeOn", p.status, p.note,
          p.created_at as "createdAt", p.decided_on::text as "decidedOn",
          case when p.status = 'open' then ${promisePaidSql(sql`${today}::date`)} else p.paid_amount end::text as "paid"
        from ${promiseToPay} p where p.loan_id = ${loanId}::uuid order by p.created_at desc limit 100`),
      this.db
        .select({ collectorId: collectionAssignment.collectorId, assignedAt: collectionAssignment.assignedAt, collectorName: sql<string>`trim(${user.firstName} || ' ' || ${user.lastName})` })
        .from(collectionAssignment)
        .innerJoin(user, eq(user.id, collectionAssignment.collectorId))
        .where(eq(collectionAssignment.loanId, loanId)),
      this.approvals.onSubject('write_off', loanId, { limit: 20 }),
    ]);
    type PromiseRow = { id: string; amount: string; promisedOn: string; madeOn: string; status: string; note: string | null; createdAt: string; decidedOn: string | null; paid: string };
    return {
      loanId,
      loanStatus: view.status,
      amountOverdue: view.amountOverdue,
      outstandingBalance: view.outstandingBalance,
      daysPastDue: view.daysPastDue,
      contacts,
      promises: rowsOf<PromiseRow>(promises).map((p) => {
        const amount = Number(p.amount);
        const paid = Number(p.paid);
        return { ...p, amount, paid, createdAt: new Date(p.createdAt), status: p.status === 'open' && paid >= amount ? 'kept' : p.status };
      }),
      collector: assignment ? { id: assignment.collectorId, name: assignment.collectorName, assignedAt: assignment.assignedAt } : null,
      writeOffs: proposals.map((request) => writeOffProposalOf(request, view.writtenOff)),
    };
  }

  /** Staff a loan can be assigned to: every person with the collections role (never an API key's service account). */
  collectors() {
    return this.db
      .select({ id: user.id, name: sql<string>`trim(${user.firstName} || ' ' || ${user.lastName})`, email: user.email })
      .from(user)
      .where(and(eq(user.role, COLLECTOR_ROLE), eq(user.banned, false), isPerson()))
      .orderBy(user.firstName, user.lastName)
      .limit(500);
  }

  private async runningLoan(viewer: Viewer, loanId: string) {
    const view = await this.loans.get(viewer, loanId);
    if (view.status !== 'active' && view.status !== 'in_arrears') throw conflict('Only a running loan (active or in arrears) can be worked by collections.');
    return view;
  }

  // ---- actions ----------------------------------------------------------------------------------------------

  async logContact(actor: Actor, input: { loanId: string; channel: string; outcome: string; note?: string | null }) {
    if (!(CONTACT_CHANNELS as readonly string[]).includes(input.channel)) throw badInput(`The channel must be one of ${CONTACT_CHANNELS.join(', ')}.`, 'input.channel');
    if (!(CONTACT_OUTCOMES as readonly string[]).includes(input.outcome)) throw badInput(`The outcome must be one of ${CONTACT_OUTCOMES.join(', ')}.`, 'input.outcome');
    const note = input.note?.trim() || null;
    if (note && note.length > 2000) throw badInput('The note must be at most 2000 characters.', 'input.note');
    const view = await this.runningLoan(actor.viewer, input.loanId);
    const contactedOn = this.clock.today();
    await withTransaction(this.db, async (tx, afterCommit) => {
      const [row] = await tx
        .insert(collectionContact)
        .values({ loanId: view.id, channel: input.channel as ContactChannel, outcome: input.outcome as ContactOutcome, note, recordedBy: actor.viewer.id, contactedOn })
        .returning({ id: collectionContact.id });
      await this.audit.record(tx, actor, { action: 'collections.log_contact', entity: 'loan', entityId: view.id, after: { contactId: row.id, channel: input.channel, outcome: input.outcome } });
      afterCommit(() => this.events.publish('loan.changed', { id: view.id, userId: view.userId }));
    });
    return this.forLoan(actor.viewer, view.id);
  }

  /** A promise to pay: a future date within the setting's days, an amount above zero and at most what is owed. */
  async recordPromise(actor: Actor, input: { loanId: string; amount: number; promisedOn: string; note?: string | null }) {
    const today = this.clock.today();
    const maxDays = Number((await readSettings(this.db, ['collections.promise_max_days'])).get('collections.promise_max_days'));
    if (!isIsoDate(input.promisedOn)) throw badInput('Give the promised date as YYYY-MM-DD.', 'input.promisedOn');
    if (input.promisedOn <= today) throw badInput('The promised date must be after today.', 'input.promisedOn');
    if (input.promisedOn > addDays(today, maxDays)) throw badInput(`The promised date can be at most ${maxDays} days ahead.`, 'input.promisedOn');
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw badInput('The amount must be a whole number of pesewas above zero.', 'input.amount');
    const note = input.note?.trim() || null;
    const view = await this.runningLoan(actor.viewer, input.loanId);
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.loans.lock(tx, view.id);
      const balances = (await this.loans.instalmentBalances(tx, [current.id])).get(current.id)!;
      const owed = summarize(balances, today, (await readServicingPolicy(tx, current)).graceDays).outstandingBalance;
      if (input.amount > owed) throw badInput(`The loan owes ${formatCedis(owed)}; a promise cannot be for more.`, 'input.amount');
      // A new promise replaces the one still open.
      await tx.update(promiseToPay).set({ status: 'cancelled', decidedOn: today }).where(and(eq(promiseToPay.loanId, current.id), eq(promiseToPay.status, 'open')));
      const [row] = await tx
        .insert(promiseToPay)
        .values({ loanId: current.id, amount: input.amount, promisedOn: input.promisedOn, madeOn: today, note, recordedBy: actor.viewer.id })
        .returning({ id: promiseToPay.id });
      await this.audit.record(tx, actor, { action: 'collections.record_promise', entity: 'loan', entityId: current.id, after: { promiseId: row.id, amount: input.amount, promisedOn: input.promisedOn } });
      afterCommit(() => this.events.publish('loan.changed', { id: current.id, userId: current.userId }));
    });
    return this.forLoan(actor.viewer, view.id);
  }

  async assign(actor: Actor, input: { loanId: string; collectorId: string }) {
    const view = await this.runningLoan(actor.viewer, input.loanId);
    const [collector] = await this.db.select({ id: user.id, role: user.role, banned: user.banned }).from(user).where(and(eq(user.id, input.collectorId), isPerson()));
    if (!collector || collector.role !== COLLECTOR_ROLE || collector.banned) throw badInput('Choose a staff member with the Recovery and Collections role.', 'input.collectorId');
    await withTransaction(this.db, async (tx, afterCommit) => {
      const [before] = await tx.select().from(collectionAssignment).where(eq(collectionAssignment.loanId, view.id)).for('update');
      await tx
        .insert(collectionAssignment)
        .values({ loanId: view.id, collectorId: collector.id, assignedBy: actor.viewer.id })
        .onConflictDoUpdate({ target: collectionAssignment.loanId, set: { collectorId: collector.id, assignedBy: actor.viewer.id, assignedAt: this.clock.now() } });
      await this.audit.record(tx, actor, { action: 'collections.assign', entity: 'loan', entityId: view.id, before: { collectorId: before?.collectorId ?? null }, after: { collectorId: collector.id } });
      if (collector.id !== actor.viewer.id) {
        await this.notifications.notify(tx, afterCommit, { userId: collector.id, kind: 'collections', title: 'Loan assigned to you', body: `Loan ${loanNumber(view.id)} is now in your collections queue.`, target: { kind: 'LOAN', id: view.id } });
      }
      afterCommit(() => this.events.publish('loan.changed', { id: view.id, userId: view.userId }));
    });
    return this.forLoan(actor.viewer, view.id);
  }

  // ---- write-off (maker-checker) -------------------------------------------------------------------------------

  /**
   * A write-off is proposed and approved only from collections.write_off_min_days_past_due days past due (the loss
   * classification); earlier only an admin giving a reason may (answered, to be audited). Null when no override.
   */
  private writeOffGate(viewer: Viewer, minimum: number, daysPastDue: number, overrideReason: string | null | undefined, field: string): string | null {
    if (daysPastDue >= minimum) return null;
    const reason = overrideReason?.trim() ?? '';
    if (!isAdminRole(viewer.role)) {
      throw conflict(`A loan can be written off from ${minimum} days past due (this one is ${daysPastDue}); earlier only an admin can, with a reason.`);
    }
    if (reason.length > 2000) throw badInput('Keep the reason for writing off early to 2000 characters.', field);
    if (reason.length < 5) throw badInput(`This loan is ${daysPastDue} days past due, under the ${minimum} days for a write-off: give the reason for writing it off now (at least 5 characters).`, field);
    return reason;
  }

  private async writeOffMinimum(dbOrTx: DbOrTx): Promise<number> {
    return Number((await readSettings(dbOrTx, [WRITE_OFF_MIN_DPD])).get(WRITE_OFF_MIN_DPD));
  }

  /** The loan under its row lock, refused unless running, with its balances and days past due today. */
  private async writeOffFacts(tx: Tx, loanId: string) {
    const current = await this.loans.lock(tx, loanId);
    if (current.status !== 'active' && current.status !== 'in_arrears') throw conflict('Only a running loan can be written off.');
    const today = this.clock.today();
    const balances = (await this.loans.instalmentBalances(tx, [current.id])).get(current.id)!;
    const summary = summarize(balances, today, (await readServicingPolicy(tx, current)).graceDays);
    return { current, today, balances, summary, minimum: await this.writeOffMinimum(tx) };
  }

  /**
   * What the checker sees (approvals' describe): the loan as it stands now, refused unless running and in arrears,
   * and what the write-off would book today part by part. Approval books what is owed on the day it is approved.
   */
  async writeOffEffect(tx: Tx, input: WriteOffRequest): Promise<ApprovalEffect> {
    const reason = input.reason.trim();
    if (reason.length < 5 || reason.length > 2000) throw badInput('Give the reason for the write-off (5 to 2000 characters).', 'input.reason');
    const { number, borrower } = await this.loans.movementFacts(tx, input.loanId);
    const { current, today, balances, summary, minimum } = await this.writeOffFacts(tx, input.loanId);
    if (summary.amountOverdue <= 0) throw conflict('Only a loan in arrears can be proposed for write-off.');
    const figures = writeOffPreview(current, balances, today);
    const cancelled = -allocationTotal(figures.cancellation);
    const early = summary.daysPastDue < minimum;
    const override = input.overrideReason?.trim();
    return {
      summary: `Write off ${formatCedis(figures.amount)} owed on loan ${number} (${borrower})`,
      amount: figures.amount,
      // Every write-off is checked, whatever its size.
      always: true,
      lines: [
        { label: 'Loan', value: `${number} (${borrower})` },
        {
          label: 'Days past due',
          value: early
            ? `${summary.daysPastDue}, under the ${minimum} for a write-off: written off early, so the approver gives the reason too (the approval note)`
            : `${summary.daysPastDue} (a write-off is allowed from ${minimum})`,
        },
        { label: 'Principal', value: formatCedis(figures.principal) },
        { label: 'Interest earned to date', value: formatCedis(figures.interest) },
        ...(figures.fee > 0 ? [{ label: 'Fees', value: formatCedis(figures.fee) }] : []),
        { label: 'Penalties', value: formatCedis(figures.penalty) },
        { label: 'Written off', value: `${formatCedis(figures.amount)} as of ${formatDate(today)} (approval writes off what is owed on its day)` },
        ...(cancelled > 0 ? [{ label: 'Interest not yet earned', value: `${formatCedis(cancelled)} cancelled, never written off` }] : []),
        { label: 'Reason', value: reason },
        ...(override ? [{ label: 'Why now', value: override }] : []),
        { label: 'Effect', value: 'The loan is written off and owes nothing more; open promises to pay are cancelled; later payments are recoveries.' },
      ],
    };
  }

  /**
   * Books the write-off (approvals' apply, as the maker): the ledger takes off what is really owed today, the loan is
   * written_off, open promises are cancelled. Before the days-past-due minimum the maker's override (when asking)
   * or the checker's note (when approving) must give the reason, and either must be an admin. Answers the amount.
   */
  async writeOffIn(tx: Tx, afterCommit: AfterCommit, maker: Actor, input: WriteOffRequest, decision?: ApprovalDecision): Promise<number> {
    const { current, today, balances, summary, minimum } = await this.writeOffFacts(tx, input.loanId);
    const override = decision
      ? this.writeOffGate(decision.checker.viewer, minimum, summary.daysPastDue, decision.reason, 'reason')
      : this.writeOffGate(maker.viewer, minimum, summary.daysPastDue, input.overrideReason, 'input.overrideReason');
    const reason = input.reason.trim();
    const total = await writeOffLedger(tx, current, balances, { on: today, recordedBy: maker.viewer.id, note: `Written off: ${reason}` });
    await tx.update(promiseToPay).set({ status: 'cancelled', decidedOn: today }).where(and(eq(promiseToPay.loanId, current.id), eq(promiseToPay.status, 'open')));
    const proposalOverride = input.overrideReason?.trim() || null;
    await this.audit.record(tx, maker, {
      action: 'loan.write_off',
      entity: 'loan',
      entityId: current.id,
      before: { status: current.status },
      after: {
        status: 'written_off',
        amount: total,
        reason,
        daysPastDue: summary.daysPastDue,
        approvedBy: decision?.checker.viewer.id ?? null,
        ...(override ? { overrideReason: override } : {}),
        ...(decision && proposalOverride ? { proposalOverrideReason: proposalOverride } : {}),
      },
    });
    afterCommit(() => this.events.publish('loan.changed', { id: current.id, userId: current.userId }));
    return total;
  }

  /** Asks for a write-off: it waits for an admin other than the proposer in Approvals (action write_off). */
  async proposeWriteOff(actor: Actor, input: WriteOffRequest) {
    await this.approvals.submit(actor, 'write_off', { loanId: input.loanId, reason: input.reason.trim(), overrideReason: input.overrideReason?.trim() || null } satisfies WriteOffRequest);
    return this.forLoan(actor.viewer, input.loanId);
  }

  private async writeOffRequest(id: string) {
    const request = await this.approvals.find('write_off', id);
    if (!request) throw notFound('Write-off proposal');
    return request;
  }

  /** approveWriteOff: approves the write-off request (approvals.approve); the note is the reason when written off early. */
  async approveWriteOff(actor: Actor, requestId: string, overrideReason?: string | null) {
    const request = await this.writeOffRequest(requestId);
    await this.approvals.approve(actor, request.id, overrideReason);
    return this.forLoan(actor.viewer, request.subjectId);
  }

  /** rejectWriteOff: declines the write-off request with a reason (approvals.decline); nothing is booked. */
  async rejectWriteOff(actor: Actor, requestId: string, reason: string) {
    const trimmed = reason.trim();
    if (trimmed.length < 5) throw badInput('Give the reason for rejecting the write-off (at least 5 characters).', 'reason');
    const request = await this.writeOffRequest(requestId);
    await this.approvals.decline(actor, request.id, trimmed);
    return this.forLoan(actor.viewer, request.subjectId);
  }

  // ---- portfolio at risk ---------------------------------------------------------------------------------------

  /**
   * PAR 30/60/90 today: outstanding principal of running loans more than 30/60/90 days past due ÷ all outstanding
   * principal of running loans, in basis points (days past due as summarize() counts them). One statement.
   */
  async parToday() {
    const today = this.clock.today();
    const row = await portfolioAtRisk(this.db, today);
    const principal = Number(row.principal);
    const bp = (part: string) => (principal > 0 ? Math.round((Number(part) * 10_000) / principal) : 0);
    return { on: today, openLoans: row.loans, outstandingPrincipal: principal, par30Bp: bp(row.p30), par60Bp: bp(row.p60), par90Bp: bp(row.p90) };
  }

  /** PAR by month from close-of-business snapshots: the last snapshot of each of the last `months` months. */
  async parTrend(months: number) {
    const span = Math.min(Math.max(Math.trunc(months), 1), 36);
    const from = `${addDays(this.clock.today(), -31 * span).slice(0, 7)}-01`;
    const rows = rowsOf<{ business_date: string; outstanding_principal: string; p30: string; p60: string; p90: string }>(
      await this.db.execute(sql`
        select distinct on (date_trunc('month', business_date)) business_date::text, outstanding_principal::text,
          (days_31_60_principal + days_61_90_principal + over_90_principal)::text as p30,
          (days_61_90_principal + over_90_principal)::text as p60, over_90_principal::text as p90
        from portfolio_snapshot where business_date >= ${from}::date
        order by date_trunc('month', business_date), business_date desc`),
    );
    return rows.slice(-span).map((row) => {
      const principal = Number(row.outstanding_principal);
      const bp = (part: string) => (principal > 0 ? Math.round((Number(part) * 10_000) / principal) : 0);
      return { businessDate: row.business_date, outstandingPrincipal: principal, par30Bp: bp(row.p30), par60Bp: bp(row.p60), par90Bp: bp(row.p90) };
    });
  }
}
